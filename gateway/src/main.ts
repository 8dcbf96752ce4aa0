import { createServer } from 'node:http';
import { GATEWAY_AUDIENCE } from '@seller-portal/shared/claims';
import { microFrontends } from '@seller-portal/shared/micro-frontends';
import { createApp } from './app.js';
import { deployTokenOf } from './releases/deploy-token.js';
import { ReleaseStore } from './releases/store.js';
import { SOCKET_LIMITS } from './realtime/socket-server.js';

const port = Number(process.env.PORT ?? 4000);
const providerUrl = process.env.PROVIDER_URL ?? 'http://localhost:4010';
const issuer = process.env.OIDC_ISSUER ?? `${providerUrl}/oidc`;
// Where the frontends' releases live; without it the gateway serves the API only.
const releasesDir = process.env.RELEASES_DIR;

/** TRUST_PROXY as Express takes it: true, a number of hops, or addresses and subnets ("loopback, 10.0.0.0/8"). */
function trustProxyOf(value: string | undefined): boolean | number | string | undefined {
  if (!value) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** A positive whole number from the environment, or the default; anything else stops the start, naming the variable. */
function countOf(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d*$/.test(value)) {
    console.error(`gateway: ${name} must be a positive whole number, not "${value}".`);
    process.exit(1);
  }
  return Number(value);
}

const { app, attach, stop } = await createApp({
  providerUrl,
  providerTimeoutMs: Number(process.env.PROVIDER_TIMEOUT_MS ?? 5000),
  auth: { issuer, audience: process.env.OIDC_AUDIENCE ?? GATEWAY_AUDIENCE },
  browserConfig: {
    oidcClientId: process.env.OIDC_CLIENT_ID ?? 'seller-portal',
    oidcScope: process.env.OIDC_SCOPE ?? 'openid profile email offline_access',
  },
  // `npm start` lets the page load a developer's micro-frontend from its dev server (npm run dev -w mfe-<domain>).
  devServers:
    process.env.PORTAL_DEV_SERVERS === 'on'
      ? microFrontends.map((mfe) => `http://localhost:${mfe.devPort}`)
      : undefined,
  webhookSecret: process.env.WEBHOOK_SECRET || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
  trustProxy: trustProxyOf(process.env.TRUST_PROXY),
  socketLimits: {
    perUser: countOf('SOCKETS_PER_USER', SOCKET_LIMITS.perUser),
    perAddress: countOf('SOCKETS_PER_ADDRESS', SOCKET_LIMITS.perAddress),
  },
  releases: releasesDir
    ? { store: new ReleaseStore(releasesDir), deployToken: deployTokenOf(releasesDir) }
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
server.listen(port, () => console.info(`gateway listening on http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void stop().finally(() => process.exit(0));
  });
}
