import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../core/seed/ids.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { apiClient, type ApiClientAnswer } from './contract.js';

const REGISTRATION_TOKEN = 'initial-access-token-of-the-gateway-0123456789';
const SALES_MANAGER = stableUuid('role:SALES_MANAGER');

let sandbox: RunningSandbox;
let acmeAdmin: string;

beforeAll(async () => {
  sandbox = await startSandbox({ registrationToken: REGISTRATION_TOKEN });
  acmeAdmin = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await sandbox?.close();
});

const call = <T>(path: string, token: string, method = 'GET', body?: unknown) =>
  sandbox.api<T>(`/api${path}`, { token, method, body });

interface Registration {
  client_id: string;
  client_secret: string;
  registration_access_token: string;
  registration_client_uri: string;
}

/** What the gateway does: registers at the identity provider (RFC 7591), then binds the registration. */
async function register(id: string, scope: string, initialAccessToken = REGISTRATION_TOKEN) {
  const response = await fetch(`${sandbox.issuer}/reg`, {
    method: 'POST',
    headers: { authorization: `Bearer ${initialAccessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: 'Billing sync',
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
      token_endpoint_auth_method: 'client_secret_basic',
      scope,
    }),
  });
  if (response.status !== 201) return { status: response.status, registration: undefined };
  const registration = (await response.json()) as Registration;
  const bound = await call<ApiClientAnswer>(`/v1/api-clients/${id}/registration`, acmeAdmin, 'PUT', {
    clientId: registration.client_id,
    registrationAccessToken: registration.registration_access_token,
  });
  expect(bound.status).toBe(200);
  return { status: 201, registration };
}

async function clientToken({ client_id, client_secret }: Registration, scope: string) {
  const response = await fetch(`${sandbox.issuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client_id}:${client_secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope,
      resource: 'urn:seller-portal:gateway',
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function create(name: string, scopes: string[], roleId = SALES_MANAGER) {
  const created = await call<ApiClientAnswer>('/v1/api-clients', acmeAdmin, 'POST', { name, roleId, scopes });
  expect(created.status).toBe(201);
  return created.body;
}

describe('API clients', () => {
  it('are created by an admin as members that act with one role and are not on the team', async () => {
    const client = await create('Billing sync', ['offers:read', 'offers:write']);
    expect(apiClient.strict().parse(client)).toEqual(client);
    expect(client).toMatchObject({
      name: 'Billing sync',
      clientId: null,
      role: { name: 'SALES_MANAGER' },
      scopes: ['offers:read', 'offers:write'],
      status: 'ACTIVE',
      createdByName: 'Ada Admin',
      lastUsedAt: null,
    });
    const listed = await call<ApiClientAnswer[]>('/v1/api-clients', acmeAdmin);
    expect(listed.body.map((row) => row.id)).toContain(client.id);
    const team = await call<{ content: { id: string }[] }>('/v1/teams/current?page=0&size=100', acmeAdmin);
    expect(team.body.content.map((member) => member.id)).not.toContain(client.id);
    // Nor can the team's actions reach it: its member is not a colleague.
    expect((await call(`/v1/users/${client.id}`, acmeAdmin)).status).toBe(404);
  });

  it('are refused to non-admins, across sellers, and with bad input in words', async () => {
    const sales = await sandbox.tokenFor('sales@acme.example');
    expect((await call('/v1/api-clients', sales)).status).toBe(403);
    expect(
      (
        await call('/v1/api-clients', sales, 'POST', {
          name: 'x',
          roleId: SALES_MANAGER,
          scopes: ['offers:read'],
        })
      ).status,
    ).toBe(403);
    const client = await create('Acme only', ['offers:read']);
    const borealis = await sandbox.tokenFor('admin@borealis.example');
    expect(
      (await call<ApiClientAnswer[]>('/v1/api-clients', borealis)).body.map((row) => row.id),
    ).not.toContain(client.id);
    expect((await call(`/v1/api-clients/${client.id}/registration`, borealis)).status).toBe(404);
    expect((await call(`/v1/api-clients/${client.id}`, borealis, 'DELETE')).status).toBe(404);
    const bad = await call<{ fieldErrors: { field: string; message: string }[] }>(
      '/v1/api-clients',
      acmeAdmin,
      'POST',
      { name: ' ', roleId: 'nope', scopes: ['offers:delete'] },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual([
      { field: 'name', message: 'Enter a name that says which system uses this client.' },
      { field: 'roleId', message: 'Choose the role the client acts as.' },
      { field: 'scopes', message: expect.stringContaining('offers:read') },
    ]);
  });

  it('are registered only with the initial access token, and get tokens carrying their seller, member and scopes', async () => {
    const client = await create('Reporting', ['offers:read', 'reports:read']);
    expect((await register(client.id, 'offers:read', 'a-guess-at-the-initial-access-token')).status).toBe(
      401,
    );
    const { registration } = await register(client.id, 'offers:read reports:read');
    // The identity provider keeps the secret's hash only; the secret itself was in the registration's answer.
    const { rows } = await sandbox.sandbox.db.query<{ payload: { client_secret: string } }>(
      `SELECT payload FROM oidc_models WHERE type = 'Client' AND id = $1`,
      [registration!.client_id],
    );
    expect(rows[0]!.payload.client_secret).toMatch(/^sha256:[\w-]{43}$/);
    expect(JSON.stringify(rows[0]!.payload)).not.toContain(registration!.client_secret);
    expect(
      (await clientToken({ ...registration!, client_secret: 'a-wrong-secret' }, 'offers:read')).status,
    ).toBe(401);
    const token = await clientToken(registration!, 'offers:read');
    expect(token.status).toBe(200);
    const claims = decodeJwt(token.body.access_token!);
    expect(claims).toMatchObject({
      org_id: stableUuid('seller:acme'),
      user_id: client.id,
      client_id: registration!.client_id,
      scope: 'offers:read',
      aud: 'urn:seller-portal:gateway',
    });
    // It calls the provider as a sales manager of Acme.
    const offers = await call<{ content: unknown[] }>('/v1/offers?page=0&size=5', token.body.access_token!);
    expect(offers.status).toBe(200);
    expect(offers.body.content.length).toBeGreaterThan(0);
    // A scope it was not registered with is refused.
    expect((await clientToken(registration!, 'team:write')).body.error).toBe('invalid_scope');
    const listed = await call<ApiClientAnswer[]>('/v1/api-clients', acmeAdmin);
    expect(listed.body.find((row) => row.id === client.id)?.lastUsedAt).toEqual(expect.any(String));
  });

  it('rotated, refuse the old client ID’s token at once; revoked, refuse every call and every new token', async () => {
    const client = await create('Rotating', ['offers:read']);
    const first = (await register(client.id, 'offers:read')).registration!;
    const oldToken = (await clientToken(first, 'offers:read')).body.access_token!;
    expect((await call('/v1/offers?page=0&size=1', oldToken)).status).toBe(200);
    const second = (await register(client.id, 'offers:read')).registration!;
    expect((await call('/v1/offers?page=0&size=1', oldToken)).status).toBe(401);
    // The old registration is no API client's any more: it gets no token.
    expect((await clientToken(first, 'offers:read')).body.error).toBe('invalid_client');
    const newToken = (await clientToken(second, 'offers:read')).body.access_token!;
    expect((await call('/v1/offers?page=0&size=1', newToken)).status).toBe(200);

    const revoked = await call<ApiClientAnswer>(`/v1/api-clients/${client.id}`, acmeAdmin, 'DELETE');
    expect(revoked.body).toMatchObject({ status: 'REVOKED', revokedAt: expect.any(String) });
    expect((await call('/v1/offers?page=0&size=1', newToken)).status).toBe(401);
    expect((await clientToken(second, 'offers:read')).body.error).toBe('invalid_client');
    expect(
      (
        await call(`/v1/api-clients/${client.id}/registration`, acmeAdmin, 'PUT', {
          clientId: 'x',
          registrationAccessToken: 'y',
        })
      ).status,
    ).toBe(409);
  });
});
