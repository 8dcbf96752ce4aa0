import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { noStore } from '../http/cache.js';
import { notFound } from '../http/errors.js';
import { escapeHtml, htmlPage, PAGE_CSP } from '../http/html.js';
import { pageOf, pagingOf } from '../http/paging.js';
import { isUuid } from '../http/params.js';
import { bodyOf, FieldChecks, TEXT_MAX } from '../http/validation.js';
import { sellerMemberOf } from '../session/membership.js';
import {
  emitEvent,
  isEventType,
  markAllNotificationsRead,
  markNotificationRead,
  notificationFeed,
  type EventType,
} from './events.js';
import { deliveryLog } from './webhooks.js';
import { ACCOUNT_FIRST } from '../core/users.js';

/** The signed-in user's notification feed: GET a page with the unread count, mark one or all read. */
export function notificationsRouter(db: Db): Router {
  const router = express.Router();

  router.get('/v1/notifications', async (req, res) => {
    const member = sellerMemberOf(req);
    const paging = pagingOf(req);
    const feed = await notificationFeed(db, member, paging);
    noStore(res).json({ ...pageOf(feed.items, feed.total, paging), unreadCount: feed.unread });
  });

  router.post('/v1/notifications/read', async (req, res) => {
    const member = sellerMemberOf(req);
    noStore(res).json({ updated: await markAllNotificationsRead(db, member) });
  });

  router.post('/v1/notifications/:id/read', async (req, res) => {
    const member = sellerMemberOf(req);
    const id = String(req.params.id);
    const read = isUuid(id) ? await markNotificationRead(db, member, id) : undefined;
    if (!read) throw notFound('Notification not found');
    noStore(res).json(read);
  });

  return router;
}

const DEMO_TEXT: Record<EventType, { title: string | null; message: string | null }> = {
  test: { title: 'Test notification', message: 'The provider sandbox sent this test event.' },
  offer: { title: 'Offer accepted', message: 'A customer accepted an offer.' },
  payment: { title: 'Payment received', message: 'A customer payment succeeded.' },
  advance: { title: 'Cash advance sent', message: 'A cash advance is on its way to your bank account.' },
  underwriting: { title: 'Company approved', message: 'Underwriting approved your company.' },
  'export-completed': { title: null, message: null },
  'export-failed': { title: null, message: null },
  // Told to the gateway only (it ends the user's sockets); the control may send one to try that out.
  'member-disabled': { title: null, message: null },
  'sessions-revoked': { title: null, message: null },
};

/**
 * Sandbox controls: emit an event for a user (POST /sandbox/events, JSON or the page's form) and the webhook
 * delivery log (GET /sandbox/webhooks, /sandbox/webhooks.json).
 */
export function notificationControlRouter(db: Db, webhookUrl: string | null): Router {
  const router = express.Router();

  router.post(
    '/events',
    express.json({ limit: '4kb' }),
    express.urlencoded({ extended: false, limit: '4kb' }),
    async (req, res) => {
      const body = bodyOf(req);
      const checks = new FieldChecks();
      const email = checks.email(body.email, 'email', {
        required: 'email is required',
        invalid: 'email is not valid',
      });
      const type = body.type ?? 'test';
      if (!isEventType(type)) checks.fail('type', `type is one of ${Object.keys(DEMO_TEXT).join(', ')}`);
      const title = checks.optionalText(body.title, 'title');
      const message = checks.optionalText(body.message, 'message', TEXT_MAX.freeText);
      const offerId = checks.optionalText(body.offerId, 'offerId', 64);
      const fileId = checks.optionalText(body.fileId, 'fileId', 64);
      checks.done();
      const eventType = type as EventType;
      const { rows } = await db.query<{ id: string; seller_id: string | null }>(
        `SELECT id, seller_id FROM users WHERE email = $1 ${ACCOUNT_FIRST}`,
        [email],
      );
      const user = rows[0];
      if (!user?.seller_id) throw notFound('No user of a company with this email');
      const event = await emitEvent(db, {
        userId: user.id,
        sellerId: user.seller_id,
        type: eventType,
        title: title ?? DEMO_TEXT[eventType].title,
        message: message ?? DEMO_TEXT[eventType].message,
        offerId,
        fileId: eventType === 'export-completed' ? (fileId ?? crypto.randomUUID()) : fileId,
      });
      if (req.is('application/x-www-form-urlencoded')) return res.redirect(303, '/sandbox/webhooks');
      noStore(res.status(201)).json(event);
    },
  );

  router.get('/webhooks.json', async (_req, res) => {
    noStore(res).json({ url: webhookUrl, deliveries: await deliveryLog(db) });
  });

  router.get('/webhooks', async (_req, res) => {
    const deliveries = await deliveryLog(db);
    const rows = deliveries
      .map((delivery) => {
        const last = delivery.attempts.at(-1);
        const outcome = last ? (last.statusCode ?? last.error ?? '') : 'not attempted yet';
        return `<tr><td>${escapeHtml(delivery.createdAt)}</td><td>${escapeHtml(delivery.type)}</td>
<td><code>${escapeHtml(delivery.userId)}</code></td><td>${escapeHtml(delivery.status)}</td>
<td>${delivery.attempts.length}</td><td>${escapeHtml(String(outcome))}</td>
<td>${escapeHtml(delivery.nextAttemptAt ?? '')}</td></tr>`;
      })
      .join('\n');
    res.set({ 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store' });
    res.type('html').send(
      htmlPage(
        'Sandbox webhooks',
        `<h1>Webhook deliveries</h1>
<p>Each event is POSTed to <code>${escapeHtml(webhookUrl ?? 'nowhere: no webhook URL is configured')}</code>,
signed with HMAC-SHA256 over <code>timestamp.body</code>, and retried with backoff until the gateway answers 2xx.</p>
<form method="post" action="/sandbox/events">
<label for="email">Send a test event to</label><input id="email" name="email" type="email" required value="admin@acme.example" />
<input type="hidden" name="type" value="test" />
<button class="primary" type="submit">Send test event</button>
</form>
<h2>Newest deliveries</h2>
${
  rows
    ? `<table><thead><tr><th scope="col">Created</th><th scope="col">Type</th><th scope="col">User</th><th scope="col">Status</th>
<th scope="col">Attempts</th><th scope="col">Last answer</th><th scope="col">Next attempt</th></tr></thead><tbody>
${rows}
</tbody></table>`
    : '<p>No events yet.</p>'
}`,
      ),
    );
  });

  return router;
}
