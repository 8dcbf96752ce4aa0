import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../core/seed/ids.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { authorizationUrl, pkce, tokenRequest } from '../testing/oidc.js';
import { Browser } from '../testing/browser.js';
import { SIGN_IN_LIMITS } from './throttle.js';

describe('with the demo switch off', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ demo: false });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('answers 404 for every sandbox control and page, the outbox included', async () => {
    const app = request(sandbox.url);
    const attempts = [
      app.get('/sandbox'),
      app.get('/sandbox/outbox'),
      app.get('/sandbox/outbox.json'),
      app.get('/sandbox/join-requests.json'),
      app.post('/sandbox/settings').send({ sellerAppIsInMaintenanceMode: true }),
      app.post('/sandbox/sessions/revoke?email=admin@acme.example'),
      app.post(`/sandbox/join-requests/${stableUuid('join-request:jordan@acme.example')}/decline`),
    ];
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
    expect(statuses).toEqual(attempts.map(() => 404));
    expect(
      (await sandbox.api<{ sellerAppIsInMaintenanceMode: boolean }>('/api/v1/app-settings')).body,
    ).toEqual({
      sellerAppIsInMaintenanceMode: false,
    });
  });

  it('has no password grant, no personas, no one-click sign-in and no trusting SSO connection', async () => {
    const grant = await tokenRequest(sandbox.issuer, {
      grant_type: 'password',
      client_id: 'seller-portal-cli',
      username: 'admin@acme.example',
      password: 'demo',
    });
    expect(grant.response.status).toBeGreaterThanOrEqual(400);
    expect(grant.body.access_token).toBeUndefined();

    const browser = new Browser(sandbox.url);
    const start = await browser.request(authorizationUrl(sandbox.issuer, pkce().challenge));
    const signInPath = start.headers.get('location') ?? '';
    const page = await (await browser.request(signInPath)).text();
    expect(page).toContain('Sign in');
    expect(page).not.toContain('Demo personas');
    expect(
      (await browser.request(`${signInPath}/persona`, { form: { email: 'admin@acme.example' } })).status,
    ).toBe(404);
    expect(
      (await browser.request(`${signInPath}/sso`, { form: { email: 'anyone@acme.example' } })).status,
    ).toBe(404);
  });
});

describe('with the demo switch on', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  const passwordGrant = (username: string, password: string) =>
    tokenRequest(sandbox.issuer, {
      grant_type: 'password',
      client_id: 'seller-portal-cli',
      username,
      password,
    });

  it('makes an address wait after five wrong passwords for an account at the token endpoint, the right one included, with Retry-After', async () => {
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.freeFailures; attempt++) {
      expect((await passwordGrant('exec@acme.example', 'wrong')).response.status).toBe(400);
    }
    const refused = await passwordGrant('exec@acme.example', 'demo');
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBe(SIGN_IN_LIMITS.firstDelaySeconds);
    expect(refused.body).toMatchObject({ error: 'too_many_requests' });
    expect(refused.body.error_description).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/,
    );
    // Another account is not held back by this one's failures, from the same address either.
    expect((await passwordGrant('sales@acme.example', 'demo')).response.status).toBe(200);

    // Once the delay is over the right password gets in and clears this address's failures for the account.
    await sleep(SIGN_IN_LIMITS.firstDelaySeconds * 1000 + 100);
    expect((await passwordGrant('exec@acme.example', 'demo')).response.status).toBe(200);
    expect((await passwordGrant('exec@acme.example', 'wrong')).response.status).toBe(400);
    expect((await passwordGrant('exec@acme.example', 'demo')).response.status).toBe(200);
  });

  it('makes an address wait at the sign-in form after five wrong passwords for an account, with a clear message', async () => {
    const browser = new Browser(sandbox.url);
    const start = await browser.request(authorizationUrl(sandbox.issuer, pkce().challenge));
    const signInPath = start.headers.get('location') ?? '';
    const attempt = (password: string) =>
      browser.request(`${signInPath}/login`, { form: { email: 'finance@acme.example', password } });
    for (let tries = 0; tries < SIGN_IN_LIMITS.freeFailures; tries++)
      expect((await attempt('nope')).status).toBe(401);
    const refused = await attempt('demo');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(SIGN_IN_LIMITS.firstDelaySeconds);
    expect(await refused.text()).toContain('Too many failed sign-in attempts.');
  });

  it('gives its sign-in pages a policy that forbids framing and scripts', async () => {
    const browser = new Browser(sandbox.url);
    const start = await browser.request(authorizationUrl(sandbox.issuer, pkce().challenge));
    const page = await browser.request(start.headers.get('location') ?? '');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('refuses a disabled member’s very next call, and a token whose sessions were revoked', async () => {
    const [admin, grace, linus] = await Promise.all([
      sandbox.tokenFor('admin@acme.example'),
      sandbox.tokenFor('grace@acme.example'),
      sandbox.tokenFor('linus@acme.example'),
    ]);
    expect((await sandbox.api('/api/v1/users/current', { token: grace })).status).toBe(200);
    const disable = await request(sandbox.url)
      .patch(`/api/v1/users/${stableUuid('user:grace@acme.example')}/disable`)
      .set('authorization', `Bearer ${admin}`);
    expect(disable.status).toBe(200);
    for (const path of ['/api/v1/teams/current', '/api/me', '/api/v1/users/current']) {
      expect((await sandbox.api(path, { token: grace })).status, path).toBe(401);
    }

    expect((await sandbox.api('/api/v1/users/current', { token: linus })).status).toBe(200);
    const revoke = await request(sandbox.url).post('/sandbox/sessions/revoke?email=linus@acme.example');
    expect(revoke.status).toBe(200);
    expect((await sandbox.api('/api/v1/users/current', { token: linus })).status).toBe(401);
  });
});
