import type { Db } from '../db/db.js';
import { notifyOwner, OWNER_NOTIFICATIONS } from './notify.js';

/** What the events history lists (spec 02 section 2, Offer details), with the words it shows for each. */
export const EVENT_TYPES = {
  CREATED: 'Offer created',
  REVIEW_APPROVED: 'Approved after review',
  REVIEW_DENIED: 'Denied by the lender',
  REVIEW_FAILED: 'Review failed',
  LINK_SENT: 'Offer link sent',
  VIEWED: 'Viewed by the customer',
  TERMS_CHOSEN: 'Customer chose terms',
  DIRECT_PAYMENT_CHOSEN: 'Customer chose direct payment',
  ACCEPTED: 'Accepted by the customer',
  PAYMENT_METHOD_ADDED: 'Payment method added',
  PAYMENT_SUCCEEDED: 'Payment succeeded',
  PAYMENT_FAILED: 'Payment failed',
  PAYMENT_REFUNDED: 'Payment refunded',
  CHARGEBACK: 'Charge-back',
  DISPUTED: 'Disputed by the customer',
  CANCELED: 'Offer canceled',
  DISABLED: 'Offer disabled',
  EXPIRED: 'Offer expired',
  UPDATED: 'Offer updated',
  REQUIREMENTS_MET: 'Requirements met',
  OWNER_CHANGED: 'Owner changed',
  RENEWAL_UPDATED: 'Renewal updated',
  RENEWAL_CREATED: 'Renewal offer created',
  FILE_ATTACHED: 'File attached',
  ACCOUNT_INELIGIBLE: 'Customer became ineligible',
  ACCOUNT_ELIGIBLE: 'Customer eligible again',
  REISSUED: 'Reissued as a new offer',
  REISSUED_FROM: 'Reissued from an expired offer',
  ADD_ON_CREATED: 'Add-on created',
} as const;

export type OfferEventType = keyof typeof EVENT_TYPES;
export const isOfferEventType = (value: string): value is OfferEventType => value in EVENT_TYPES;

/** The customer's way through an offer (spec 02 section 2): each step is reached by the first of its events. */
export const FUNNEL_STEPS = [
  { step: 'SENT', label: 'Sent', events: ['LINK_SENT'] },
  { step: 'VIEWED', label: 'Viewed', events: ['VIEWED'] },
  { step: 'CHOSE_TERMS', label: 'Chose terms', events: ['TERMS_CHOSEN', 'DIRECT_PAYMENT_CHOSEN'] },
  { step: 'ACCEPTED', label: 'Accepted', events: ['ACCEPTED', 'DIRECT_PAYMENT_CHOSEN'] },
  { step: 'PAID', label: 'Paid', events: ['PAYMENT_SUCCEEDED'] },
] as const satisfies readonly { step: string; label: string; events: readonly OfferEventType[] }[];

/** Who did it: a portal user, or the customer or provider (by label). */
export type EventActor = { userId: string } | { label: 'Customer' | 'Provider' };

export interface NewEvent {
  sellerId: string;
  offerId: string;
  type: OfferEventType;
  actor: EventActor;
  /** What happened in the seller's words; the type's label when omitted. */
  description?: string;
  relatedOfferId?: string | null;
  at?: Date;
}

/** Adds an event to an offer's history; what the customer or the provider did is told to the offer's owner too. */
export async function recordEvent(tx: Db, event: NewEvent): Promise<void> {
  await tx.query(
    `INSERT INTO offer_events (seller_id, offer_id, type, occurred_at, actor_user_id, actor_label, description,
       related_offer_id)
     VALUES ($1, $2, $3, coalesce($4, now()), $5, $6, $7, $8)`,
    [
      event.sellerId,
      event.offerId,
      event.type,
      event.at ?? null,
      'userId' in event.actor ? event.actor.userId : null,
      'label' in event.actor ? event.actor.label : null,
      event.description ?? EVENT_TYPES[event.type],
      event.relatedOfferId ?? null,
    ],
  );
  const notification = OWNER_NOTIFICATIONS[event.type];
  if (notification && !('userId' in event.actor)) {
    await notifyOwner(tx, event, { ...notification, message: event.description ?? EVENT_TYPES[event.type] });
  }
}
