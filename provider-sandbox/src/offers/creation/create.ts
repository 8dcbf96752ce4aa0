import type { Account } from '../../customers/repository.js';
import type { Db } from '../../db/db.js';
import { badRequest } from '../../http/errors.js';
import { recordEvent } from '../events.js';
import { fromCents, toCents, type PaymentFrequency } from '../pricing.js';
import type { OfferRow } from '../repository.js';
import { newLinkToken } from '../reissue.js';
import type { PackageTerm, SalesPackage } from './packages.js';
import type { PreviewLine } from './quotes.js';
import { CREATE_MESSAGES, needsManualReview } from './rules.js';

/** A create call that passed every check (spec 02 section 3, Offer create payload). */
export interface NewOffer {
  sellerId: string;
  userId: string;
  account: Account;
  offerType: 'QUOTE' | 'INVOICE';
  parent: OfferRow | null;
  salesPackage: SalesPackage;
  term: PackageTerm;
  billing: PaymentFrequency;
  paymentTerms: 'NET_30' | 'NET_45' | 'NET_60';
  lines: PreviewLine[];
  expiration: Date;
  termStartDate: string | null;
  externalReferenceId: string | null;
  messageToAccount: string | null;
  fileIds: string[];
}

export interface CreatedOffer {
  id: string;
  manualReviewRequired: boolean;
  stage: 'READY' | 'PENDING_REVIEW';
}

/**
 * Writes the offer, its files and events in one transaction, and the idempotency key with it: Pending Review when
 * the provider reviews it by hand (rules.ts), else Ready with its link sent (docs/adr/010).
 */
export async function createOffer(
  db: Db,
  offer: NewOffer,
  idempotency: { key: string; requestHash: string } | null,
): Promise<CreatedOffer> {
  const total = fromCents(offer.lines.reduce((sum, line) => sum + toCents(line.amount), 0));
  const manualReviewRequired = needsManualReview(total, offer.account.ein);
  const stage = manualReviewRequired ? 'PENDING_REVIEW' : 'READY';
  const groups = new Map(offer.salesPackage.pricingGroups.map((group) => [group.id, group]));
  const lineItems = offer.lines.map((line) => ({
    pricingGroupId: line.pricingGroupId,
    pricingGroupName: line.pricingGroupName,
    pricingGroupType: groups.get(line.pricingGroupId)?.type ?? 'SUBSCRIPTION',
    amount: line.amount,
  }));
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO offers (seller_id, account_id, owner_user_id, created_by, offer_type, sub_type, parent_offer_id,
         stage, external_reference_id, recipient_first_name, recipient_last_name, recipient_email,
         recipient_phone_number, recipient_mobile_phone_number, message_to_account, sales_package_id,
         sales_package_name, offer_term_type, term_duration, is_standard_term, direct_billing_frequency,
         direct_payment_terms, line_items, total_contract_value, term_start_date, expiration, link_token,
         last_link_sent_at)
       SELECT $1, $2, $3, $3, $4, $5, $6, $7, $8, c.first_name, c.last_name, c.email, c.phone_number,
              c.mobile_phone_number, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18, $19::date, $20, $21,
              CASE WHEN $7 = 'READY' THEN now() END
         FROM account_contacts c WHERE c.seller_id = $1 AND c.account_id = $2 AND c.is_primary
       RETURNING id`,
      [
        offer.sellerId,
        offer.account.id,
        offer.userId,
        offer.offerType,
        offer.parent ? 'ADDON' : 'INITIAL',
        offer.parent?.id ?? null,
        stage,
        offer.externalReferenceId,
        offer.messageToAccount,
        offer.salesPackage.id,
        offer.salesPackage.name,
        offer.term.offerTermType,
        offer.term.duration,
        offer.term.isStandardOfferTerm,
        offer.billing,
        offer.paymentTerms,
        JSON.stringify(lineItems),
        total,
        offer.termStartDate,
        offer.expiration,
        newLinkToken(),
      ],
    );
    const id = rows[0]?.id;
    if (!id)
      throw badRequest('Validation failed', [{ field: 'accountId', message: CREATE_MESSAGES.noContact }]);
    if (offer.fileIds.length > 0) {
      const moved = await tx.query(
        `INSERT INTO offer_files (seller_id, offer_id, name, extension, type, size, storage_key, uploaded_by, uploaded_at)
         SELECT seller_id, $2, name, extension, 'OTHER', size, storage_key, uploaded_by, uploaded_at
           FROM offer_upload_files WHERE seller_id = $1 AND id = ANY($3::uuid[])`,
        [offer.sellerId, id, offer.fileIds],
      );
      if (moved.rowCount !== new Set(offer.fileIds).size)
        throw badRequest('Validation failed', [{ field: 'fileIds', message: CREATE_MESSAGES.unknownFile }]);
      await tx.query('DELETE FROM offer_upload_files WHERE seller_id = $1 AND id = ANY($2::uuid[])', [
        offer.sellerId,
        offer.fileIds,
      ]);
    }
    const actor = { userId: offer.userId };
    await recordEvent(tx, { sellerId: offer.sellerId, offerId: id, type: 'CREATED', actor });
    if (stage === 'READY')
      await recordEvent(tx, {
        sellerId: offer.sellerId,
        offerId: id,
        type: 'LINK_SENT',
        actor: { label: 'Provider' },
      });
    if (offer.parent)
      await recordEvent(tx, {
        sellerId: offer.sellerId,
        offerId: offer.parent.id,
        type: 'ADD_ON_CREATED',
        actor,
        relatedOfferId: id,
      });
    if (idempotency)
      await tx.query(
        `INSERT INTO offer_create_requests (seller_id, idempotency_key, request_hash, offer_id, manual_review_required)
         VALUES ($1, $2, $3, $4, $5)`,
        [offer.sellerId, idempotency.key, idempotency.requestHash, id, manualReviewRequired],
      );
    return { id, manualReviewRequired, stage };
  });
}
