import { requestTracing } from './tracing.js';
import { createPublicKey } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RedisClientType } from 'redis';
import express from 'express';
import { openDb, type Db } from './db/db.js';
import { extensionSwitch, OPENAPI_PATH, openApiDocument } from './contract/openapi.js';
import { errorHandler, notFoundHandler, sendError } from './http/errors.js';
import { endFileDownloads } from './http/file-download.js';
import { refuseDeepBodies } from './http/validation.js';
import { purgeExpired } from './identity/adapter.js';
import { ACCESS_TOKEN_TTL_SECONDS, INTERACTION_PATH } from './identity/clients.js';
import { interactionRouter } from './identity/interactions.js';
import { createIdentityProvider } from './identity/provider.js';
import { loadSecrets, publicJwk, type SigningJwk } from './identity/secrets.js';
import { SignInThrottle } from './identity/throttle.js';
import { prepareDatabase } from './db/migrate.js';
import type { SandboxDeps, SandboxDomain } from './domain.js';
import { sandboxDomains } from './domains.js';
import { endpointSettings, type EndpointDeliverySettings } from './integrations/endpoint-delivery.js';
import {
  startWebhookDispatcher,
  type WebhookDispatcher,
  type WebhookSettings,
} from './notifications/index.js';
import { requireBearer } from './session/auth.js';

export interface SandboxOptions {
  /** Where the sandbox is reached, without a trailing slash, e.g. http://localhost:4010. */
  publicUrl: string;
  /** The portal's origin (redirect URIs, CORS), e.g. http://localhost:4000. */
  portalOrigin: string;
  /** PGlite folder on disk (created on first start). Without it and without `databaseUrl`: in memory. */
  dataDir?: string;
  /** Uploaded files' bytes (default: `<dataDir>-files`, beside the database; a temp folder without `dataDir`). */
  filesDir?: string;
  /** A PostgreSQL connection string: use `pg` instead of PGlite. */
  databaseUrl?: string;
  /**
   * Keep PGlite's planner statistics current after bulk writes (default true, docs/adr/016); the scale bench turns it
   * off to compare. PostgreSQL's autovacuum keeps its own.
   */
  analyze?: boolean;
  /** Write each domain's demo data the database has not had yet (default true). */
  seed?: boolean;
  /** The domains to serve (default: all of `domains.ts`); tests narrow or extend it. */
  domains?: readonly SandboxDomain[];
  /**
   * The demo switch (default off): sandbox controls and pages, the outbox, one-click personas, the SSO connection
   * that trusts any email and the password grant exist only when it is on; otherwise they answer 404.
   */
  demo?: boolean;
  /**
   * The extension switch (default on): off, every operation the spec does not have (docs/adr/019) answers 404 and
   * is left out of the OpenAPI document, as a provider with only the spec's calls would.
   */
  extensions?: boolean;
  /** Access token lifetime in seconds (default 300); journeys shorten it to cross a renewal. */
  accessTokenTtlSeconds?: number;
  /** Deliver events to this webhook (the gateway's), signed with its secret; without it events are only stored. */
  webhook?: WebhookSettings;
  /** How the sellers' own webhook endpoints are delivered to (defaults: Standard Webhooks' schedule, public HTTPS only). */
  webhookEndpoints?: EndpointDeliverySettings;
  /** A Redis server every sandbox instance shares: the sign-in throttle counts there, not per process. */
  redisUrl?: string;
  /**
   * The initial access token of Dynamic Client Registration (RFC 7591): who holds it (the gateway) registers API
   * clients (docs/integrators.md). Without it, registration is off.
   */
  registrationToken?: string;
}

export interface Sandbox {
  /** The express application; the caller listens. */
  app: express.Express;
  /** `${publicUrl}/oidc` */
  issuer: string;
  /** The private RS256 signing key (JWK with kid), for tests that forge tokens. */
  signingKey: SigningJwk;
  /** The sandbox database, for tests and sandbox controls. */
  db: Db;
  /** The webhook dispatcher, when the sandbox delivers events. */
  webhooks: WebhookDispatcher | null;
  close(): Promise<void>;
}

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const portalOrigin = new URL(options.portalOrigin).origin;
  const issuer = `${publicUrl}/oidc`;
  const db = await openDb({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    statistics: options.analyze === false ? false : {},
  });
  let redis: RedisClientType | undefined;
  try {
    const domains = options.domains ?? sandboxDomains;
    await prepareDatabase(db, domains, { seed: options.seed !== false });
    await purgeExpired(db);
    const secrets = await loadSecrets(db);
    const demo = options.demo === true;
    if (options.redisUrl) {
      // Loaded only when configured: the client is about 0.3 s of a start that has no Redis.
      const { createClient } = await import('redis');
      redis = createClient({ url: options.redisUrl });
      // The client reconnects by itself; say so without the URL (it may hold a password).
      redis.on('error', (error: Error) => console.error('provider sandbox: redis:', error.message));
      await redis.connect();
    }
    const throttle = new SignInThrottle(redis);
    const provider = createIdentityProvider({
      issuer,
      portalOrigin,
      db,
      secrets,
      demo,
      throttle,
      accessTokenTtl: options.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS,
      registrationToken: options.registrationToken ?? null,
    });
    const publicKey = createPublicKey({ key: publicJwk(secrets.signingKey), format: 'jwk' });

    const app = express();
    app.disable('x-powered-by');
    app.use(requestTracing());
    // No page of the sandbox is meant to be framed or sniffed; pages set their own Content-Security-Policy.
    app.use((_req, res, next) => {
      res.set({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
      });
      next();
    });

    app.get('/healthz', async (_req, res) => {
      try {
        await db.query('SELECT 1');
      } catch {
        return sendError(res, 503, 'Database unavailable');
      }
      res.set('cache-control', 'no-store').json({ status: 'ok' });
    });
    // The sign-in pages have no icon; answer the browser's request instead of logging a 404 in its console.
    app.get('/favicon.ico', (_req, res) => {
      res.status(204).end();
    });
    const filesDir =
      options.filesDir ??
      (options.dataDir ? `${resolve(options.dataDir)}-files` : mkdtempSync(join(tmpdir(), 'sandbox-files-')));
    const deps: SandboxDeps = {
      db,
      publicUrl,
      portalOrigin,
      issuer,
      filesDir,
      webhookUrl: options.webhook?.url ?? null,
      webhookEndpoints: endpointSettings(options.webhookEndpoints),
    };
    if (demo) for (const domain of domains) if (domain.controls) app.use('/sandbox', domain.controls(deps));
    app.use(INTERACTION_PATH, interactionRouter(provider, db, portalOrigin, { demo, throttle }));
    const oidc = provider.callback();
    // RFC 8414 metadata for an issuer with a path lives at /.well-known/oauth-authorization-server/oidc.
    app.all('/.well-known/oauth-authorization-server/oidc', (req, res) => {
      // As if the request had come through the /oidc mount (oidc-provider derives its endpoint URLs from this).
      req.originalUrl = '/oidc/.well-known/oauth-authorization-server';
      req.url = '/.well-known/oauth-authorization-server';
      void oidc(req, res);
    });
    app.use('/oidc', oidc);

    const extensions = options.extensions !== false;
    const contract = openApiDocument(publicUrl, extensions);
    app.get(`/api${OPENAPI_PATH}`, (_req, res) => {
      res.set('cache-control', 'public, max-age=300').json(contract);
    });
    app.use('/api', extensionSwitch(extensions));
    for (const domain of domains) if (domain.publicApi) app.use('/api', domain.publicApi(deps));
    const api = express.Router();
    api.use(requireBearer({ issuer, publicKey, db }));
    api.use(express.json({ limit: '1mb' }), refuseDeepBodies);
    for (const domain of domains) if (domain.api) api.use(domain.api(deps));
    endFileDownloads(api);
    api.use(notFoundHandler);
    app.use('/api', api);

    app.use(notFoundHandler);
    app.use(errorHandler);

    const dispatcher = options.webhook ? startWebhookDispatcher(db, options.webhook) : null;
    const jobs = domains.flatMap((domain) => (domain.jobs ? [domain.jobs(deps)] : []));
    let closing: Promise<void> | undefined;
    return {
      app,
      issuer,
      signingKey: secrets.signingKey,
      db,
      webhooks: dispatcher,
      close: () =>
        (closing ??= Promise.all([dispatcher?.stop(), ...jobs.map((job) => job.stop())])
          .then(() => (redis?.isReady ? redis.close() : redis?.destroy()))
          .then(() => db.close())),
    };
  } catch (error) {
    redis?.destroy();
    await db.close().catch(() => undefined);
    throw error;
  }
}
