import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox, type Sandbox } from './app.js';
import { lockDataFolder } from './data-lock.js';

/** provider-sandbox/dist/main.js (or src/main.ts) → the repository root. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const port = Number(process.env.PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`provider sandbox: PORT must be a port number, got ${process.env.PORT}`);
  process.exit(1);
}
const publicUrl = (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
const portalOrigin = process.env.PORTAL_ORIGIN || 'http://localhost:4000';
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.SANDBOX_DATA_DIR || join(repoRoot, '.data', 'sandbox');
// Uploaded files' bytes, beside the database folder.
const filesDir = process.env.SANDBOX_FILES_DIR || `${dataDir}-files`;
// The demo switch (README, "The demo switch"): off unless asked for; `npm start` and the tests turn it on.
const demo = ['1', 'on', 'true'].includes((process.env.SANDBOX_DEMO ?? '').toLowerCase());
// Reachable from this machine only, unless told otherwise.
const host = process.env.HOST || '127.0.0.1';
// Events go to the gateway's webhook, signed with the secret both share (README, "Events and webhooks").
const webhookUrl = process.env.WEBHOOK_URL || undefined;
const webhookSecret = process.env.WEBHOOK_SECRET || undefined;
if (webhookUrl && (!webhookSecret || webhookSecret.length < 32)) {
  console.error('provider sandbox: WEBHOOK_URL needs WEBHOOK_SECRET, at least 32 characters');
  process.exit(1);
}

let sandbox: Sandbox;
let releaseDataFolder = () => {};
try {
  if (!databaseUrl) releaseDataFolder = lockDataFolder(dataDir);
  sandbox = await createSandbox({
    publicUrl,
    portalOrigin,
    dataDir: databaseUrl ? undefined : dataDir,
    databaseUrl,
    filesDir,
    demo,
    // Demo only: journeys shorten tokens to cross a renewal.
    accessTokenTtlSeconds:
      demo && process.env.SANDBOX_ACCESS_TOKEN_TTL ? Number(process.env.SANDBOX_ACCESS_TOKEN_TTL) : undefined,
    webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
  });
} catch (error) {
  console.error('provider sandbox: could not start:', error instanceof Error ? error.message : error);
  releaseDataFolder();
  process.exit(1);
}
const server = createServer(sandbox.app);
server.keepAliveTimeout = 65_000;

server.on('error', async (error) => {
  console.error(`provider sandbox: cannot listen on port ${port}: ${error.message}`);
  await sandbox.close();
  releaseDataFolder();
  process.exit(1);
});

server.listen(port, host, () => {
  const storage = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  console.info(
    `provider sandbox listening on ${publicUrl} (${host}:${port}, issuer ${sandbox.issuer}, ${storage}, demo switch ${demo ? 'on' : 'off'})`,
  );
});

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.info(`provider sandbox: ${signal}, shutting down`);
  const force = setTimeout(() => server.closeAllConnections(), 5_000);
  force.unref();
  server.closeIdleConnections();
  await new Promise<void>((done) => server.close(() => done()));
  await sandbox.close();
  releaseDataFolder();
  process.exit(0);
}
process.on('SIGTERM', (signal) => void stop(signal));
process.on('SIGINT', (signal) => void stop(signal));
