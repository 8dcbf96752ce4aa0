import { generateKeyPairSync } from 'node:crypto';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_AUDIENCE } from '../identity/claims.js';
import { stableUuid } from '../core/seed/ids.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';

let sandbox: RunningSandbox;
let ada: string;
let nora: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  [ada, nora] = await Promise.all([
    sandbox.tokenFor('admin@acme.example'),
    sandbox.tokenFor('nora@newcomer.example'),
  ]);
});

afterAll(async () => {
  await sandbox?.close();
});

const ADA_ID = stableUuid('user:admin@acme.example');
const ACME_ID = stableUuid('seller:acme');

/** A token signed with the sandbox's own key (or another one), with any header and claims. */
async function forge(
  claims: JWTPayload,
  { typ = 'at+jwt', key }: { typ?: string; key?: Parameters<SignJWT['sign']>[0] } = {},
): Promise<string> {
  const signingKey = key ?? (await importJWK(sandbox.sandbox.signingKey, 'RS256'));
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: sandbox.issuer,
    aud: GATEWAY_AUDIENCE,
    sub: ADA_ID,
    user_id: ADA_ID,
    org_id: ACME_ID,
    iat: now,
    exp: now + 300,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', typ, kid: sandbox.sandbox.signingKey.kid })
    .sign(signingKey);
}

describe('health', () => {
  it('answers /healthz without a token', async () => {
    const health = await sandbox.api('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
  });
});

describe('bearer authentication', () => {
  const unauthorized = { status: 401, error: 'Unauthorized', message: expect.any(String) };

  it('refuses a call without a token', async () => {
    const answer = await sandbox.api('/api/me');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(unauthorized);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('accepts a token it signed with the right header and claims', async () => {
    const answer = await sandbox.api('/api/v1/users/current', { token: await forge({}) });
    expect(answer.status).toBe(200);
  });

  it('refuses a token it accepted before once the token has expired', async () => {
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = await forge({ exp });
    expect((await sandbox.api('/api/v1/users/current', { token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 100));
    const answer = await sandbox.api('/api/v1/users/current', { token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ ...unauthorized, message: 'Access token expired' });
  });

  it('refuses tokens that are malformed, foreign, for another audience or issuer, expired, or not access tokens', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(
      JSON.stringify({
        iss: sandbox.issuer,
        aud: GATEWAY_AUDIENCE,
        sub: ADA_ID,
        user_id: ADA_ID,
        exp: now + 300,
      }),
    ).toString('base64url')}.`;
    const idTokenLike = await forge({ aud: 'seller-portal' }, { typ: 'JWT' });
    const bad = [
      'not-a-jwt',
      unsigned,
      await forge({}, { key: otherKey }),
      await forge({ aud: 'someone-else' }),
      await forge({ iss: 'http://evil.test/oidc' }),
      await forge({ exp: now - 60, iat: now - 960 }),
      await forge({ exp: undefined }),
      await forge({}, { typ: 'JWT' }),
      idTokenLike,
      await forge({ user_id: undefined }),
      await forge({ org_id: 'not-a-uuid' }),
      await new SignJWT({
        iss: sandbox.issuer,
        aud: GATEWAY_AUDIENCE,
        sub: ADA_ID,
        user_id: ADA_ID,
        exp: now + 300,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .sign(new TextEncoder().encode('x'.repeat(32))),
    ];
    for (const token of bad) {
      const answer = await sandbox.api('/api/v1/teams/current', { token });
      expect(answer.status, token.slice(0, 40)).toBe(401);
      expect(answer.body).toEqual(unauthorized);
    }
  });

  it('answers unknown routes with 404 in the error shape', async () => {
    const api = await sandbox.api('/api/v1/nothing-here', { token: ada });
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ status: 404, error: 'Not Found', message: expect.any(String) });
    const other = await sandbox.api('/nothing-here');
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ status: 404, error: 'Not Found' });
  });
});

describe('GET /api/me', () => {
  it('describes a user without a company who may create one', async () => {
    const answer = await sandbox.api('/api/me', { token: nora });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      emailVerified: true,
      hasTenancy: false,
      canCreateNewTenancy: true,
      currentJoinRequest: null,
      organizationOwnerEmail: null,
      organizationOwnerFullName: null,
    });
  });

  it('describes a member of a company, with the owner of their e-mail domain', async () => {
    const answer = await sandbox.api('/api/me', { token: ada });
    expect(answer.body).toEqual({
      emailVerified: true,
      hasTenancy: true,
      canCreateNewTenancy: false,
      currentJoinRequest: null,
      organizationOwnerEmail: 'admin@acme.example',
      organizationOwnerFullName: 'Ada Admin',
    });
  });
});

describe('GET /api/v1/sellers/current', () => {
  it('answers the approved seller with its flags and logo', async () => {
    const answer = await sandbox.api('/api/v1/sellers/current', { token: ada });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      organizationId: ACME_ID,
      sellerId: ACME_ID,
      sellerName: 'Acme Software',
      isOnboarding: false,
      isUnderwriting: false,
      isApproved: true,
      sellerLogoResourceUrl: `${sandbox.url}/api/v1/sellers/${ACME_ID}/logo`,
      dashboardLink: '/',
      showAdvanceHistory: true,
      offerAddOnsEnabled: true,
      customerOfferEmailLinkDeliveryEnabled: true,
    });
    const logo = await fetch(`${sandbox.url}/api/v1/sellers/${ACME_ID}/logo`);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('answers the onboarding and underwriting sellers with their flags', async () => {
    const nimbus = await sandbox.api('/api/v1/sellers/current', {
      token: await sandbox.tokenFor('owner@nimbus.example'),
    });
    expect(nimbus.body).toMatchObject({
      sellerName: 'Nimbus Labs',
      isOnboarding: true,
      isUnderwriting: false,
      isApproved: false,
      dashboardLink: '/org/onboarding',
      sellerLogoResourceUrl: null,
    });
    const quarry = await sandbox.api('/api/v1/sellers/current', {
      token: await sandbox.tokenFor('owner@quarry.example'),
    });
    expect(quarry.body).toMatchObject({
      sellerName: 'Quarry Data',
      isOnboarding: false,
      isUnderwriting: true,
      isApproved: false,
    });
  });

  it('answers 404 for a user without a company', async () => {
    const answer = await sandbox.api('/api/v1/sellers/current', { token: nora });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ status: 404, error: 'Not Found' });
  });
});

describe('sandbox index', () => {
  it('lists the personas and the token recipe', async () => {
    const page = await fetch(`${sandbox.url}/sandbox`);
    const html = await page.text();
    expect(html).toContain('Ada Admin');
    expect(html).toContain('nora@newcomer.example');
    expect(html).toContain(
      `curl -s -X POST ${sandbox.issuer}/token -d grant_type=password -d client_id=seller-portal-cli -d username=admin@acme.example -d password=demo`,
    );
  });
});
