import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { noStore } from '../http/cache.js';
import { conflict, notFound } from '../http/errors.js';
import { pageOf, pagingOf } from '../http/paging.js';
import { isUuid } from '../http/params.js';
import { bodyOf, FieldChecks } from '../http/validation.js';
import { requireAdmin, sellerMemberOf, type SellerMember } from '../session/membership.js';
import type { WebhookDeliveryAnswer, WebhookEndpointAnswer } from './webhook-contract.js';
import { newSigningSecret, refusedAddress, type EndpointSettings } from './endpoint-delivery.js';
import {
  eventTypeCatalogue,
  payloadOf,
  SELLER_EVENT_TYPES,
  type SellerEventType,
  TEST_EVENT_TYPE,
  wakeDispatchers,
} from './webhook-events.js';

/** A seller keeps at most this many endpoints (the list is one page). */
const ENDPOINTS_MAX = 20;
const URL_MAX = 2000;
const DESCRIPTION_MAX = 200;

const DELIVERY_COLUMNS = `
  d.id, m.id AS "eventId", m.type, d.status, m.body AS payload,
  CASE WHEN d.status = 'PENDING' THEN d.next_attempt_at END AS "nextAttemptAt", d.created_at AS "createdAt",
  (SELECT coalesce(json_agg(json_build_object('attempt', a.attempt, 'at', a.attempted_at, 'statusCode', a.status_code,
     'responseBody', a.response_body, 'error', a.error, 'durationMs', a.duration_ms) ORDER BY a.attempt), '[]')
     FROM endpoint_attempts a WHERE a.delivery_id = d.id) AS attempts`;

interface DeliveryRow {
  id: string;
  eventId: string;
  type: string;
  status: WebhookDeliveryAnswer['status'];
  payload: string;
  nextAttemptAt: Date | null;
  createdAt: Date;
  attempts: (Omit<WebhookDeliveryAnswer['attempts'][number], 'at'> & { at: string })[];
}

const toDelivery = (row: DeliveryRow): WebhookDeliveryAnswer => ({
  id: row.id,
  // The webhook-id header the endpoint receives.
  eventId: `msg_${row.eventId.replaceAll('-', '')}`,
  type: row.type,
  status: row.status,
  payload: row.payload,
  attempts: row.attempts.map((attempt) => ({ ...attempt, at: new Date(attempt.at).toISOString() })),
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

interface EndpointRow {
  id: string;
  url: string;
  description: string | null;
  eventTypes: SellerEventType[];
  status: 'ENABLED' | 'DISABLED';
  disabledReason: string | null;
  consecutiveFailures: number;
  createdAt: Date;
  createdByName: string | null;
  previousSecretExpiresAt: Date | null;
  lastDelivery:
    | (Omit<DeliveryRow, 'nextAttemptAt' | 'createdAt'> & { nextAttemptAt: string | null; createdAt: string })
    | null;
}

const SELECT_ENDPOINTS = `
  SELECT e.id, e.url, e.description, e.event_types AS "eventTypes", e.status, e.disabled_reason AS "disabledReason",
         e.consecutive_failures AS "consecutiveFailures", e.created_at AS "createdAt",
         nullif(trim(c.first_name || ' ' || c.last_name), '') AS "createdByName",
         CASE WHEN e.previous_secret_expires_at > now() THEN e.previous_secret_expires_at END
           AS "previousSecretExpiresAt",
         (SELECT row_to_json(last) FROM (SELECT ${DELIVERY_COLUMNS}
             FROM endpoint_deliveries d JOIN seller_events m ON m.id = d.event_id
            WHERE d.endpoint_id = e.id ORDER BY d.created_at DESC, d.id DESC LIMIT 1) last) AS "lastDelivery"
    FROM webhook_endpoints e LEFT JOIN users c ON c.id = e.created_by`;

const toEndpoint = (row: EndpointRow): WebhookEndpointAnswer => ({
  id: row.id,
  url: row.url,
  description: row.description,
  eventTypes: row.eventTypes,
  status: row.status,
  disabledReason: row.disabledReason,
  consecutiveFailures: row.consecutiveFailures,
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
  previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
  lastDelivery: row.lastDelivery
    ? toDelivery({
        ...row.lastDelivery,
        nextAttemptAt: row.lastDelivery.nextAttemptAt ? new Date(row.lastDelivery.nextAttemptAt) : null,
        createdAt: new Date(row.lastDelivery.createdAt),
      })
    : null,
});

async function endpointOf(db: Db, member: SellerMember, id: unknown): Promise<WebhookEndpointAnswer> {
  const { rows } =
    typeof id === 'string' && isUuid(id)
      ? await db.query<EndpointRow>(`${SELECT_ENDPOINTS} WHERE e.seller_id = $1 AND e.id = $2`, [
          member.sellerId,
          id,
        ])
      : { rows: [] };
  if (!rows[0]) throw notFound('Webhook endpoint not found');
  return toEndpoint(rows[0]);
}

async function deliveryOf(
  db: Db,
  member: SellerMember,
  endpointId: string,
  id: string,
): Promise<WebhookDeliveryAnswer> {
  const { rows } = isUuid(id)
    ? await db.query<DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM endpoint_deliveries d JOIN seller_events m ON m.id = d.event_id
          WHERE d.seller_id = $1 AND d.endpoint_id = $2 AND d.id = $3`,
        [member.sellerId, endpointId, id],
      )
    : { rows: [] };
  if (!rows[0]) throw notFound('Webhook delivery not found');
  return toDelivery(rows[0]);
}

/** The body's url, description and event types, checked as the provider will use them. */
function endpointInput(body: Record<string, unknown>, settings: EndpointSettings) {
  const checks = new FieldChecks();
  const url = checks.required(body.url, 'url', 'Enter the address that receives the events.', URL_MAX);
  const refused = url ? refusedAddress(url, settings.allowLocal) : null;
  if (refused) checks.fail('url', refused);
  const description = checks.optionalText(body.description, 'description', DESCRIPTION_MAX);
  const eventTypes = checks.stringList(body.eventTypes, 'eventTypes', 'Choose at least one event.', 20);
  if (eventTypes.some((type) => !(SELLER_EVENT_TYPES as readonly string[]).includes(type)))
    checks.fail('eventTypes', `Event types are among ${SELLER_EVENT_TYPES.join(', ')}`);
  checks.done();
  return { url, description, eventTypes: [...new Set(eventTypes)] };
}

/** The seller's webhook endpoints and their deliveries (docs/integrators.md, Webhooks): admins only. */
export function webhookEndpointsRouter(db: Db, settings: EndpointSettings): Router {
  const router = express.Router();

  router.get('/v1/webhook-event-types', (req, res) => {
    sellerMemberOf(req);
    res.set('cache-control', 'private, max-age=300').json(eventTypeCatalogue());
  });

  router.get('/v1/webhook-endpoints', async (req, res) => {
    const member = requireAdmin(req);
    const { rows } = await db.query<EndpointRow>(
      `${SELECT_ENDPOINTS} WHERE e.seller_id = $1 ORDER BY e.created_at DESC, e.id LIMIT ${ENDPOINTS_MAX}`,
      [member.sellerId],
    );
    noStore(res).json(rows.map(toEndpoint));
  });

  router.post('/v1/webhook-endpoints', async (req, res) => {
    const member = requireAdmin(req);
    const input = endpointInput(bodyOf(req), settings);
    const secret = newSigningSecret();
    const id = await db.transaction(async (tx) => {
      // Counted under a lock of the seller's row: two admins adding at once cannot pass the limit together.
      await tx.query('SELECT id FROM sellers WHERE id = $1 FOR UPDATE', [member.sellerId]);
      const { rows } = await tx.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM webhook_endpoints WHERE seller_id = $1',
        [member.sellerId],
      );
      if ((rows[0]?.count ?? 0) >= ENDPOINTS_MAX)
        throw conflict(`A company may have at most ${ENDPOINTS_MAX} webhook endpoints`);
      const { rows: made } = await tx.query<{ id: string }>(
        `INSERT INTO webhook_endpoints (seller_id, url, description, event_types, secret, created_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [member.sellerId, input.url, input.description, input.eventTypes, secret, member.userId],
      );
      return made[0]!.id;
    });
    noStore(res)
      .status(201)
      .json({ endpoint: await endpointOf(db, member, id), secret });
  });

  router.get('/v1/webhook-endpoints/:id', async (req, res) => {
    const member = requireAdmin(req);
    noStore(res).json(await endpointOf(db, member, req.params.id));
  });

  router.put('/v1/webhook-endpoints/:id', async (req, res) => {
    const member = requireAdmin(req);
    const endpoint = await endpointOf(db, member, req.params.id);
    const input = endpointInput(bodyOf(req), settings);
    await db.query(
      `UPDATE webhook_endpoints SET url = $3, description = $4, event_types = $5 WHERE seller_id = $1 AND id = $2`,
      [member.sellerId, endpoint.id, input.url, input.description, input.eventTypes],
    );
    noStore(res).json(await endpointOf(db, member, endpoint.id));
  });

  router.delete('/v1/webhook-endpoints/:id', async (req, res) => {
    const member = requireAdmin(req);
    const endpoint = await endpointOf(db, member, req.params.id);
    await db.query('DELETE FROM webhook_endpoints WHERE seller_id = $1 AND id = $2', [
      member.sellerId,
      endpoint.id,
    ]);
    noStore(res).json({ id: endpoint.id });
  });

  router.post('/v1/webhook-endpoints/:id/enable', async (req, res) => {
    const member = requireAdmin(req);
    const endpoint = await endpointOf(db, member, req.params.id);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE webhook_endpoints SET status = 'ENABLED', disabled_reason = NULL, consecutive_failures = 0
          WHERE seller_id = $1 AND id = $2`,
        [member.sellerId, endpoint.id],
      );
      // What waited for it goes now.
      await tx.query(
        `UPDATE endpoint_deliveries SET next_attempt_at = now()
          WHERE seller_id = $1 AND endpoint_id = $2 AND status = 'PENDING'`,
        [member.sellerId, endpoint.id],
      );
    });
    wakeDispatchers();
    noStore(res).json(await endpointOf(db, member, endpoint.id));
  });

  router.post('/v1/webhook-endpoints/:id/disable', async (req, res) => {
    const member = requireAdmin(req);
    const endpoint = await endpointOf(db, member, req.params.id);
    await db.query(
      `UPDATE webhook_endpoints e SET status = 'DISABLED',
              disabled_reason = 'Disabled by ' || coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), 'an admin') || '.'
         FROM users u WHERE e.seller_id = $1 AND e.id = $2 AND e.status = 'ENABLED' AND u.id = $3`,
      [member.sellerId, endpoint.id, member.userId],
    );
    noStore(res).json(await endpointOf(db, member, endpoint.id));
  });

  router.post('/v1/webhook-endpoints/:id/rotate-secret', async (req, res) => {
    const member = requireAdmin(req);
    const endpoint = await endpointOf(db, member, req.params.id);
    const secret = newSigningSecret();
    await db.query(
      `UPDATE webhook_endpoints SET previous_secret = secret, secret = $3,
              previous_secret_expires_at = now() + make_interval(secs => $4::double precision / 1000)
        WHERE seller_id = $1 AND id = $2`,
      [member.sellerId, endpoint.id, secret, settings.rotationOverlapMs],
    );
    noStore(res).json({ endpoint: await endpointOf(db, member, endpoint.id), secret });
  });

  router.post('/v1/webhook-endpoints/:id/test', async (req, res) => {
    const member = requireAdmin(req);
    const endpoint = await endpointOf(db, member, req.params.id);
    if (endpoint.status === 'DISABLED') throw conflict('Enable the endpoint first.');
    const body = payloadOf(
      TEST_EVENT_TYPE,
      { message: 'A test event sent from the portal.', endpointId: endpoint.id },
      new Date(),
    );
    const deliveryId = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'INSERT INTO seller_events (seller_id, type, body) VALUES ($1, $2, $3) RETURNING id',
        [member.sellerId, TEST_EVENT_TYPE, body],
      );
      const { rows: delivery } = await tx.query<{ id: string }>(
        'INSERT INTO endpoint_deliveries (endpoint_id, seller_id, event_id) VALUES ($1, $2, $3) RETURNING id',
        [endpoint.id, member.sellerId, rows[0]!.id],
      );
      return delivery[0]!.id;
    });
    wakeDispatchers();
    noStore(res)
      .status(201)
      .json(await deliveryOf(db, member, endpoint.id, deliveryId));
  });

  router.get('/v1/webhook-endpoints/:id/deliveries', async (req, res) => {
    const member = requireAdmin(req);
    const endpoint = await endpointOf(db, member, req.params.id);
    const paging = pagingOf(req, { size: 20 });
    const [page, count] = await Promise.all([
      db.query<DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM endpoint_deliveries d JOIN seller_events m ON m.id = d.event_id
          WHERE d.seller_id = $1 AND d.endpoint_id = $2 ORDER BY d.created_at DESC, d.id DESC LIMIT $3 OFFSET $4`,
        [member.sellerId, endpoint.id, paging.size, paging.page * paging.size],
      ),
      db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM endpoint_deliveries WHERE seller_id = $1 AND endpoint_id = $2',
        [member.sellerId, endpoint.id],
      ),
    ]);
    noStore(res).json(pageOf(page.rows.map(toDelivery), count.rows[0]?.total ?? 0, paging));
  });

  router.post('/v1/webhook-endpoints/:id/deliveries/:deliveryId/redeliver', async (req, res) => {
    const member = requireAdmin(req);
    const endpoint = await endpointOf(db, member, req.params.id);
    const delivery = await deliveryOf(db, member, endpoint.id, req.params.deliveryId);
    if (endpoint.status === 'DISABLED') throw conflict('Enable the endpoint first.');
    // A new series of retries from now; the same event id and body, so the receiver can tell it is the same event.
    await db.query(
      `UPDATE endpoint_deliveries SET status = 'PENDING', series_from = attempts, next_attempt_at = now()
        WHERE seller_id = $1 AND endpoint_id = $2 AND id = $3`,
      [member.sellerId, endpoint.id, delivery.id],
    );
    wakeDispatchers();
    noStore(res).json(await deliveryOf(db, member, endpoint.id, delivery.id));
  });

  return router;
}
