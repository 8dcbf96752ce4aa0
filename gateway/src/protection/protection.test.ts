import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { microFrontendFolder, microFrontends } from '@seller-portal/shared/micro-frontends';
import { buildSchema, Kind, parse, validate, type DocumentNode } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../test-support/graphql.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  unusedUrl,
  type RunningSandbox,
} from '../test-support/system.js';
import { INPUT_BOUNDS } from './input-bounds.js';
import { GRAPHQL_LIMITS, limitRules } from './limits.js';

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string;

const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code;
/** Apollo's codes for a document refused before execution: by the parser (tokens) or by a validation rule. */
const REFUSED = ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED'];
const TEAM_FIELDS =
  'items { id fullName email status roles { id name displayName } } pageInfo { totalElements }';

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  // Fifteen aliased queries at once: a generous deadline, so a loaded machine does not turn them into timeouts.
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer, providerTimeoutMs: 15_000 });
  ada = await sandbox.tokenFor('admin@acme.example');
});

beforeEach(() => {
  proxy.calls.length = 0;
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

describe('document limits', () => {
  it('refuses 500 aliases of team(…) with different arguments, making no provider call', async () => {
    const aliases = Array.from(
      { length: 500 },
      (_, i) => `t${i}: team(page: ${i}, size: 10) { pageInfo { page } }`,
    );
    const answer = await graphql(gateway.app, `{ ${aliases.join(' ')} }`, {}, ada);
    expect(REFUSED).toContain(codeOf(answer));
    expect(proxy.calls).toEqual([]);
  });

  it(`allows ${GRAPHQL_LIMITS.aliases} aliases and refuses one more`, async () => {
    const query = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `t${i}: team(page: ${i}, size: 1) { pageInfo { page } }`).join(' ')} }`;
    expect((await graphql(gateway.app, query(GRAPHQL_LIMITS.aliases), {}, ada)).errors).toBeUndefined();
    proxy.calls.length = 0;
    const refused = await graphql(gateway.app, query(GRAPHQL_LIMITS.aliases + 1), {}, ada);
    expect(codeOf(refused)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(refused.errors?.[0]?.message).toMatch(/aliases/i);
    expect(proxy.calls).toEqual([]);
  });

  it('refuses the same mutation twice in one document: two aliased resendInvitation send no email', async () => {
    const ivy = (
      await graphql<{ team: { items: { id: string; email: string }[] } }>(
        gateway.app,
        '{ team(page: 0, size: 100, search: "ivy") { items { id email } } }',
        {},
        ada,
      )
    ).data!.team.items[0]!.id;
    proxy.calls.length = 0;
    const answer = await graphql(
      gateway.app,
      `mutation { a: resendInvitation(userId: "${ivy}") { id } b: resendInvitation(userId: "${ivy}") { id } }`,
      {},
      ada,
    );
    expect(codeOf(answer)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.errors?.[0]?.message).toBe('resendInvitation may be called once per request.');
    expect(proxy.calls).toEqual([]);

    // The same, hidden in inline fragments and in named fragments, spread once or twice.
    const field = (alias: string) => `${alias}: resendInvitation(userId: "${ivy}") { id }`;
    for (const hidden of [
      `mutation { ... on Mutation { ${field('a')} } ... on Mutation { ${field('b')} } }`,
      `mutation { ${field('a')} ... on Mutation { ... on Mutation { ${field('b')} } } }`,
      `mutation { ...A ...B } fragment A on Mutation { ${field('a')} } fragment B on Mutation { ${field('b')} }`,
      `mutation { ...A ... on Mutation { ...A } } fragment A on Mutation { ${field('a')} }`,
    ]) {
      const refused = await graphql(gateway.app, hidden, {}, ada);
      expect(codeOf(refused), hidden).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(refused.errors?.map((error) => error.message)).toContain(
        'resendInvitation may be called once per request.',
      );
    }
    expect(proxy.calls).toEqual([]);
  });

  it('bounds depth and cost; every operation the portal sends passes the cost limit with room to spare', async () => {
    const recursive = buildSchema('type Query { node: Node } type Node { child: Node id: ID }');
    // node, child, child, …, id: `levels` fields deep.
    const nested = (levels: number) =>
      `{ node { ${'child { '.repeat(levels - 2)}id${' }'.repeat(levels - 1)} }`;
    expect(validate(recursive, parse(nested(GRAPHQL_LIMITS.depth)), limitRules())).toEqual([]);
    expect(validate(recursive, parse(nested(GRAPHQL_LIMITS.depth + 1)), limitRules()).length).toBeGreaterThan(
      0,
    );

    const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    // Every operation the browser sends: each browser package's typed documents, and the platform's (in shared).
    const modules = await Promise.all(
      ['shared', 'root-config', ...microFrontends.map(microFrontendFolder)].map(
        (folder) =>
          import(
            new URL(`../../../${folder}/src/graphql/generated/graphql.ts`, import.meta.url).href
          ) as Promise<Record<string, unknown>>,
      ),
    );
    const documents = modules
      .flatMap((operations) => Object.entries(operations))
      .filter(
        (entry): entry is [string, DocumentNode] =>
          entry[0].endsWith('Document') && (entry[1] as { kind?: unknown }).kind === Kind.DOCUMENT,
      );
    expect(documents.length).toBeGreaterThan(10);
    // "With room": each would still pass a limit a third of ours (the company profile, the heaviest, costs 137).
    const third = limitRules({ cost: GRAPHQL_LIMITS.cost / 3 });
    for (const [name, document] of documents) {
      expect(validate(schema, document, third), name).toEqual([]);
    }
    const heavy = `{ ${Array.from({ length: 15 }, (_, i) => `t${i}: team(page: ${i}, size: 100) { ${TEAM_FIELDS} }`).join(' ')} }`;
    expect(
      validate(schema, parse(heavy), limitRules())
        .map((error) => error.message)
        .join(),
    ).toMatch(/cost/i);
  });

  it('refuses batched operations, oversized bodies and documents with too many tokens', async () => {
    const batched = await request(gateway.app)
      .post('/graphql')
      .set('authorization', `Bearer ${ada}`)
      .send([{ query: '{ health }' }, { query: '{ health }' }]);
    expect(batched.status).toBe(400);

    const huge = await request(gateway.app)
      .post('/graphql')
      .set('authorization', `Bearer ${ada}`)
      .send({ query: `{ health } # ${'x'.repeat(GRAPHQL_LIMITS.bodyBytes)}` });
    expect(huge.status).toBe(413);
    expect(huge.body.errors[0].message).toBe('The request body is too large.');

    const tokens = `{ ${Array.from({ length: GRAPHQL_LIMITS.tokens }, () => 'health').join(' ')} }`;
    const answer = await graphql(gateway.app, tokens, {}, ada);
    expect(answer.errors?.[0]?.message).toMatch(/token/i);
    expect(proxy.calls).toEqual([]);
  });

  it('gives no field suggestions outside development', async () => {
    const answer = await graphql(gateway.app, '{ tem(page: 0) { items { id } } }', {}, ada);
    expect(answer.errors?.[0]?.message).toBe('Cannot query field "tem" on type "Query".');
  });
});

describe('malformed requests', () => {
  const json = (answer: request.Response) => {
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    return answer.body as { code?: string; message?: string; errors?: { extensions?: { code?: string } }[] };
  };

  it('refuses variables nested 2,000 levels deep with 400 before anything walks them', async () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 2000; level += 1) deep = { child: deep };
    const answer = await request(gateway.app)
      .post('/graphql')
      .set('authorization', `Bearer ${ada}`)
      .send({ query: 'query M($id: ID!) { teamMember(id: $id) { id } }', variables: { id: 'x', deep } });
    expect(answer.status).toBe(400);
    expect(json(answer).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.body.errors[0].message).toBe('The request body is nested deeper than 32 levels.');
    expect(proxy.calls).toEqual([]);
    // An offer's line items, the deepest variables a screen sends, still pass.
    const items = Array.from({ length: 3 }, (_, i) => ({ name: `Seat ${i}`, amount: { value: 10 } }));
    const normal = await request(gateway.app)
      .post('/graphql')
      .set('authorization', `Bearer ${ada}`)
      .send({ query: '{ health }', variables: { input: { lineItems: items } } });
    expect(normal.status).toBe(200);
  });

  it('answers malformed JSON, an oversized body and a bad percent-encoding with JSON, never an HTML page', async () => {
    const malformed = await request(gateway.app)
      .post('/graphql')
      .set('authorization', `Bearer ${ada}`)
      .set('content-type', 'application/json')
      .send('{"query": "{ health }"');
    expect(malformed.status).toBe(400);
    expect(json(malformed).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(malformed.text).not.toContain('<pre>');

    const ids = Array.from({ length: 10_000 }, () => '3f2c1d2e-1111-4222-8333-944455556666');
    const tooLarge = await request(gateway.app)
      .post('/data-room/files/bulk-download')
      .set('authorization', `Bearer ${ada}`)
      .send({ fileIds: ids });
    expect(tooLarge.status).toBe(413);
    expect(json(tooLarge)).toEqual({ code: 'BAD_USER_INPUT', message: 'The request body is too large.' });

    const percent = await request(gateway.app)
      .get('/data-room/files/%E0%A4%A/download')
      .set('authorization', `Bearer ${ada}`);
    expect(percent.status).toBe(400);
    expect(json(percent).code).toBe('BAD_USER_INPUT');

    const unknown = await request(gateway.app).post('/nowhere').send({});
    expect(unknown.status).toBe(404);
    expect(json(unknown).code).toBe('NOT_FOUND');
  });
});

describe('input bounds', () => {
  const MEMBER = 'query M($id: ID!) { teamMember(id: $id) { id } }';

  it('refuses control characters, over-long strings and long lists before any provider call', async () => {
    for (const variables of [{ id: 'abc\u0000def' }, { id: 'x'.repeat(INPUT_BOUNDS.stringLength + 1) }]) {
      const answer = await graphql(gateway.app, MEMBER, variables, ada);
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    }
    const literal = await graphql(gateway.app, '{ teamMember(id: "a\\u0007b") { id } }', {}, ada);
    expect(codeOf(literal)).toBe('BAD_USER_INPUT');
    const search = await graphql(
      gateway.app,
      'query T($s: String) { team(page: 0, size: 10, search: $s) { pageInfo { page } } }',
      { s: 'ada\u0000' },
      ada,
    );
    expect(codeOf(search)).toBe('BAD_USER_INPUT');
    expect(proxy.calls).toEqual([]);
  });
});

describe('a request already answered', () => {
  it('abandons the provider calls still running', async () => {
    // A provider in front of the sandbox that holds the team list for 3 s and notes when the gateway gives up.
    let abandoned = false;
    let started = false;
    const slow = createServer(async (req, res) => {
      // The caller's own profile (their roles, which the team needs) comes from the sandbox.
      if (req.url === '/api/v1/users/current') {
        const profile = await fetch(`${sandbox.url}${req.url}`, {
          headers: { authorization: req.headers.authorization ?? '' },
        });
        res.writeHead(profile.status, { 'content-type': 'application/json' }).end(await profile.text());
        return;
      }
      if (req.url?.startsWith('/api/v1/teams/current')) {
        started = true;
        const timer = setTimeout(() => res.end('{}'), 3000);
        req.socket.once('close', () => {
          abandoned = true;
          clearTimeout(timer);
        });
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"status":404,"message":"Not found"}');
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const fast = await startGateway({
      providerUrl: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
      issuer: sandbox.issuer,
      providerTimeoutMs: 10_000,
    });
    try {
      const startedAt = Date.now();
      // teamMember is non-null and answers 404 at once: the whole answer is an error while team(…) still runs.
      const answer = await graphql(
        fast.app,
        `
          {
            team(page: 0, size: 10) {
              pageInfo {
                page
              }
            }
            teamMember(id: "nobody") {
              id
            }
          }
        `,
        {},
        ada,
      );
      expect(codeOf(answer)).toBe('NOT_FOUND');
      expect(Date.now() - startedAt).toBeLessThan(2500);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(started).toBe(true);
      expect(abandoned).toBe(true);
    } finally {
      await fast.stop();
      slow.closeAllConnections();
      slow.close();
    }
  });
});

describe('tokens and the identity provider', () => {
  it('answers 503 UPSTREAM_UNAVAILABLE while the identity provider is unreachable, and keeps serving /healthz', async () => {
    const blind = await startGateway({ providerUrl: sandbox.url, issuer: `${await unusedUrl()}/oidc` });
    try {
      const answer = await graphql(blind.app, '{ health }', {}, ada);
      expect(answer.status).toBe(503);
      expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
      await request(blind.app).get('/healthz').expect(200);
    } finally {
      await blind.stop();
    }
  });

  it('refuses a disabled member’s very next call', async () => {
    const grace = await sandbox.tokenFor('grace@acme.example'); // an account executive
    const customers = '{ customers(page: 0, size: 10) { pageInfo { totalElements } } }';
    expect((await graphql(gateway.app, customers, {}, grace)).errors).toBeUndefined();
    const members = await graphql<{ team: { items: { id: string; email: string }[] } }>(
      gateway.app,
      '{ team(page: 0, size: 100, search: "grace") { items { id email } } }',
      {},
      ada,
    );
    const id = members.data!.team.items[0]!.id;
    const disabled = await graphql(
      gateway.app,
      'mutation D($id: ID!) { disableTeamMember(id: $id) { id } }',
      { id },
      ada,
    );
    expect(disabled.errors).toBeUndefined();
    expect(codeOf(await graphql(gateway.app, customers, {}, grace))).toBe('UNAUTHENTICATED');
  });
});
