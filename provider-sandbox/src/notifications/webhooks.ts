import { createHmac } from 'node:crypto';
import type { Db } from '../db/db.js';
import { drainer } from './drain.js';
import { onNewEvent, toEvent, type EventRow, type ProviderEvent } from './events.js';

/** Where the provider delivers its events (the gateway's webhook) and the secret both sides share. */
export interface WebhookSettings {
  url: string;
  secret: string;
  /** The wait before each retry; after the last one the delivery is given up (FAILED). */
  retryDelaysMs?: readonly number[];
  /** One attempt's deadline. */
  timeoutMs?: number;
  /** How often due retries and deliveries queued inside a still-open transaction are looked for. */
  pollMs?: number;
}

/** 1 s, 5 s, 30 s, 2 min, 10 min: seven attempts over about 13 minutes, then the delivery is given up. */
const RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 30_000, 120_000, 600_000, 600_000];

const SIGNATURE_HEADER = 'x-webhook-signature';
const TIMESTAMP_HEADER = 'x-webhook-timestamp';

/** The signature of one delivery: HMAC-SHA256 over `timestamp.body` with the shared secret, hex. */
function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What the gateway receives: the event without its read state. */
function webhookBody(event: ProviderEvent): string {
  const { readAt: _readAt, ...body } = event;
  return JSON.stringify(body);
}

interface DueDelivery extends EventRow {
  delivery_id: string;
  attempts: number;
}

export interface WebhookDispatcher {
  /** Delivers what is due now (tests call it instead of waiting for the poll). */
  deliverDue(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Delivers every queued event to the gateway as a signed POST: at once when it is emitted, again with backoff
 * while the gateway does not answer 2xx, each attempt logged. A 409 means the gateway has the event already.
 */
export function startWebhookDispatcher(db: Db, settings: WebhookSettings): WebhookDispatcher {
  const delays = settings.retryDelaysMs ?? RETRY_DELAYS_MS;
  const timeoutMs = settings.timeoutMs ?? 5_000;
  const stopping = new AbortController();

  const attempt = async (due: DueDelivery): Promise<void> => {
    const body = webhookBody(toEvent(due));
    const timestamp = Math.floor(Date.now() / 1000);
    const started = Date.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: webhookSignature(settings.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]),
      });
      statusCode = response.status;
      await response.body?.cancel();
    } catch (failure) {
      if (stopping.signal.aborted) return;
      error =
        failure instanceof Error
          ? failure.cause instanceof Error
            ? failure.cause.message
            : failure.message
          : 'failed';
    }
    const delivered = statusCode !== null && ((statusCode >= 200 && statusCode < 300) || statusCode === 409);
    const attempts = due.attempts + 1;
    const retryIn = delays[attempts - 1];
    const status = delivered ? 'DELIVERED' : retryIn === undefined ? 'FAILED' : 'PENDING';
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO webhook_attempts (delivery_id, attempt, url, attempted_at, status_code, error, duration_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [due.delivery_id, attempts, settings.url, new Date(started), statusCode, error, Date.now() - started],
      );
      await tx.query(
        `UPDATE webhook_deliveries SET attempts = $2, status = $3,
           next_attempt_at = now() + make_interval(secs => $4::double precision / 1000),
           delivered_at = CASE WHEN $3 = 'DELIVERED' THEN now() END
         WHERE id = $1`,
        [due.delivery_id, attempts, status, retryIn ?? 0],
      );
    });
  };

  const deliverOnce = async () => {
    const { rows } = await db.query<DueDelivery>(
      `SELECT e.*, d.id AS delivery_id, d.attempts FROM webhook_deliveries d JOIN provider_events e ON e.id = d.event_id
        WHERE d.status = 'PENDING' AND d.next_attempt_at <= now() ORDER BY d.created_at LIMIT 50`,
    );
    await Promise.all(rows.map(attempt));
    return rows.length;
  };

  const deliverDue = drainer(deliverOnce, 50, stopping.signal, 'webhook delivery');

  const unsubscribe = onNewEvent(() => void deliverDue());
  const poll = setInterval(() => void deliverDue(), settings.pollMs ?? 1_000);
  poll.unref();
  void deliverDue();

  return {
    deliverDue,
    async stop() {
      unsubscribe();
      clearInterval(poll);
      stopping.abort();
      await deliverDue();
    },
  };
}

/** One POST to the gateway: its answer's status, or the error when there was none. */
export interface DeliveryAttempt {
  attempt: number;
  url: string;
  at: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface DeliveryLogEntry {
  eventId: string;
  type: string;
  userId: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: DeliveryAttempt[];
  nextAttemptAt: string | null;
  createdAt: string;
}

/** The newest deliveries with each attempt, for the sandbox's delivery log. */
export async function deliveryLog(db: Db, limit = 50): Promise<DeliveryLogEntry[]> {
  const { rows } = await db.query<{
    id: string;
    event_id: string;
    type: string;
    user_id: string;
    status: DeliveryLogEntry['status'];
    next_attempt_at: Date | string;
    created_at: Date | string;
    attempts: DeliveryAttempt[];
  }>(
    `SELECT d.id, d.event_id, e.type, e.user_id, d.status, d.next_attempt_at, d.created_at,
            coalesce(json_agg(json_build_object('attempt', a.attempt, 'url', a.url, 'at', a.attempted_at,
              'statusCode', a.status_code, 'error', a.error, 'durationMs', a.duration_ms) ORDER BY a.attempt)
              FILTER (WHERE a.attempt IS NOT NULL), '[]') AS attempts
       FROM webhook_deliveries d JOIN provider_events e ON e.id = d.event_id
       LEFT JOIN webhook_attempts a ON a.delivery_id = d.id
      GROUP BY d.id, e.type, e.user_id ORDER BY d.created_at DESC, d.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    eventId: row.event_id,
    type: row.type,
    userId: row.user_id,
    status: row.status,
    attempts: row.attempts.map((a) => ({ ...a, at: new Date(a.at).toISOString() })),
    nextAttemptAt: row.status === 'PENDING' ? new Date(row.next_attempt_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
