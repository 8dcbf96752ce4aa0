import { z } from 'zod';
import { CLIENT_COST_LIMIT, CLIENT_RATE_LIMIT } from './protection/client-rate-limit.js';
import { LOG_LEVELS, type LogLevel } from './observability/log.js';
import { SOCKET_LIMITS } from './realtime/socket-server.js';

/** A start that cannot run as configured: the message is one line naming the variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const WEBHOOK_SECRET_MIN_LENGTH = 32;
const DEPLOY_TOKEN_MIN_LENGTH = 32;

const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
const redisUrl = z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' });
const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** The gateway's environment (README, "Configuration"); each variable's default is the one `npm start` needs. */
const environment = z.object({
  NODE_ENV: optional(z.string()),
  PORT: optional(whole(1, 65535)),
  HOST: optional(z.string()),
  PROVIDER_URL: optional(httpUrl),
  PROVIDER_TIMEOUT_MS: optional(whole(100, 60_000)),
  OIDC_ISSUER: optional(httpUrl),
  OIDC_AUDIENCE: optional(z.string()),
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_SCOPE: optional(z.string()),
  WEBHOOK_SECRET: optional(
    z.string().min(WEBHOOK_SECRET_MIN_LENGTH, `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters`),
  ),
  OIDC_REGISTRATION_TOKEN: optional(
    z.string().min(WEBHOOK_SECRET_MIN_LENGTH, `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters`),
  ),
  DEPLOY_TOKEN: optional(
    z.string().min(DEPLOY_TOKEN_MIN_LENGTH, `must be at least ${DEPLOY_TOKEN_MIN_LENGTH} characters`),
  ),
  RELEASES_DIR: optional(z.string()),
  RELEASES_STORE: optional(z.enum(['folder', 'redis'], { error: 'must be folder or redis' })),
  REDIS_URL: optional(redisUrl),
  TRUST_PROXY: optional(z.string()),
  SOCKETS_PER_USER: optional(whole(1, 10_000)),
  API_CLIENT_RATE_LIMIT: optional(whole(1, 1_000_000)),
  API_CLIENT_COST_LIMIT: optional(whole(1, 100_000_000)),
  SOCKETS_PER_ADDRESS: optional(whole(1, 100_000)),
  PORTAL_DEV_SERVERS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  SHUTDOWN_DRAIN_MS: optional(whole(0, 120_000)),
  METRICS_PORT: optional(whole(1, 65535)),
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(httpUrl),
  OTEL_SERVICE_NAME: optional(z.string()),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
});

export interface GatewayConfig {
  production: boolean;
  port: number;
  /** The address to listen on; unset, every interface. */
  host: string | undefined;
  providerUrl: string;
  providerTimeoutMs: number;
  issuer: string;
  audience: string | undefined;
  oidcClientId: string;
  oidcScope: string;
  webhookSecret: string | undefined;
  /**
   * Dynamic Client Registration's initial access token (RFC 7591) at the identity provider: with it admins create API
   * clients (docs/integrators.md); without it, they cannot.
   */
  registrationToken: string | undefined;
  releasesDir: string | undefined;
  /**
   * Where the releases and the deployments map are kept for every instance: the folder alone, or Redis too (each
   * instance's folder then holds its copy). Redis by default when REDIS_URL is set.
   */
  releasesStore: 'folder' | 'redis';
  deployToken: string | undefined;
  redisUrl: string | undefined;
  trustProxy: boolean | number | string | undefined;
  socketLimits: { perUser: number; perAddress: number };
  /** Each API client's requests per minute (API_CLIENT_RATE_LIMIT, docs/integrators.md). */
  clientRateLimit: { requests: number; windowSeconds: number };
  /** Each API client's query cost per minute (API_CLIENT_COST_LIMIT, docs/integrators.md). */
  clientCostLimit: { points: number; windowSeconds: number };
  devServers: boolean;
  logLevel: LogLevel;
  /** How long SIGTERM leaves /readyz answering `draining`, serving on, before the server closes. */
  shutdownDrainMs: number;
  /** The port of Prometheus's /metrics, apart from the portal's; unset, metrics are not served. */
  metricsPort: number | undefined;
  /** Where spans are sent (OTLP over HTTP); unset, none is recorded (trace context is still passed on). */
  tracesEndpoint: string | undefined;
  /** The service name on the gateway's spans. */
  serviceName: string;
}

/** TRUST_PROXY as Express takes it: true, a number of hops, or addresses and subnets ("loopback, 10.0.0.0/8"). */
function trustProxyOf(value: string | undefined): boolean | number | string | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * Reads and checks the gateway's environment at start. A malformed value stops the start, naming the variable. In
 * production (`NODE_ENV=production`) nothing falls back to the demo: the provider, the identity provider and the
 * webhook secret must be given (a gateway without `WEBHOOK_SECRET` would start and silently have no notifications).
 */
export function loadConfig(env: Record<string, string | undefined>): GatewayConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`gateway: ${String(issue.path[0])} ${issue.message}.`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  if (production) {
    for (const name of ['PROVIDER_URL', 'OIDC_ISSUER', 'WEBHOOK_SECRET'] as const) {
      if (values[name] === undefined) throw new ConfigError(`gateway: ${name} is required in production.`);
    }
  }
  const releasesStore = values.RELEASES_STORE ?? (values.REDIS_URL ? 'redis' : 'folder');
  if (releasesStore === 'redis' && values.REDIS_URL === undefined) {
    throw new ConfigError('gateway: RELEASES_STORE=redis needs REDIS_URL.');
  }
  if (releasesStore === 'redis' && values.RELEASES_DIR !== undefined && values.DEPLOY_TOKEN === undefined) {
    // Each instance would otherwise make up its own credential beside its own folder.
    throw new ConfigError('gateway: DEPLOY_TOKEN is required when the releases are shared through Redis.');
  }
  const providerUrl = values.PROVIDER_URL ?? 'http://localhost:4010';
  return {
    production,
    port: values.PORT ?? 4000,
    host: values.HOST,
    providerUrl,
    providerTimeoutMs: values.PROVIDER_TIMEOUT_MS ?? 5000,
    issuer: values.OIDC_ISSUER ?? `${providerUrl}/oidc`,
    audience: values.OIDC_AUDIENCE,
    oidcClientId: values.OIDC_CLIENT_ID ?? 'seller-portal',
    oidcScope: values.OIDC_SCOPE ?? 'openid profile email offline_access',
    webhookSecret: values.WEBHOOK_SECRET,
    registrationToken: values.OIDC_REGISTRATION_TOKEN,
    releasesDir: values.RELEASES_DIR,
    releasesStore,
    deployToken: values.DEPLOY_TOKEN,
    redisUrl: values.REDIS_URL,
    trustProxy: trustProxyOf(values.TRUST_PROXY),
    socketLimits: {
      perUser: values.SOCKETS_PER_USER ?? SOCKET_LIMITS.perUser,
      perAddress: values.SOCKETS_PER_ADDRESS ?? SOCKET_LIMITS.perAddress,
    },
    clientRateLimit: {
      requests: values.API_CLIENT_RATE_LIMIT ?? CLIENT_RATE_LIMIT.requests,
      windowSeconds: CLIENT_RATE_LIMIT.windowSeconds,
    },
    clientCostLimit: {
      points: values.API_CLIENT_COST_LIMIT ?? CLIENT_COST_LIMIT.points,
      windowSeconds: CLIENT_COST_LIMIT.windowSeconds,
    },
    devServers: values.PORTAL_DEV_SERVERS === 'on',
    logLevel: values.LOG_LEVEL ?? 'info',
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS ?? 5000,
    metricsPort: values.METRICS_PORT,
    tracesEndpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: values.OTEL_SERVICE_NAME ?? 'gateway',
  };
}
