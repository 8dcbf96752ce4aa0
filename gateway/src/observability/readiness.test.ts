import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../test-support/realtime.js';
import { startGateway, startSandbox, unusedUrl, type RunningSandbox } from '../test-support/system.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox?.close();
});

describe('/readyz', () => {
  it('is ready when the provider, the identity provider and Redis answer, and names the one that does not', async () => {
    const redis = await startRedis();
    const gateway = await startGateway({
      providerUrl: sandbox.url,
      issuer: sandbox.issuer,
      redisUrl: redis.url,
    });
    try {
      const ready = await request(gateway.app).get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({
        status: 'ready',
        checks: { provider: 'ok', identityProvider: 'ok', redis: 'ok' },
      });
      await redis.stop();
      const withoutRedis = await request(gateway.app).get('/readyz');
      expect(withoutRedis.status).toBe(503);
      expect(withoutRedis.body).toEqual({
        status: 'not ready',
        checks: { provider: 'ok', identityProvider: 'ok', redis: 'unavailable' },
      });
    } finally {
      await gateway.stop();
      await redis.stop();
    }
  });

  it('is not ready while the identity provider cannot give its keys: no token could be checked', async () => {
    const gateway = await startGateway({ providerUrl: sandbox.url, issuer: `${await unusedUrl()}/oidc` });
    try {
      const answer = await request(gateway.app).get('/readyz');
      expect(answer.status).toBe(503);
      expect(answer.body.checks).toEqual({ provider: 'ok', identityProvider: 'unavailable' });
    } finally {
      await gateway.stop();
    }
  });

  it('turns to draining at SIGTERM while requests are still served, then the gateway exits', async () => {
    const port = Number(new URL(await unusedUrl()).port);
    const metricsPort = Number(new URL(await unusedUrl()).port);
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [fileURLToPath(new URL('../../dist/main.js', import.meta.url))], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        PROVIDER_URL: sandbox.url,
        OIDC_ISSUER: sandbox.issuer,
        SHUTDOWN_DRAIN_MS: '1500',
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await expect
        .poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status, { timeout: 15_000 })
        .toBe(200);
      // The started gateway serves its metrics on their own port, and counts what it answered.
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toMatch(
        /gateway_http_request_duration_seconds_count\{method="GET",route="\/health",status="200"\} [1-9]/,
      );
      expect((await fetch(`${url}/metrics`)).status).toBe(404);
      const signalled = Date.now();
      child.kill('SIGTERM');
      await expect
        .poll(async () => (await (await fetch(`${url}/readyz`)).json()) as unknown)
        .toEqual({ status: 'draining' });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(1400);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
