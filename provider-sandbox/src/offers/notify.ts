import type { Db } from '../db/db.js';
import { emitEvent, type EventType } from '../notifications/index.js';
import type { OfferEventType } from './events.js';

// What the offer's owner hears of, live and in their notification feed (docs/adr/008): what the customer or the
// provider did to the offer. What a portal user did themselves is only in the offer's history.

/** The offer events that notify the owner, with the feed's kind and title. */
export const OWNER_NOTIFICATIONS: Partial<Record<OfferEventType, { type: EventType; title: string }>> = {
  ACCEPTED: { type: 'offer', title: 'Offer accepted' },
  DIRECT_PAYMENT_CHOSEN: { type: 'offer', title: 'Customer chose direct payment' },
  DISPUTED: { type: 'offer', title: 'Offer disputed' },
  REVIEW_APPROVED: { type: 'underwriting', title: 'Offer approved after review' },
  REVIEW_DENIED: { type: 'underwriting', title: 'Offer denied after review' },
  PAYMENT_SUCCEEDED: { type: 'payment', title: 'Payment received' },
  PAYMENT_FAILED: { type: 'payment', title: 'Payment failed' },
  CHARGEBACK: { type: 'payment', title: 'Charge-back' },
};

/**
 * Tells the offer's owner, in the caller's transaction (the notification exists exactly when the change does):
 * `message` is prefixed with the customer's name.
 */
export async function notifyOwner(
  tx: Db,
  offer: { sellerId: string; offerId: string },
  notification: { type: EventType; title: string; message: string },
): Promise<void> {
  const { rows } = await tx.query<{ ownerUserId: string; accountName: string }>(
    `SELECT o.owner_user_id AS "ownerUserId", a.name AS "accountName"
       FROM offers o JOIN accounts a ON a.id = o.account_id AND a.seller_id = o.seller_id
      WHERE o.seller_id = $1 AND o.id = $2`,
    [offer.sellerId, offer.offerId],
  );
  const row = rows[0];
  if (!row) return;
  await emitEvent(tx, {
    userId: row.ownerUserId,
    sellerId: offer.sellerId,
    type: notification.type,
    title: notification.title,
    message: `${row.accountName}: ${notification.message}`,
    offerId: offer.offerId,
  });
}
