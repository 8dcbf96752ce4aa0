import type { FieldChecks } from '../http/validation.js';

// Portfolio at a glance (ours: not in the spec; docs/adr/011) counts an offer's payments in three ways, and the offers
// list can be narrowed to the offers behind one bar of it. Both read these definitions, so a bar and the report it
// opens always agree. Dates are the customer's days (docs/adr/009): "today" is the account's, in its time zone.

/** How long a payment has been late or failed, by days past its payment date. */
export const OVERDUE_BUCKETS = ['UP_TO_30_DAYS', 'DAYS_31_TO_60', 'DAYS_61_TO_90', 'OVER_90_DAYS'] as const;
export type OverdueBucket = (typeof OVERDUE_BUCKETS)[number];

/** Payment statuses that mean the money did not arrive or was taken back: counted with late payments. */
const FAILED_PAYMENT_STATUSES = ['failed', 'chargeback', 'disputed'] as const;

/** One bar of Portfolio at a glance, as a filter of the offers list: each set part narrows it further. */
export interface PortfolioSlice {
  /** Offers with a payment still to come (pending, due today or later) due in this month, yyyy-MM. */
  paymentsDueMonth: string | null;
  /** Offers with a payment late (pending, past its date) or failed, chargeback or disputed this long. */
  paymentsOverdue: OverdueBucket | null;
  /** Offers the seller was advanced cash for in this month, yyyy-MM. */
  advanceMonth: string | null;
}

/** The customer's today, as SQL, from an expression naming the account's time zone. */
export const customerToday = (timeZone: string): string => `(now() AT TIME ZONE ${timeZone})::date`;

/** SQL: payment `p` is still to come (pending, due today or later). */
export const stillToComeSql = (p: string, today: string): string =>
  `(${p}.status = 'pending' AND ${p}.payment_date >= ${today})`;

/** SQL: payment `p` is late (pending past its date) or failed, chargeback or disputed. */
export const overdueSql = (p: string, today: string): string =>
  `((${p}.status = 'pending' AND ${p}.payment_date < ${today}) OR ${p}.status IN (${FAILED_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')}))`;

/** SQL: the overdue bucket of payment `p` (a failed payment not yet past its date counts as 0 days). */
export const overdueBucketSql = (p: string, today: string): string => {
  const days = `greatest(${today} - ${p}.payment_date, 0)`;
  return `CASE WHEN ${days} <= 30 THEN 'UP_TO_30_DAYS' WHEN ${days} <= 60 THEN 'DAYS_31_TO_60'
    WHEN ${days} <= 90 THEN 'DAYS_61_TO_90' ELSE 'OVER_90_DAYS' END`;
};

/** SQL: a date's month as yyyy-MM. */
export const monthSql = (date: string): string => `to_char(${date}, 'YYYY-MM')`;

/**
 * The conditions that narrow offers (alias `o` with the offers list's columns `id`, `sellerId`, `timeZone`) to a
 * slice; each value is pushed onto `params`.
 */
export function sliceConditions(slice: PortfolioSlice, params: unknown[]): string[] {
  const today = customerToday('o."timeZone"');
  const payments = (condition: string) =>
    `EXISTS (SELECT 1 FROM offer_payments p WHERE p.seller_id = o."sellerId" AND p.offer_id = o.id AND ${condition})`;
  const where: string[] = [];
  if (slice.paymentsDueMonth) {
    params.push(slice.paymentsDueMonth);
    where.push(
      payments(`${stillToComeSql('p', today)} AND ${monthSql('p.payment_date')} = $${params.length}`),
    );
  }
  if (slice.paymentsOverdue) {
    params.push(slice.paymentsOverdue);
    where.push(payments(`${overdueSql('p', today)} AND ${overdueBucketSql('p', today)} = $${params.length}`));
  }
  if (slice.advanceMonth) {
    params.push(slice.advanceMonth);
    where.push(`EXISTS (SELECT 1 FROM cash_advance_offers cao
      JOIN cash_advances ca ON ca.id = cao.cash_advance_id AND ca.seller_id = cao.seller_id
      WHERE cao.seller_id = o."sellerId" AND cao.offer_id = o.id
        AND ${monthSql('ca.advance_date')} = $${params.length})`);
  }
  return where;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const isOverdueBucket = (value: unknown): value is OverdueBucket =>
  (OVERDUE_BUCKETS as readonly unknown[]).includes(value);

/**
 * The slice asked for by `paymentsDueMonth`, `paymentsOverdue` and `advanceMonth` (query parameters or an export's
 * body); a wrong value is a field error.
 */
export function portfolioSliceOf(checks: FieldChecks, source: Record<string, unknown>): PortfolioSlice {
  const month = (field: 'paymentsDueMonth' | 'advanceMonth'): string | null => {
    const value = source[field];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'string' && MONTH.test(value)) return value;
    checks.fail(field, 'Must be a month written yyyy-MM');
    return null;
  };
  const bucket = source.paymentsOverdue;
  let paymentsOverdue: OverdueBucket | null = null;
  if (isOverdueBucket(bucket)) paymentsOverdue = bucket;
  else if (bucket !== undefined && bucket !== null && bucket !== '')
    checks.fail('paymentsOverdue', `paymentsOverdue is one of ${OVERDUE_BUCKETS.join(', ')}`);
  return {
    paymentsDueMonth: month('paymentsDueMonth'),
    paymentsOverdue,
    advanceMonth: month('advanceMonth'),
  };
}
