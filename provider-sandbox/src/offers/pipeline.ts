import type { Db } from '../db/db.js';
import { LAPSED_SQL, type OfferScope } from './repository.js';
import { OFFER_STAGES, type OfferStage } from './stages.js';

// The pipeline at a glance (ours: not in the spec). It counts the caller's offers by where they stand, as the list
// shows them (a lapsed offer counts as Expired), so each figure is the list filtered by its stages, the period and
// the owner: the portal opens exactly those offers when a figure is chosen.

/** Where an offer stands, in five groups that together hold every stage once. */
export const PIPELINE_GROUPS = {
  /** Made and not yet opened by the customer: in review, ready (with or without requirements) or on hold. */
  READY: ['PENDING_REVIEW', 'READY', 'READY_WITH_REQUIREMENTS', 'ACCOUNT_INELIGIBLE'],
  /** The customer opened it and has not committed. */
  VIEWED: ['CUSTOMER_PENDING'],
  /** The customer committed: accepted financing, or chose to pay the seller directly. */
  ACCEPTED: ['ACCEPTED', 'ACCEPTED_ACTION_REQUIRED', 'DIRECT_PAYMENT'],
  /** Paid in full. */
  PAID: ['COMPLETE'],
  /** Ended without a sale: expired, denied by the provider, canceled, disabled, closed after a dispute, or failed review. */
  LOST: ['EXPIRED', 'LENDER_DENIED', 'CLOSED_CANCELED', 'DISABLED', 'CLOSED_DISPUTED', 'ERROR'],
} as const satisfies Record<string, readonly OfferStage[]>;

export type PipelineGroup = keyof typeof PIPELINE_GROUPS;
export const PIPELINE_GROUP_NAMES = Object.keys(PIPELINE_GROUPS) as PipelineGroup[];

/** Stages of offers that never reached the customer: in review, waiting for the contract, failed or denied review. */
const NOT_SENT: readonly OfferStage[] = [
  'PENDING_REVIEW',
  'READY_WITH_REQUIREMENTS',
  'ERROR',
  'LENDER_DENIED',
];
/** The offers conversion counts from: every one the customer could open. */
export const SENT_STAGES: readonly OfferStage[] = OFFER_STAGES.filter((stage) => !NOT_SENT.includes(stage));
/** The offers conversion counts to, and median days to accept is measured over: accepted or paid. */
export const WON_STAGES: readonly OfferStage[] = [...PIPELINE_GROUPS.ACCEPTED, ...PIPELINE_GROUPS.PAID];

/** A period's bounds: offers made within this many days (1 to 3,660), or all. */
export const PIPELINE_DAYS_MAX = 3660;

export interface PipelineFilter {
  /** Offers made within this many days; all when null. */
  createdWithinDays: number | null;
  /** Whose offers the totals count; every owner's when null. */
  ownerUserId: string | null;
}

export interface PipelineFigures {
  offersCount: number;
  amount: number;
  groups: { group: PipelineGroup; count: number; amount: number }[];
  sentCount: number;
  acceptedCount: number;
  /** accepted / sent, 0 to 1; null when nothing was sent. */
  conversionRate: number | null;
  /** Median days from an offer's creation to the customer's commitment; null when none committed. */
  medianDaysToAccept: number | null;
}

export interface PipelineAnswer {
  createdWithinDays: number | null;
  ownerUserId: string | null;
  totals: PipelineFigures;
  /** Each owner's figures, most offers first; null for a caller who sees only their own offers. */
  owners: (PipelineFigures & { ownerUserId: string; ownerName: string })[] | null;
  /** Which stages each figure counts, for filtering the offers list to exactly them. */
  stages: Record<PipelineGroup | 'SENT' | 'WON', OfferStage[]>;
}

interface FiguresRow {
  ownerUserId: string | null;
  ownerName: string | null;
  offersCount: number;
  amount: number;
  sentCount: number;
  acceptedCount: number;
  medianDaysToAccept: number | null;
  [groupColumn: string]: unknown;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function figuresOf(row: FiguresRow | undefined): PipelineFigures {
  const number = (key: string) => Number(row?.[key] ?? 0);
  const sentCount = row?.sentCount ?? 0;
  const acceptedCount = row?.acceptedCount ?? 0;
  return {
    offersCount: row?.offersCount ?? 0,
    amount: round(number('amount'), 2),
    groups: PIPELINE_GROUP_NAMES.map((group) => ({
      group,
      count: number(`${group}_count`),
      amount: round(number(`${group}_amount`), 2),
    })),
    sentCount,
    acceptedCount,
    conversionRate: sentCount === 0 ? null : round(acceptedCount / sentCount, 4),
    medianDaysToAccept:
      row?.medianDaysToAccept === null || row?.medianDaysToAccept === undefined
        ? null
        : round(Number(row.medianDaysToAccept), 1),
  };
}

/**
 * The pipeline of the offers a caller sees, in one statement: every owner's figures and the whole's (grouping
 * sets), over the offers made within the period. An offer's commitment is when the customer accepted financing,
 * else when they last chose direct payment, else its last change (an offer paid in full without either on record).
 */
export async function offerPipeline(
  db: Db,
  scope: OfferScope,
  filter: PipelineFilter,
): Promise<PipelineAnswer> {
  const params: unknown[] = [
    scope.sellerId,
    scope.ownerUserId,
    filter.createdWithinDays,
    SENT_STAGES,
    WON_STAGES,
  ];
  const groupColumns = PIPELINE_GROUP_NAMES.map((group) => {
    params.push(PIPELINE_GROUPS[group]);
    const inGroup = `stage = ANY($${params.length}::text[])`;
    return `count(*) FILTER (WHERE ${inGroup})::int AS "${group}_count",
            coalesce(sum(amount) FILTER (WHERE ${inGroup}), 0)::float8 AS "${group}_amount"`;
  });
  const { rows } = await db.query<FiguresRow>(
    `WITH shown AS (
       SELECT o.id, o.seller_id, o.owner_user_id, trim(u.first_name || ' ' || u.last_name) AS owner_name,
              CASE WHEN ${LAPSED_SQL} THEN 'EXPIRED' ELSE o.stage END AS stage,
              o.total_contract_value AS amount, o.created_at, o.accepted_at, o.updated_at
         FROM offers o JOIN users u ON u.id = o.owner_user_id
        WHERE o.seller_id = $1 AND ($2::uuid IS NULL OR o.owner_user_id = $2)
          AND ($3::int IS NULL OR o.created_at >= now() - make_interval(days => $3::int))
     ), measured AS (
       SELECT s.*, CASE WHEN s.stage = ANY($5::text[]) THEN extract(epoch FROM coalesce(
                s.accepted_at,
                (SELECT max(e.occurred_at) FROM offer_events e
                  WHERE e.seller_id = s.seller_id AND e.offer_id = s.id AND e.type = 'DIRECT_PAYMENT_CHOSEN'),
                s.updated_at) - s.created_at) / 86400 END AS days_to_accept
         FROM shown s
     )
     SELECT owner_user_id AS "ownerUserId", max(owner_name) AS "ownerName", count(*)::int AS "offersCount",
            coalesce(sum(amount), 0)::float8 AS amount,
            count(*) FILTER (WHERE stage = ANY($4::text[]))::int AS "sentCount",
            count(*) FILTER (WHERE stage = ANY($5::text[]))::int AS "acceptedCount",
            percentile_cont(0.5) WITHIN GROUP (ORDER BY days_to_accept) AS "medianDaysToAccept",
            ${groupColumns.join(',\n            ')}
       FROM measured
      GROUP BY GROUPING SETS ((owner_user_id), ())`,
    params,
  );
  const whole = rows.find((row) => row.ownerUserId === null);
  const byOwner = rows
    .filter((row) => row.ownerUserId !== null)
    .map((row) => ({ ...figuresOf(row), ownerUserId: row.ownerUserId!, ownerName: row.ownerName ?? '' }))
    .sort((a, b) => b.offersCount - a.offersCount || a.ownerName.localeCompare(b.ownerName));
  const totals = filter.ownerUserId
    ? figuresOf(rows.find((row) => row.ownerUserId === filter.ownerUserId))
    : figuresOf(whole);
  return {
    createdWithinDays: filter.createdWithinDays,
    ownerUserId: filter.ownerUserId,
    totals,
    owners: scope.ownerUserId ? null : byOwner,
    stages: {
      ...(Object.fromEntries(
        PIPELINE_GROUP_NAMES.map((group) => [group, [...PIPELINE_GROUPS[group]]]),
      ) as Record<PipelineGroup, OfferStage[]>),
      SENT: [...SENT_STAGES],
      WON: [...WON_STAGES],
    },
  };
}
