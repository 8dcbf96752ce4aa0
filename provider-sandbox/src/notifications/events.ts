import { expectRows, type Db } from '../db/db.js';
import type { Paging } from '../http/paging.js';

/**
 * What the provider tells the gateway about a user: the first five are notifications (the feed), the next two
 * exports, the last two the user's standing (never in the feed: the gateway ends the user's sockets, docs/adr/014).
 * A copy of `PROVIDER_EVENT_TYPES` in `shared/src/realtime` (the sandbox cannot import shared at runtime; keep them
 * identical).
 */
export const EVENT_TYPES = [
  'offer',
  'payment',
  'advance',
  'underwriting',
  'test',
  'export-completed',
  'export-failed',
  'member-disabled',
  'sessions-revoked',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

const NOTIFICATION_TYPES: readonly EventType[] = ['offer', 'payment', 'advance', 'underwriting', 'test'];

export const isEventType = (value: unknown): value is EventType =>
  (EVENT_TYPES as readonly unknown[]).includes(value);

/** One event for one user of one seller, as stored and as the webhook's body carries it. */
export interface ProviderEvent {
  id: string;
  type: EventType;
  userId: string;
  sellerId: string;
  title: string | null;
  message: string | null;
  /** The offer the event is about (a link to /offers/{id}/details), if any. */
  offerId: string | null;
  /** The generated file of an export-completed event. */
  fileId: string | null;
  createdAt: string;
  readAt: string | null;
}

export interface NewEvent {
  userId: string;
  sellerId: string;
  type: EventType;
  title?: string | null;
  message?: string | null;
  offerId?: string | null;
  fileId?: string | null;
}

interface EventRow {
  id: string;
  type: EventType;
  user_id: string;
  seller_id: string;
  title: string | null;
  message: string | null;
  offer_id: string | null;
  file_id: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
}

const wakers = new Set<() => void>();

/** A webhook dispatcher asks to hear of new events at once instead of at its next poll. */
export function onNewEvent(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/**
 * Records an event for a user and queues its webhook delivery, in the caller's transaction when given one (so the
 * event exists exactly when the change it reports does). Other sandbox domains call this to notify a user.
 */
export async function emitEvent(db: Db, event: NewEvent): Promise<ProviderEvent> {
  const stored = await db.transaction(async (tx) => {
    const { rows } = await tx.query<EventRow>(
      // clock_timestamp(), not now(): events of one transaction keep the order they were told in.
      `INSERT INTO provider_events (seller_id, user_id, type, title, message, offer_id, file_id, created_at)
       SELECT seller_id, id, $3, $4, $5, $6, $7, clock_timestamp() FROM users WHERE id = $1 AND seller_id = $2
       RETURNING *`,
      [
        event.userId,
        event.sellerId,
        event.type,
        event.title ?? null,
        event.message ?? null,
        event.offerId ?? null,
        event.fileId ?? null,
      ],
    );
    const row = rows[0];
    if (!row) throw new Error(`emitEvent: user ${event.userId} is not a member of seller ${event.sellerId}`);
    expectRows(
      await tx.query('INSERT INTO webhook_deliveries (event_id) VALUES ($1)', [row.id]),
      1,
      'queueing the webhook delivery',
    );
    return toEvent(row);
  });
  // The delivery is committed by now unless the caller's own transaction still runs; the poll catches that case.
  for (const wake of wakers) wake();
  return stored;
}

/**
 * Tells the gateway that a user's sessions or grants ended, in the caller's transaction: the gateway then ends the
 * user's sockets on every instance. A user without a company holds no socket (the gateway refuses one), so nothing
 * is told. Answers the event, if one was recorded.
 */
export async function emitSessionsRevoked(db: Db, userId: string): Promise<ProviderEvent | undefined> {
  return db.transaction(async (tx) => {
    // ::text: an account id that is not a uuid names no user, rather than failing the revocation.
    const { rows } = await tx.query<{ id: string; seller_id: string | null }>(
      'SELECT id, seller_id FROM users WHERE id::text = $1',
      [userId],
    );
    const user = rows[0];
    if (!user?.seller_id) return undefined;
    return emitEvent(tx, { userId: user.id, sellerId: user.seller_id, type: 'sessions-revoked' });
  });
}

/** A user's notifications in this seller, newest first, with how many are unread. */
export async function notificationFeed(
  db: Db,
  member: { userId: string; sellerId: string },
  paging: Paging,
): Promise<{ items: ProviderEvent[]; total: number; unread: number }> {
  const [page, counts] = await Promise.all([
    db.query<EventRow>(
      `SELECT * FROM provider_events WHERE user_id = $1 AND seller_id = $2 AND type = ANY($3)
        ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
      [member.userId, member.sellerId, NOTIFICATION_TYPES, paging.size, paging.page * paging.size],
    ),
    db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
         FROM provider_events WHERE user_id = $1 AND seller_id = $2 AND type = ANY($3)`,
      [member.userId, member.sellerId, NOTIFICATION_TYPES],
    ),
  ]);
  const { total, unread } = counts.rows[0] ?? { total: 0, unread: 0 };
  return { items: page.rows.map(toEvent), total, unread };
}

/** Marks one of the user's notifications read (keeping the first read time); undefined when it is not theirs. */
export async function markNotificationRead(
  db: Db,
  member: { userId: string; sellerId: string },
  id: string,
): Promise<ProviderEvent | undefined> {
  const { rows } = await db.query<EventRow>(
    `UPDATE provider_events SET read_at = coalesce(read_at, now())
      WHERE id = $1 AND user_id = $2 AND seller_id = $3 AND type = ANY($4) RETURNING *`,
    [id, member.userId, member.sellerId, NOTIFICATION_TYPES],
  );
  return rows[0] ? toEvent(rows[0]) : undefined;
}

/** Marks every unread notification of the user read; answers how many changed. */
export async function markAllNotificationsRead(
  db: Db,
  member: { userId: string; sellerId: string },
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE provider_events SET read_at = now()
      WHERE user_id = $1 AND seller_id = $2 AND type = ANY($3) AND read_at IS NULL`,
    [member.userId, member.sellerId, NOTIFICATION_TYPES],
  );
  return rowCount;
}

export function toEvent(row: EventRow): ProviderEvent {
  return {
    id: row.id,
    type: row.type,
    userId: row.user_id,
    sellerId: row.seller_id,
    title: row.title,
    message: row.message,
    offerId: row.offer_id,
    fileId: row.file_id,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  };
}

export type { EventRow };
