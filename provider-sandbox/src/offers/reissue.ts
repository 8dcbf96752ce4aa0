import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';
import { conflict } from '../http/errors.js';
import { moveContextOf } from './answers.js';
import { dateIn } from './calendar.js';
import { recordEvent } from './events.js';
import { expireDueOffers } from './moves.js';
import type { OfferRow } from './repository.js';
import { defaultExpiration, expirationWindow, termStartWindow } from './rules.js';

/** A customer link's secret: 32 random bytes, URL-safe. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

const INELIGIBLE = 'Customer is ineligible because they are behind on existing payments.';

/**
 * Reissue (ours, docs/adr/009): an expired offer becomes a new offer from the same deal (customer, lines, term, owner,
 * files) with a fresh window and the default expiration, linked both ways and noted in both histories. The term start
 * date is kept when the new offer still allows it. Answers the new offer's id.
 */
export async function reissueOffer(db: Db, offer: OfferRow, userId: string, now: Date): Promise<string> {
  if (offer.stage !== 'EXPIRED') throw conflict('Only an expired offer can be reissued.');
  if (offer.reissuedToOfferId) throw conflict('This offer was reissued already.');
  if (offer.isAccountDelinquent) throw conflict(INELIGIBLE);
  const window = expirationWindow(
    {
      createdAt: now,
      underwritingExpiration: null,
      expirationCap: offer.expirationCap,
      timeZone: offer.timeZone,
    },
    now,
  );
  const expiration = defaultExpiration(window, now, offer.timeZone);
  const starts = termStartWindow(now, offer.timeZone);
  const termStartDate =
    offer.termStartDate && offer.termStartDate >= starts.minDate && offer.termStartDate <= starts.maxDate
      ? offer.termStartDate
      : null;
  const stage = moveContextOf(offer).attachmentMissing ? 'READY_WITH_REQUIREMENTS' : 'READY';
  return db.transaction(async (tx) => {
    // Read as Expired, it may not be stored so yet: store it first, so the copy below finds it.
    await expireDueOffers(tx, offer.sellerId);
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO offers (seller_id, account_id, owner_user_id, created_by, offer_type, sub_type, parent_offer_id,
         reissued_from_offer_id, stage, external_reference_id, recipient_first_name, recipient_last_name,
         recipient_email, recipient_phone_number, recipient_mobile_phone_number, message_to_account, sales_package_id,
         sales_package_name, offer_term_type, term_duration, is_standard_term, direct_billing_frequency,
         direct_payment_terms, line_items, total_contract_value, term_start_date, expiration, expiration_cap,
         allow_credit_card_payments, attachment_required, is_shared_risk, link_token, last_link_sent_at)
       SELECT seller_id, account_id, owner_user_id, $3, offer_type, sub_type, parent_offer_id, id, $4,
         external_reference_id, recipient_first_name, recipient_last_name, recipient_email, recipient_phone_number,
         recipient_mobile_phone_number, message_to_account, sales_package_id, sales_package_name, offer_term_type,
         term_duration, is_standard_term, direct_billing_frequency, direct_payment_terms, line_items,
         total_contract_value, $5::date, $6, expiration_cap, allow_credit_card_payments, attachment_required,
         is_shared_risk, $7, now()
         FROM offers WHERE seller_id = $1 AND id = $2 AND stage = 'EXPIRED'
       RETURNING id`,
      [offer.sellerId, offer.id, userId, stage, termStartDate, expiration, newLinkToken()],
    );
    const id = rows[0]?.id;
    if (!id) throw conflict('Only an expired offer can be reissued.');
    await tx.query(
      `INSERT INTO offer_files (seller_id, offer_id, name, extension, type, size, storage_key, uploaded_by, uploaded_at)
       SELECT seller_id, $3, name, extension, type, size, storage_key, uploaded_by, uploaded_at
         FROM offer_files WHERE seller_id = $1 AND offer_id = $2`,
      [offer.sellerId, offer.id, id],
    );
    const day = dateIn(offer.expiration, offer.timeZone);
    const shown = `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
    await recordEvent(tx, { sellerId: offer.sellerId, offerId: id, type: 'CREATED', actor: { userId } });
    await recordEvent(tx, {
      sellerId: offer.sellerId,
      offerId: id,
      type: 'REISSUED_FROM',
      actor: { userId },
      description: `Reissued from an offer that expired on ${shown}`,
      relatedOfferId: offer.id,
    });
    await recordEvent(tx, {
      sellerId: offer.sellerId,
      offerId: id,
      type: 'LINK_SENT',
      actor: { label: 'Provider' },
    });
    await recordEvent(tx, {
      sellerId: offer.sellerId,
      offerId: offer.id,
      type: 'REISSUED',
      actor: { userId },
      relatedOfferId: id,
    });
    await tx.query('UPDATE offers SET updated_at = now() WHERE seller_id = $1 AND id = $2', [
      offer.sellerId,
      offer.id,
    ]);
    return id;
  });
}
