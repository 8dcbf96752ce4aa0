import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import type { Db } from '../db/db.js';
import { drainer } from '../notifications/drain.js';
import { onNewDelivery } from './webhook-events.js';

// Deliveries to the sellers' webhook endpoints (docs/integrators.md, Webhooks): signed per the Standard Webhooks
// specification, retried with exponential backoff, an endpoint disabled after repeated failure. The endpoints are
// the sellers' addresses, so every request goes through an agent that refuses private, loopback and link-local
// addresses after DNS (a name cannot point the provider at its own network), and redirects are not followed.

/** How the provider delivers to endpoints; tests shorten the waits. */
export interface EndpointDeliverySettings {
  /** The wait before each retry; after the last one the delivery is FAILED (redeliver starts a new series). */
  retryDelaysMs?: readonly number[];
  /** Failed attempts in a row after which an endpoint is disabled. */
  disableAfterFailures?: number;
  /** One attempt's deadline. */
  timeoutMs?: number;
  /** How often due deliveries are looked for. */
  pollMs?: number;
  /** How long the previous secret still signs after a rotation. */
  rotationOverlapMs?: number;
  /** Allow http:// and private or local addresses (a developer's own receiver); never on a public provider. */
  allowLocal?: boolean;
}

/** Standard Webhooks' recommended schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (eight attempts in a day). */
const RETRY_DELAYS_MS: readonly number[] = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
];
const DISABLE_AFTER_FAILURES = 15;
const ROTATION_OVERLAP_MS = 24 * 3_600_000;
/** The most of an answer the log keeps. */
const RESPONSE_KEPT = 1_000;

export const endpointSettings = (settings: EndpointDeliverySettings = {}) => ({
  retryDelaysMs: settings.retryDelaysMs ?? RETRY_DELAYS_MS,
  disableAfterFailures: settings.disableAfterFailures ?? DISABLE_AFTER_FAILURES,
  timeoutMs: settings.timeoutMs ?? 10_000,
  pollMs: settings.pollMs ?? 1_000,
  rotationOverlapMs: settings.rotationOverlapMs ?? ROTATION_OVERLAP_MS,
  allowLocal: settings.allowLocal ?? false,
});
export type EndpointSettings = ReturnType<typeof endpointSettings>;

/** A new signing secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks' libraries read it. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` under one secret (the key is the base64 after `whsec_`). */
function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** Why the provider will not deliver to this address, in words; null when it may. */
export function refusedAddress(value: string, allowLocal: boolean): string | null {
  if (!URL.canParse(value)) return 'Enter a full web address, such as https://example.com/webhooks.';
  const url = new URL(value);
  if (url.username || url.password) return 'Leave the user name and password out of the address.';
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:')) return 'Use an HTTPS address.';
  if (allowLocal) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local = 'Use an address on the internet: private and local addresses are not allowed.';
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return local;
  if (ipaddr.isValid(host)) {
    const address = ipaddr.process(host);
    if (address.range() !== 'unicast') return local;
  } else if (!host.includes('.')) return local;
  return null;
}

interface DueDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  attempts: number;
  seriesFrom: number;
  url: string;
  secret: string;
  previousSecret: string | null;
  body: string;
}

interface Answer {
  statusCode: number | null;
  responseBody: string | null;
  error: string | null;
}

export interface EndpointDispatcher {
  /** Delivers what is due now (tests call it instead of waiting for the poll). */
  deliverDue(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the job that delivers due deliveries; one per sandbox process (several share the work by leases). */
export function startEndpointDispatcher(db: Db, given: EndpointSettings): EndpointDispatcher {
  const settings = given;
  const filter = { allowPrivateIPAddress: settings.allowLocal, keepAlive: false };
  const agents = {
    http: new RequestFilteringHttpAgent(filter),
    https: new RequestFilteringHttpsAgent(filter),
  };
  const stopping = new AbortController();

  const post = (delivery: DueDelivery): Promise<Answer> => {
    const timestamp = Math.floor(Date.now() / 1000);
    const messageId = `msg_${delivery.eventId.replaceAll('-', '')}`;
    const signatures = [delivery.secret, delivery.previousSecret]
      .filter((secret): secret is string => secret !== null)
      .map((secret) => signature(secret, messageId, timestamp, delivery.body))
      .join(' ');
    const refused = refusedAddress(delivery.url, settings.allowLocal);
    if (refused) return Promise.resolve({ statusCode: null, responseBody: null, error: refused });
    const url = new URL(delivery.url);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<Answer>((resolve) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          agent: url.protocol === 'https:' ? agents.https : agents.http,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'provider-sandbox-webhooks/1',
            'webhook-id': messageId,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': signatures,
          },
          signal: AbortSignal.any([AbortSignal.timeout(settings.timeoutMs), stopping.signal]),
        },
        (response) => {
          const chunks: Buffer[] = [];
          let kept = 0;
          response.on('data', (chunk: Buffer) => {
            if (kept < RESPONSE_KEPT) chunks.push(chunk);
            kept += chunk.length;
          });
          response.on('end', () =>
            resolve({
              statusCode: response.statusCode ?? null,
              responseBody: Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_KEPT) || null,
              error: null,
            }),
          );
          response.on('error', (error) =>
            resolve({ statusCode: response.statusCode ?? null, responseBody: null, error: error.message }),
          );
        },
      );
      request.on('error', (error) =>
        resolve({ statusCode: null, responseBody: null, error: inWords(error) }),
      );
      request.end(delivery.body);
    });
  };

  const attempt = async (delivery: DueDelivery): Promise<void> => {
    const started = Date.now();
    const answer = await post(delivery);
    if (stopping.signal.aborted) return;
    const delivered = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
    const attempts = delivery.attempts + 1;
    const retryIn = settings.retryDelaysMs[attempts - delivery.seriesFrom - 1];
    const status = delivered ? 'DELIVERED' : retryIn === undefined ? 'FAILED' : 'PENDING';
    const outcome = answer.statusCode !== null ? `HTTP ${answer.statusCode}` : (answer.error ?? 'no answer');
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO endpoint_attempts (delivery_id, attempt, attempted_at, status_code, response_body, error,
           duration_ms) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          delivery.id,
          attempts,
          new Date(started),
          answer.statusCode,
          answer.responseBody,
          answer.error,
          Date.now() - started,
        ],
      );
      await tx.query(
        `UPDATE endpoint_deliveries SET attempts = $2, status = $3,
           next_attempt_at = now() + make_interval(secs => $4::double precision / 1000)
         WHERE id = $1`,
        [delivery.id, attempts, status, retryIn ?? 0],
      );
      await tx.query(
        delivered
          ? 'UPDATE webhook_endpoints SET consecutive_failures = 0 WHERE id = $1'
          : `UPDATE webhook_endpoints SET consecutive_failures = consecutive_failures + 1,
               status = CASE WHEN consecutive_failures + 1 >= $2 THEN 'DISABLED' ELSE status END,
               disabled_reason = CASE WHEN consecutive_failures + 1 >= $2 AND status = 'ENABLED'
                 THEN 'Disabled after ' || $2 || ' failed attempts in a row (the last: ' || $3 || ').'
                 ELSE disabled_reason END
             WHERE id = $1`,
        delivered ? [delivery.endpointId] : [delivery.endpointId, settings.disableAfterFailures, outcome],
      );
    });
  };

  const deliverOnce = async (): Promise<number> => {
    // A lease: the claimed rows are not due again for a minute, so several sandbox processes never send one twice.
    const { rows } = await db.query<DueDelivery>(
      `WITH due AS (
         SELECT d.id FROM endpoint_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
          WHERE d.status = 'PENDING' AND d.next_attempt_at <= now() AND e.status = 'ENABLED'
          ORDER BY d.next_attempt_at LIMIT 20 FOR UPDATE OF d SKIP LOCKED)
       UPDATE endpoint_deliveries d SET next_attempt_at = now() + interval '1 minute'
         FROM due, webhook_endpoints e, seller_events m
        WHERE d.id = due.id AND e.id = d.endpoint_id AND m.id = d.event_id
       RETURNING d.id, d.endpoint_id AS "endpointId", d.event_id AS "eventId", d.attempts,
                 d.series_from AS "seriesFrom", e.url, e.secret,
                 CASE WHEN e.previous_secret_expires_at > now() THEN e.previous_secret END AS "previousSecret",
                 m.body`,
    );
    await Promise.all(rows.map(attempt));
    return rows.length;
  };

  const deliverDue = drainer(deliverOnce, 20, stopping.signal, 'delivering to webhook endpoints');

  const unsubscribe = onNewDelivery(() => void deliverDue());
  const poll = setInterval(() => void deliverDue(), settings.pollMs);
  poll.unref();

  return {
    deliverDue,
    async stop() {
      unsubscribe();
      clearInterval(poll);
      stopping.abort();
      await deliverDue();
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

/** A failed request in words: the address refused by the filter, a timeout, a refused connection. */
function inWords(error: Error): string {
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'No answer within the deadline.';
  if (/is not allowed|private|DNS lookup/i.test(error.message))
    return 'The address leads to a private or local network, which is not allowed.';
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'The connection was refused.';
  if (code === 'ENOTFOUND') return 'The host name was not found.';
  return error.message;
}
