import type { Db } from '../db/db.js';
import { isUuid } from '../http/params.js';
import { frequencyLabel, type PaymentFrequency } from '../offers/pricing.js';
import { toCsv } from './csv.js';

// The offers domain pays sellers out into cash_advances (docs/adr/008); these read them as spec 01 section 3 shows.

export interface CashAdvanceSummary {
  id: string;
  advanceDate: string;
  total: number;
}

export interface OfferCashAdvance {
  offerId: string;
  accountName: string;
  customerSelectedOfferTermLabel: string;
  paymentFrequency: PaymentFrequency;
  totalContractValue: number;
  sellerCashAdvance: number;
}

/** The seller's advances, newest first, each with what it paid out in all. */
export async function cashAdvancesOf(db: Db, sellerId: string): Promise<CashAdvanceSummary[]> {
  const { rows } = await db.query<CashAdvanceSummary>(
    `SELECT ca.id, to_char(ca.advance_date, 'YYYY-MM-DD') AS "advanceDate",
            coalesce(sum(cao.seller_cash_advance), 0)::float8 AS total
       FROM cash_advances ca
       LEFT JOIN cash_advance_offers cao ON cao.cash_advance_id = ca.id AND cao.seller_id = ca.seller_id
      WHERE ca.seller_id = $1
      GROUP BY ca.id, ca.advance_date
      ORDER BY ca.advance_date DESC, ca.id`,
    [sellerId],
  );
  return rows;
}

/** One of the seller's advances with its offers, or undefined (unknown or another seller's). */
export async function cashAdvanceOf(
  db: Db,
  sellerId: string,
  id: string,
): Promise<{ id: string; advanceDate: string; offerCashAdvances: OfferCashAdvance[] } | undefined> {
  if (!isUuid(id)) return undefined;
  const advance = await db.query<{ id: string; advanceDate: string }>(
    `SELECT id, to_char(advance_date, 'YYYY-MM-DD') AS "advanceDate" FROM cash_advances WHERE seller_id = $1 AND id = $2`,
    [sellerId, id],
  );
  if (!advance.rows[0]) return undefined;
  const { rows } = await db.query<OfferCashAdvance>(
    `SELECT cao.offer_id AS "offerId", a.name AS "accountName",
            cao.customer_selected_offer_term_label AS "customerSelectedOfferTermLabel",
            cao.payment_frequency AS "paymentFrequency", cao.total_contract_value::float8 AS "totalContractValue",
            cao.seller_cash_advance::float8 AS "sellerCashAdvance"
       FROM cash_advance_offers cao
       JOIN offers o ON o.id = cao.offer_id AND o.seller_id = cao.seller_id
       JOIN accounts a ON a.id = o.account_id AND a.seller_id = o.seller_id
      WHERE cao.seller_id = $1 AND cao.cash_advance_id = $2
      ORDER BY lower(a.name), cao.offer_id`,
    [sellerId, id],
  );
  return { ...advance.rows[0], offerCashAdvances: rows };
}

/** The advance's rows as CSV (GET /v1/cash-advances/{id}/export-cash-advance-details). */
export function cashAdvanceCsv(offers: readonly OfferCashAdvance[]): string {
  return toCsv(
    ['Offer ID', 'Company', 'Term', 'Payment Frequency', 'Total Contract Value', 'Seller Cash Advance'],
    offers.map((offer) => [
      offer.offerId,
      offer.accountName,
      offer.customerSelectedOfferTermLabel,
      frequencyLabel(offer.paymentFrequency),
      offer.totalContractValue.toFixed(2),
      offer.sellerCashAdvance.toFixed(2),
    ]),
  );
}
