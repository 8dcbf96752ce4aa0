import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFileId } from '@seller-portal/provider-sandbox/testing';
import { WEBHOOK_PATH, webhookSignature } from '../realtime/webhook.js';
import { WEBHOOK_SECRET } from '../test-support/realtime.js';
import { startGateway, startSandbox, type RunningSandbox } from '../test-support/system.js';

// Every route outside GraphQL refuses in one body, `{ code, message, fieldErrors? }` (README "Errors",
// docs/adr/022-integrator-contract.md): the file routes of each domain, the webhook, and paths nothing serves.

let sandbox: RunningSandbox;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string;

const MSA = demoFileId('acme', '/Master Services Agreement.pdf');

beforeAll(async () => {
  sandbox = await startSandbox();
  gateway = await startGateway({
    providerUrl: sandbox.url,
    issuer: sandbox.issuer,
    webhookSecret: WEBHOOK_SECRET,
  });
  ada = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await gateway?.stop();
  await sandbox?.close();
});

/** The answer is JSON with the status and code, a message in words, and nothing beyond the one body's fields. */
function expectRefusal(answer: request.Response, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = answer.body as Record<string, unknown>;
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(Object.keys(body).every((key) => ['code', 'message', 'fieldErrors'].includes(key))).toBe(true);
  return body;
}

const signedIn = (pending: request.Test) => pending.set('authorization', `Bearer ${ada}`);

describe('the file routes refuse in one body', () => {
  it('without a token: 401 UNAUTHENTICATED, in every domain', async () => {
    for (const pending of [
      request(gateway.app).get(`/data-room/files/${MSA}/download`),
      request(gateway.app).post('/offer-files/files'),
      request(gateway.app).get('/reports/cash-advances/1/csv'),
    ])
      expectRefusal(await pending, 401, 'UNAUTHENTICATED');
  });

  it('bad input: 400 BAD_USER_INPUT, with the field in words where there is one', async () => {
    const none = await signedIn(request(gateway.app).post('/data-room/files/bulk-download')).send({
      fileIds: [],
    });
    expectRefusal(none, 400, 'BAD_USER_INPUT');
    const notMultipart = await signedIn(request(gateway.app).post('/offer-files/files')).send({ file: 'x' });
    expectRefusal(notMultipart, 400, 'BAD_USER_INPUT');
    const noFile = await signedIn(request(gateway.app).post('/offer-files/files')).field('type', 'OTHER');
    const body = expectRefusal(noFile, 400, 'BAD_USER_INPUT');
    if (body.fieldErrors) expect(typeof Object.values(body.fieldErrors)[0]).toBe('string');
  });

  it('something that does not exist: 404 NOT_FOUND, for a file and for a path no route has', async () => {
    expectRefusal(
      await signedIn(request(gateway.app).get('/data-room/files/no-such-file/download')),
      404,
      'NOT_FOUND',
    );
    expectRefusal(await signedIn(request(gateway.app).get('/offer-files/x/y/z')), 404, 'NOT_FOUND');
  });
});

describe('paths and methods nothing serves', () => {
  it('answer a JSON 404, never an HTML page, whatever the method or what the client accepts', async () => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      for (const path of [
        '/nowhere',
        '/offer-files/files',
        '/data-room/files/bulk-download/extra',
        '/healthz',
      ]) {
        if (method === 'post' && path === '/offer-files/files') continue;
        const answer = await request(gateway.app)
          [method](path)
          .set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
          .send({});
        const body = expectRefusal(answer, 404, 'NOT_FOUND');
        expect(body.message).toBe('Nothing is served at this address.');
      }
    }
    expectRefusal(await request(gateway.app).get('/nowhere'), 404, 'NOT_FOUND');
  });

  it('a malformed body is refused in the same body (400), not with the parser’s page', async () => {
    const malformed = await signedIn(request(gateway.app).post('/data-room/files/bulk-download'))
      .set('content-type', 'application/json')
      .send('{"fileIds": [');
    expectRefusal(malformed, 400, 'BAD_USER_INPUT');
  });
});

describe('the provider webhook refuses in one body', () => {
  const post = (body: string, timestamp: number, signature: string) =>
    request(gateway.app)
      .post(WEBHOOK_PATH)
      .set('content-type', 'application/json')
      .set('x-webhook-timestamp', String(timestamp))
      .set('x-webhook-signature', signature)
      .send(body);

  it('a bad signature: 401 UNAUTHENTICATED; a signed body that is no event: 400 BAD_USER_INPUT', async () => {
    const now = Math.floor(Date.now() / 1000);
    expectRefusal(await post('{}', now, 'sha256=00'), 401, 'UNAUTHENTICATED');
    const stale = now - 3600;
    expectRefusal(
      await post('{}', stale, webhookSignature(WEBHOOK_SECRET, stale, '{}')),
      401,
      'UNAUTHENTICATED',
    );
    expectRefusal(await post('{}', now, webhookSignature(WEBHOOK_SECRET, now, '{}')), 400, 'BAD_USER_INPUT');
  });
});

describe('GraphQL answers the README’s codes for a request that is not a GraphQL request', () => {
  it('no query, a batch, or a GET without preflight: 400 BAD_REQUEST', async () => {
    const code = (answer: request.Response) => {
      expect(answer.status).toBe(400);
      return (answer.body as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code;
    };
    expect(code(await signedIn(request(gateway.app).post('/graphql')).send({}))).toBe('BAD_REQUEST');
    const batch = [{ query: '{ __typename }' }, { query: '{ __typename }' }];
    expect(code(await signedIn(request(gateway.app).post('/graphql')).send(batch))).toBe('BAD_REQUEST');
    const get = signedIn(request(gateway.app).get('/graphql?query=%7B__typename%7D')).set(
      'accept',
      'application/json',
    );
    expect(code(await get)).toBe('BAD_REQUEST');
  });
});
