import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './log.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  startDroppingProvider,
  type RunningSandbox,
} from '../test-support/system.js';

type Line = Record<string, unknown> & {
  msg: string;
  req?: { id: string; method: string; path: string };
  res?: { statusCode: number };
};

/** A logger whose lines are kept, parsed, as an operator's log collector would get them. */
function capturedLogger() {
  const text: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text.push(chunk.toString('utf8'));
      done();
    },
  });
  return {
    logger: createLogger('info', stream),
    get text() {
      return text.join('');
    },
    get lines(): Line[] {
      return this.text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Line);
    },
  };
}

const TEAM_SEARCH = `query TeamPage($search: String) {
  team(page: 0, size: 10, search: $search) { pageInfo { totalElements } }
}`;

let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await sandbox?.close();
});

const teamSearch = (app: Parameters<typeof request>[0], requestId?: string) => {
  let call = request(app).post('/graphql').set('authorization', `Bearer ${token}`);
  if (requestId !== undefined) call = call.set('x-request-id', requestId);
  return call.send({
    query: TEAM_SEARCH,
    operationName: 'TeamPage',
    variables: { search: 'ada@acme.example' },
  });
};

describe('the request log', () => {
  it('writes one JSON line per request with its id, operation, status and duration; the provider gets the same id', async () => {
    const log = capturedLogger();
    const proxy = await startRecordingProxy(sandbox.url);
    const gateway = await startGateway({
      providerUrl: proxy.url,
      issuer: sandbox.issuer,
      logger: log.logger,
    });
    try {
      const traced = await teamSearch(gateway.app, 'trace-me-123');
      expect(traced.status).toBe(200);
      expect(traced.headers['x-request-id']).toBe('trace-me-123');
      const line = log.lines.find((entry) => entry.req?.id === 'trace-me-123');
      expect(line).toMatchObject({
        level: 30,
        msg: 'request completed',
        service: 'gateway',
        req: { method: 'POST', path: '/graphql' },
        res: { statusCode: 200 },
        operationName: 'TeamPage',
      });
      expect(line?.responseTime).toEqual(expect.any(Number));
      expect(proxy.calls.length).toBeGreaterThan(0);
      expect(proxy.calls.every((call) => call.headers['x-request-id'] === 'trace-me-123')).toBe(true);

      // No id, or one that is not a sane one (spaces, markup, a novel's length): the gateway makes one.
      for (const given of [undefined, 'forged id", "level": 60', '<script>', 'x'.repeat(200)]) {
        const answer = await teamSearch(gateway.app, given);
        const id = answer.headers['x-request-id'] as string;
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(log.lines.filter((entry) => entry.req?.id === id)).toHaveLength(1);
      }
      // Health checks a load balancer repeats are not logged.
      await request(gateway.app).get('/healthz').expect(200);
      expect(log.lines.some((entry) => entry.req?.path === '/healthz')).toBe(false);

      // Never a token, a header, the query's text or what the caller searched for.
      expect(log.text).not.toContain(token.slice(-20));
      expect(log.text.toLowerCase()).not.toContain('bearer');
      expect(log.text).not.toContain('ada@acme.example');
      expect(log.text).not.toContain('totalElements');
    } finally {
      await gateway.stop();
      await proxy.close();
    }
  });

  it('writes one line per failed provider call, under the request id, and the request line carries the error code', async () => {
    const log = capturedLogger();
    const dropping = await startDroppingProvider();
    const gateway = await startGateway({
      providerUrl: dropping.url,
      issuer: sandbox.issuer,
      providerTimeoutMs: 400,
      logger: log.logger,
    });
    try {
      const answer = await teamSearch(gateway.app, 'provider-down-1');
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      const failures = log.lines.filter((entry) => entry.msg === 'provider call failed');
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({
        level: 40,
        reqId: 'provider-down-1',
        provider: { method: 'GET', outcome: 'unreachable' },
      });
      expect((failures[0]?.provider as { path: string }).path).toMatch(/^\/api\/v1\//);
      expect(log.lines.find((entry) => entry.req?.id === 'provider-down-1')).toMatchObject({
        operationName: 'TeamPage',
        errorCodes: ['UPSTREAM_UNAVAILABLE'],
      });
      expect(log.text).not.toContain('ada@acme.example');
    } finally {
      await gateway.stop();
      await dropping.close();
    }
  });
});
