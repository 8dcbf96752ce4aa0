import { createHash, randomBytes } from 'node:crypto';
import { Browser } from './browser.js';
import { PORTAL_ORIGIN, type RunningSandbox } from './harness.js';

export interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
  error?: string;
  error_description?: string;
}

export async function tokenRequest(issuer: string, form: Record<string, string>, origin?: string) {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: new URLSearchParams(form),
  });
  return { response, body: (await response.json()) as TokenAnswer };
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizationUrl(
  issuer: string,
  challenge: string,
  extra: Record<string, string> = {},
): string {
  const url = new URL(`${issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: 'seller-portal',
    response_type: 'code',
    redirect_uri: `${PORTAL_ORIGIN}/callback`,
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-123',
    nonce: 'nonce-456',
    ...extra,
  }).toString();
  return url.href;
}

/** The whole browser flow with a one-click persona: sign-in page → code → tokens (from the portal origin). */
export async function signInAsPersona(sandbox: RunningSandbox, email: string) {
  const { verifier, challenge } = pkce();
  const browser = new Browser(sandbox.url);
  const start = await browser.request(authorizationUrl(sandbox.issuer, challenge));
  const signInPath = start.headers.get('location') ?? '';
  const { leftTo } = await browser.follow(
    await browser.request(`${signInPath}/persona`, { form: { email } }),
  );
  const code = leftTo?.searchParams.get('code');
  if (!code) throw new Error(`no code for ${email}: ${leftTo?.href}`);
  const { body } = await tokenRequest(
    sandbox.issuer,
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${PORTAL_ORIGIN}/callback`,
      client_id: 'seller-portal',
      code_verifier: verifier,
    },
    PORTAL_ORIGIN,
  );
  return { browser, tokens: body };
}
