import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type Express } from 'express';
import { z } from 'zod';
import { PROVIDER_EVENT_TYPES, SOCKET_EVENTS } from '@seller-portal/shared/realtime';
import type { CallerCache } from '../auth/caller-cache.js';
import { sendError } from '../protection/json-errors.js';
import type { Realtime } from './socket-server.js';

export const WEBHOOK_PATH = '/webhooks/provider-events';
const SIGNATURE_HEADER = 'x-webhook-signature';
const TIMESTAMP_HEADER = 'x-webhook-timestamp';
/** A delivery signed longer ago (or further ahead) than this is refused: its signature may have been captured. */
const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const text = (max: number) => z.string().max(max).nullable();

/** The provider's event, as its webhook body carries it. */
const providerEvent = z
  .object({
    id: z.uuid(),
    type: z.enum(PROVIDER_EVENT_TYPES),
    userId: z.uuid(),
    sellerId: z.uuid(),
    title: text(255),
    message: text(2000),
    offerId: text(64),
    fileId: text(64),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .refine(
    (event) => event.type !== 'export-completed' || event.fileId,
    'An export-completed event carries its fileId.',
  );
export type ProviderWebhookEvent = z.infer<typeof providerEvent>;

/** The signature the provider sends: HMAC-SHA256 over `timestamp.body` with the shared secret, hex. */
export function webhookSignature(secret: string, timestamp: number, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`;
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The provider's events arrive here as signed webhooks: the signature and its freshness are checked, a replayed
 * event id is refused, and the event goes to the user's room as the socket event the browser listens for (or, for a
 * change of the user's standing, ends the user's sockets).
 */
export function serveProviderWebhook(
  app: Express,
  secret: string,
  realtime: Realtime,
  callers?: CallerCache,
): void {
  app.post(WEBHOOK_PATH, express.raw({ type: () => true, limit: '16kb' }), async (req, res) => {
    const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const timestamp = Number(req.get(TIMESTAMP_HEADER));
    const signature = req.get(SIGNATURE_HEADER) ?? '';
    if (
      !Number.isInteger(timestamp) ||
      !sameSignature(signature, webhookSignature(secret, timestamp, body))
    ) {
      sendError(res, 401, { code: 'UNAUTHENTICATED', message: 'The signature is not valid.' });
      return;
    }
    if (Math.abs(Date.now() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
      sendError(res, 401, { code: 'UNAUTHENTICATED', message: 'The signature is too old.' });
      return;
    }
    let event: ProviderWebhookEvent;
    try {
      event = providerEvent.parse(JSON.parse(body.toString('utf8')));
    } catch {
      sendError(res, 400, { code: 'BAD_USER_INPUT', message: 'The event is not one the gateway knows.' });
      return;
    }
    const admission = await realtime.replays.admit(event.id, timestamp);
    if (admission === 'replay') {
      sendError(res, 409, { code: 'CONFLICT', message: 'This event was received already.' });
      return;
    }
    if (admission === 'before-memory') {
      // Not 409: the provider must retry (signed anew) a genuine delivery that was in flight during a restart.
      sendError(res, 401, {
        code: 'UNAUTHENTICATED',
        message: 'The signature is older than this gateway instance. Sign the delivery again.',
      });
      return;
    }
    relay(realtime, event, callers);
    res.status(202).json({ relayed: event.id });
  });
}

function relay(realtime: Realtime, event: ProviderWebhookEvent, callers?: CallerCache): void {
  const user = { userId: event.userId, sellerId: event.sellerId };
  // A user's standing changed: their sockets end on every instance (docs/adr/014), and the browser is told nothing
  // (this is not a notification). A disabled member loses that seller's sockets; revoked sessions, all of them.
  // What the gateway remembers of the user's tokens is forgotten on every instance too (docs/adr/021).
  if (event.type === 'member-disabled') {
    callers?.forget(user);
    realtime.disconnectUser(user);
    return;
  }
  if (event.type === 'sessions-revoked') {
    callers?.forget({ userId: event.userId });
    realtime.disconnectUser({ userId: event.userId });
    return;
  }
  if (event.type === 'export-completed') {
    realtime.emitToUser(user, SOCKET_EVENTS.exportCompleted, { fileId: event.fileId ?? '' });
    return;
  }
  if (event.type === 'export-failed') {
    realtime.emitToUser(user, SOCKET_EVENTS.exportFailed, {});
    return;
  }
  const { id, type, title, message, offerId, createdAt } = event;
  realtime.emitToUser(user, SOCKET_EVENTS.notification, { id, type, title, message, offerId, createdAt });
}
