import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox, type Sandbox } from './app.js';
import { ConfigError, loadConfig, type SandboxConfig } from './config.js';
import { lockDataFolder } from './data-lock.js';
import { exportTraces } from './tracing.js';

/** provider-sandbox/dist/main.js (or src/main.ts) → the repository root. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

let config: SandboxConfig;
try {
  config = loadConfig(process.env, repoRoot);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { port, host, publicUrl, databaseUrl, dataDir, demo, extensions } = config;
// The OTLP exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and its headers and timeout) itself.
const stopTracing = config.traces ? exportTraces(config.traces.serviceName) : async () => undefined;

let sandbox: Sandbox;
let releaseDataFolder = () => {};
try {
  if (!databaseUrl) releaseDataFolder = lockDataFolder(dataDir);
  sandbox = await createSandbox({
    publicUrl,
    portalOrigin: config.portalOrigin,
    dataDir: databaseUrl ? undefined : dataDir,
    databaseUrl,
    filesDir: config.filesDir,
    demo,
    extensions,
    analyze: config.analyze,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    webhook: config.webhook,
    webhookEndpoints: config.webhookEndpoints,
    registrationToken: config.registrationToken,
    redisUrl: config.redisUrl,
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
    `provider sandbox listening on ${publicUrl} (${host}:${port}, issuer ${sandbox.issuer}, ${storage}, demo switch ${demo ? 'on' : 'off'}, extensions ${extensions ? 'on' : 'off'})`,
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
  await stopTracing();
  releaseDataFolder();
  process.exit(0);
}
process.on('SIGTERM', (signal) => void stop(signal));
process.on('SIGINT', (signal) => void stop(signal));
