import type { z } from 'zod';
import type { Db } from '../db/db.js';
import { selectedOptionOf, termOf } from './answers.js';
import type { offerSellerAdvance } from './contract.js';
import { advanceAmountOf } from './payments.js';
import { termLabel } from './pricing.js';
import type { OfferRow, PaymentRow } from './repository.js';
import type { OfferStage } from './stages.js';

export type OfferSellerAdvanceAnswer = z.infer<typeof offerSellerAdvance>;

/** The stages in which a financed offer's advance is still to come: accepted, its first payment not yet made. */
const AWAITING_ADVANCE: readonly OfferStage[] = ['ACCEPTED', 'ACCEPTED_ACTION_REQUIRED'];

/**
 * What the seller receives for the offer (ours): the cash advance it was paid in, with the figures Advance History
 * shows; or, while the customer's financed plan has not made its first successful payment, the same amount expected
 * with that payment.
 */
export async function sellerAdvanceOf(
  db: Db,
  offer: OfferRow,
  payments: readonly PaymentRow[],
): Promise<OfferSellerAdvanceAnswer> {
  const { rows } = await db.query<{
    cashAdvanceId: string;
    advanceDate: string;
    sellerCashAdvance: number;
    customerSelectedOfferTermLabel: string;
    paymentFrequency: OfferSellerAdvanceAnswer['paymentFrequency'];
  }>(
    `SELECT cao.cash_advance_id AS "cashAdvanceId", to_char(ca.advance_date, 'YYYY-MM-DD') AS "advanceDate",
            cao.seller_cash_advance::float8 AS "sellerCashAdvance",
            cao.customer_selected_offer_term_label AS "customerSelectedOfferTermLabel",
            cao.payment_frequency AS "paymentFrequency"
       FROM cash_advance_offers cao
       JOIN cash_advances ca ON ca.id = cao.cash_advance_id AND ca.seller_id = cao.seller_id
      WHERE cao.seller_id = $1 AND cao.offer_id = $2`,
    [offer.sellerId, offer.id],
  );
  const paid = rows[0];
  if (paid) return { offerId: offer.id, status: 'PAID', ...paid, expectedDate: null };
  const option = selectedOptionOf(offer);
  if (option?.plan !== 'FINANCED' || !AWAITING_ADVANCE.includes(offer.stage)) {
    return {
      offerId: offer.id,
      status: 'NONE',
      sellerCashAdvance: null,
      customerSelectedOfferTermLabel: null,
      paymentFrequency: null,
      cashAdvanceId: null,
      advanceDate: null,
      expectedDate: null,
    };
  }
  const next = payments.find((payment) => payment.status === 'pending' || payment.status === 'failed');
  return {
    offerId: offer.id,
    status: 'EXPECTED',
    sellerCashAdvance: advanceAmountOf(offer),
    customerSelectedOfferTermLabel: termLabel(termOf(offer)),
    paymentFrequency: option.paymentFrequency,
    cashAdvanceId: null,
    advanceDate: null,
    expectedDate: next?.paymentDate ?? null,
  };
}
