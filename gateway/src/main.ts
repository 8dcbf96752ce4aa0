import { createServer } from 'node:http';
import { GATEWAY_AUDIENCE } from '@seller-portal/shared/claims';
import { microFrontends } from '@seller-portal/shared/micro-frontends';
import { createApp } from './app.js';
import { deployTokenOf } from './releases/deploy-token.js';
import { ReleaseStore } from './releases/store.js';
import { ConfigError, loadConfig, type GatewayConfig } from './config.js';
import { createLogger } from './observability/log.js';
import { metricsServer } from './observability/metrics.js';
import { otlpExporter, startTracing } from './observability/tracing.js';

let config: GatewayConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { port, host } = config;
const logger = createLogger(config.logLevel);
// The OTLP exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and its headers and timeout) itself.
const stopTracing = startTracing(config.serviceName, config.tracesEndpoint ? [otlpExporter()] : []);

/** The frontends' releases: this instance's folder, shared through Redis when configured (ADR 017). */
async function openReleases(dir: string): Promise<ReleaseStore> {
  if (config.releasesStore === 'folder') return new ReleaseStore(dir);
  // Loaded only when configured, with its Redis client (about 0.3 s of a start that has no Redis).
  const { SharedReleases } = await import('./releases/shared.js');
  return ReleaseStore.sharedThrough(dir, await SharedReleases.connect(config.redisUrl!, logger));
}
const releases = config.releasesDir ? await openReleases(config.releasesDir) : undefined;

const { app, attach, drain, metrics, stop } = await createApp({
  providerUrl: config.providerUrl,
  providerTimeoutMs: config.providerTimeoutMs,
  auth: { issuer: config.issuer, audience: config.audience ?? GATEWAY_AUDIENCE },
  browserConfig: { oidcClientId: config.oidcClientId, oidcScope: config.oidcScope },
  // `npm start` lets the page load a developer's micro-frontend from its dev server (npm run dev -w mfe-<domain>).
  devServers: config.devServers ? microFrontends.map((mfe) => `http://localhost:${mfe.devPort}`) : undefined,
  webhookSecret: config.webhookSecret,
  registrationToken: config.registrationToken,
  redisUrl: config.redisUrl,
  trustProxy: config.trustProxy,
  socketLimits: config.socketLimits,
  clientRateLimit: config.clientRateLimit,
  clientCostLimit: config.clientCostLimit,
  logger,
  // Where the frontends' releases live; without it the gateway serves the API only.
  releases:
    releases && config.releasesDir
      ? { store: releases, deployToken: config.deployToken ?? deployTokenOf(config.releasesDir) }
      : undefined,
});

const server = createServer(app);
attach(server);
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `gateway: port ${port} is already in use; stop what uses it or choose another port (PORTAL_PORT with npm start, PORT here).`
      : `gateway: cannot listen on port ${port}: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, host, () =>
  logger.info({ url: `http://${host ?? 'localhost'}:${port}` }, 'gateway listening'),
);

// Prometheus's /metrics on a port of its own, which only the operator's network should reach.
const metricsListener = config.metricsPort === undefined ? null : metricsServer(metrics);
metricsListener?.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`gateway: cannot serve metrics on port ${config.metricsPort}: ${error.message}`);
  process.exit(1);
});
metricsListener?.listen(config.metricsPort, host, () =>
  logger.info({ url: `http://${host ?? 'localhost'}:${config.metricsPort}/metrics` }, 'metrics listening'),
);

// SIGTERM (an orchestrator stopping the instance): /readyz turns 503 at once and requests are still served for
// SHUTDOWN_DRAIN_MS, so the load balancer stops sending new ones; then the server closes, letting in-flight requests
// finish. SIGINT (Ctrl-C in a terminal) skips the wait.
let stopping = false;
function shutDown(drainMs: number) {
  if (stopping) return;
  stopping = true;
  drain();
  logger.info({ drainMs }, 'shutting down');
  setTimeout(() => {
    server.close();
    metricsListener?.close();
    void Promise.all([stop(), releases?.close(), stopTracing()]).finally(() => process.exit(0));
  }, drainMs);
}
process.on('SIGTERM', () => shutDown(config.shutdownDrainMs));
process.on('SIGINT', () => shutDown(0));
