import { exportSPKI, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_AUDIENCE, TOKEN_CLAIMS } from '@seller-portal/shared/claims';
import { graphql } from '../test-support/graphql.js';
import {
  startRecordingProxy,
  startGateway,
  startSandbox,
  type RunningSandbox,
} from '../test-support/system.js';

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let signingJwk: JWK;

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  signingJwk = sandbox.sandbox.signingKey;
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

const TEAM = '{ team(page: 0, size: 10) { pageInfo { totalElements } } }';
const now = () => Math.floor(Date.now() / 1000);

function validClaims(): JWTPayload {
  return {
    iss: sandbox.issuer,
    aud: GATEWAY_AUDIENCE,
    sub: 'forged-subject',
    iat: now(),
    exp: now() + 600,
    [TOKEN_CLAIMS.organizationId]: 'forged-org',
    [TOKEN_CLAIMS.userId]: 'forged-user',
    [TOKEN_CLAIMS.emailVerified]: true,
  };
}

async function signWithSandboxKey(claims: JWTPayload, typ = 'at+jwt'): Promise<string> {
  const key = await importJWK(signingJwk, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: signingJwk.kid, typ }).sign(key);
}

function unsigned(claims: JWTPayload): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(claims)}.`;
}

async function expectRefusedWithoutProviderCall(token: string | undefined) {
  const before = proxy.count;
  const answer = await graphql(gateway.app, TEAM, {}, token);
  expect(answer.status).toBe(401);
  expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(answer.data ?? null).toBeNull();
  expect(proxy.count).toBe(before);
}

describe('access token checks', () => {
  it('accepts a token the identity provider issued (the control case)', async () => {
    const before = proxy.count;
    const answer = await graphql<{ team: { pageInfo: { totalElements: number } } }>(
      gateway.app,
      TEAM,
      {},
      await sandbox.tokenFor('admin@acme.example'),
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.team.pageInfo.totalElements).toBe(13);
    // The caller's profile (the team is for the roles whose navigation has it), then the team.
    expect(proxy.count).toBe(before + 2);
  });

  it('refuses a request without a token', async () => {
    await expectRefusedWithoutProviderCall(undefined);
  });

  it('refuses alg none', async () => {
    await expectRefusedWithoutProviderCall(unsigned(validClaims()));
  });

  it('refuses HS256 signed with the public key as the secret', async () => {
    const { kid: _kid, d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = signingJwk;
    const publicPem = await exportSPKI(
      (await importJWK({ ...publicJwk, alg: 'RS256' }, 'RS256')) as Parameters<typeof exportSPKI>[0],
    );
    const token = await new SignJWT(validClaims())
      .setProtectedHeader({ alg: 'HS256', kid: signingJwk.kid, typ: 'at+jwt' })
      .sign(new TextEncoder().encode(publicPem));
    await expectRefusedWithoutProviderCall(token);
  });

  it('refuses a wrong issuer', async () => {
    await expectRefusedWithoutProviderCall(
      await signWithSandboxKey({ ...validClaims(), iss: 'https://evil.example/oidc' }),
    );
  });

  it('refuses a wrong audience', async () => {
    await expectRefusedWithoutProviderCall(
      await signWithSandboxKey({ ...validClaims(), aud: 'urn:another:api' }),
    );
  });

  it('refuses an expired token', async () => {
    await expectRefusedWithoutProviderCall(
      await signWithSandboxKey({ ...validClaims(), iat: now() - 7200, exp: now() - 3600 }),
    );
  });

  it('refuses a token without exp', async () => {
    const { exp: _exp, ...claims } = validClaims();
    await expectRefusedWithoutProviderCall(await signWithSandboxKey(claims));
  });

  it('refuses a token signed by an unknown kid', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT(validClaims())
      .setProtectedHeader({ alg: 'RS256', kid: 'unknown-key', typ: 'at+jwt' })
      .sign(privateKey);
    await expectRefusedWithoutProviderCall(token);
  });

  it('refuses an ID token used as an access token', async () => {
    const idToken = await signWithSandboxKey(
      { ...validClaims(), aud: 'seller-portal', nonce: 'n-0S6_WzA2Mj', email: 'admin@acme.example' },
      'JWT',
    );
    await expectRefusedWithoutProviderCall(idToken);
  });
});
