import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { Server as HttpServer } from 'node:http';
import type { Registry } from 'prom-client';
import express, { type Express, type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { request } from 'undici';
import {
  bearerTokenOf,
  createAccessTokenVerifier,
  IdentityProviderUnavailableError,
  InvalidAccessTokenError,
  type AccessTokenSettings,
  type Caller,
} from './auth/access-token.js';
import { graphqlNoStore, securityHeaders } from './protection/headers.js';
import { compressLargeAnswers } from './protection/compression.js';
import { inputBounds } from './protection/input-bounds.js';
import {
  graphqlRequestErrors,
  jsonErrors,
  jsonNotFound,
  refuseDeepBodies,
} from './protection/json-errors.js';
import { GRAPHQL_LIMITS, limitRules, withoutSuggestions } from './protection/limits.js';
import { CallerCache, forgetAfterMutations } from './auth/caller-cache.js';
import { createContext, type GatewayContext } from './context.js';
import { browserConfigSource } from './browser-config.js';
import { serveExplorer } from './explorer.js';
import { gatewayDomains } from './domains/index.js';
import { ProviderContract } from './provider/contract.js';
import { apiScopes, checkFileRouteScope } from './auth/api-scopes.js';
import { ClientRegistrar } from './auth/client-registration.js';
import { ClientRateLimiter } from './protection/client-rate-limit.js';
import { createProviderAgent } from './provider/provider-http.js';
import { createSchema } from './schema/index.js';
import { requestTracing, traceContextOf } from './observability/tracing.js';
import { serveReleases, type ReleaseSettings } from './releases/routes.js';
import { createRealtime, type SocketLimits } from './realtime/socket-server.js';
import {
  operationLogging,
  requestLogging,
  requestIdOf,
  silentLogger,
  type Logger,
} from './observability/log.js';
import { createMetrics } from './observability/metrics.js';
import { readiness, READINESS_TIMEOUT_MS } from './observability/readiness.js';
import { serveProviderWebhook } from './realtime/webhook.js';

export interface GatewayDeps {
  /** Base URL of the provider's REST API (its `/api` paths hang below it). */
  providerUrl: string;
  /** Deadline of one provider call, retries included. */
  providerTimeoutMs?: number;
  auth: AccessTokenSettings;
  /** What the browser needs to sign in, served as /config.json and written into the portal's page. */
  browserConfig?: { oidcClientId: string; oidcScope: string };
  /** The frontends' releases to serve and deploy; omitted in API-only deployments and most tests. */
  releases?: ReleaseSettings;
  /** Development mode: GraphQL field suggestions ("Did you mean …") are given only then. */
  development?: boolean;
  /** Origins of developers' micro-frontend servers the page may load scripts from (import-map-overrides). */
  devServers?: readonly string[];
  /** The secret the provider signs its event webhooks with; without it the webhook route does not exist. */
  webhookSecret?: string;
  /** A Redis server shared by every gateway instance: socket events and replay memory reach all of them. */
  redisUrl?: string;
  /**
   * The identity provider's initial access token for Dynamic Client Registration (RFC 7591): with it, admins create
   * API clients (docs/integrators.md).
   */
  registrationToken?: string;
  /** Each API client's requests per window (default CLIENT_RATE_LIMIT; tests lower it). */
  clientRateLimit?: { requests: number; windowSeconds: number };
  /** Each API client's query cost per window (API_CLIENT_COST_LIMIT). */
  clientCostLimit?: { points: number; windowSeconds: number };
  /**
   * Express's `trust proxy` (TRUST_PROXY): which proxies in front may say the client's address and protocol. Unset,
   * none is believed: X-Forwarded-* headers are ignored, and HSTS is sent only on the gateway's own HTTPS.
   */
  trustProxy?: boolean | number | string;
  /** Sockets one user and one client address may hold on this instance (SOCKETS_PER_USER, SOCKETS_PER_ADDRESS). */
  socketLimits?: SocketLimits;
  /** Where the gateway writes its log lines (one per request, one per failed provider call); silent without it. */
  logger?: Logger;
}

export interface Gateway {
  app: Express;
  /** Serves the notification socket on the HTTP server that serves `app`. */
  attach(server: HttpServer): void;
  /** From now on /readyz answers 503 `draining`, while every request is still served (the start of a shutdown). */
  drain(): void;
  /** The gateway's Prometheus metrics, served on a port of their own (METRICS_PORT), never on the portal's. */
  metrics: Registry;
  stop(): Promise<void>;
}

const UNAUTHENTICATED = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
const IDENTITY_PROVIDER_DOWN = () =>
  new GraphQLError('The identity provider is unavailable. Try again.', {
    extensions: { code: 'UPSTREAM_UNAVAILABLE', http: { status: 503 } },
  });

/** Why a request's provider calls still running are abandoned: made once, as an abort without it makes one each time. */
const ANSWERED = new DOMException('The request was answered.', 'AbortError');

export async function createApp(deps: GatewayDeps): Promise<Gateway> {
  const agent = createProviderAgent();
  const metrics = createMetrics({ sockets: () => realtime.connectedCount() });
  const callers = new CallerCache();
  const provider = {
    callers,
    baseUrl: deps.providerUrl,
    timeoutMs: deps.providerTimeoutMs ?? 5000,
    observe: metrics.observeProviderCall,
    contract: new ProviderContract(deps.providerUrl, agent),
    registrar: deps.registrationToken
      ? new ClientRegistrar(deps.auth.issuer, deps.auth.audience, deps.registrationToken)
      : undefined,
  };
  const verify = callers.verifier(createAccessTokenVerifier(deps.auth));
  const logger = deps.logger ?? silentLogger();
  // API clients are held to a request rate, counted where every instance sees it (docs/integrators.md).
  const rateLimiter = await ClientRateLimiter.create({
    redisUrl: deps.redisUrl,
    log: logger,
    limit: deps.clientRateLimit,
    costLimit: deps.clientCostLimit,
  });
  const admitApiClient = async (caller: Caller, req: Request, res: Response) => {
    checkFileRouteScope(caller, req.baseUrl, req.method);
    if (caller.apiClient) await rateLimiter.admit(caller.apiClient.clientId, res);
  };
  const operations = operationLogging<GatewayContext>();
  const apollo = new ApolloServer<GatewayContext>({
    schema: createSchema(),
    // Every request needs a valid token (the context refuses others), so only signed-in callers introspect.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens },
    validationRules: limitRules(),
    // Browsers get the gateway's own explorer (explorer.ts), never Apollo's landing page from its CDN. Apollo's cache
    // control plugin ran a hook per resolved field only to answer `no-store` (no type has a cache hint): that header
    // is set once per answer instead (docs/adr/021).
    plugins: [
      inputBounds,
      apiScopes,
      rateLimiter.costPlugin(),
      operations.plugin,
      forgetAfterMutations(callers),
      graphqlNoStore,
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
    ],
    formatError: (formatted) => {
      // A refusal before the operation (no token, a bad one, an API client over its rate) is said in its own words,
      // without Apollo's "Context creation failed: " before them.
      const message = formatted.message.replace(/^Context creation failed: /, '');
      return { ...formatted, message: deps.development ? message : withoutSuggestions(message) };
    },
  });
  await apollo.start();
  const realtime = await createRealtime({
    verify,
    callers,
    standing: { provider, agent },
    trustProxy: deps.trustProxy,
    redisUrl: deps.redisUrl,
    limits: deps.socketLimits,
    log: logger,
  });

  const app = express();
  app.disable('x-powered-by');
  if (deps.trustProxy !== undefined) app.set('trust proxy', deps.trustProxy);
  app.use(requestTracing());
  app.use(requestLogging(logger));
  app.use(metrics.requestMetrics);
  app.use(securityHeaders(deps.auth.issuer, deps.devServers));
  app.use(compressLargeAnswers());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const ready = readiness({
    provider: async () => {
      const answer = await request(new URL('/healthz', deps.providerUrl), {
        dispatcher: agent,
        signal: AbortSignal.timeout(READINESS_TIMEOUT_MS),
      });
      await answer.body.dump();
      return answer.statusCode === 200;
    },
    identityProvider: () => verify.keysReady(),
    ...(deps.redisUrl ? { redis: () => realtime.redisReady() } : {}),
  });
  app.get('/readyz', ready.handler);
  const browserConfig = deps.browserConfig
    ? browserConfigSource({
        issuer: deps.auth.issuer,
        clientId: deps.browserConfig.oidcClientId,
        scope: deps.browserConfig.oidcScope,
        providerUrl: deps.providerUrl,
        agent,
      })
    : undefined;
  if (browserConfig) {
    app.get('/config.json', async (_req, res) => {
      res.set('cache-control', 'no-cache').json(await browserConfig());
    });
  }

  serveExplorer(app);
  app.use(
    '/graphql',
    express.json({ limit: GRAPHQL_LIMITS.bodyBytes }),
    refuseDeepBodies,
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const token = bearerTokenOf(req.headers.authorization);
        if (!token) throw UNAUTHENTICATED('Sign-in required.');
        let caller;
        try {
          caller = await verify(token);
        } catch (error) {
          if (error instanceof InvalidAccessTokenError)
            throw UNAUTHENTICATED('The access token is not valid.');
          if (error instanceof IdentityProviderUnavailableError) throw IDENTITY_PROVIDER_DOWN();
          throw error;
        }
        const admitted = caller.apiClient ? await rateLimiter.admit(caller.apiClient.clientId, res) : null;
        // Once the request is answered (or the caller goes away), provider calls still running are abandoned.
        const answered = new AbortController();
        res.once('close', () => answered.abort(ANSWERED));
        const context = createContext(caller, token, provider, agent, {
          signal: answered.signal,
          requestId: requestIdOf(req),
          log: req.log,
          trace: traceContextOf(req),
        });
        return operations.track(rateLimiter.remember(context, admitted), res);
      },
    }),
  );

  app.use('/graphql', graphqlRequestErrors);

  // Each domain's HTTP routes beside GraphQL (files), from the registry.
  for (const domain of gatewayDomains)
    for (const routes of domain.httpRoutes ?? [])
      app.use(routes.path, routes.router({ verify, provider, agent, admitApiClient }));

  if (deps.webhookSecret) serveProviderWebhook(app, deps.webhookSecret, realtime, callers);
  if (deps.releases) serveReleases(app, deps.releases, browserConfig);
  app.use(jsonNotFound);
  app.use(jsonErrors);

  return {
    app,
    attach: (server) => realtime.attach(server),
    drain: () => ready.drain(),
    metrics: metrics.registry,
    async stop() {
      await rateLimiter.close();
      await realtime.close();
      await apollo.stop();
      await agent.close();
    },
  };
}
