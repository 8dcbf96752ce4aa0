// Starts the whole system as `npm start` runs it: the provider sandbox and the gateway (which serves the portal).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** Where a start keeps its data (the sandbox database, its files, the releases): DATA_DIR, or `<repo>/.data`. */
export const dataRoot = process.env.DATA_DIR || join(repo, '.data');

async function waitForHealth(url, child, name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not become healthy at ${url}`);
}

/**
 * @param {{ portalPort?: number, providerPort?: number, dataDir?: string, stdio?: 'inherit' | 'ignore' | 'pipe',
 *   providerEnv?: Record<string, string>, releasesDir?: string, devServers?: boolean }} options
 */
export async function startSystem(options = {}) {
  const portalPort = options.portalPort ?? 4000;
  const providerPort = options.providerPort ?? 4010;
  const portalUrl = `http://localhost:${portalPort}`;
  const providerUrl = `http://localhost:${providerPort}`;
  const stdio = options.stdio ?? 'inherit';
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
  // The provider signs the events it delivers to the gateway's webhook with a secret made for this start.
  const webhookSecret = randomBytes(32).toString('hex');
  // The gateway registers API clients at the sandbox's identity provider with an initial access token made likewise.
  const registrationToken = randomBytes(32).toString('hex');

  const provider = spawn(process.execPath, ['provider-sandbox/dist/main.js'], {
    cwd: repo,
    stdio,
    env: {
      ...env,
      PORT: String(providerPort),
      PUBLIC_URL: providerUrl,
      PORTAL_ORIGIN: portalUrl,
      SANDBOX_DEMO: 'on',
      WEBHOOK_URL: `${portalUrl}/webhooks/provider-events`,
      WEBHOOK_SECRET: webhookSecret,
      OIDC_REGISTRATION_TOKEN: registrationToken,
      ...options.providerEnv,
      SANDBOX_DATA_DIR: options.dataDir ?? process.env.SANDBOX_DATA_DIR ?? join(dataRoot, 'sandbox'),
    },
  });
  // The frontends are releases the gateway serves; every package's latest build is deployed once it is up.
  const releasesDir = options.releasesDir ?? (process.env.RELEASES_DIR || join(dataRoot, 'releases'));
  const gateway = spawn(process.execPath, ['gateway/dist/main.js'], {
    cwd: repo,
    stdio,
    env: {
      ...env,
      PORT: String(portalPort),
      PROVIDER_URL: providerUrl,
      // Everything a production start needs is given, as an operator gives it (README, "Configuring the gateway").
      OIDC_ISSUER: `${providerUrl}/oidc`,
      RELEASES_DIR: releasesDir,
      WEBHOOK_SECRET: webhookSecret,
      OIDC_REGISTRATION_TOKEN: registrationToken,
      // A newcomer's terminal shows what failed, not a JSON line per request (LOG_LEVEL=info shows those).
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // No load balancer to drain on one machine: stopping is at once (an operator's SIGTERM waits, docs/adr/015).
      SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '0',
      ...(options.devServers ? { PORTAL_DEV_SERVERS: 'on' } : {}),
    },
  });
  const children = [provider, gateway];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    await waitForHealth(`${providerUrl}/healthz`, provider, 'provider sandbox');
    await waitForHealth(`${portalUrl}/readyz`, gateway, 'gateway');
    const deployed = spawnSync(process.execPath, ['gateway/dist/releases/cli.js', 'deploy-all'], {
      cwd: repo,
      env: { ...env, RELEASES_DIR: releasesDir, GATEWAY_URL: portalUrl },
      encoding: 'utf8',
    });
    if (deployed.status !== 0) throw new Error(`deploying the frontends failed: ${deployed.stderr.trim()}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { portalUrl, providerUrl, releasesDir, stop, children };
}

/**
 * A demo persona's access token (5 minutes) from the sandbox's password grant (there with the demo switch on), as the
 * benches and the journeys' scripts sign in. Demo personas' password is `demo`.
 */
export async function demoToken(providerUrl, email, password = 'demo') {
  const answer = await fetch(`${providerUrl}/oidc/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'seller-portal-cli',
      username: email,
      password,
    }),
  });
  if (answer.status !== 200) throw new Error(`no token for ${email}: ${answer.status}`);
  return (await answer.json()).access_token;
}
