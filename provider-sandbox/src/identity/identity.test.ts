import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../testing/browser.js';
import { PORTAL_ORIGIN, startSandbox, type RunningSandbox } from '../testing/harness.js';
import {
  authorizationUrl as authorizationUrlOf,
  pkce,
  signInAsPersona,
  tokenRequest as requestToken,
} from '../testing/oidc.js';
import { GATEWAY_AUDIENCE } from './claims.js';
import { stableUuid } from '../core/seed/ids.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox?.close();
});

const ADA_ID = stableUuid('user:admin@acme.example');
const ACME_ID = stableUuid('seller:acme');

const tokenRequest = (form: Record<string, string>, origin?: string) =>
  requestToken(sandbox.issuer, form, origin);
const authorizationUrl = (challenge: string, extra?: Record<string, string>) =>
  authorizationUrlOf(sandbox.issuer, challenge, extra);

/** Starts an authorization request in a fresh browser and lands on the sign-in page. */
async function openSignIn(challenge: string) {
  const browser = new Browser(sandbox.url);
  const start = await browser.request(authorizationUrl(challenge));
  expect(start.status).toBe(303);
  const signInPath = start.headers.get('location') ?? '';
  expect(signInPath).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  const page = await browser.request(signInPath);
  return { browser, signInPath, page };
}

describe('discovery and keys', () => {
  it('serves the discovery document and a JWKS with the RS256 signing key', async () => {
    const discovery = (await (
      await fetch(`${sandbox.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(sandbox.issuer);
    expect(discovery.authorization_endpoint).toBe(`${sandbox.issuer}/auth`);
    expect(discovery.token_endpoint).toBe(`${sandbox.issuer}/token`);
    expect(discovery.end_session_endpoint).toBe(`${sandbox.issuer}/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect([...(discovery.grant_types_supported as string[])].sort()).toEqual([
      'authorization_code',
      'password',
      'refresh_token',
    ]);
    const rfc8414 = await fetch(`${sandbox.url}/.well-known/oauth-authorization-server/oidc`);
    expect(await rfc8414.json()).toMatchObject({
      issuer: sandbox.issuer,
      authorization_endpoint: `${sandbox.issuer}/auth`,
      token_endpoint: `${sandbox.issuer}/token`,
      jwks_uri: `${sandbox.issuer}/jwks`,
    });

    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as JSONWebKeySet;
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: sandbox.sandbox.signingKey.kid,
    });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('demo persona grant', () => {
  it('issues a JWT access token with the gateway audience and the portal claims', async () => {
    const token = await sandbox.tokenFor('admin@acme.example');
    const jwks = (await (await fetch(`${sandbox.issuer}/jwks`)).json()) as JSONWebKeySet;
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: sandbox.issuer,
      audience: GATEWAY_AUDIENCE,
      algorithms: ['RS256'],
      typ: 'at+jwt',
    });
    expect(protectedHeader).toMatchObject({
      alg: 'RS256',
      typ: 'at+jwt',
      kid: sandbox.sandbox.signingKey.kid,
    });
    expect(payload).toMatchObject({
      sub: ADA_ID,
      user_id: ADA_ID,
      org_id: ACME_ID,
      email_verified: true,
      aud: GATEWAY_AUDIENCE,
      client_id: 'seller-portal-cli',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
  });

  it('leaves org_id out for a user without a company', async () => {
    const payload = decodeJwt(await sandbox.tokenFor('nora@newcomer.example'));
    expect(payload).not.toHaveProperty('org_id');
    expect(payload).toMatchObject({
      user_id: stableUuid('user:nora@newcomer.example'),
      email_verified: true,
    });
  });

  it('refuses a wrong password, an unknown user and a disabled user', async () => {
    for (const [username, password] of [
      ['admin@acme.example', 'wrong'],
      ['nobody@acme.example', 'demo'],
      ['dan@acme.example', 'demo'],
    ] as const) {
      const { response, body } = await tokenRequest({
        grant_type: 'password',
        client_id: 'seller-portal-cli',
        username,
        password,
      });
      expect(response.status).toBe(400);
      expect(body.error).toBe('invalid_grant');
    }
    await expect(sandbox.tokenFor('admin@acme.example', 'nope')).rejects.toThrow(/invalid_grant/);
  });

  it('is not available to the browser client', async () => {
    const { response, body } = await tokenRequest({
      grant_type: 'password',
      client_id: 'seller-portal',
      username: 'admin@acme.example',
      password: 'demo',
    });
    expect(response.status).toBe(400);
    expect(body.error).toBe('invalid_request');
  });
});

describe('browser sign-in (authorization code + PKCE)', () => {
  it('shows an accessible sign-in page with the demo personas', async () => {
    const { page } = await openSignIn(pkce().challenge);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<title>Sign in to Seller Portal</title>');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<button type="submit" class="primary">Sign in<\/button>/);
    expect(html).toContain('Demo personas');
    expect(html).toMatch(/>Ada Admin<\/button>\s*<span[^>]*>Acme Software · Admin \(owner\)<\/span>/);
    expect(html).not.toMatch(/<script|<link|https?:\/\/(?!www\.w3)/);
  });

  it('keeps the typed e-mail after a wrong password and refuses a disabled account', async () => {
    const { browser, signInPath } = await openSignIn(pkce().challenge);
    const wrong = await browser.request(`${signInPath}/login`, {
      form: { email: 'admin@acme.example', password: 'not-it' },
    });
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('Wrong email or password.');
    expect(html).toContain('value="admin@acme.example"');

    const disabled = await browser.request(`${signInPath}/login`, {
      form: { email: 'dan@acme.example', password: 'demo' },
    });
    expect(disabled.status).toBe(403);
    expect(await disabled.text()).toContain('This account is disabled.');

    const persona = await browser.request(`${signInPath}/persona`, { form: { email: 'dan@acme.example' } });
    expect(persona.status).toBe(403);
    expect(await persona.text()).toContain('This account is disabled.');
  });

  it('signs in, exchanges the code with the verifier, refreshes, renews silently and logs out', async () => {
    const { verifier, challenge } = pkce();
    const { browser, signInPath } = await openSignIn(challenge);
    const before = await sandbox.sandbox.db.query<{ lastLogin: Date }>(
      'SELECT last_login AS "lastLogin" FROM users WHERE id = $1',
      [ADA_ID],
    );

    const login = await browser.request(`${signInPath}/login`, {
      form: { email: 'Admin@Acme.example', password: 'demo' },
    });
    expect(login.status).toBe(303);
    const { leftTo: callback } = await browser.follow(login);
    expect(callback?.origin).toBe(PORTAL_ORIGIN);
    expect(callback?.pathname).toBe('/callback');
    expect(callback?.searchParams.get('state')).toBe('state-123');
    const code = callback?.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const after = await sandbox.sandbox.db.query<{ lastLogin: Date }>(
      'SELECT last_login AS "lastLogin" FROM users WHERE id = $1',
      [ADA_ID],
    );
    expect(after.rows[0]!.lastLogin.getTime()).toBeGreaterThan(before.rows[0]!.lastLogin.getTime());

    // With another verifier the code is refused.
    const noVerifier = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${PORTAL_ORIGIN}/callback`,
      client_id: 'seller-portal',
      code_verifier: pkce().verifier,
    });
    expect(noVerifier.body.error).toBe('invalid_grant');

    // A second authorization in the same browser session needs no sign-in: a new code at once.
    const second = await browser.follow(await browser.request(authorizationUrl(challenge)));
    const secondCode = second.leftTo?.searchParams.get('code') ?? '';
    expect(secondCode).not.toBe('');

    const preflight = await fetch(`${sandbox.issuer}/token`, {
      method: 'OPTIONS',
      headers: { origin: PORTAL_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);

    const exchange = await tokenRequest(
      {
        grant_type: 'authorization_code',
        code: secondCode,
        redirect_uri: `${PORTAL_ORIGIN}/callback`,
        client_id: 'seller-portal',
        code_verifier: verifier,
      },
      PORTAL_ORIGIN,
    );
    expect(exchange.response.status).toBe(200);
    expect(exchange.response.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    const tokens = exchange.body;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);
    expect(tokens.refresh_token).toBeTruthy();
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: sandbox.issuer,
      aud: GATEWAY_AUDIENCE,
      sub: ADA_ID,
      user_id: ADA_ID,
      org_id: ACME_ID,
      email_verified: true,
      client_id: 'seller-portal',
    });
    expect(decodeJwt(tokens.id_token ?? '')).toMatchObject({
      sub: ADA_ID,
      aud: 'seller-portal',
      nonce: 'nonce-456',
      email: 'admin@acme.example',
      email_verified: true,
      name: 'Ada Admin',
      given_name: 'Ada',
      family_name: 'Admin',
    });
    const me = await sandbox.api<{ email: string }>('/api/v1/users/current', { token: tokens.access_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('admin@acme.example');

    // Refresh (what oidc-client-ts does from the portal origin); public-client refresh tokens rotate.
    const refreshed = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: 'seller-portal' },
      PORTAL_ORIGIN,
    );
    expect(refreshed.response.status).toBe(200);
    expect(refreshed.response.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(refreshed.body.access_token)).toMatchObject({
      aud: GATEWAY_AUDIENCE,
      org_id: ACME_ID,
      user_id: ADA_ID,
    });

    // Silent renew: prompt=none with the session cookie goes straight back with a code.
    const silent = await browser.follow(
      await browser.request(
        authorizationUrl(challenge, { prompt: 'none', redirect_uri: `${PORTAL_ORIGIN}/silent-callback` }),
      ),
    );
    expect(silent.leftTo?.pathname).toBe('/silent-callback');
    expect(silent.leftTo?.searchParams.get('code')).toBeTruthy();

    // Logout: the confirmation form submits itself; then the browser lands on the portal.
    const revocations = async () =>
      (
        (await (await fetch(`${sandbox.url}/sandbox/webhooks.json`)).json()) as {
          deliveries: { type: string; userId: string }[];
        }
      ).deliveries.filter((delivery) => delivery.type === 'sessions-revoked' && delivery.userId === ADA_ID);
    const revokedBefore = (await revocations()).length;
    const end = await browser.request(
      `${sandbox.issuer}/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token ?? '',
        post_logout_redirect_uri: `${PORTAL_ORIGIN}/`,
      })}`,
    );
    expect(end.status).toBe(200);
    const logoutHtml = await end.text();
    expect(logoutHtml).toMatch(
      /<script nonce="[^"]+">document\.getElementById\('op\.logoutForm'\)\.submit\(\);<\/script>/,
    );
    const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(logoutHtml)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutHtml)?.[1] ?? '';
    expect(logoutHtml).toContain('name="logout" value="yes"');
    const confirmed = await browser.follow(await browser.request(action, { form: { xsrf, logout: 'yes' } }));
    expect(confirmed.leftTo?.href).toBe(`${PORTAL_ORIGIN}/`);

    const afterLogout = await browser.follow(
      await browser.request(authorizationUrl(challenge, { prompt: 'none' })),
    );
    expect(afterLogout.leftTo?.searchParams.get('error')).toBe('login_required');
    // The session-bound refresh token ended with the session.
    const stale = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: refreshed.body.refresh_token ?? '',
      client_id: 'seller-portal',
    });
    expect(stale.body.error).toBe('invalid_grant');
    // Signing out revoked the grant: the gateway is told to end Ada's sockets (docs/adr/014).
    expect(await revocations()).toHaveLength(revokedBefore + 1);
  });

  it('leads back to the portal from the signed-out page and from a refused sign-in', async () => {
    const browser = new Browser(sandbox.url);
    const back = `<a href="${PORTAL_ORIGIN}/">Return to Seller Portal</a>`;
    const signedOut = await (await browser.request('/oidc/session/end/success')).text();
    expect(signedOut).toContain('You are signed out of Seller Portal.');
    expect(signedOut).toContain(back);
    const refused = await (await browser.request('/oidc/auth?client_id=no-such-client')).text();
    expect(refused).toContain('Sign-in problem');
    expect(refused).toContain(back);
  });

  it('signs a persona in with one click', async () => {
    const { tokens } = await signInAsPersona(sandbox, 'owner@nimbus.example');
    expect(decodeJwt(tokens.access_token)).toMatchObject({ org_id: stableUuid('seller:nimbus') });
  });

  it('requires PKCE and a registered redirect URI', async () => {
    const browser = new Browser(sandbox.url);
    const url = new URL(authorizationUrl('x'));
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const noPkce = await browser.follow(await browser.request(url.href));
    expect(noPkce.leftTo?.searchParams.get('error')).toBe('invalid_request');

    const foreign = await browser.request(
      authorizationUrl(pkce().challenge, { redirect_uri: 'http://evil.test/callback' }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();
  });
});
