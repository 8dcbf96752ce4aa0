import type { Db } from '../db/db.js';
import {
  customerToday,
  monthSql,
  OVERDUE_BUCKETS,
  overdueBucketSql,
  overdueSql,
  stillToComeSql,
  type OverdueBucket,
} from '../offers/portfolio.js';
import type { OfferScope } from '../offers/repository.js';
import type { OfferStage } from '../offers/stages.js';

// GET /api/v1/reports/portfolio-summary (ours, docs/adr/011): Portfolio at a glance in one call, worked out from the
// payments and advances of the offers the report lists, with the definitions the offers list filters by.

export interface CashToComeMonth {
  /** yyyy-MM */
  month: string;
  amount: number;
  paymentsCount: number;
  offersCount: number;
}

export interface OverdueAging {
  bucket: OverdueBucket;
  lateAmount: number;
  latePaymentsCount: number;
  failedAmount: number;
  failedPaymentsCount: number;
  offersCount: number;
}

export interface AdvanceMonth {
  /** yyyy-MM */
  month: string;
  amount: number;
  advancesCount: number;
  offersCount: number;
}

export interface PortfolioSummary {
  cashToCome: CashToComeMonth[];
  lateOrFailed: OverdueAging[];
  advances: AdvanceMonth[];
}

/** The caller's offers (and payments, `p`) in the stages asked for; $1 seller, $2 owner or null, $3 stages or null. */
const PAYMENTS_OF_OFFERS = `
  FROM offer_payments p
  JOIN offers o ON o.id = p.offer_id AND o.seller_id = p.seller_id
  JOIN accounts a ON a.id = o.account_id AND a.seller_id = o.seller_id
  WHERE p.seller_id = $1 AND ($2::uuid IS NULL OR o.owner_user_id = $2)
    AND ($3::text[] IS NULL OR o.stage = ANY($3::text[]))`;

/** Portfolio at a glance for the caller's offers in `stages` (all stages when null). */
export async function portfolioSummary(
  db: Db,
  scope: OfferScope,
  stages: readonly OfferStage[] | null,
): Promise<PortfolioSummary> {
  const params = [scope.sellerId, scope.ownerUserId, stages];
  const today = customerToday('a.address_time_zone');
  const [cashToCome, overdue, advances] = await Promise.all([
    db.query<CashToComeMonth>(
      `SELECT ${monthSql('p.payment_date')} AS month, sum(p.amount)::float8 AS amount,
              count(*)::int AS "paymentsCount", count(DISTINCT p.offer_id)::int AS "offersCount"
       ${PAYMENTS_OF_OFFERS} AND ${stillToComeSql('p', today)}
       GROUP BY 1 ORDER BY 1`,
      params,
    ),
    db.query<OverdueAging>(
      `SELECT bucket,
              coalesce(sum(amount) FILTER (WHERE late), 0)::float8 AS "lateAmount",
              count(*) FILTER (WHERE late)::int AS "latePaymentsCount",
              coalesce(sum(amount) FILTER (WHERE NOT late), 0)::float8 AS "failedAmount",
              count(*) FILTER (WHERE NOT late)::int AS "failedPaymentsCount",
              count(DISTINCT offer_id)::int AS "offersCount"
         FROM (SELECT p.offer_id, p.amount, p.status = 'pending' AS late, ${overdueBucketSql('p', today)} AS bucket
               ${PAYMENTS_OF_OFFERS} AND ${overdueSql('p', today)}) overdue
        GROUP BY bucket`,
      params,
    ),
    db.query<AdvanceMonth>(
      `SELECT ${monthSql('ca.advance_date')} AS month, sum(cao.seller_cash_advance)::float8 AS amount,
              count(DISTINCT ca.id)::int AS "advancesCount", count(*)::int AS "offersCount"
         FROM cash_advance_offers cao
         JOIN cash_advances ca ON ca.id = cao.cash_advance_id AND ca.seller_id = cao.seller_id
         JOIN offers o ON o.id = cao.offer_id AND o.seller_id = cao.seller_id
        WHERE cao.seller_id = $1 AND ($2::uuid IS NULL OR o.owner_user_id = $2)
          AND ($3::text[] IS NULL OR o.stage = ANY($3::text[]))
        GROUP BY 1 ORDER BY 1`,
      params,
    ),
  ]);
  // Every bucket is answered, empty ones with zeros, so a chart's axis never changes.
  const lateOrFailed = OVERDUE_BUCKETS.map(
    (bucket) =>
      overdue.rows.find((row) => row.bucket === bucket) ?? {
        bucket,
        lateAmount: 0,
        latePaymentsCount: 0,
        failedAmount: 0,
        failedPaymentsCount: 0,
        offersCount: 0,
      },
  );
  return { cashToCome: cashToCome.rows, lateOrFailed, advances: advances.rows };
}
