import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../testing/browser.js';
import { PORTAL_ORIGIN, startSandbox, type RunningSandbox } from '../testing/harness.js';
import { authorizationUrl, pkce, tokenRequest } from '../testing/oidc.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox?.close();
});

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Opens the identity provider with extra authorization parameters; answers the browser and the interaction path. */
async function openInteraction(extra: Record<string, string>) {
  const browser = new Browser(sandbox.url);
  const start = await browser.request(authorizationUrl(sandbox.issuer, pkce().challenge, extra));
  return { browser, path: start.headers.get('location') ?? '' };
}

/** Signs up on the identity provider's sign-up page; answers a token for the new user. */
async function signUp(email: string, password = 'sandbox-password') {
  const { browser, path } = await openInteraction({ screen_hint: 'signup', login_hint: email });
  const page = await (await browser.request(path)).text();
  expect(page).toContain('Create your Seller Portal account');
  expect(page).toContain(`value="${email}"`);
  const { leftTo } = await browser.follow(
    await browser.request(`${path}/signup`, { form: { email, password } }),
  );
  expect(leftTo?.pathname).toBe('/callback');
  return sandbox.tokenFor(email, password);
}

async function verificationCodeOf(email: string): Promise<string> {
  const outbox = await call<{ kind: string; code: string; link: string }[]>(
    'GET',
    `/sandbox/outbox.json?to=${encodeURIComponent(email)}&kind=EMAIL_VERIFICATION`,
  );
  const newest = outbox.body[0]!;
  expect(newest.link).toBe(`${PORTAL_ORIGIN}/verify-email/${newest.code}`);
  return newest.code;
}

describe('sign-up and email verification', () => {
  it('creates an unverified user, emails a code, and verifies it exactly once', async () => {
    const token = await signUp('rita@newco.example');
    expect((await call('GET', '/api/me', token)).body).toMatchObject({
      emailVerified: false,
      hasTenancy: false,
      canCreateNewTenancy: true,
    });
    const code = await verificationCodeOf('rita@newco.example');
    const active = await call<{ id: string }>('GET', '/api/v1/email-verification/active-link', token);
    expect(active.status).toBe(200);

    const wrong = await call('POST', '/api/v1/email-verification/verify', token, { code: 'not-the-code' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This link is no longer active/valid');
    expect((await call('GET', '/api/me', token)).body.emailVerified).toBe(false);

    expect((await call('POST', '/api/v1/email-verification/verify', token, { code })).status).toBe(204);
    expect((await call('GET', '/api/me', token)).body.emailVerified).toBe(true);
    const reused = await call('POST', '/api/v1/email-verification/verify', token, { code });
    expect(reused.status).toBe(400);
  });

  it('resends a new code that replaces the previous one', async () => {
    const token = await signUp('sam@resend.example');
    const first = await verificationCodeOf('sam@resend.example');
    const active = await call<{ id: string }>('GET', '/api/v1/email-verification/active-link', token);
    expect((await call('POST', '/api/v1/email-verification/resend', token, { code: 'other' })).status).toBe(
      400,
    );
    expect(
      (await call('POST', '/api/v1/email-verification/resend', token, { code: active.body.id })).status,
    ).toBe(201);
    const second = await verificationCodeOf('sam@resend.example');
    expect(second).not.toBe(first);
    expect((await call('POST', '/api/v1/email-verification/verify', token, { code: first })).status).toBe(
      400,
    );
    expect((await call('POST', '/api/v1/email-verification/verify', token, { code: second })).status).toBe(
      204,
    );
  });

  it('lets an invited person in: the invitation link signs up, verifies and opens the inviting company with the role', async () => {
    const admin = await sandbox.tokenFor('admin@acme.example');
    const roles = await call<{ roleId: string; name: string }[]>('GET', '/api/v1/roles', admin);
    const sales = roles.body.find((role) => role.name === 'SALES_MANAGER')!;
    const invited = await call('POST', '/api/v1/invitations', admin, {
      email: 'newhire@acme.example',
      recipientFirstName: 'New',
      recipientLastName: 'Hire',
      roleId: sales.roleId,
    });
    expect(invited.status).toBe(201);
    const invitation = await call<{ link: string }[]>(
      'GET',
      '/sandbox/outbox.json?to=newhire@acme.example&kind=INVITATION',
    );
    expect(new URL(invitation.body[0]!.link).searchParams.get('email')).toBe('newhire@acme.example');

    // Signing in before choosing a password says what to do instead of "wrong password".
    const { browser: early, path: earlyPath } = await openInteraction({});
    const tooSoon = await early.request(`${earlyPath}/login`, {
      form: { email: 'newhire@acme.example', password: 'anything' },
    });
    expect(await tooSoon.text()).toContain('You have been invited with this email');

    const token = await signUp('newhire@acme.example', 'a-good-password');
    expect((await call('GET', '/api/me', token)).body).toMatchObject({
      emailVerified: false,
      hasTenancy: true,
    });
    const code = await verificationCodeOf('newhire@acme.example');
    expect((await call('POST', '/api/v1/email-verification/verify', token, { code })).status).toBe(204);

    const signedIn = await sandbox.tokenFor('newhire@acme.example', 'a-good-password');
    const claims = JSON.parse(Buffer.from(signedIn.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ email_verified: true, org_id: expect.any(String) });
    const me = await call<{ status: string; roles: { name: string }[] }>(
      'GET',
      '/api/v1/users/current',
      signedIn,
    );
    expect(me.body).toMatchObject({ status: 'INVITED', roles: [{ name: 'SALES_MANAGER' }] });
    expect((await call('PATCH', '/api/v1/users/invite-accepted', signedIn)).status).toBe(204);
    expect((await call('GET', '/api/v1/users/current', signedIn)).body).toMatchObject({ status: 'ACTIVE' });

    // The invitation is claimed once: signing up again with the email is refused.
    const { browser, path } = await openInteraction({ screen_hint: 'signup' });
    const again = await browser.request(`${path}/signup`, {
      form: { email: 'newhire@acme.example', password: 'another-password' },
    });
    expect(again.status).toBe(409);
  });

  it("leaves another seller's member alone when a company invites their email, and lets two companies invite one newcomer", async () => {
    const acme = await sandbox.tokenFor('admin@acme.example');
    const borealis = await sandbox.tokenFor('admin@borealis.example');
    const roles = await call<{ roleId: string; name: string }[]>('GET', '/api/v1/roles', acme);
    const exec = roles.body.find((role) => role.name === 'EXEC')!;
    const invite = (token: string, email: string) =>
      call<{ id: string; status: string }>('POST', '/api/v1/invitations', token, {
        email,
        recipientFirstName: 'Asked',
        recipientLastName: 'Over',
        roleId: exec.roleId,
      });

    // Bea works at Borealis; Acme's invitation is sent like any other and changes nothing of her account.
    expect((await invite(acme, 'bea@borealis.example')).status).toBe(201);
    const { browser: early, path: earlyPath } = await openInteraction({});
    const wrong = await early.request(`${earlyPath}/login`, {
      form: { email: 'bea@borealis.example', password: 'not-her-password' },
    });
    expect(await wrong.text()).not.toContain('You have been invited with this email');
    const { browser, path } = await openInteraction({ screen_hint: 'signup' });
    const signUpAgain = await browser.request(`${path}/signup`, {
      form: { email: 'bea@borealis.example', password: 'a-new-password' },
    });
    expect(signUpAgain.status).toBe(409);
    const bea = await sandbox.tokenFor('bea@borealis.example');
    expect((await call('GET', '/api/v1/sellers/current', bea)).body).toMatchObject({
      sellerName: 'Borealis Systems',
    });
    expect((await call('GET', '/api/v1/users/current', bea)).body).toMatchObject({
      status: 'ACTIVE',
      roles: [{ name: 'SALES_MANAGER' }],
    });

    // A newcomer invited by both joins the one that invited them last; the other invitation stays as it was.
    const fromAcme = await invite(acme, 'consultant@freelance.example');
    const fromBorealis = await invite(borealis, 'consultant@freelance.example');
    expect([fromAcme.status, fromBorealis.status]).toEqual([201, 201]);
    const token = await signUp('consultant@freelance.example', 'a-good-password');
    expect((await call('GET', '/api/v1/sellers/current', token)).body).toMatchObject({
      sellerName: 'Borealis Systems',
    });
    const stillInvited = await call<{ status: string }>('GET', `/api/v1/users/${fromAcme.body.id}`, acme);
    expect(stillInvited.body).toMatchObject({ status: 'INVITED' });
  });

  it('refuses a second sign-up with the same email', async () => {
    const { browser, path } = await openInteraction({ screen_hint: 'signup' });
    const again = await browser.request(`${path}/signup`, {
      form: { email: 'admin@acme.example', password: 'long-enough' },
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('An account with this email already exists.');
  });
});

describe('registration and join requests', () => {
  it('refuses blank names with the spec messages and creates nothing, then creates an onboarding company', async () => {
    const token = await signUp('olga@olgaco.example');
    await call('POST', '/api/v1/email-verification/verify', token, {
      code: await verificationCodeOf('olga@olgaco.example'),
    });
    const blank = await call<{ fieldErrors: { field: string; message: string }[] }>(
      'POST',
      '/api/v1/organizations',
      token,
      { userFirstName: ' ', userLastName: '', sellerName: '   ' },
    );
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual([
      { field: 'userFirstName', message: 'First name is required' },
      { field: 'userLastName', message: 'Last name is required' },
      { field: 'sellerName', message: 'Company name is required' },
    ]);
    expect((await call('GET', '/api/me', token)).body.hasTenancy).toBe(false);

    const created = await call('POST', '/api/v1/organizations', token, {
      userFirstName: ' Olga ',
      userLastName: 'Owner',
      sellerName: ' Olga Co ',
      userTitle: 'CEO',
    });
    expect(created.status).toBe(201);
    const fresh = await sandbox.tokenFor('olga@olgaco.example', 'sandbox-password');
    const claims = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims.org_id).toBe(created.body.organizationId);
    expect((await call('GET', '/api/v1/sellers/current', fresh)).body).toMatchObject({
      sellerName: 'Olga Co',
      isOnboarding: true,
      dashboardLink: '/org/onboarding',
    });
    expect((await call('GET', '/api/v1/users/current', fresh)).body).toMatchObject({
      firstName: 'Olga',
      isOrganizationOwner: true,
      roles: [expect.objectContaining({ name: 'ADMIN' })],
    });
  });

  it("sends a colleague from the same domain to a join request the owner's company gets, which can be declined", async () => {
    const token = await signUp('colin@acme.example');
    await call('POST', '/api/v1/email-verification/verify', token, {
      code: await verificationCodeOf('colin@acme.example'),
    });
    expect((await call('GET', '/api/me', token)).body).toMatchObject({
      canCreateNewTenancy: false,
      currentJoinRequest: null,
      organizationOwnerEmail: 'admin@acme.example',
    });
    const refused = await call('POST', '/api/v1/organizations', token, {
      userFirstName: 'Colin',
      userLastName: 'C',
      sellerName: 'Another Acme',
    });
    expect(refused.status).toBe(409);
    const request = await call<{ id: string; status: string }>('POST', '/api/v1/join-requests', token);
    expect(request.status).toBe(201);
    expect(request.body.status).toBe('PENDING');
    expect((await call('POST', '/api/v1/join-requests', token)).status).toBe(409);
    expect((await call('GET', '/api/me', token)).body.currentJoinRequest).toEqual({
      id: request.body.id,
      status: 'PENDING',
    });
    expect((await call('POST', `/sandbox/join-requests/${request.body.id}/decline`)).status).toBe(200);
    expect((await call('GET', '/api/me', token)).body.currentJoinRequest).toEqual({
      id: request.body.id,
      status: 'REJECTED',
    });
  });

  it('marks an invited user active once, and leaves others alone', async () => {
    const token = await sandbox.tokenFor('exec@acme.example');
    await sandbox.sandbox.db.query(`UPDATE users SET status = 'INVITED' WHERE email = 'exec@acme.example'`);
    expect((await call('PATCH', '/api/v1/users/invite-accepted', token)).status).toBe(204);
    expect((await call('GET', '/api/v1/users/current', token)).body.status).toBe('ACTIVE');
  });
});

describe('app settings and sandbox controls', () => {
  it('serves maintenance mode without a token and lets the sandbox control switch it', async () => {
    expect((await call('GET', '/api/v1/app-settings')).body).toEqual({ sellerAppIsInMaintenanceMode: false });
    expect(
      (await call('POST', '/sandbox/settings', undefined, { sellerAppIsInMaintenanceMode: 'yes' })).status,
    ).toBe(400);
    await call('POST', '/sandbox/settings', undefined, { sellerAppIsInMaintenanceMode: true });
    expect((await call('GET', '/api/v1/app-settings')).body).toEqual({ sellerAppIsInMaintenanceMode: true });
    await call('POST', '/sandbox/settings', undefined, { sellerAppIsInMaintenanceMode: false });
  });

  it("revokes a user's refresh tokens so the next renewal fails", async () => {
    const { verifier, challenge } = pkce();
    const browser = new Browser(sandbox.url);
    const start = await browser.request(authorizationUrl(sandbox.issuer, challenge));
    const path = start.headers.get('location') ?? '';
    const { leftTo } = await browser.follow(
      await browser.request(`${path}/persona`, { form: { email: 'sales@acme.example' } }),
    );
    const tokens = await tokenRequest(sandbox.issuer, {
      grant_type: 'authorization_code',
      code: leftTo?.searchParams.get('code') ?? '',
      redirect_uri: `${PORTAL_ORIGIN}/callback`,
      client_id: 'seller-portal',
      code_verifier: verifier,
    });
    const refreshToken = tokens.body.refresh_token ?? '';
    expect(refreshToken).not.toBe('');
    expect((await call('POST', '/sandbox/sessions/revoke?email=sales@acme.example')).status).toBe(200);
    const refresh = await tokenRequest(sandbox.issuer, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'seller-portal',
    });
    expect(refresh.body.error).toBe('invalid_grant');
  });
});

describe('sandbox SSO and account linking', () => {
  it('links a second identity for an existing email after the primary user signs in again', async () => {
    const { browser, path } = await openInteraction({ connection: 'sandbox-sso' });
    expect(await (await browser.request(path)).text()).toContain('Sandbox SSO');
    const sso = await browser.request(`${path}/sso`, { form: { email: 'finance@acme.example' } });
    expect(sso.status).toBe(303);
    const linkUrl = new URL(sso.headers.get('location') ?? '');
    expect(`${linkUrl.origin}${linkUrl.pathname}`).toBe(`${PORTAL_ORIGIN}/link-accounts`);
    const sessionToken = linkUrl.searchParams.get('session_token') ?? '';
    expect(linkUrl.searchParams.get('state')).toBe(path.split('/').pop());

    const stranger = await sandbox.tokenFor('admin@acme.example');
    expect((await call('GET', `/api/account-linking/?sessionToken=${sessionToken}`, stranger)).status).toBe(
      403,
    );
    const primary = await sandbox.tokenFor('finance@acme.example');
    expect((await call('GET', `/api/account-linking/?sessionToken=${sessionToken}`, primary)).body).toEqual({
      linkingUserEmail: 'finance@acme.example',
      linkingUserProvider: 'sandbox-sso',
      primaryUserProvider: 'password',
    });
    const linked = await call<{ continueUrl: string }>(
      'POST',
      `/api/account-linking/link?sessionToken=${sessionToken}`,
      primary,
      { sessionToken },
    );
    expect(linked.status).toBe(200);
    const { leftTo } = await browser.follow(await browser.request(linked.body.continueUrl));
    expect(leftTo?.pathname).toBe('/callback');
    expect(leftTo?.searchParams.get('code')).toBeTruthy();

    // The linked identity signs in directly next time.
    const next = await openInteraction({ connection: 'sandbox-sso' });
    const again = await next.browser.follow(
      await next.browser.request(`${next.path}/sso`, { form: { email: 'finance@acme.example' } }),
    );
    expect(again.leftTo?.pathname).toBe('/callback');
  });

  it('signs a new email in through SSO as a verified user without a company', async () => {
    const { browser, path } = await openInteraction({ connection: 'sandbox-sso' });
    const { leftTo } = await browser.follow(
      await browser.request(`${path}/sso`, { form: { email: 'sso-only@fresh.example' } }),
    );
    expect(leftTo?.pathname).toBe('/callback');
    const { rows } = await sandbox.sandbox.db.query<{ emailVerified: boolean }>(
      `SELECT email_verified AS "emailVerified" FROM users WHERE email = 'sso-only@fresh.example'`,
    );
    expect(rows[0]?.emailVerified).toBe(true);
  });
});
