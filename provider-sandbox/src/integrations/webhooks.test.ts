import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, control } from '../offers/offers-test-support.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { startReceiver, until } from '../testing/receiver.js';
import { refusedAddress } from './endpoint-delivery.js';
import {
  webhookDelivery,
  webhookEndpoint,
  type WebhookDeliveryAnswer,
  type WebhookEndpointAnswer,
} from './webhook-contract.js';

let sandbox: RunningSandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let ada: string;
let finance: string;
let borealis: string;

beforeAll(async () => {
  receiver = await startReceiver();
  sandbox = await startSandbox({
    // A developer's receiver on this machine, and retries in milliseconds instead of hours.
    webhookEndpoints: { allowLocal: true, retryDelaysMs: [30, 30], disableAfterFailures: 5, pollMs: 25 },
  });
  ada = await sandbox.tokenFor('admin@acme.example');
  finance = await sandbox.tokenFor('finance@acme.example');
  borealis = await sandbox.tokenFor('admin@borealis.example');
});

afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
});

const call = <T>(token: string, method: string, path: string, body?: unknown) =>
  sandbox.api<T>(`/api${path}`, { token, method, body });

const create = (token: string, path: string, eventTypes: string[]) =>
  call<{ endpoint: WebhookEndpointAnswer; secret: string }>(token, 'POST', '/v1/webhook-endpoints', {
    url: `${receiver.origin}${path}`,
    description: 'Billing sync',
    eventTypes,
  });

const deliveriesOf = async (endpointId: string) =>
  (
    await call<{ content: WebhookDeliveryAnswer[] }>(
      ada,
      'GET',
      `/v1/webhook-endpoints/${endpointId}/deliveries`,
    )
  ).body.content;

describe("a seller's webhook endpoints", () => {
  it('delivers a real offer event, signed per Standard Webhooks with the secret shown once', async () => {
    const made = await create(ada, '/offers', ['offer.stage_changed']);
    expect(made.status).toBe(201);
    expect(webhookEndpoint.parse(made.body.endpoint)).toMatchObject({
      status: 'ENABLED',
      createdByName: expect.any(String),
    });
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await call<WebhookEndpointAnswer[]>(ada, 'GET', '/v1/webhook-endpoints');
    expect(JSON.stringify(listed.body)).not.toContain(made.body.secret.slice(6));

    const offerId = ACME('silverline-ready');
    expect((await control(sandbox, `/offers/${offerId}/customer/view`, {})).status).toBe(200);
    const delivery = await until(
      () => receiver.received.find((request) => request.body.includes(offerId)),
      'the offer event',
    );
    // The official verifier accepts it: the id, the timestamp and the signature over both and the exact body.
    const payload = new Webhook(made.body.secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    });
    expect(payload).toMatchObject({
      type: 'offer.stage_changed',
      version: 1,
      data: {
        offerId,
        previousStage: 'READY',
        stage: 'CUSTOMER_PENDING',
        stageLabel: 'Customer Pending',
        customerName: expect.any(String),
      },
    });
    // The log shows the event as delivered, with the answer, and the same webhook-id.
    const logged = await until(async () => {
      const [last] = await deliveriesOf(made.body.endpoint.id);
      return last?.status === 'DELIVERED' ? last : undefined;
    }, 'the delivery log');
    expect(webhookDelivery.parse(logged)).toMatchObject({
      eventId: delivery.headers['webhook-id'],
      payload: delivery.body,
      attempts: [expect.objectContaining({ attempt: 1, statusCode: 200 })],
    });
  });

  it('retries with backoff, disables after repeated failure, and an admin re-enables and redelivers', async () => {
    receiver.answer('/failing', 500);
    const made = await create(ada, '/failing', ['payment.failed']);
    const endpointId = made.body.endpoint.id;
    const test = await call<WebhookDeliveryAnswer>(ada, 'POST', `/v1/webhook-endpoints/${endpointId}/test`);
    expect(test.status).toBe(201);
    // One try and two retries, then the delivery is given up.
    const failed = await until(async () => {
      const [last] = await deliveriesOf(endpointId);
      return last?.status === 'FAILED' ? last : undefined;
    }, 'the delivery to fail');
    expect(
      failed.attempts.map((attempt) => [attempt.attempt, attempt.statusCode, attempt.responseBody]),
    ).toEqual([
      [1, 500, 'receiver said no'],
      [2, 500, 'receiver said no'],
      [3, 500, 'receiver said no'],
    ]);
    // A second failing event passes the limit of five failures in a row: the endpoint is disabled, in words.
    await call(ada, 'POST', `/v1/webhook-endpoints/${endpointId}/test`);
    const disabled = await until(async () => {
      const endpoint = (await call<WebhookEndpointAnswer>(ada, 'GET', `/v1/webhook-endpoints/${endpointId}`))
        .body;
      return endpoint.status === 'DISABLED' ? endpoint : undefined;
    }, 'the endpoint to be disabled');
    expect(disabled.disabledReason).toBe('Disabled after 5 failed attempts in a row (the last: HTTP 500).');
    expect(
      (await call(ada, 'POST', `/v1/webhook-endpoints/${endpointId}/deliveries/${failed.id}/redeliver`))
        .status,
    ).toBe(409);

    // Fixed and enabled: what waited goes at once, and the failed event is delivered again with its webhook-id.
    receiver.answer('/failing', 200);
    const enabled = await call<WebhookEndpointAnswer>(
      ada,
      'POST',
      `/v1/webhook-endpoints/${endpointId}/enable`,
    );
    expect(enabled.body).toMatchObject({ status: 'ENABLED', disabledReason: null, consecutiveFailures: 0 });
    const again = await call<WebhookDeliveryAnswer>(
      ada,
      'POST',
      `/v1/webhook-endpoints/${endpointId}/deliveries/${failed.id}/redeliver`,
    );
    expect(again.body.status).toBe('PENDING');
    const redelivered = await until(async () => {
      const row = (await deliveriesOf(endpointId)).find((delivery) => delivery.id === failed.id);
      return row?.status === 'DELIVERED' ? row : undefined;
    }, 'the redelivery');
    expect(redelivered.attempts.at(-1)).toMatchObject({ attempt: 4, statusCode: 200 });
    expect(
      receiver.received.filter((request) => request.headers['webhook-id'] === failed.eventId),
    ).toHaveLength(4);
  });

  it('signs with the new and the previous secret for the overlap after a rotation', async () => {
    const made = await create(ada, '/rotated', ['advance.paid']);
    const rotated = await call<{ endpoint: WebhookEndpointAnswer; secret: string }>(
      ada,
      'POST',
      `/v1/webhook-endpoints/${made.body.endpoint.id}/rotate-secret`,
    );
    expect(rotated.body.secret).not.toBe(made.body.secret);
    expect(Date.parse(rotated.body.endpoint.previousSecretExpiresAt!) - Date.now()).toBeGreaterThan(
      23 * 3_600_000,
    );
    await call(ada, 'POST', `/v1/webhook-endpoints/${made.body.endpoint.id}/test`);
    const delivery = await until(
      () => receiver.received.find((request) => request.body.includes(made.body.endpoint.id)),
      'the test event',
    );
    expect(String(delivery.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [made.body.secret, rotated.body.secret])
      expect(
        new Webhook(secret).verify(delivery.body, {
          'webhook-id': String(delivery.headers['webhook-id']),
          'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
          'webhook-signature': String(delivery.headers['webhook-signature']),
        }),
      ).toMatchObject({ type: 'webhook.test' });
  });

  it('is for admins of the seller only, and refuses what it cannot deliver to in words', async () => {
    const made = await create(ada, '/private', ['export.completed']);
    expect((await call(finance, 'GET', '/v1/webhook-endpoints')).status).toBe(403);
    // No token, or one the identity provider never signed, is refused before anything is read.
    for (const token of ['', 'not-a-jwt', `${ada.slice(0, -8)}AAAAAAAA`])
      expect((await call(token, 'GET', `/v1/webhook-endpoints/${made.body.endpoint.id}`)).status).toBe(401);
    expect((await create(finance, '/x', ['export.completed'])).status).toBe(403);
    // Another seller's admin neither sees nor touches Acme's endpoint.
    expect((await call<unknown[]>(borealis, 'GET', '/v1/webhook-endpoints')).body).toEqual([]);
    for (const [method, path] of [
      ['GET', ''],
      ['DELETE', ''],
      ['POST', '/rotate-secret'],
      ['POST', '/test'],
      ['GET', '/deliveries'],
    ] as const)
      expect(
        (await call(borealis, method, `/v1/webhook-endpoints/${made.body.endpoint.id}${path}`)).status,
      ).toBe(404);

    const bad = await call<{ fieldErrors: { field: string; message: string }[] }>(
      ada,
      'POST',
      '/v1/webhook-endpoints',
      {
        url: 'ftp://files.example.com/in',
        eventTypes: [],
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual([
      { field: 'url', message: 'Use an HTTPS address.' },
      { field: 'eventTypes', message: 'Choose at least one event.' },
    ]);
    // Any member reads the event types, each described by its JSON Schema.
    const types = await call<{ type: string; schema: { properties: Record<string, unknown> } }[]>(
      finance,
      'GET',
      '/v1/webhook-event-types',
    );
    expect(types.body.map((type) => type.type)).toContain('payment.charged_back');
    expect(Object.keys(types.body[0]!.schema.properties)).toEqual(['type', 'version', 'timestamp', 'data']);
  });

  it('refuses private, local and plain-http addresses on a provider that does not allow local receivers', () => {
    for (const url of [
      'https://localhost/hook',
      'https://127.0.0.1/hook',
      'https://10.0.0.7/hook',
      'https://192.168.1.20/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://metadata.google.internal/hook',
      'https://intranet/hook',
    ])
      expect(refusedAddress(url, false), url).toBe(
        'Use an address on the internet: private and local addresses are not allowed.',
      );
    expect(refusedAddress('http://hooks.example.com/in', false)).toBe('Use an HTTPS address.');
    expect(refusedAddress('https://user:pw@hooks.example.com/in', false)).toBe(
      'Leave the user name and password out of the address.',
    );
    expect(refusedAddress('https://hooks.example.com/in', false)).toBeNull();
    expect(refusedAddress('https://93.184.215.14/in', false)).toBeNull();
  });
});
