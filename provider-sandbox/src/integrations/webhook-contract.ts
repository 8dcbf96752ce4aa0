import { z } from 'zod';
import type { ProviderOperation } from '../contract/operations.js';
import {
  named,
  optionalText,
  pageSchema,
  pagingQuery,
  requiredText,
  timestamp,
} from '../contract/schemas.js';
import { SELLER_EVENT_TYPES } from './webhook-events.js';

const eventType = z.enum(SELLER_EVENT_TYPES).describe('An event type, e.g. offer.stage_changed');

const webhookAttempt = z.object({
  attempt: z.int().min(1),
  at: timestamp(),
  statusCode: z.int().nullable().describe('What the endpoint answered; null when it did not'),
  responseBody: z.string().nullable().describe("The answer's first 1,000 characters"),
  error: z.string().nullable().describe('Why there was no answer, in words'),
  durationMs: z.int().min(0),
});

export const webhookDelivery = named(
  'WebhookDelivery',
  z
    .object({
      id: z.guid(),
      eventId: z.string().describe('The webhook-id header: the same on every attempt and redelivery'),
      type: z.string().describe('The event type (webhook.test for a test event)'),
      status: z.enum(['PENDING', 'DELIVERED', 'FAILED']),
      payload: z.string().describe('The JSON body, exactly as signed and sent'),
      attempts: z.array(webhookAttempt),
      nextAttemptAt: timestamp().nullable(),
      createdAt: timestamp(),
    })
    .describe('One event on its way to one endpoint, with every attempt'),
);
export type WebhookDeliveryAnswer = z.infer<typeof webhookDelivery>;

export const webhookEndpoint = named(
  'WebhookEndpoint',
  z
    .object({
      id: z.guid(),
      url: z.string(),
      description: z.string().nullable(),
      eventTypes: z.array(eventType),
      status: z.enum(['ENABLED', 'DISABLED']),
      disabledReason: z.string().nullable(),
      consecutiveFailures: z.int().min(0).describe('Failed attempts in a row since the last success'),
      createdAt: timestamp(),
      createdByName: z.string().nullable(),
      previousSecretExpiresAt: timestamp()
        .nullable()
        .describe('Until when the previous secret signs too, after a rotation'),
      lastDelivery: webhookDelivery.nullable(),
    })
    .describe("A webhook endpoint of the caller's seller (docs/integrators.md, Webhooks)"),
);
export type WebhookEndpointAnswer = z.infer<typeof webhookEndpoint>;

const webhookEndpointSecret = named(
  'WebhookEndpointSecret',
  z
    .object({
      endpoint: webhookEndpoint,
      secret: z.string().describe('The signing secret (whsec_…): answered now and never again'),
    })
    .describe('An endpoint with its signing secret'),
);

const newWebhookEndpoint = named(
  'NewWebhookEndpoint',
  z
    .object({
      url: requiredText(2000).describe('HTTPS, on the internet: private and local addresses are refused'),
      description: optionalText(200),
      eventTypes: z.array(eventType).min(1).max(20),
    })
    .describe('An endpoint to register or change'),
);

const webhookEventType = named(
  'WebhookEventType',
  z
    .object({
      type: eventType,
      version: z.int().min(1),
      description: z.string(),
      schema: z.record(z.string(), z.unknown()).describe("The payload's JSON Schema (draft 2020-12)"),
    })
    .describe('An event type with its payload described'),
);

const tag = 'integrations';
const one = '/v1/webhook-endpoints/{id}';

/** The webhook endpoints' operations: ours, not the spec's. Admins only, but for the event types. */
export const webhookOperations: readonly ProviderOperation[] = [
  {
    method: 'GET',
    path: '/v1/webhook-event-types',
    tag,
    summary: 'Every event type an endpoint can subscribe to, with its JSON Schema',
    extension: true,
    response: z.array(webhookEventType),
  },
  {
    method: 'GET',
    path: '/v1/webhook-endpoints',
    tag,
    summary: "The seller's webhook endpoints, newest first (at most 20)",
    extension: true,
    response: z.array(webhookEndpoint),
  },
  {
    method: 'POST',
    path: '/v1/webhook-endpoints',
    tag,
    summary: 'Registers an endpoint; its signing secret is answered once',
    extension: true,
    status: 201,
    request: newWebhookEndpoint,
    response: webhookEndpointSecret,
  },
  { method: 'GET', path: one, tag, summary: 'One endpoint', extension: true, response: webhookEndpoint },
  {
    method: 'PUT',
    path: one,
    tag,
    summary: "Changes an endpoint's address, description and event types",
    extension: true,
    request: newWebhookEndpoint,
    response: webhookEndpoint,
  },
  {
    method: 'DELETE',
    path: one,
    tag,
    summary: 'Deletes an endpoint and its deliveries',
    extension: true,
    response: named('DeletedWebhookEndpoint', z.object({ id: z.guid() }).describe('The deleted endpoint')),
  },
  {
    method: 'POST',
    path: `${one}/enable`,
    tag,
    summary: 'Enables an endpoint; its waiting deliveries go at once',
    extension: true,
    response: webhookEndpoint,
  },
  {
    method: 'POST',
    path: `${one}/disable`,
    tag,
    summary: 'Disables an endpoint; its deliveries wait',
    extension: true,
    response: webhookEndpoint,
  },
  {
    method: 'POST',
    path: `${one}/rotate-secret`,
    tag,
    summary: 'A new signing secret; the previous one signs too for 24 hours',
    extension: true,
    response: webhookEndpointSecret,
  },
  {
    method: 'POST',
    path: `${one}/test`,
    tag,
    summary: 'Sends a webhook.test event to the endpoint',
    extension: true,
    status: 201,
    response: webhookDelivery,
  },
  {
    method: 'GET',
    path: `${one}/deliveries`,
    tag,
    summary: "The endpoint's deliveries, newest first (20 a page unless told)",
    extension: true,
    query: z.object(pagingQuery),
    response: named('WebhookDeliveryPage', pageSchema(webhookDelivery).describe('A page of deliveries')),
  },
  {
    method: 'POST',
    path: `${one}/deliveries/{deliveryId}/redeliver`,
    tag,
    summary: 'Delivers an event again now, with a new series of retries',
    extension: true,
    response: webhookDelivery,
  },
];
