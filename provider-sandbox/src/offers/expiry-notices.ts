import type { Db } from '../db/db.js';
import { notifyOwner } from './notify.js';
import { EXPIRING_SOON_DAYS } from './repository.js';
import { OFFER_MOVES } from './stages.js';

// The owner hears, in their notification feed (docs/adr/008), that an offer the customer has not accepted yet
// expires soon, and that it expired (then its details page offers Reissue). Ours: the specs have no such reminder.

/** The marks, days before the expiration (0: it lapsed), with what the owner is told at each. */
const EXPIRY_NOTICES = {
  [EXPIRING_SOON_DAYS]: {
    title: `Offer expires within ${EXPIRING_SOON_DAYS} days`,
    message: 'Not accepted yet',
  },
  1: { title: 'Offer expires within a day', message: 'Not accepted yet' },
  0: { title: 'Offer expired', message: 'Not accepted in time; its page can reissue it' },
} as const satisfies Record<number, { title: string; message: string }>;

type ExpiryMark = keyof typeof EXPIRY_NOTICES;

/**
 * Tells each offer's owner once per mark it reached: within 7 days, within a day, lapsed (only the nearest when it
 * reached several since the last sweep). A lapse is told for offers stored as Expired within the last day (run
 * `expireDueOffers` first) and not reissued; older lapses, such as the demo's, stay history. One transaction: a
 * mark is remembered exactly when its notification exists. Answers how many were told.
 */
export async function sendExpiryNotices(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; sellerId: string; mark: ExpiryMark }>(
      `WITH due AS (
         SELECT o.id, CASE WHEN o.expiration <= $1 THEN 0
                           WHEN o.expiration <= $1::timestamptz + interval '1 day' THEN 1 ELSE $3::int END AS mark
           FROM offers o
          WHERE (o.stage = ANY($2::text[]) AND o.expiration > $1
                 AND o.expiration <= $1::timestamptz + make_interval(days => $3::int))
             OR (o.stage = 'EXPIRED' AND o.expiration <= $1 AND o.expiration > $1::timestamptz - interval '1 day'
                 AND NOT EXISTS (SELECT 1 FROM offers r
                                  WHERE r.seller_id = o.seller_id AND r.reissued_from_offer_id = o.id)))
       UPDATE offers o SET expiry_noticed_days = due.mark, expiry_noticed_for = o.expiration
         FROM due
        WHERE o.id = due.id
          AND (o.expiry_noticed_for IS DISTINCT FROM o.expiration OR due.mark < o.expiry_noticed_days)
       RETURNING o.id, o.seller_id AS "sellerId", due.mark`,
      [now, OFFER_MOVES.expire.from, EXPIRING_SOON_DAYS],
    );
    for (const row of rows) {
      const notice = EXPIRY_NOTICES[row.mark];
      await notifyOwner(tx, { sellerId: row.sellerId, offerId: row.id }, { type: 'offer', ...notice });
    }
    return rows.length;
  });
}
