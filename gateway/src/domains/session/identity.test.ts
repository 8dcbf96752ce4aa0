import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test-support/graphql.js';
import {
  startRecordingProxy,
  startGateway,
  startSandbox,
  type RunningSandbox,
} from '../../test-support/system.js';

let sandbox: RunningSandbox;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  sandbox = await startSandbox();
  gateway = await startGateway({
    providerUrl: sandbox.url,
    issuer: sandbox.issuer,
    browserConfig: { oidcClientId: 'seller-portal', oidcScope: 'openid' },
  });
});

afterAll(async () => {
  await gateway?.stop();
  await sandbox?.close();
});

/** A new, unverified user without a company (password `demo`, as if they had just signed up). */
async function newUser(email: string): Promise<string> {
  await sandbox.sandbox.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_verified)
     SELECT $1, password_hash, '', '', false FROM users WHERE email = 'nora@newcomer.example'`,
    [email],
  );
  return sandbox.tokenFor(email);
}

async function latestCode(email: string): Promise<string> {
  const answer = await fetch(`${sandbox.url}/sandbox/outbox.json?to=${encodeURIComponent(email)}`);
  const emails = (await answer.json()) as { code: string }[];
  return emails[0]!.code;
}

const SEND = 'mutation { sendVerificationEmail { id } }';
const VERIFY = 'mutation Verify($code: String!) { verifyEmail(code: $code) }';
const REGISTER = `mutation Register($input: RegistrationInput!) {
  registerOrganization(input: $input) { organizationId sellerName }
}`;

describe('email verification', () => {
  it('sends a link, refuses a wrong code with the 400 text, and verifies with the emailed code', async () => {
    const token = await newUser('vera@verify.example');
    const sent = await graphql<{ sendVerificationEmail: { id: string } }>(gateway.app, SEND, {}, token);
    expect(sent.errors).toBeUndefined();
    const active = await graphql<{ emailVerificationActiveLink: { id: string } | null }>(
      gateway.app,
      '{ emailVerificationActiveLink { id } }',
      {},
      token,
    );
    expect(active.data?.emailVerificationActiveLink?.id).toBe(sent.data?.sendVerificationEmail.id);

    const wrong = await graphql(gateway.app, VERIFY, { code: 'wrong' }, token);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.message).toBe('This link is no longer active/valid');

    const code = await latestCode('vera@verify.example');
    expect((await graphql(gateway.app, VERIFY, { code }, token)).data).toEqual({ verifyEmail: true });
    const session = await graphql<{ session: { emailVerified: boolean } }>(
      gateway.app,
      '{ session { emailVerified } }',
      {},
      token,
    );
    expect(session.data?.session.emailVerified).toBe(true);
    const reused = await graphql(gateway.app, VERIFY, { code }, token);
    expect(reused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const none = await graphql<{ emailVerificationActiveLink: null }>(
      gateway.app,
      '{ emailVerificationActiveLink { id } }',
      {},
      token,
    );
    expect(none.data?.emailVerificationActiveLink).toBeNull();
  });
});

describe('registration', () => {
  it('refuses blank names in the gateway, with the spec messages, before any provider call', async () => {
    const token = await newUser('bianca@blank.example');
    const proxy = await startRecordingProxy(sandbox.url);
    const viaProxy = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
    try {
      const answer = await graphql(
        viaProxy.app,
        REGISTER,
        { input: { userFirstName: '  ', userLastName: '', sellerName: ' ' } },
        token,
      );
      expect(answer.errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          userFirstName: 'First name is required',
          userLastName: 'Last name is required',
          sellerName: 'Company name is required',
        },
      });
      expect(proxy.count).toBe(0);
    } finally {
      await viaProxy.stop();
      await proxy.close();
    }
  });

  it('creates an onboarding company owned by the verified user', async () => {
    const token = await newUser('reg@registered.example');
    await graphql(gateway.app, SEND, {}, token);
    await graphql(gateway.app, VERIFY, { code: await latestCode('reg@registered.example') }, token);
    const answer = await graphql<{ registerOrganization: { sellerName: string } }>(
      gateway.app,
      REGISTER,
      {
        input: {
          userFirstName: ' Reg ',
          userLastName: 'Istered',
          sellerName: ' Registered Inc ',
          userTitle: '',
        },
      },
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.registerOrganization.sellerName).toBe('Registered Inc');
    const fresh = await sandbox.tokenFor('reg@registered.example');
    const shell = await graphql<{ organization: { isOnboarding: boolean; dashboardLink: string } }>(
      gateway.app,
      '{ organization { isOnboarding dashboardLink } viewer { isOrganizationOwner isInvitePending } }',
      {},
      fresh,
    );
    expect(shell.data).toEqual({
      organization: { isOnboarding: true, dashboardLink: '/org/onboarding' },
      viewer: { isOrganizationOwner: true, isInvitePending: false },
    });
  });

  it('creates a join request for a colleague whose email domain already has a company', async () => {
    const token = await newUser('jo@acme.example');
    await graphql(gateway.app, SEND, {}, token);
    await graphql(gateway.app, VERIFY, { code: await latestCode('jo@acme.example') }, token);
    const created = await graphql<{ createJoinRequest: { status: string } }>(
      gateway.app,
      'mutation { createJoinRequest { id status } }',
      {},
      token,
    );
    expect(created.data?.createJoinRequest.status).toBe('PENDING');
    const again = await graphql(gateway.app, 'mutation { createJoinRequest { id } }', {}, token);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('maintenance mode in /config.json', () => {
  it('follows the provider setting, read on every load', async () => {
    const before = await request(gateway.app).get('/config.json');
    expect(before.body.sellerAppIsInMaintenanceMode).toBe(false);
    await fetch(`${sandbox.url}/sandbox/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sellerAppIsInMaintenanceMode: true }),
    });
    const after = await request(gateway.app).get('/config.json');
    expect(after.body).toMatchObject({ sellerAppIsInMaintenanceMode: true, graphqlPath: '/graphql' });
  });
});
