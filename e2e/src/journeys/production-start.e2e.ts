import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'production-start-'));
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm run <script>` as an operator types it, with only the environment they give; its output is kept. */
function npmRun(script: string, env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: repo,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    get output() {
      return output;
    },
    exited,
    /** SIGTERM to npm and what it started, as an orchestrator stops a container. */
    stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      return exited;
    },
  };
}

const statusOf = async (url: string) => (await fetch(url).catch(() => null))?.status;

describe('an operator’s production start', () => {
  it('runs the sandbox alone for staging and the gateway alone against it, with logs, readiness and metrics', async () => {
    const [providerPort, gatewayPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
    const providerUrl = `http://localhost:${providerPort}`;
    const gatewayUrl = `http://localhost:${gatewayPort}`;
    const secret = 'a-staging-webhook-secret-of-32-characters';

    const sandbox = npmRun('start:sandbox', {
      PORT: String(providerPort),
      SANDBOX_DATA_DIR: join(dataDir, 'sandbox'),
      PORTAL_ORIGIN: gatewayUrl,
      WEBHOOK_URL: `${gatewayUrl}/webhooks/provider-events`,
      WEBHOOK_SECRET: secret,
    });
    await expect.poll(() => statusOf(`${providerUrl}/healthz`), { timeout: 60_000, interval: 250 }).toBe(200);
    expect(sandbox.output).toContain('demo switch off');

    const gateway = npmRun('start:gateway', {
      NODE_ENV: 'production',
      PORT: String(gatewayPort),
      PROVIDER_URL: providerUrl,
      OIDC_ISSUER: `${providerUrl}/oidc`,
      WEBHOOK_SECRET: secret,
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_DRAIN_MS: '500',
    });
    await expect.poll(() => statusOf(`${gatewayUrl}/readyz`), { timeout: 30_000, interval: 250 }).toBe(200);
    expect(await (await fetch(`${gatewayUrl}/readyz`)).json()).toEqual({
      status: 'ready',
      checks: { provider: 'ok', identityProvider: 'ok' },
    });

    // API only (no RELEASES_DIR): GraphQL asks for a token, the webhook route exists, pages are not served.
    const unsigned = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'operator-check-1' },
      body: JSON.stringify({ query: 'query Health { health }', operationName: 'Health' }),
    });
    expect(unsigned.status).toBe(401);
    expect(unsigned.headers.get('x-request-id')).toBe('operator-check-1');
    const forged = await fetch(`${gatewayUrl}/webhooks/provider-events`, { method: 'POST', body: '{}' });
    expect(forged.status).toBe(401);
    expect(await statusOf(`${gatewayUrl}/metrics`)).toBe(404);
    const metrics = await (await fetch(`http://localhost:${metricsPort}/metrics`)).text();
    expect(metrics).toContain(
      'gateway_http_request_duration_seconds_count{method="POST",route="/graphql",status="401"} 1',
    );

    // One JSON line per request on standard output, with the request id.
    await expect
      .poll(() =>
        gateway.output
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { reqId?: string; res?: { statusCode: number } })
          .find((line) => line.reqId === 'operator-check-1'),
      )
      .toMatchObject({ res: { statusCode: 401 } });

    // SIGTERM as an orchestrator sends it: each drains, says so, and stops answering.
    await gateway.stop();
    await sandbox.stop();
    expect(gateway.output).toContain('"msg":"shutting down"');
    expect(sandbox.output).toContain('provider sandbox: SIGTERM, shutting down');
    await expect.poll(() => statusOf(`${gatewayUrl}/healthz`)).toBeUndefined();
    await expect.poll(() => statusOf(`${providerUrl}/healthz`)).toBeUndefined();
  });
});
