import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const ROOT = '/srv/portal';

describe("the sandbox's configuration", () => {
  it('falls back to the embedded defaults: PGlite in .data, this machine only, the demo switch off', () => {
    expect(loadConfig({}, ROOT)).toEqual({
      port: 4010,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:4010',
      portalOrigin: 'http://localhost:4000',
      databaseUrl: undefined,
      dataDir: '/srv/portal/.data/sandbox',
      filesDir: '/srv/portal/.data/sandbox-files',
      demo: false,
      extensions: true,
      analyze: true,
      accessTokenTtlSeconds: undefined,
      webhook: undefined,
      // A seller's webhook endpoints are public HTTPS addresses unless a developer allows a local receiver.
      webhookEndpoints: { allowLocal: false, retryDelaysMs: undefined },
      redisUrl: undefined,
    });
  });

  it('reads what a staging operator sets', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://provider.staging.example/',
        PORTAL_ORIGIN: 'https://portal.staging.example',
        DATABASE_URL: 'postgres://sandbox:secret@db:5432/sandbox',
        SANDBOX_DEMO: 'ON',
        SANDBOX_EXTENSIONS: 'off',
        SANDBOX_ACCESS_TOKEN_TTL: '60',
        WEBHOOK_URL: 'https://portal.staging.example/webhooks/provider-events',
        WEBHOOK_SECRET: 's'.repeat(32),
        SANDBOX_WEBHOOK_ENDPOINTS_ALLOW_LOCAL: 'on',
        SANDBOX_WEBHOOK_ENDPOINTS_RETRY_DELAYS_MS: '100,1000,5000',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://provider.staging.example',
      databaseUrl: 'postgres://sandbox:secret@db:5432/sandbox',
      demo: true,
      extensions: false,
      accessTokenTtlSeconds: 60,
      webhook: { url: 'https://portal.staging.example/webhooks/provider-events', secret: 's'.repeat(32) },
      webhookEndpoints: { allowLocal: true, retryDelaysMs: [100, 1000, 5000] },
    });
  });

  it('stops a malformed start with one line naming the variable', () => {
    const failure = (env: Record<string, string>) => {
      try {
        loadConfig(env, ROOT);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return 'started';
    };
    expect(failure({ PORT: 'eighty' })).toBe('provider sandbox: PORT must be a whole number.');
    expect(failure({ PUBLIC_URL: 'provider.example' })).toBe(
      'provider sandbox: PUBLIC_URL must be an http:// or https:// URL.',
    );
    expect(failure({ DATABASE_URL: 'mysql://db/sandbox' })).toBe(
      'provider sandbox: DATABASE_URL must be a postgres:// or postgresql:// URL.',
    );
    expect(failure({ SANDBOX_DEMO: 'maybe' })).toBe('provider sandbox: SANDBOX_DEMO must be on or off.');
    expect(failure({ WEBHOOK_SECRET: 'short' })).toBe(
      'provider sandbox: WEBHOOK_SECRET must be at least 32 characters.',
    );
    expect(failure({ SANDBOX_WEBHOOK_ENDPOINTS_RETRY_DELAYS_MS: '5s,1m' })).toBe(
      'provider sandbox: SANDBOX_WEBHOOK_ENDPOINTS_RETRY_DELAYS_MS must be a comma-separated list of milliseconds.',
    );
    expect(failure({ WEBHOOK_URL: 'http://localhost:4000/webhooks/provider-events' })).toBe(
      'provider sandbox: WEBHOOK_URL needs WEBHOOK_SECRET, at least 32 characters.',
    );
  });
});
