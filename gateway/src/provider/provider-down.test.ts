import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { graphql } from '../test-support/graphql.js';
import {
  startGateway,
  startSandbox,
  startSilentProvider,
  unusedUrl,
  type RunningSandbox,
} from '../test-support/system.js';

const TEAM = '{ team(page: 0, size: 10) { pageInfo { totalElements } } }';
const TIMEOUT_MS = 400;

let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await sandbox?.close();
});

describe('when the provider is down', () => {
  it('answers UPSTREAM_UNAVAILABLE and keeps serving', async () => {
    const gateway = await startGateway({
      providerUrl: await unusedUrl(),
      issuer: sandbox.issuer,
      providerTimeoutMs: TIMEOUT_MS,
    });
    try {
      const answer = await graphql(gateway.app, TEAM, {}, token);
      expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(answer.errors?.[0]?.message).toBe('The provider is unavailable. Try again.');
      await request(gateway.app).get('/healthz').expect(200);
      await request(gateway.app).get('/readyz').expect(503);
      const health = await graphql<{ health: string }>(gateway.app, '{ health }', {}, token);
      expect(health.data?.health).toBe('ok');
    } finally {
      await gateway.stop();
    }
  });

  it('gives up on a provider that never answers within the deadline', async () => {
    const silent = await startSilentProvider();
    const gateway = await startGateway({
      providerUrl: silent.url,
      issuer: sandbox.issuer,
      providerTimeoutMs: TIMEOUT_MS,
    });
    try {
      const started = Date.now();
      const answer = await graphql(gateway.app, TEAM, {}, token);
      expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      // The deadline covers retries; the margin only absorbs a loaded CI machine.
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
      await request(gateway.app).get('/healthz').expect(200);
    } finally {
      await gateway.stop();
      await silent.close();
    }
  });

  it('is ready when the provider answers', async () => {
    const gateway = await startGateway({ providerUrl: sandbox.url, issuer: sandbox.issuer });
    try {
      await request(gateway.app).get('/readyz').expect(200);
    } finally {
      await gateway.stop();
    }
  });
});
