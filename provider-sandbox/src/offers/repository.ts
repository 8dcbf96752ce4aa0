import type { Db } from '../db/db.js';
import { INDEX_PAGE_END, limitOffset, type Paging } from '../http/paging.js';
import type { OfferEventAnswer, OfferFileAnswer, OfferUserAnswer } from './contract.js';
import { sliceConditions, type PortfolioSlice } from './portfolio.js';
import type { PaymentFrequency } from './pricing.js';
import { OFFER_MOVES, type OfferStage } from './stages.js';

// Every statement names the seller; an account executive's reads name the owner too (docs/adr/005, 008).

export type OfferSubType = 'INITIAL' | 'ADDON' | 'RENEWAL';
export type PaymentStatus =
  'pending' | 'succeeded' | 'failed' | 'canceled' | 'refunded' | 'chargeback' | 'disputed' | 'other';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'pending',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
  'chargeback',
  'disputed',
  'other',
];

export interface LineItem {
  pricingGroupId: string;
  pricingGroupName: string;
  pricingGroupType: string;
  amount: number;
}

/** One offer as stored, with what the answers need from the account, owner, payments, files and relatives. */
export interface OfferRow {
  id: string;
  sellerId: string;
  accountId: string;
  accountName: string;
  accountAddress: string;
  timeZone: string;
  isAccountDelinquent: boolean;
  ownerUserId: string;
  ownerName: string;
  ownerEmail: string;
  offerType: 'QUOTE' | 'INVOICE';
  subType: OfferSubType;
  parentOfferId: string | null;
  parentStage: OfferStage | null;
  reissuedFromOfferId: string | null;
  reissuedToOfferId: string | null;
  renewalOfferId: string | null;
  stage: OfferStage;
  externalReferenceId: string | null;
  recipientFirstName: string;
  recipientLastName: string;
  recipientEmail: string;
  recipientPhoneNumber: string | null;
  recipientMobilePhoneNumber: string | null;
  messageToAccount: string | null;
  salesPackageId: string | null;
  salesPackageName: string;
  offerTermType: 'MONTH_VARIABLE' | 'NET_VARIABLE';
  termDuration: number;
  isStandardTerm: boolean;
  directBillingFrequency: PaymentFrequency;
  directPaymentTerms: 'NET_30' | 'NET_45' | 'NET_60';
  lineItems: LineItem[];
  totalContractValue: number;
  selectedPlan: 'FINANCED' | 'DIRECT' | null;
  selectedPaymentFrequency: PaymentFrequency | null;
  termStartDate: string | null;
  expiration: Date;
  underwritingExpiration: Date | null;
  expirationCap: Date | null;
  allowCreditCardPayments: boolean;
  attachmentRequired: boolean;
  paymentMethodType: 'ACH' | 'CREDIT_CARD' | null;
  paymentMethodInstitutionName: string | null;
  paymentMethodEnding: string | null;
  renewalEnabled: boolean;
  renewalFreeMonths: number | null;
  isSharedRisk: boolean;
  linkToken: string;
  lastLinkSentAt: Date | null;
  acceptedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  filesCount: number;
  addOnsCount: number;
  paymentsCount: number;
  paidPaymentsCount: number;
  paidPaymentsAmount: number;
  lastPaymentDate: string | null;
  latestPaymentStatus: PaymentStatus | null;
}

/**
 * Whether time has expired an offer that is not stored so yet: its expiration passed before the customer committed
 * (the stages the expire move leaves). Reads show the stage time gives; `expireDueOffers` stores it later.
 */
export const LAPSED_SQL = `(o.stage IN (${OFFER_MOVES.expire.from.map((stage) => `'${stage}'`).join(', ')}) AND o.expiration < now())`;

/** An offer's own columns, its account's and owner's, and its parent's stage; OFFER_JOINS names the tables. */
const OFFER_COLUMNS = `
         o.id, o.seller_id AS "sellerId", o.account_id AS "accountId", a.name AS "accountName",
         a.address_label AS "accountAddress", a.address_time_zone AS "timeZone",
         a.is_delinquent AS "isAccountDelinquent", o.owner_user_id AS "ownerUserId",
         trim(u.first_name || ' ' || u.last_name) AS "ownerName", u.email AS "ownerEmail",
         o.offer_type AS "offerType", o.sub_type AS "subType", o.parent_offer_id AS "parentOfferId",
         parent.stage AS "parentStage", o.reissued_from_offer_id AS "reissuedFromOfferId",
         CASE WHEN ${LAPSED_SQL} THEN 'EXPIRED' ELSE o.stage END AS stage, o.external_reference_id AS "externalReferenceId",
         o.recipient_first_name AS "recipientFirstName", o.recipient_last_name AS "recipientLastName",
         o.recipient_email AS "recipientEmail", o.recipient_phone_number AS "recipientPhoneNumber",
         o.recipient_mobile_phone_number AS "recipientMobilePhoneNumber", o.message_to_account AS "messageToAccount",
         o.sales_package_id AS "salesPackageId", o.sales_package_name AS "salesPackageName",
         o.offer_term_type AS "offerTermType", o.term_duration AS "termDuration",
         o.is_standard_term AS "isStandardTerm", o.direct_billing_frequency AS "directBillingFrequency",
         o.direct_payment_terms AS "directPaymentTerms", o.line_items AS "lineItems",
         o.total_contract_value::float8 AS "totalContractValue", o.selected_plan AS "selectedPlan",
         o.selected_payment_frequency AS "selectedPaymentFrequency",
         to_char(o.term_start_date, 'YYYY-MM-DD') AS "termStartDate", o.expiration,
         o.underwriting_expiration AS "underwritingExpiration", o.expiration_cap AS "expirationCap",
         o.allow_credit_card_payments AS "allowCreditCardPayments", o.attachment_required AS "attachmentRequired",
         o.payment_method_type AS "paymentMethodType",
         o.payment_method_institution_name AS "paymentMethodInstitutionName",
         o.payment_method_ending AS "paymentMethodEnding", o.renewal_enabled AS "renewalEnabled",
         o.renewal_free_months AS "renewalFreeMonths", o.is_shared_risk AS "isSharedRisk",
         o.link_token AS "linkToken", o.last_link_sent_at AS "lastLinkSentAt", o.accepted_at AS "acceptedAt",
         o.created_at AS "createdAt",
         CASE WHEN ${LAPSED_SQL} THEN greatest(o.updated_at, o.expiration) ELSE o.updated_at END AS "updatedAt"`;

const OFFER_JOINS = `
    FROM offers o
    JOIN accounts a ON a.id = o.account_id AND a.seller_id = o.seller_id
    JOIN users u ON u.id = o.owner_user_id
    LEFT JOIN offers parent ON parent.id = o.parent_offer_id AND parent.seller_id = o.seller_id`;

/** One offer as `OfferRow`, its relatives, files and payments read for it alone; add the WHERE. */
const OFFER_SELECT = `
  SELECT ${OFFER_COLUMNS},
         (SELECT r.id FROM offers r WHERE r.seller_id = o.seller_id AND r.reissued_from_offer_id = o.id)
           AS "reissuedToOfferId",
         (SELECT c.id FROM offers c WHERE c.seller_id = o.seller_id AND c.parent_offer_id = o.id
            AND c.sub_type = 'RENEWAL' ORDER BY c.created_at LIMIT 1) AS "renewalOfferId",
         (SELECT count(*)::int FROM offer_files f WHERE f.seller_id = o.seller_id AND f.offer_id = o.id)
           AS "filesCount",
         (SELECT count(*)::int FROM offers c WHERE c.seller_id = o.seller_id AND c.parent_offer_id = o.id
            AND c.sub_type = 'ADDON') AS "addOnsCount",
         coalesce(p."paymentsCount", 0) AS "paymentsCount", coalesce(p."paidPaymentsCount", 0) AS "paidPaymentsCount",
         coalesce(p."paidPaymentsAmount", 0) AS "paidPaymentsAmount", p."lastPaymentDate",
         (SELECT q.status FROM offer_payments q WHERE q.seller_id = o.seller_id AND q.offer_id = o.id
            AND q.status <> 'pending' ORDER BY q.status = 'canceled', q.payment_date DESC, q.sequence DESC LIMIT 1)
           AS "latestPaymentStatus"
    ${OFFER_JOINS}
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS "paymentsCount",
             count(*) FILTER (WHERE s.status = 'succeeded')::int AS "paidPaymentsCount",
             coalesce(sum(s.amount) FILTER (WHERE s.status = 'succeeded'), 0)::float8 AS "paidPaymentsAmount",
             to_char(max(s.payment_date) FILTER (WHERE s.status = 'succeeded'), 'YYYY-MM-DD') AS "lastPaymentDate"
        FROM offer_payments s WHERE s.seller_id = o.seller_id AND s.offer_id = o.id
    ) p ON true`;

/**
 * The same rows as OFFER_SELECT for the offers of `ids` (an SQL uuid[] expression), in that order: their relatives,
 * files and payments read once for all of them, grouped, instead of once per offer (docs/adr/016, "Work done once
 * per request"); `$1` is the seller.
 */
const offerPageSelect = (ids: string) => `
  SELECT ${OFFER_COLUMNS},
         r.id AS "reissuedToOfferId", c."renewalOfferId", coalesce(f."filesCount", 0) AS "filesCount",
         coalesce(c."addOnsCount", 0) AS "addOnsCount",
         coalesce(p."paymentsCount", 0) AS "paymentsCount", coalesce(p."paidPaymentsCount", 0) AS "paidPaymentsCount",
         coalesce(p."paidPaymentsAmount", 0) AS "paidPaymentsAmount", p."lastPaymentDate",
         p."latestPaymentStatus"
    ${OFFER_JOINS}
    LEFT JOIN offers r ON r.seller_id = o.seller_id AND r.reissued_from_offer_id = o.id
    LEFT JOIN (
      SELECT c.parent_offer_id AS id, count(*) FILTER (WHERE c.sub_type = 'ADDON')::int AS "addOnsCount",
             (array_agg(c.id ORDER BY c.created_at) FILTER (WHERE c.sub_type = 'RENEWAL'))[1] AS "renewalOfferId"
        FROM offers c WHERE c.seller_id = $1 AND c.parent_offer_id = ANY(${ids}) GROUP BY c.parent_offer_id
    ) c ON c.id = o.id
    LEFT JOIN (
      SELECT f.offer_id AS id, count(*)::int AS "filesCount"
        FROM offer_files f WHERE f.seller_id = $1 AND f.offer_id = ANY(${ids}) GROUP BY f.offer_id
    ) f ON f.id = o.id
    LEFT JOIN (
      SELECT s.offer_id AS id, count(*)::int AS "paymentsCount",
             count(*) FILTER (WHERE s.status = 'succeeded')::int AS "paidPaymentsCount",
             coalesce(sum(s.amount) FILTER (WHERE s.status = 'succeeded'), 0)::float8 AS "paidPaymentsAmount",
             to_char(max(s.payment_date) FILTER (WHERE s.status = 'succeeded'), 'YYYY-MM-DD') AS "lastPaymentDate",
             (array_agg(s.status ORDER BY s.status = 'canceled', s.payment_date DESC, s.sequence DESC)
                FILTER (WHERE s.status <> 'pending'))[1] AS "latestPaymentStatus"
        FROM offer_payments s WHERE s.seller_id = $1 AND s.offer_id = ANY(${ids}) GROUP BY s.offer_id
    ) p ON p.id = o.id
   WHERE o.seller_id = $1 AND o.id = ANY(${ids})
   ORDER BY array_position(${ids}, o.id)`;

/**
 * Only what a list filters and sorts by, under the same names as OFFER_SELECT's (docs/adr/016, "Statistics kept
 * current"): a page's order is found without every offer's files, add-ons and payment totals, which are then read
 * for the page's offers alone. The payment status's two subqueries, and the account's time zone (a Portfolio slice's
 * "today"), are evaluated only when a filter asks for them: no join, as every offer has its account and owner (their
 * foreign keys), so a page of a large seller reads its offers alone. `storedUpdatedAt`, `storedStage` and `lapsed`
 * let the default order and the stage filter be read from indexes (`offersPage`, `stageCondition`).
 */
const OFFER_LIST_KEYS = `
  SELECT o.id, o.seller_id AS "sellerId", o.account_id AS "accountId", o.owner_user_id AS "ownerUserId",
         (SELECT a.address_time_zone FROM accounts a WHERE a.id = o.account_id AND a.seller_id = o.seller_id)
           AS "timeZone",
         CASE WHEN ${LAPSED_SQL} THEN 'EXPIRED' ELSE o.stage END AS stage,
         o.expiration, o.total_contract_value::float8 AS "totalContractValue", o.created_at AS "createdAt",
         CASE WHEN ${LAPSED_SQL} THEN greatest(o.updated_at, o.expiration) ELSE o.updated_at END AS "updatedAt",
         o.updated_at AS "storedUpdatedAt", o.stage AS "storedStage", ${LAPSED_SQL} AS lapsed,
         (SELECT count(*)::int FROM offer_payments s WHERE s.seller_id = o.seller_id AND s.offer_id = o.id)
           AS "paymentsCount",
         (SELECT q.status FROM offer_payments q WHERE q.seller_id = o.seller_id AND q.offer_id = o.id
            AND q.status <> 'pending' ORDER BY q.status = 'canceled', q.payment_date DESC, q.sequence DESC LIMIT 1)
           AS "latestPaymentStatus"
    FROM offers o`;

/** Which offers a caller sees: the seller's, and for an account executive only those they own. */
export interface OfferScope {
  sellerId: string;
  /** Set for an account executive without a broader role. */
  ownerUserId: string | null;
}

const rowOf = (row: OfferRow): OfferRow => ({
  ...row,
  expiration: new Date(row.expiration),
  underwritingExpiration: row.underwritingExpiration && new Date(row.underwritingExpiration),
  expirationCap: row.expirationCap && new Date(row.expirationCap),
  lastLinkSentAt: row.lastLinkSentAt && new Date(row.lastLinkSentAt),
  acceptedAt: row.acceptedAt && new Date(row.acceptedAt),
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
});

/** The payment status an offer is filtered and shown by: its latest settled payment's (canceled ones last), else pending. */
const OFFER_PAYMENT_STATUS_SQL = `coalesce("latestPaymentStatus", CASE WHEN "paymentsCount" > 0 THEN 'pending' END)`;

/** What a list keeps (offersPage, offerIdsOf): every filter but the page and the order. */
export interface OfferListFilter extends OfferScope {
  stages: readonly OfferStage[] | null;
  accountId: string | null;
  paymentStatuses: readonly PaymentStatus[] | null;
  /** The offers behind one bar of Portfolio at a glance (src/offers/portfolio.ts); none for all. */
  slice?: PortfolioSlice;
  /** Only offers the customer can still accept that expire within `EXPIRING_SOON_DAYS` (ours). */
  expiringSoon?: boolean;
  /** Only offers made within this many days (ours: the pipeline's period). */
  createdWithinDays?: number | null;
  /** Only this member's offers (ours: the pipeline's owner), within the scope's. */
  ownedBy?: string | null;
  /** Only offers the text finds (`offerSearchCondition`, ours). */
  search?: string | null;
}

export interface OfferFilter extends OfferListFilter, Paging {
  /** The order; last modified first when none (spec 01 section 9). */
  sort?: OfferListSort;
}

/**
 * The list's Search (ours; indexes: offers 003, customers 002): an offer whose External ID, recipient's name (first or
 * last) or email, or one of whose account's contacts' email starts with the text, case aside; or, for 8 to 32 hex
 * characters (dashes aside), whose id starts with them (a range of the primary key). LIKE's wildcards are the text's.
 */
function offerSearchCondition(text: string, params: unknown[]): string {
  const lowered = text.trim().toLowerCase();
  params.push(`${lowered.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  const like = `$${params.length}`;
  const found = [
    `o.id IN (SELECT s.id FROM offers s WHERE s.seller_id = $1 AND (lower(s.external_reference_id) LIKE ${like}
       OR lower(s.recipient_email) LIKE ${like}
       OR lower(s.recipient_first_name || ' ' || s.recipient_last_name) LIKE ${like}
       OR lower(s.recipient_last_name) LIKE ${like}))`,
    `o."accountId" IN (SELECT c.account_id FROM account_contacts c WHERE c.seller_id = $1 AND c.email LIKE ${like})`,
  ];
  const hex = lowered.replace(/-/g, '');
  if (/^[0-9a-f]{8}[0-9a-f-]*$/.test(lowered) && hex.length <= 32) {
    const uuid = (padded: string) =>
      `${padded.slice(0, 8)}-${padded.slice(8, 12)}-${padded.slice(12, 16)}-${padded.slice(16, 20)}-${padded.slice(20)}`;
    params.push(uuid(hex.padEnd(32, '0')), uuid(hex.padEnd(32, 'f')));
    found.push(`o.id BETWEEN $${params.length - 1}::uuid AND $${params.length}::uuid`);
  }
  return `(${found.join(' OR ')})`;
}

/** How close an offer's expiration is for the list's Expiring soon and the owner's first reminder (ours). */
export const EXPIRING_SOON_DAYS = 7;

/** The orders the list offers: the spec's, and expiration or total either way (ours). */
export const OFFER_LIST_SORTS = {
  'lastModifiedDate,desc': 'o."updatedAt" DESC',
  'lastModifiedDate,asc': 'o."updatedAt" ASC',
  'expiration,asc': 'o.expiration ASC',
  'expiration,desc': 'o.expiration DESC',
  'directOfferTotalContractValue,asc': 'o."totalContractValue" ASC',
  'directOfferTotalContractValue,desc': 'o."totalContractValue" DESC',
} as const;
export type OfferListSort = keyof typeof OFFER_LIST_SORTS;

export const isOfferListSort = (value: string): value is OfferListSort =>
  Object.hasOwn(OFFER_LIST_SORTS, value);

/**
 * The offers shown in one of `stages` (`o.stage`, which reads a lapsed offer as EXPIRED), said of the stored stage
 * and the expiration: a stage that cannot expire matches as stored; a stage that can expire matches while its
 * expiration is ahead; EXPIRED also matches such a stage once its expiration has passed. A count by stage then
 * compares stored columns instead of evaluating the CASE of `o.stage` on every offer (docs/adr/016, "A page read from
 * an index").
 */
function stageCondition(stages: readonly OfferStage[], params: unknown[]): string {
  const lapsing: readonly OfferStage[] = OFFER_MOVES.expire.from;
  const kept = stages.filter((stage) => !lapsing.includes(stage));
  const stillLapsing = stages.filter((stage) => lapsing.includes(stage));
  const found: string[] = [];
  if (kept.length > 0) {
    params.push(kept);
    found.push(`o."storedStage" = ANY($${params.length}::text[])`);
  }
  if (stillLapsing.length > 0) {
    params.push(stillLapsing);
    found.push(`(o."storedStage" = ANY($${params.length}::text[]) AND o.expiration >= now())`);
  }
  if (stages.includes('EXPIRED')) {
    params.push(lapsing);
    found.push(`(o."storedStage" = ANY($${params.length}::text[]) AND o.expiration < now())`);
  }
  return found.length > 0 ? `(${found.join(' OR ')})` : 'false';
}

/** The list's filter as SQL over OFFER_LIST_KEYS (`o`): the FROM and WHERE (and `also`), and their parameters. */
function offerListFrom(filter: OfferListFilter): { from: (also?: string) => string; params: unknown[] } {
  const params: unknown[] = [filter.sellerId, filter.ownerUserId];
  const where = ['o."sellerId" = $1', '($2::uuid IS NULL OR o."ownerUserId" = $2)'];
  if (filter.stages) where.push(stageCondition(filter.stages, params));
  if (filter.accountId) {
    params.push(filter.accountId);
    where.push(`o."accountId" = $${params.length}`);
  }
  if (filter.paymentStatuses) {
    params.push(filter.paymentStatuses);
    where.push(`${OFFER_PAYMENT_STATUS_SQL} = ANY($${params.length}::text[])`);
  }
  if (filter.slice) where.push(...sliceConditions(filter.slice, params));
  if (filter.expiringSoon) {
    // Still in a stage time would expire (so not accepted, and not lapsed: the keys read those as EXPIRED).
    params.push(OFFER_MOVES.expire.from, EXPIRING_SOON_DAYS);
    where.push(
      `o.stage = ANY($${params.length - 1}::text[])`,
      `o.expiration <= now() + make_interval(days => $${params.length}::int)`,
    );
  }
  if (filter.createdWithinDays) {
    params.push(filter.createdWithinDays);
    where.push(`o."createdAt" >= now() - make_interval(days => $${params.length}::int)`);
  }
  if (filter.ownedBy) {
    params.push(filter.ownedBy);
    where.push(`o."ownerUserId" = $${params.length}`);
  }
  if (filter.search) where.push(offerSearchCondition(filter.search, params));
  return {
    from: (also) =>
      `(${OFFER_LIST_KEYS} WHERE o.seller_id = $1) o WHERE ${[...where, ...(also ? [also] : [])].join(' AND ')}`,
    params,
  };
}

/** The full rows of these offers of the seller, in this order (one gone meanwhile is left out). */
export async function offerRowsOf(db: Db, sellerId: string, ids: readonly string[]): Promise<OfferRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<OfferRow>(offerPageSelect('$2::uuid[]'), [sellerId, ids]);
  return rows.map(rowOf);
}

/**
 * The ids of one page of the list, last modified first, each with its "updatedAt": the offers not lapsed by their
 * stored `updated_at` (`offers_list_idx`, the order of the index), those lapsed since the expiry job last ran by
 * their expiration (`offers_lapsing_idx`, offers 004: a minute's lapses at most while the job runs), each scan kept
 * to the page's end, then merged. The two sets share no offer and the order ends with the id, so the page is the one
 * sorting every offer by "updatedAt" gives, read from about a page of index entries (docs/adr/016, "A page read
 * from an index").
 */
function lastModifiedPageSql(from: (also?: string) => string, paging: Paging): string {
  const end = (paging.page + 1) * paging.size;
  return `
    SELECT o.id, o."updatedAt" FROM (
      (SELECT o.id, o."updatedAt" FROM ${from('NOT o.lapsed')}
        ORDER BY o."storedUpdatedAt" DESC, o.id LIMIT ${end})
      UNION ALL
      (SELECT o.id, o."updatedAt" FROM ${from('o.lapsed')} ORDER BY o."updatedAt" DESC, o.id LIMIT ${end})
    ) o ORDER BY o."updatedAt" DESC, o.id ${limitOffset(paging)}`;
}

/** One page of the caller's offers in the order asked, last modified first by default (spec 01 section 9). */
export async function offersPage(db: Db, filter: OfferFilter): Promise<{ rows: OfferRow[]; total: number }> {
  const { from, params } = offerListFrom(filter);
  const sort = filter.sort ?? 'lastModifiedDate,desc';
  const pageSql =
    sort === 'lastModifiedDate,desc' && (filter.page + 1) * filter.size <= INDEX_PAGE_END
      ? lastModifiedPageSql(from, filter)
      : `SELECT o.id, o."updatedAt", o.expiration, o."totalContractValue" FROM ${from()}
          ORDER BY ${OFFER_LIST_SORTS[sort]}, o.id ${limitOffset(filter)}`;
  // One statement finds the page and how many match (counted apart from the page, so the page's order is read from
  // an index where one serves it), one reads the page's rows (docs/adr/016).
  const page = await db.query<{ id: string; total: number }>(
    `SELECT o.id, (SELECT count(*)::int FROM ${from()}) AS total FROM (${pageSql}) o
      ORDER BY ${OFFER_LIST_SORTS[sort]}, o.id`,
    params,
  );
  // A page past the end has no row to carry the total: count alone then.
  const total =
    page.rows[0]?.total ??
    (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from()}`, params)).rows[0]
      ?.total ??
    0;
  const rows = await offerRowsOf(
    db,
    filter.sellerId,
    page.rows.map((row) => row.id),
  );
  return { rows, total };
}

/** Offers whose keys offerIdsOf reads per statement: about as long as one of the export's chunks (docs/adr/016). */
const ID_CHUNK = 200;

/**
 * Every offer of the filter, last modified first (the list's default order), as ids only, whose rows `offerRowsOf`
 * then reads a chunk at a time (docs/adr/016, the export's chunks). Their keys are read in the table's id order,
 * ID_CHUNK per statement along the primary key, `between()` awaited between statements, and sorted here: no statement
 * sorts or holds every offer, so other requests are served meanwhile. Every offer is read once whatever changes
 * meanwhile (an id never changes). The sort is the list's: "updatedAt" to the microsecond (a whole float8, which
 * both drivers answer as an exact number), then the id, whose text (lowercase hexadecimal) orders as PostgreSQL orders
 * uuids.
 */
export async function offerIdsOf(
  db: Db,
  filter: OfferListFilter,
  between: () => Promise<void>,
): Promise<string[]> {
  const { from, params } = offerListFrom(filter);
  const after = `$${params.length + 1}::uuid`;
  const keys: { id: string; key: number }[] = [];
  let last = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.query<{ id: string; key: number }>(
      `SELECT o.id, (extract(epoch FROM o."updatedAt") * 1000000)::float8 AS key FROM ${from(`o.id > ${after}`)}
        ORDER BY o.id LIMIT ${ID_CHUNK}`,
      [...params, last],
    );
    keys.push(...rows);
    if (rows.length < ID_CHUNK) break;
    last = rows.at(-1)!.id;
    await between();
  }
  keys.sort((a, b) => b.key - a.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return keys.map((row) => row.id);
}

/** One of the caller's offers, or undefined (unknown, another seller's, or not theirs to see). */
export async function findOffer(db: Db, scope: OfferScope, offerId: string): Promise<OfferRow | undefined> {
  const { rows } = await db.query<OfferRow>(
    `${OFFER_SELECT} WHERE o.seller_id = $1 AND o.id = $2 AND ($3::uuid IS NULL OR o.owner_user_id = $3)`,
    [scope.sellerId, offerId, scope.ownerUserId],
  );
  return rows[0] && rowOf(rows[0]);
}

/** An offer by its customer link (the customer's page; no portal user). */
export async function findOfferByLink(db: Db, linkToken: string): Promise<OfferRow | undefined> {
  const { rows } = await db.query<OfferRow>(`${OFFER_SELECT} WHERE o.link_token = $1`, [linkToken]);
  return rows[0] && rowOf(rows[0]);
}

/** An offer by id alone, for sandbox controls. */
export async function findAnyOffer(db: Db, offerId: string): Promise<OfferRow | undefined> {
  const { rows } = await db.query<OfferRow>(`${OFFER_SELECT} WHERE o.id = $1`, [offerId]);
  return rows[0] && rowOf(rows[0]);
}

/** The add-ons of an offer the caller sees, newest first. */
export async function addOnsPage(
  db: Db,
  scope: OfferScope,
  parentOfferId: string,
  paging: Paging,
): Promise<{ rows: OfferRow[]; total: number }> {
  const where = `o.seller_id = $1 AND o.parent_offer_id = $2 AND o.sub_type = 'ADDON'
    AND ($3::uuid IS NULL OR o.owner_user_id = $3)`;
  const params = [scope.sellerId, parentOfferId, scope.ownerUserId];
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM offers o WHERE ${where}`,
    params,
  );
  const total = count.rows[0]?.total ?? 0;
  if (paging.page * paging.size >= total) return { rows: [], total };
  const { rows } = await db.query<OfferRow>(
    `${OFFER_SELECT} WHERE ${where} ORDER BY o.created_at DESC, o.id ${limitOffset(paging)}`,
    params,
  );
  return { rows: rows.map(rowOf), total };
}

/** Up to 10 accounts with offers the caller sees whose name contains the text, with how many (the list's company filter). */
export async function offerAccountTypeahead(
  db: Db,
  scope: OfferScope,
  text: string,
): Promise<{ id: string; name: string; offersCount: number }[]> {
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  const { rows } = await db.query<{ id: string; name: string; offersCount: number }>(
    `SELECT a.id, a.name, count(o.id)::int AS "offersCount"
       FROM accounts a JOIN offers o ON o.account_id = a.id AND o.seller_id = a.seller_id
      WHERE a.seller_id = $1 AND ($2::uuid IS NULL OR o.owner_user_id = $2) AND a.name ILIKE $3
      GROUP BY a.id, a.name
      ORDER BY (a.name ILIKE $4) DESC, lower(a.name), a.id LIMIT 10`,
    [scope.sellerId, scope.ownerUserId, `%${escaped}%`, `${escaped}%`],
  );
  return rows;
}

/** A file of an offer as the answers carry it (src/offers/contract.ts). */
export type OfferFile = OfferFileAnswer;

/** The offer's files, oldest first (without their bytes). */
export async function filesOf(db: Db, sellerId: string, offerId: string): Promise<OfferFile[]> {
  const { rows } = await db.query<
    Omit<OfferFile, 'uploadedDate' | 'size'> & { uploadedAt: Date; size: string | number }
  >(
    `SELECT f.id, f.name, f.extension, f.type, f.size,
            CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END AS "uploadedBy",
            f.uploaded_at AS "uploadedAt"
       FROM offer_files f LEFT JOIN users u ON u.id = f.uploaded_by
      WHERE f.seller_id = $1 AND f.offer_id = $2 ORDER BY f.uploaded_at, f.id`,
    [sellerId, offerId],
  );
  return rows.map(({ uploadedAt, size, ...file }) => ({
    ...file,
    size: Number(size),
    uploadedDate: new Date(uploadedAt).toISOString(),
  }));
}

/** An event of an offer as the answers carry it (src/offers/contract.ts). */
export type OfferEventRow = OfferEventAnswer;

/** One page of an offer's events, newest first, optionally of one type. */
export async function eventsPage(
  db: Db,
  sellerId: string,
  offerId: string,
  type: string | null,
  paging: Paging,
): Promise<{ rows: OfferEventRow[]; total: number }> {
  const params = [sellerId, offerId, type];
  const where = 'e.seller_id = $1 AND e.offer_id = $2 AND ($3::text IS NULL OR e.type = $3)';
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM offer_events e WHERE ${where}`,
    params,
  );
  const total = count.rows[0]?.total ?? 0;
  if (paging.page * paging.size >= total) return { rows: [], total };
  const { rows } = await db.query<Omit<OfferEventRow, 'occurredAt'> & { occurredAt: Date }>(
    `SELECT e.id, e.type, e.occurred_at AS "occurredAt", e.description, e.related_offer_id AS "relatedOfferId",
            coalesce(trim(u.first_name || ' ' || u.last_name), e.actor_label, 'Provider') AS "actorName"
       FROM offer_events e LEFT JOIN users u ON u.id = e.actor_user_id
      WHERE ${where} ORDER BY e.occurred_at DESC, e.id DESC ${limitOffset(paging)}`,
    params,
  );
  return { rows: rows.map((row) => ({ ...row, occurredAt: new Date(row.occurredAt).toISOString() })), total };
}

/** When each event type first happened to the offer. */
export async function firstEvents(db: Db, sellerId: string, offerId: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ type: string; at: Date }>(
    `SELECT type, min(occurred_at) AS at FROM offer_events WHERE seller_id = $1 AND offer_id = $2 GROUP BY type`,
    [sellerId, offerId],
  );
  return new Map(rows.map((row) => [row.type, new Date(row.at).toISOString()]));
}

export interface PaymentRow {
  id: string;
  offerId: string;
  sequence: number;
  invoiceId: string;
  invoiceDate: string;
  paymentDate: string;
  amount: number;
  status: PaymentStatus;
  details: string | null;
  paymentMethodType: 'ACH' | 'CREDIT_CARD' | null;
  institutionName: string | null;
  paymentMethodEnding: string | null;
}

const PAYMENT_COLUMNS = `p.id, p.offer_id AS "offerId", p.sequence, p.invoice_id AS "invoiceId",
  to_char(p.invoice_date, 'YYYY-MM-DD') AS "invoiceDate", to_char(p.payment_date, 'YYYY-MM-DD') AS "paymentDate",
  p.amount::float8 AS amount, p.status, p.details, p.payment_method_type AS "paymentMethodType",
  p.institution_name AS "institutionName", p.payment_method_ending AS "paymentMethodEnding"`;

/** The offer's payment schedule in order. */
export async function paymentsOf(db: Db, sellerId: string, offerId: string): Promise<PaymentRow[]> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM offer_payments p WHERE p.seller_id = $1 AND p.offer_id = $2
      ORDER BY p.sequence`,
    [sellerId, offerId],
  );
  return rows;
}

/** One payment of an offer the caller sees, or undefined. */
export async function findPayment(
  db: Db,
  scope: OfferScope,
  paymentId: string,
): Promise<(PaymentRow & { accountName: string }) | undefined> {
  const { rows } = await db.query<PaymentRow & { accountName: string }>(
    `SELECT ${PAYMENT_COLUMNS}, a.name AS "accountName"
       FROM offer_payments p
       JOIN offers o ON o.id = p.offer_id AND o.seller_id = p.seller_id
       JOIN accounts a ON a.id = o.account_id AND a.seller_id = o.seller_id
      WHERE p.seller_id = $1 AND p.id = $2 AND ($3::uuid IS NULL OR o.owner_user_id = $3)`,
    [scope.sellerId, paymentId, scope.ownerUserId],
  );
  return rows[0];
}

/** A user of the seller who could own offers, for the Change Offer Owner typeahead. */
export type OfferUser = OfferUserAnswer;

/** Up to 10 active members holding a role that acts on offers whose name or email contains the text. */
export async function offerOwnerTypeahead(
  db: Db,
  sellerId: string,
  text: string,
  roles: readonly string[],
): Promise<OfferUser[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const { rows } = await db.query<OfferUser>(
    `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email
       FROM users u
      WHERE u.seller_id = $1 AND u.status = 'ACTIVE'
        AND (u.first_name || ' ' || u.last_name ILIKE $2 OR u.email ILIKE $2)
        AND EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                     WHERE ur.user_id = u.id AND r.name = ANY($3::text[]))
      ORDER BY lower(u.first_name), lower(u.last_name), u.id LIMIT 10`,
    [sellerId, pattern, roles],
  );
  return rows;
}

/** The seller's flags the offer answers depend on. */
export async function offerAddOnsEnabled(db: Db, sellerId: string): Promise<boolean> {
  const { rows } = await db.query<{ enabled: boolean }>(
    'SELECT offer_add_ons_enabled AS enabled FROM sellers WHERE id = $1',
    [sellerId],
  );
  return rows[0]?.enabled === true;
}

/** One file of an offer with where its bytes are, or undefined. */
export async function findOfferFile(
  db: Db,
  sellerId: string,
  offerId: string,
  fileId: string,
): Promise<{ id: string; name: string; storageKey: string } | undefined> {
  const { rows } = await db.query<{ id: string; name: string; storageKey: string }>(
    `SELECT id, name, storage_key AS "storageKey" FROM offer_files WHERE seller_id = $1 AND offer_id = $2 AND id = $3`,
    [sellerId, offerId, fileId],
  );
  return rows[0];
}
