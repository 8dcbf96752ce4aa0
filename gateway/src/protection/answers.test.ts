import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, startSandbox, type RunningSandbox } from '../test-support/system.js';

// What a caller sees of the gateway's answers where per-request work was removed (docs/adr/021): compression only
// where it changes the answer, `no-store` without Apollo's cache control plugin, a document checked once.

let sandbox: RunningSandbox;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string;

/** An answer well over 1 KiB (every type's name) and one of a few bytes. */
const LARGE = '{ __schema { types { name description } } }';
const SMALL = '{ __typename }';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent: compressed when the answer says so. */
  body: Buffer;
}

/** A GraphQL request with these headers and no others (HTTP clients add their own Accept-Encoding). */
function post(query: string, headers: Record<string, string> = {}, token: string | null = ada) {
  const body = JSON.stringify({ query });
  return new Promise<RawAnswer>((resolve, reject) => {
    const call = httpRequest(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
    call.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    call.on('error', reject);
    call.end(body);
  });
}

const json = (answer: RawAnswer) => JSON.parse(answer.body.toString('utf8'));

beforeAll(async () => {
  sandbox = await startSandbox();
  gateway = await startGateway({ providerUrl: sandbox.url, issuer: sandbox.issuer });
  ada = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await gateway?.stop();
  await sandbox?.close();
});

describe('compression', () => {
  it('compresses a large answer for a caller that accepts gzip', async () => {
    const answer = await post(LARGE, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(
      JSON.parse(brotliDecompressSync(answer.body).toString('utf8')).data.__schema.types.length,
    ).toBeGreaterThan(10);
    const gzipped = await post(LARGE, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(gzipped.body).toString('utf8'));
    expect(body.data.__schema.types.length).toBeGreaterThan(10);
  });

  it('compresses for a caller that accepts any coding', async () => {
    const answer = await post(LARGE, { 'accept-encoding': '*' });
    expect(answer.headers['content-encoding']).toBeDefined();
  });

  it('sends a small answer as it is, even to a caller that accepts gzip', async () => {
    const answer = await post(SMALL, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(json(answer)).toEqual({ data: { __typename: 'Query' } });
  });

  it('sends a large answer as it is to a caller that accepts no compression, saying it varies', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const answer = await post(LARGE, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(json(answer).data.__schema.types.length).toBeGreaterThan(10);
    }
  });
});

describe('GraphQL answers', () => {
  it('are never stored by a cache: data and a refused document', async () => {
    expect((await post(SMALL)).headers['cache-control']).toBe('no-store');
    const refused = await post('{ noSuchField }');
    expect(refused.status).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answer a repeated document the same as the first time, and refuse a repeated bad one each time', async () => {
    const team = '{ team(page: 0, size: 10) { items { id email } pageInfo { totalElements } } }';
    const first = (await post(team)).body.toString('utf8');
    const second = (await post(team)).body.toString('utf8');
    expect(JSON.parse(first).data.team.items.length).toBeGreaterThan(0);
    expect(second).toBe(first);
    const bad = '{ team(page: 0, size: 10, search: "a\\u0001b") { pageInfo { totalElements } } }';
    for (let i = 0; i < 2; i++) {
      const refused = json(await post(bad));
      expect(refused.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});
