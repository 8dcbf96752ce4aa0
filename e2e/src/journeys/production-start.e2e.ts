import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

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

/** The instructions of a Dockerfile's stages, each stage from its FROM on. */
function stagesOf(path: string): Instruction[][] {
  const stages: Instruction[][] = [];
  for (const instruction of DockerfileParser.parse(
    readFileSync(join(repo, path), 'utf8'),
  ).getInstructions()) {
    if (instruction.getKeyword() === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

interface ComposeService {
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  healthcheck?: unknown;
  networks?: { default?: { aliases?: string[] } };
  ports?: string[];
}

describe('the container recipes (not built here: CI has no container engine)', () => {
  const scripts = (
    JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const workspaces = (
    JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { workspaces: string[] }
  ).workspaces;

  it.each([
    ['gateway/Dockerfile', 'start:gateway', '@seller-portal/gateway'],
    ['provider-sandbox/Dockerfile', 'start:sandbox', '@seller-portal/provider-sandbox'],
  ])(
    '%s runs what `npm run %s` runs, as a non-root user, with runtime dependencies only',
    (file, script, name) => {
      const stages = stagesOf(file);
      expect(stages.length, 'a build stage and a runtime stage').toBeGreaterThanOrEqual(2);
      const runtime = stages.at(-1)!;
      const of = (keyword: string) => runtime.filter((instruction) => instruction.getKeyword() === keyword);
      // An instruction's text after its keyword, flags (`--from=build`) included.
      const content = (instruction: Instruction) =>
        instruction
          .getTextContent()
          .replace(/\\\n\s*/g, '')
          .replace(/^\w+\s+/, '');

      // The command the image runs is the one the operator's start above runs, without npm in front.
      const command = scripts[script]!.split('&&').at(-1)!.trim();
      expect(of('CMD').map(content)).toEqual([JSON.stringify(command.split(' ')).replaceAll(',', ', ')]);
      expect(of('USER').map(content)).toEqual(['node']);
      expect(of('HEALTHCHECK').map(content).join(' ')).toContain('/healthz');
      const installs = of('RUN')
        .map(content)
        .filter((run) => run.includes('npm ci'));
      expect(installs).toHaveLength(1);
      expect(installs[0]).toContain('--omit=dev');
      expect(installs[0]).toContain(`--workspace=${name}`);
      // npm reads the lockfile only with every workspace's package.json: the build stage gathers them by a glob of the
      // top-level folders, so every workspace must be one.
      const gathered = stages[0]!.map(content).find((run) => run.includes('/manifests'));
      expect(gathered).toContain('*/package.json');
      for (const workspace of workspaces) expect(workspace).toMatch(/^[\w-]+$/);
      expect(of('COPY').map(content)).toContain('--from=build /manifests ./');
      // Every file the runtime stage takes from the build exists there after a build (this test runs on one).
      for (const copy of of('COPY').map(content)) {
        const from = /^--from=build \/app\/(\S+)/.exec(copy)?.[1];
        if (from) expect(existsSync(join(repo, from)), from).toBe(true);
      }
    },
  );

  it('compose.yaml starts both on PostgreSQL and Redis, each reaching the other by a name that works inside and in the browser', () => {
    const compose = parseYaml(readFileSync(join(repo, 'compose.yaml'), 'utf8'), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    const { gateway, sandbox, postgres, redis } = compose.services;
    expect(gateway?.build).toEqual({ context: '.', dockerfile: 'gateway/Dockerfile' });
    expect(sandbox?.build).toEqual({ context: '.', dockerfile: 'provider-sandbox/Dockerfile' });
    expect(postgres?.healthcheck).toBeDefined();
    expect(redis?.healthcheck).toBeDefined();
    const gatewayEnv = gateway!.environment!;
    const sandboxEnv = sandbox!.environment!;
    expect(sandboxEnv.DATABASE_URL).toMatch(/^postgres:\/\/\w+:\w+@postgres:5432\//);
    expect(gatewayEnv.REDIS_URL).toBe('redis://redis:6379');
    expect(gatewayEnv.PROVIDER_URL).toBe(`http://sandbox:${sandboxEnv.PORT}`);
    // Tokens are issued for the sandbox's public address, which the gateway must reach under the same name.
    expect(gatewayEnv.OIDC_ISSUER).toBe(`${sandboxEnv.PUBLIC_URL}/oidc`);
    expect(sandbox!.networks?.default?.aliases).toContain(new URL(sandboxEnv.PUBLIC_URL!).hostname);
    expect(new URL(sandboxEnv.PUBLIC_URL!).hostname).toMatch(/\.localhost$/);
    expect(sandboxEnv.WEBHOOK_URL).toBe(`http://gateway:${gatewayEnv.PORT}/webhooks/provider-events`);
    expect(sandboxEnv.WEBHOOK_SECRET).toBe(gatewayEnv.WEBHOOK_SECRET);
    expect(gatewayEnv.DEPLOY_TOKEN).toMatch(/^\$\{DEPLOY_TOKEN:\?/);
    expect(gateway!.ports).toEqual([`${gatewayEnv.PORT}:${gatewayEnv.PORT}`]);
  });
});
