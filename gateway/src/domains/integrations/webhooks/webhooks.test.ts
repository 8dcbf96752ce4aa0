import { demoOfferId, startReceiver, until } from '@seller-portal/provider-sandbox/testing';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClientToken, createApiClient } from '../../../test-support/api-clients.js';
import { graphql } from '../../../test-support/graphql.js';
import { startGateway, startSandbox, type RunningSandbox } from '../../../test-support/system.js';

// The seller's webhook endpoints end to end (docs/integrators.md, Webhooks): an admin registers a receiver through
// the gateway, a change made through the gateway reaches it signed per Standard Webhooks, and the log shows it.

const REGISTRATION_TOKEN = 'the-gateway-s-initial-access-token-0123456789';

const ENDPOINT_FIELDS = /* GraphQL */ `
  id
  url
  description
  events
  status
  disabledReason
  createdBy
  lastDelivery {
    messageId
    type
    status
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint { ${ENDPOINT_FIELDS} }
      secret
    }
  }
`;
const DELIVERIES = /* GraphQL */ `
  query Deliveries($id: ID!) {
    webhookEndpoint(id: $id) {
      id
      deliveries(page: 0, size: 5) {
        items {
          id
          messageId
          type
          status
          payload
          attempts {
            attempt
            statusCode
          }
        }
        pageInfo {
          totalElements
          hasNextPage
        }
      }
    }
  }
`;

interface Endpoint {
  id: string;
  url: string;
  events: string[];
  status: string;
  createdBy: string | null;
  lastDelivery: { messageId: string; type: string; status: string } | null;
}

let sandbox: RunningSandbox;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let ada: string;

beforeAll(async () => {
  receiver = await startReceiver();
  sandbox = await startSandbox({
    registrationToken: REGISTRATION_TOKEN,
    webhookEndpoints: { allowLocal: true, pollMs: 25 },
  });
  gateway = await startGateway({
    providerUrl: sandbox.url,
    issuer: sandbox.issuer,
    registrationToken: REGISTRATION_TOKEN,
  });
  ada = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await gateway?.stop();
  await sandbox?.close();
  await receiver?.close();
});

const create = (token: string, input: Record<string, unknown>) =>
  graphql<{ createWebhookEndpoint: { endpoint: Endpoint; secret: string } }>(
    gateway.app,
    CREATE,
    { input },
    token,
  );

describe('webhook endpoints through the gateway', () => {
  it('deliver what a colleague does in the portal, signed, and log it', async () => {
    const created = await create(ada, {
      url: `${receiver.origin}/portal`,
      description: 'Billing sync',
      events: ['OFFER_STAGE_CHANGED', 'PAYMENT_FAILED'],
    });
    expect(created.errors).toBeUndefined();
    const { endpoint, secret } = created.data!.createWebhookEndpoint;
    expect(endpoint).toMatchObject({
      url: `${receiver.origin}/portal`,
      events: ['OFFER_STAGE_CHANGED', 'PAYMENT_FAILED'],
      status: 'ENABLED',
      createdBy: 'Ada Admin',
      lastDelivery: null,
    });

    // A colleague disables an offer in the portal: the endpoint hears of it.
    const offerId = demoOfferId('acme', 'granite-ready');
    const disabled = await graphql(
      gateway.app,
      'mutation ($id: ID!) { disableOffer(id: $id) { id } }',
      { id: offerId },
      ada,
    );
    expect(disabled.errors).toBeUndefined();
    const request = await until(
      () => receiver.received.find((candidate) => candidate.body.includes(offerId)),
      'the offer event',
    );
    const payload = new Webhook(secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    });
    expect(payload).toMatchObject({ type: 'offer.stage_changed', data: { offerId, stage: 'DISABLED' } });

    const log = await until(async () => {
      const answer = await graphql<{
        webhookEndpoint: {
          deliveries: {
            items: {
              messageId: string;
              status: string;
              payload: string;
              attempts: { statusCode: number }[];
            }[];
            pageInfo: { totalElements: number };
          };
        };
      }>(gateway.app, DELIVERIES, { id: endpoint.id }, ada);
      const [last] = answer.data?.webhookEndpoint.deliveries.items ?? [];
      return last?.status === 'DELIVERED' ? answer.data!.webhookEndpoint.deliveries : undefined;
    }, 'the delivery log');
    expect(log.items[0]).toMatchObject({
      messageId: request.headers['webhook-id'],
      payload: request.body,
      attempts: [{ statusCode: 200 }],
    });
    expect(log.pageInfo.totalElements).toBe(1);

    // Event types are described for integrators, each with its payload's JSON Schema.
    const types = await graphql<{ webhookEventTypes: { event: string; type: string; schema: string }[] }>(
      gateway.app,
      '{ webhookEventTypes { event type version schema } }',
      {},
      ada,
    );
    const stageChanged = types.data!.webhookEventTypes.find((type) => type.event === 'OFFER_STAGE_CHANGED')!;
    expect(stageChanged.type).toBe('offer.stage_changed');
    expect(JSON.parse(stageChanged.schema)).toMatchObject({
      properties: { data: { required: expect.arrayContaining(['offerId', 'stage']) } },
    });
  });

  it('are an admin’s alone, per seller, with bad input in words, and held to an API client’s scopes', async () => {
    const sales = await sandbox.tokenFor('sales@acme.example');
    expect(
      (await graphql(gateway.app, '{ webhookEndpoints { id } }', {}, sales)).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const bad = await create(ada, { url: 'hooks.example.com', events: [] });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        url: 'Enter a full web address, such as https://example.com/webhooks.',
        events: 'Choose at least one event.',
      },
    });
    const acme = (await create(ada, { url: `${receiver.origin}/acme`, events: ['ADVANCE_PAID'] })).data!
      .createWebhookEndpoint.endpoint;
    const borealis = await sandbox.tokenFor('admin@borealis.example');
    const theirs = await graphql<{ webhookEndpoints: { id: string }[] }>(
      gateway.app,
      '{ webhookEndpoints { id } }',
      {},
      borealis,
    );
    expect(theirs.data!.webhookEndpoints).toEqual([]);
    for (const mutation of [
      'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }',
      'mutation ($id: ID!) { rotateWebhookEndpointSecret(id: $id) { secret } }',
      'mutation ($id: ID!) { sendTestWebhook(endpointId: $id) { id } }',
    ])
      expect(
        (await graphql(gateway.app, mutation, { id: acme.id }, borealis)).errors?.[0]?.extensions?.code,
      ).toBe('NOT_FOUND');

    // An admin-role API client reads endpoints with company:read, and changes them only with company:write.
    const reader = await createApiClient(gateway.app, ada, 'Reader', ['COMPANY_READ'], 'ADMIN');
    const readToken = await apiClientToken(reader, 'company:read');
    const read = await graphql<{ webhookEndpoints: { id: string }[] }>(
      gateway.app,
      '{ webhookEndpoints { id } }',
      {},
      readToken,
    );
    expect(read.data?.webhookEndpoints.map((endpoint) => endpoint.id)).toContain(acme.id);
    const refused = await create(readToken, { url: `${receiver.origin}/client`, events: ['ADVANCE_PAID'] });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const writer = await createApiClient(
      gateway.app,
      ada,
      'Writer',
      ['COMPANY_READ', 'COMPANY_WRITE'],
      'ADMIN',
    );
    const writeToken = await apiClientToken(writer, 'company:read company:write');
    expect(
      (await create(writeToken, { url: `${receiver.origin}/client`, events: ['ADVANCE_PAID'] })).errors,
    ).toBeUndefined();
  });

  it('disable, enable, rotate with overlap, send a test and redeliver', async () => {
    const { endpoint, secret } = (
      await create(ada, { url: `${receiver.origin}/ops`, events: ['EXPORT_COMPLETED'] })
    ).data!.createWebhookEndpoint;
    const off = await graphql<{ disableWebhookEndpoint: Endpoint & { disabledReason: string } }>(
      gateway.app,
      `mutation ($id: ID!) { disableWebhookEndpoint(id: $id) { ${ENDPOINT_FIELDS} } }`,
      { id: endpoint.id },
      ada,
    );
    expect(off.data!.disableWebhookEndpoint).toMatchObject({
      status: 'DISABLED',
      disabledReason: 'Disabled by Ada Admin.',
    });
    const refused = await graphql(
      gateway.app,
      'mutation ($id: ID!) { sendTestWebhook(endpointId: $id) { id } }',
      { id: endpoint.id },
      ada,
    );
    expect(refused.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([
      ['CONFLICT', 'Enable the endpoint first.'],
    ]);
    await graphql(
      gateway.app,
      'mutation ($id: ID!) { enableWebhookEndpoint(id: $id) { id } }',
      { id: endpoint.id },
      ada,
    );
    const rotated = await graphql<{
      rotateWebhookEndpointSecret: { secret: string; endpoint: { previousSecretExpiresAt: string } };
    }>(
      gateway.app,
      'mutation ($id: ID!) { rotateWebhookEndpointSecret(id: $id) { secret endpoint { previousSecretExpiresAt } } }',
      { id: endpoint.id },
      ada,
    );
    const next = rotated.data!.rotateWebhookEndpointSecret;
    expect(next.secret).not.toBe(secret);
    expect(next.endpoint.previousSecretExpiresAt).not.toBeNull();
    const test = await graphql<{ sendTestWebhook: { id: string; messageId: string; type: string } }>(
      gateway.app,
      'mutation ($id: ID!) { sendTestWebhook(endpointId: $id) { id messageId type } }',
      { id: endpoint.id },
      ada,
    );
    const sent = test.data!.sendTestWebhook;
    expect(sent.type).toBe('webhook.test');
    const request = await until(
      () => receiver.received.find((candidate) => candidate.headers['webhook-id'] === sent.messageId),
      'the test event',
    );
    // Both secrets verify it during the overlap.
    for (const key of [secret, next.secret])
      expect(() =>
        new Webhook(key).verify(request.body, {
          'webhook-id': sent.messageId,
          'webhook-timestamp': String(request.headers['webhook-timestamp']),
          'webhook-signature': String(request.headers['webhook-signature']),
        }),
      ).not.toThrow();
    await until(async () => {
      const answer = await graphql<{ webhookEndpoint: { lastDelivery: { status: string } | null } }>(
        gateway.app,
        'query ($id: ID!) { webhookEndpoint(id: $id) { lastDelivery { status } } }',
        { id: endpoint.id },
        ada,
      );
      return answer.data?.webhookEndpoint.lastDelivery?.status === 'DELIVERED' ? true : undefined;
    }, 'the test delivery');
    const again = await graphql<{ redeliverWebhook: { status: string } }>(
      gateway.app,
      'mutation ($e: ID!, $d: ID!) { redeliverWebhook(endpointId: $e, deliveryId: $d) { status } }',
      { e: endpoint.id, d: sent.id },
      ada,
    );
    expect(again.data!.redeliverWebhook.status).toBe('PENDING');
    await until(
      () =>
        receiver.received.filter((candidate) => candidate.headers['webhook-id'] === sent.messageId).length ===
        2
          ? true
          : undefined,
      'the redelivery',
    );
    const deleted = await graphql<{ deleteWebhookEndpoint: string }>(
      gateway.app,
      'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }',
      { id: endpoint.id },
      ada,
    );
    expect(deleted.data!.deleteWebhookEndpoint).toBe(endpoint.id);
  });

  it('two admins editing one endpoint at once: each keeps their change, and a clash is refused in words', async () => {
    // Evan becomes an admin too, as an owner would make him.
    await sandbox.sandbox.db.query(
      `INSERT INTO user_roles (user_id, role_id)
       SELECT u.id, r.id FROM users u, roles r WHERE u.email = 'exec@acme.example' AND r.name = 'ADMIN'
       ON CONFLICT DO NOTHING`,
    );
    const evan = await sandbox.tokenFor('exec@acme.example');
    const { endpoint } = (
      await create(ada, { url: `${receiver.origin}/shared`, description: 'Orders', events: ['ADVANCE_PAID'] })
    ).data!.createWebhookEndpoint;
    const opened = { url: endpoint.url, description: 'Orders', events: ['ADVANCE_PAID'] };
    const save = (token: string, input: Record<string, unknown>) =>
      graphql<{ updateWebhookEndpoint: { url: string; description: string; events: string[] } }>(
        gateway.app,
        `
          mutation ($id: ID!, $input: WebhookEndpointInput!, $loaded: WebhookEndpointInput) {
            updateWebhookEndpoint(id: $id, input: $input, loaded: $loaded) {
              url
              description
              events
            }
          }
        `,
        { id: endpoint.id, input, loaded: opened },
        token,
      );
    // Both opened the form on the same endpoint; Ada changes the events, Evan the description: both stay.
    const ada1 = await save(ada, { ...opened, events: ['ADVANCE_PAID', 'PAYMENT_FAILED'] });
    expect(ada1.errors).toBeUndefined();
    const evan1 = await save(evan, { ...opened, description: 'Orders and advances' });
    expect(evan1.errors).toBeUndefined();
    expect(evan1.data!.updateWebhookEndpoint).toEqual({
      url: endpoint.url,
      description: 'Orders and advances',
      events: ['ADVANCE_PAID', 'PAYMENT_FAILED'],
    });
    // Evan, on the form he opened before Ada's change, changes the events too: refused, naming the field.
    const clash = await save(evan, { ...opened, events: ['OFFER_STAGE_CHANGED'] });
    expect(clash.errors?.[0]).toMatchObject({
      message:
        'Someone else saved changes to this form after you opened it. Reload it to see their changes; what you typed stays until you do.',
      extensions: {
        code: 'CONFLICT',
        fieldErrors: { events: 'Someone else changed this after you opened the form.' },
      },
    });
    const stored = await graphql<{ webhookEndpoint: { events: string[] } }>(
      gateway.app,
      'query ($id: ID!) { webhookEndpoint(id: $id) { events } }',
      { id: endpoint.id },
      ada,
    );
    expect(stored.data!.webhookEndpoint.events).toEqual(['ADVANCE_PAID', 'PAYMENT_FAILED']);
  });
});
