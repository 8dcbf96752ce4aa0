// Starts the whole system as `npm start` runs it: the provider sandbox and the gateway (which serves the portal).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

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
 *   providerEnv?: Record<string, string> }} options
 */
export async function startSystem(options = {}) {
  const portalPort = options.portalPort ?? 4000;
  const providerPort = options.providerPort ?? 4010;
  const portalUrl = `http://localhost:${portalPort}`;
  const providerUrl = `http://localhost:${providerPort}`;
  const stdio = options.stdio ?? 'inherit';
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };

  const provider = spawn(process.execPath, ['provider-sandbox/dist/main.js'], {
    cwd: repo,
    stdio,
    env: {
      ...env,
      PORT: String(providerPort),
      PUBLIC_URL: providerUrl,
      PORTAL_ORIGIN: portalUrl,
      SANDBOX_DEMO: 'on',
      ...options.providerEnv,
      ...(options.dataDir ? { SANDBOX_DATA_DIR: options.dataDir } : {}),
    },
  });
  const gateway = spawn(process.execPath, ['gateway/dist/main.js'], {
    cwd: repo,
    stdio,
    env: { ...env, PORT: String(portalPort), PROVIDER_URL: providerUrl, FRONTEND_ROOT: repo },
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
  } catch (error) {
    await stop();
    throw error;
  }
  return { portalUrl, providerUrl, stop, children };
}
