import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClientToken, type ApiClientCredentials as Credentials } from '../../test-support/api-clients.js';
import { graphql } from '../../test-support/graphql.js';
import { connectSocket } from '../../test-support/realtime.js';
import { startGateway, startSandbox, type RunningSandbox } from '../../test-support/system.js';

// API clients end to end (docs/integrators.md): an admin creates one through the gateway, which registers it at the
// sandbox's identity provider (RFC 7591); the client's own token is then held to its role and its scopes.

const REGISTRATION_TOKEN = 'the-gateway-s-initial-access-token-0123456789';

const ROLES = /* GraphQL */ `
  {
    roles {
      id
      name
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create($input: CreateApiClientInput!) {
    createApiClient(input: $input) {
      client {
        id
        name
        clientId
        role {
          name
        }
        scopes
        status
        createdBy
      }
      clientId
      clientSecret
      tokenEndpoint
      audience
    }
  }
`;
const LIST = /* GraphQL */ `
  {
    apiClients {
      id
      name
      status
      lastUsedAt
    }
  }
`;
const OFFERS = /* GraphQL */ `
  {
    offers(page: 0, size: 5) {
      items {
        id
      }
    }
  }
`;

let sandbox: RunningSandbox;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string;
let salesRole: string;

beforeAll(async () => {
  sandbox = await startSandbox({ registrationToken: REGISTRATION_TOKEN });
  gateway = await startGateway({
    providerUrl: sandbox.url,
    issuer: sandbox.issuer,
    registrationToken: REGISTRATION_TOKEN,
  });
  ada = await sandbox.tokenFor('admin@acme.example');
  const roles = await graphql<{ roles: { id: string; name: string }[] }>(gateway.app, ROLES, {}, ada);
  salesRole = roles.data!.roles.find((role) => role.name === 'SALES_MANAGER')!.id;
});

afterAll(async () => {
  await gateway?.stop();
  await sandbox?.close();
});

async function create(token: string, name: string, scopes: string[]) {
  return graphql<{ createApiClient: Credentials }>(
    gateway.app,
    CREATE,
    { input: { name, roleId: salesRole, scopes } },
    token,
  );
}

describe('API clients through the gateway', () => {
  it('are created by an admin, registered at the identity provider, and their secret is answered once', async () => {
    const created = await create(ada, 'Billing sync', ['OFFERS_READ', 'REPORTS_READ']);
    expect(created.errors).toBeUndefined();
    const credentials = created.data!.createApiClient;
    expect(credentials).toMatchObject({
      client: {
        name: 'Billing sync',
        role: { name: 'SALES_MANAGER' },
        scopes: ['OFFERS_READ', 'REPORTS_READ'],
        status: 'ACTIVE',
        createdBy: 'Ada Admin',
      },
      tokenEndpoint: `${sandbox.issuer}/token`,
      audience: 'urn:seller-portal:gateway',
    });
    expect(credentials.client.clientId).toBe(credentials.clientId);
    expect(credentials.clientSecret.length).toBeGreaterThanOrEqual(32);
    const listed = await graphql<{ apiClients: { id: string }[] }>(gateway.app, LIST, {}, ada);
    expect(listed.data!.apiClients.map((client) => client.id)).toContain(credentials.client.id);
    // Its secret is nowhere in what the gateway answers afterwards.
    expect(JSON.stringify(listed)).not.toContain(credentials.clientSecret);
  });

  it('are an admin’s alone, per seller, with bad input in words', async () => {
    const sales = await sandbox.tokenFor('sales@acme.example');
    expect((await graphql(gateway.app, LIST, {}, sales)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await create(sales, 'Mine', ['OFFERS_READ'])).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await create(ada, ' ', []);
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        name: 'Enter a name that says which system uses this client.',
        scopes: 'Choose at least one scope.',
      },
    });
    const acme = (await create(ada, 'Acme only', ['OFFERS_READ'])).data!.createApiClient;
    const borealis = await sandbox.tokenFor('admin@borealis.example');
    const theirs = await graphql<{ apiClients: { id: string }[] }>(gateway.app, LIST, {}, borealis);
    expect(theirs.data!.apiClients.map((client) => client.id)).not.toContain(acme.client.id);
    const revoke = await graphql(
      gateway.app,
      'mutation ($id: ID!) { revokeApiClient(id: $id) { id } }',
      { id: acme.client.id },
      borealis,
    );
    expect(revoke.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('call the API as their role, within their scopes, and never see another seller', async () => {
    const credentials = (await create(ada, 'Reader', ['OFFERS_READ'])).data!.createApiClient;
    const token = await apiClientToken(credentials, 'offers:read');
    const theirs = await graphql<{ offers: { items: { id: string }[] } }>(gateway.app, OFFERS, {}, token);
    const adas = await graphql<{ offers: { items: { id: string }[] } }>(gateway.app, OFFERS, {}, ada);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.offers.items).toEqual(adas.data!.offers.items);
    const borealisOffers = await graphql<{ offers: { items: { id: string }[] } }>(
      gateway.app,
      OFFERS,
      {},
      await sandbox.tokenFor('admin@borealis.example'),
    );
    const acmeIds = new Set(theirs.data!.offers.items.map((offer) => offer.id));
    expect(borealisOffers.data!.offers.items.some((offer) => acmeIds.has(offer.id))).toBe(false);

    const team = await graphql(gateway.app, '{ team { items { id } } }', {}, token);
    expect(team.errors?.[0]).toMatchObject({
      message: 'This API client may not read the team: it needs the team:read scope.',
      extensions: { code: 'FORBIDDEN' },
    });
    const write = await graphql(
      gateway.app,
      'mutation ($id: ID!) { disableOffer(id: $id) { id } }',
      { id: theirs.data!.offers.items[0]!.id },
      token,
    );
    expect(write.errors?.[0]?.message).toBe(
      'This API client may not change offers: it needs the offers:write scope.',
    );
    // Nor may it make clients of its own without company:write, even through a fragment.
    const sneaky = await graphql(
      gateway.app,
      `mutation { ...M } fragment M on Mutation { createApiClient(input: { name: "x", roleId: "${salesRole}", scopes: [OFFERS_READ] }) { clientId } }`,
      {},
      token,
    );
    expect(sneaky.errors?.[0]?.message).toContain('company:write');
    const feed = await graphql(gateway.app, '{ notifications { items { id } } }', {}, token);
    expect(feed.errors?.[0]?.message).toBe('An API client may not do this: it is for people signed in.');
    // The file routes hold it to its scopes too, in the file routes' error shape.
    const files = await request(gateway.app)
      .get('/data-room/files/00000000-0000-0000-0000-000000000000/download')
      .set('authorization', `Bearer ${token}`);
    expect(files.status).toBe(403);
    expect(files.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This API client may not read the data room: it needs the dataroom:read scope.',
    });
    // And the socket, a person's notification feed, is not its.
    const socket = await connectSocket(gateway.url, token);
    socket.socket.close();
    expect(socket.error).not.toBeNull();
    const listed = await graphql<{ apiClients: { id: string; lastUsedAt: string | null }[] }>(
      gateway.app,
      LIST,
      {},
      ada,
    );
    expect(
      listed.data!.apiClients.find((client) => client.id === credentials.client.id)?.lastUsedAt,
    ).not.toBeNull();
  });

  it('rotated, refuse the old credentials’ next call; revoked, refuse every call and every token', async () => {
    const credentials = (await create(ada, 'Rotating', ['OFFERS_READ'])).data!.createApiClient;
    const oldToken = await apiClientToken(credentials, 'offers:read');
    expect((await graphql(gateway.app, OFFERS, {}, oldToken)).errors).toBeUndefined();
    const rotated = await graphql<{ rotateApiClientSecret: Credentials }>(
      gateway.app,
      'mutation ($id: ID!) { rotateApiClientSecret(id: $id) { clientId clientSecret tokenEndpoint audience client { id clientId status } } }',
      { id: credentials.client.id },
      ada,
    );
    const next = rotated.data!.rotateApiClientSecret;
    expect(next.clientId).not.toBe(credentials.clientId);
    expect(next.client).toMatchObject({
      id: credentials.client.id,
      clientId: next.clientId,
      status: 'ACTIVE',
    });
    expect((await graphql(gateway.app, OFFERS, {}, oldToken)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    await expect(apiClientToken(credentials, 'offers:read')).rejects.toThrow('invalid_client');
    const newToken = await apiClientToken(next, 'offers:read');
    expect((await graphql(gateway.app, OFFERS, {}, newToken)).errors).toBeUndefined();

    const revoked = await graphql<{ revokeApiClient: { status: string } }>(
      gateway.app,
      'mutation ($id: ID!) { revokeApiClient(id: $id) { status revokedAt } }',
      { id: credentials.client.id },
      ada,
    );
    expect(revoked.data!.revokeApiClient.status).toBe('REVOKED');
    expect((await graphql(gateway.app, OFFERS, {}, newToken)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    await expect(apiClientToken(next, 'offers:read')).rejects.toThrow('invalid_client');
  });
});
