import { join } from 'node:path';
import { z } from 'zod';

/** A start that cannot run as configured: the message is one line naming the variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const WEBHOOK_SECRET_MIN_LENGTH = 32;

const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional());
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'must be a postgres:// or postgresql:// URL',
});
const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
const onOff = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['1', 'on', 'true', '0', 'off', 'false'], { error: 'must be on or off' }));

/** The sandbox's environment (README, "Configuring the provider sandbox"). */
const environment = z.object({
  PORT: optional(whole(0, 65535)),
  HOST: optional(z.string()),
  PUBLIC_URL: optional(httpUrl),
  PORTAL_ORIGIN: optional(httpUrl),
  DATABASE_URL: optional(postgresUrl),
  SANDBOX_DATA_DIR: optional(z.string()),
  SANDBOX_FILES_DIR: optional(z.string()),
  SANDBOX_DEMO: optional(onOff),
  SANDBOX_EXTENSIONS: optional(onOff),
  SANDBOX_ANALYZE: optional(onOff),
  SANDBOX_ACCESS_TOKEN_TTL: optional(whole(10, 86_400)),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  WEBHOOK_URL: optional(httpUrl),
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(httpUrl),
  OTEL_SERVICE_NAME: optional(z.string()),
  WEBHOOK_SECRET: optional(
    z.string().min(WEBHOOK_SECRET_MIN_LENGTH, `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters`),
  ),
  SANDBOX_WEBHOOK_ENDPOINTS_ALLOW_LOCAL: optional(onOff),
  SANDBOX_WEBHOOK_ENDPOINTS_RETRY_DELAYS_MS: optional(
    z.string().regex(/^\d{1,9}(,\d{1,9}){0,19}$/, 'must be a comma-separated list of milliseconds'),
  ),
  OIDC_REGISTRATION_TOKEN: optional(
    z.string().min(WEBHOOK_SECRET_MIN_LENGTH, `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters`),
  ),
});

export interface SandboxConfig {
  port: number;
  /** The address to listen on: this machine only unless told otherwise. */
  host: string;
  /** Where browsers and the gateway reach the sandbox (its issuer is `<publicUrl>/oidc`). */
  publicUrl: string;
  portalOrigin: string;
  /** PostgreSQL; unset, PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Uploaded files' bytes, beside the database folder. */
  filesDir: string;
  /** The demo switch (README, "The demo switch"): off unless asked for; `npm start` and the tests turn it on. */
  demo: boolean;
  /** The extension switch (docs/adr/019): on unless turned off; off, the sandbox serves only the spec's calls. */
  extensions: boolean;
  /** PGlite's planner statistics kept current (docs/adr/016): on unless turned off (the scale bench compares). */
  analyze: boolean;
  /** Demo only: journeys shorten tokens to cross a renewal. */
  accessTokenTtlSeconds: number | undefined;
  /** Where events go, signed with the secret the gateway shares (README, "Events and webhooks"). */
  webhook: { url: string; secret: string } | undefined;
  /**
   * The initial access token (RFC 7591) the gateway registers API clients with (OIDC_REGISTRATION_TOKEN); without it
   * the identity provider registers none.
   */
  registrationToken: string | undefined;
  /**
   * The sellers' webhook endpoints: whether http:// and private or local addresses may be registered (a developer's
   * own receiver; off unless asked for) and the retries' waits (Standard Webhooks' schedule unless given).
   */
  webhookEndpoints: { allowLocal: boolean; retryDelaysMs: number[] | undefined };
  /** Redis shared by every sandbox instance (the sign-in throttle's counts); unset, each counts alone. */
  redisUrl: string | undefined;
  /** Where spans are sent (OTLP over HTTP) and the service name they carry; unset, none is recorded. */
  traces: { endpoint: string; serviceName: string } | undefined;
}

/** Reads and checks the sandbox's environment at start; a malformed value stops the start, naming the variable. */
export function loadConfig(env: Record<string, string | undefined>, repoRoot: string): SandboxConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`provider sandbox: ${String(issue.path[0])} ${issue.message}.`);
  }
  const values = parsed.data;
  if (values.WEBHOOK_URL && !values.WEBHOOK_SECRET) {
    throw new ConfigError('provider sandbox: WEBHOOK_URL needs WEBHOOK_SECRET, at least 32 characters.');
  }
  const port = values.PORT ?? 4010;
  const dataDir = values.SANDBOX_DATA_DIR ?? join(repoRoot, '.data', 'sandbox');
  const demo = ['1', 'on', 'true'].includes(values.SANDBOX_DEMO ?? 'off');
  return {
    port,
    host: values.HOST ?? '127.0.0.1',
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    portalOrigin: values.PORTAL_ORIGIN ?? 'http://localhost:4000',
    databaseUrl: values.DATABASE_URL,
    dataDir,
    filesDir: values.SANDBOX_FILES_DIR ?? `${dataDir}-files`,
    demo,
    extensions: !['0', 'off', 'false'].includes(values.SANDBOX_EXTENSIONS ?? 'on'),
    analyze: !['0', 'off', 'false'].includes(values.SANDBOX_ANALYZE ?? 'on'),
    accessTokenTtlSeconds: demo ? values.SANDBOX_ACCESS_TOKEN_TTL : undefined,
    redisUrl: values.REDIS_URL,
    traces: values.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT,
          serviceName: values.OTEL_SERVICE_NAME ?? 'provider-sandbox',
        }
      : undefined,
    registrationToken: values.OIDC_REGISTRATION_TOKEN,
    webhookEndpoints: {
      allowLocal: ['1', 'on', 'true'].includes(values.SANDBOX_WEBHOOK_ENDPOINTS_ALLOW_LOCAL ?? 'off'),
      retryDelaysMs: values.SANDBOX_WEBHOOK_ENDPOINTS_RETRY_DELAYS_MS?.split(',').map(Number),
    },
    webhook:
      values.WEBHOOK_URL && values.WEBHOOK_SECRET
        ? { url: values.WEBHOOK_URL, secret: values.WEBHOOK_SECRET }
        : undefined,
  };
}
