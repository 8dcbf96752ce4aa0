import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const SECRET = 'a-webhook-secret-of-at-least-32-characters';
const PRODUCTION = {
  NODE_ENV: 'production',
  PROVIDER_URL: 'https://provider.example',
  OIDC_ISSUER: 'https://id.example/oidc',
  WEBHOOK_SECRET: SECRET,
};

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('the gateway configuration', () => {
  it('runs the demo with nothing set, as npm start does', () => {
    expect(loadConfig({})).toMatchObject({
      production: false,
      port: 4000,
      host: undefined,
      providerUrl: 'http://localhost:4010',
      issuer: 'http://localhost:4010/oidc',
      webhookSecret: undefined,
      socketLimits: { perUser: 10, perAddress: 200 },
      devServers: false,
    });
  });

  it('shares the releases through Redis when Redis is configured, with one deploy credential for every instance', () => {
    expect(loadConfig({}).releasesStore).toBe('folder');
    const redis = { REDIS_URL: 'redis://cache:6379', RELEASES_DIR: '/srv/releases' };
    expect(refusal(redis)).toBe(
      'gateway: DEPLOY_TOKEN is required when the releases are shared through Redis.',
    );
    const token = 'a-deploy-token-of-at-least-32-characters';
    expect(loadConfig({ ...redis, DEPLOY_TOKEN: token })).toMatchObject({
      releasesStore: 'redis',
      deployToken: token,
    });
    // Instances sharing one folder (a network file system) may keep the folder's own map.
    expect(loadConfig({ ...redis, RELEASES_STORE: 'folder' }).releasesStore).toBe('folder');
    expect(refusal({ RELEASES_STORE: 'redis' })).toBe('gateway: RELEASES_STORE=redis needs REDIS_URL.');
    expect(refusal({ RELEASES_STORE: 's3' })).toBe('gateway: RELEASES_STORE must be folder or redis.');
  });

  it('stops a production start that lacks the provider, the identity provider or the webhook secret, naming it', () => {
    expect(refusal({ ...PRODUCTION, WEBHOOK_SECRET: '' })).toBe(
      'gateway: WEBHOOK_SECRET is required in production.',
    );
    const { PROVIDER_URL: _provider, ...withoutProvider } = PRODUCTION;
    expect(refusal(withoutProvider)).toBe('gateway: PROVIDER_URL is required in production.');
    const { OIDC_ISSUER: _issuer, ...withoutIssuer } = PRODUCTION;
    expect(refusal(withoutIssuer)).toBe('gateway: OIDC_ISSUER is required in production.');
    expect(loadConfig({ ...PRODUCTION, HOST: '127.0.0.1', TRUST_PROXY: 'loopback' })).toMatchObject({
      production: true,
      host: '127.0.0.1',
      providerUrl: 'https://provider.example',
      issuer: 'https://id.example/oidc',
      trustProxy: 'loopback',
    });
  });

  it('stops at a malformed value with one line naming the variable', () => {
    expect(refusal({ PROVIDER_URL: 'provider:4010' })).toBe(
      'gateway: PROVIDER_URL must be an http:// or https:// URL.',
    );
    expect(refusal({ WEBHOOK_SECRET: 'short' })).toBe(
      'gateway: WEBHOOK_SECRET must be at least 32 characters.',
    );
    expect(refusal({ PORT: 'eighty' })).toBe('gateway: PORT must be a whole number.');
    expect(refusal({ SOCKETS_PER_USER: '0' })).toBe('gateway: SOCKETS_PER_USER must be at least 1.');
    expect(refusal({ REDIS_URL: 'http://cache:6379' })).toBe(
      'gateway: REDIS_URL must be a redis:// or rediss:// URL.',
    );
    expect(refusal({ PORTAL_DEV_SERVERS: 'yes' })).toBe('gateway: PORTAL_DEV_SERVERS must be on or off.');
  });

  it('reads TRUST_PROXY as Express takes it', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });
});
