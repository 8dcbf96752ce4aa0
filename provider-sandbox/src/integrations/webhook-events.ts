import { z } from 'zod';
import type { Db } from '../db/db.js';

// The events a seller's webhook endpoints can subscribe to (docs/integrators.md, Webhooks). Each payload follows
// the Standard Webhooks shape ({ type, timestamp, data }) plus a version that grows only when a field's meaning
// changes or a field goes; new fields may come at any time. Each event type's JSON Schema is made from these.

const id = (what: string) => z.string().describe(what);
const at = (what: string) => z.iso.datetime({ offset: true }).describe(what);
const amount = (what: string) =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .describe(`${what}: an exact decimal amount in the currency, as a string`);

const EVENT_DATA = {
  'offer.stage_changed': {
    description:
      'An offer moved from one stage to another: sent, viewed, accepted, paid, expired, disabled, …',
    data: z.object({
      offerId: id("The offer's id"),
      accountId: id("The customer account's id"),
      customerName: z.string().describe("The customer's name"),
      previousStage: z.string().describe('The stage it left (the offers list stage names: READY, VIEWED, …)'),
      stage: z.string().describe('The stage it is in now'),
      stageLabel: z.string().describe("The stage's label, as the portal shows it"),
      changedAt: at('When it moved'),
    }),
  },
  'payment.succeeded': {
    description: "A customer's payment on an offer succeeded.",
    data: z.object({
      paymentId: id("The payment's id"),
      offerId: id("The offer's id"),
      sequence: z.int().describe("The payment's number in the offer's schedule, from 1"),
      amount: amount('What was paid'),
      currency: z.literal('USD'),
      details: z.string().nullable().describe('What the provider said of it'),
    }),
  },
  'payment.failed': {
    description: "A customer's payment on an offer failed.",
    data: z.object({
      paymentId: id("The payment's id"),
      offerId: id("The offer's id"),
      sequence: z.int().describe("The payment's number in the offer's schedule, from 1"),
      amount: amount('What was due'),
      currency: z.literal('USD'),
      details: z.string().nullable().describe('Why it failed, in words'),
    }),
  },
  'payment.charged_back': {
    description: "A customer's payment was charged back.",
    data: z.object({
      paymentId: id("The payment's id"),
      offerId: id("The offer's id"),
      sequence: z.int().describe("The payment's number in the offer's schedule, from 1"),
      amount: amount('What was charged back'),
      currency: z.literal('USD'),
      details: z.string().nullable().describe('What the provider said of it'),
    }),
  },
  'advance.paid': {
    description:
      'The provider paid the seller in advance for a financed offer, in the cash advance of a day.',
    data: z.object({
      cashAdvanceId: id("The cash advance's id (one per day)"),
      advanceDate: z.iso.date().describe("The advance's day"),
      offerId: id('The financed offer it pays for'),
      amount: amount("The offer's part of the advance"),
      currency: z.literal('USD'),
    }),
  },
  'export.completed': {
    description:
      'An export a member started is ready: the portal serves its file at GET /reports/offer-exports/{fileId}/download.',
    data: z.object({
      fileId: id("The report file's id"),
      exportType: z.string().describe('What was exported (OFFERS, …)'),
      rowsCount: z.int().describe('How many rows the file holds'),
      requestedByUserId: id('The member who started it'),
    }),
  },
  'underwriting.decided': {
    description: "The provider decided the seller's underwriting.",
    data: z.object({
      decision: z.enum(['APPROVED']).describe('What the provider decided'),
      decidedAt: at('When'),
    }),
  },
} as const;

export type SellerEventType = keyof typeof EVENT_DATA;
export const SELLER_EVENT_TYPES = Object.keys(EVENT_DATA) as SellerEventType[];
export type SellerEventData<T extends SellerEventType> = z.input<(typeof EVENT_DATA)[T]['data']>;

/** The version of every payload today. */
const PAYLOAD_VERSION = 1;

/** The test event an admin sends to one endpoint: no subscription needed. */
export const TEST_EVENT_TYPE = 'webhook.test';

const envelope = (type: string, data: z.ZodType) =>
  z
    .object({
      type: z.literal(type).describe('The event type'),
      version: z.literal(PAYLOAD_VERSION).describe("The payload's version"),
      timestamp: at('When the event happened'),
      data,
    })
    .describe('The body of a webhook: its webhook-id header identifies the event, the same on every retry');

/** Each event type with its description and its payload's JSON Schema, for GET /v1/webhook-event-types. */
export const eventTypeCatalogue = () =>
  SELLER_EVENT_TYPES.map((type) => ({
    type,
    version: PAYLOAD_VERSION,
    description: EVENT_DATA[type].description,
    schema: z.toJSONSchema(envelope(type, EVENT_DATA[type].data), { target: 'draft-2020-12' }) as Record<
      string,
      unknown
    >,
  }));

const wakers = new Set<() => void>();

/** The dispatcher asks to hear of new deliveries at once instead of at its next poll. */
export function onNewDelivery(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export const wakeDispatchers = () => {
  // After the caller's transaction commits, most likely; the poll catches what is not committed yet.
  setImmediate(() => {
    for (const wake of wakers) wake();
  });
};

/** The body signed and sent: the payload exactly as stored. */
export const payloadOf = (type: string, data: unknown, timestamp: Date) =>
  JSON.stringify({ type, version: PAYLOAD_VERSION, timestamp: timestamp.toISOString(), data });

/**
 * Publishes one of a seller's events to the endpoints subscribed to it, in the caller's transaction (the event
 * exists exactly when the change does). Nothing is written when no endpoint listens. The data is checked against
 * the event's schema, so a payload never differs from what GET /v1/webhook-event-types describes.
 */
export async function publishSellerEvent<T extends SellerEventType>(
  tx: Db,
  sellerId: string,
  type: T,
  data: SellerEventData<T>,
): Promise<void> {
  const body = payloadOf(type, EVENT_DATA[type].data.parse(data), new Date());
  const { rows } = await tx.query<{ id: string }>(
    `WITH targets AS (SELECT id FROM webhook_endpoints WHERE seller_id = $1 AND $2 = ANY (event_types)),
          event AS (INSERT INTO seller_events (seller_id, type, body)
                    SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM targets) RETURNING id)
     INSERT INTO endpoint_deliveries (endpoint_id, seller_id, event_id)
     SELECT t.id, $1, e.id FROM targets t CROSS JOIN event e RETURNING id`,
    [sellerId, type, body],
  );
  if (rows.length > 0) wakeDispatchers();
}
