import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerId } from '../core/seed/data.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { ACME } from '../offers/offers-test-support.js';
import { addDays, dateIn } from '../offers/calendar.js';
import { writeOfferExport, exportRequestOf } from './offer-export.js';
import type { PortfolioSummary } from './portfolio-summary.js';
import { HEALTH_STAGES, reportCallers, type Caller } from './reports-test-support.js';

// Portfolio at a glance (ours): its numbers worked out again here from each payment, the offers list narrowed to one
// bar holding exactly the offers counted in it, and the report's roles.

let sandbox: RunningSandbox;
let ada: Caller;
let fiona: Caller;
let alex: Caller;
let bob: Caller;
let nimbus: Caller;

const SUMMARY = `/v1/reports/portfolio-summary?offerStageText=${HEALTH_STAGES}`;

beforeAll(async () => {
  sandbox = await startSandbox();
  ({ ada, fiona, alex, bob, nimbus } = await reportCallers(sandbox));
});

afterAll(async () => {
  await sandbox?.close();
});

interface PaymentFact {
  offerId: string;
  amount: number;
  status: string;
  paymentDate: string;
  timeZone: string;
}

/** Every payment of a seller's offers in the report's stages, read straight from the tables. */
async function paymentsOf(seller: string): Promise<PaymentFact[]> {
  const { rows } = await sandbox.sandbox.db.query<PaymentFact>(
    `SELECT p.offer_id AS "offerId", p.amount::float8 AS amount, p.status,
            to_char(p.payment_date, 'YYYY-MM-DD') AS "paymentDate", a.address_time_zone AS "timeZone"
       FROM offer_payments p JOIN offers o ON o.id = p.offer_id JOIN accounts a ON a.id = o.account_id
      WHERE o.seller_id = $1 AND o.stage = ANY($2::text[])`,
    [seller, HEALTH_STAGES.split(',')],
  );
  return rows;
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const cents = (amount: number) => Math.round(amount * 100);

/** The summary as its definitions say, one payment at a time. */
function expectedSummary(payments: PaymentFact[], now: Date) {
  const cashToCome = new Map<string, { amount: number; paymentsCount: number; offers: Set<string> }>();
  const aging = new Map<
    string,
    { late: number; lateCount: number; failed: number; failedCount: number; offers: Set<string> }
  >();
  for (const payment of payments) {
    const today = dateIn(now, payment.timeZone);
    if (payment.status === 'pending' && payment.paymentDate >= today) {
      const month = payment.paymentDate.slice(0, 7);
      const entry = cashToCome.get(month) ?? { amount: 0, paymentsCount: 0, offers: new Set() };
      entry.amount += cents(payment.amount);
      entry.paymentsCount += 1;
      entry.offers.add(payment.offerId);
      cashToCome.set(month, entry);
    }
    const late = payment.status === 'pending' && payment.paymentDate < today;
    if (late || ['failed', 'chargeback', 'disputed'].includes(payment.status)) {
      const days = Math.max(daysBetween(payment.paymentDate, today), 0);
      const bucket =
        days <= 30
          ? 'UP_TO_30_DAYS'
          : days <= 60
            ? 'DAYS_31_TO_60'
            : days <= 90
              ? 'DAYS_61_TO_90'
              : 'OVER_90_DAYS';
      const entry = aging.get(bucket) ?? {
        late: 0,
        lateCount: 0,
        failed: 0,
        failedCount: 0,
        offers: new Set(),
      };
      if (late) {
        entry.late += cents(payment.amount);
        entry.lateCount += 1;
      } else {
        entry.failed += cents(payment.amount);
        entry.failedCount += 1;
      }
      entry.offers.add(payment.offerId);
      aging.set(bucket, entry);
    }
  }
  return {
    cashToCome: [...cashToCome]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, entry]) => ({
        month,
        amount: entry.amount,
        paymentsCount: entry.paymentsCount,
        offersCount: entry.offers.size,
      })),
    lateOrFailed: ['UP_TO_30_DAYS', 'DAYS_31_TO_60', 'DAYS_61_TO_90', 'OVER_90_DAYS'].map((bucket) => {
      const entry = aging.get(bucket);
      return {
        bucket,
        lateAmount: entry?.late ?? 0,
        latePaymentsCount: entry?.lateCount ?? 0,
        failedAmount: entry?.failed ?? 0,
        failedPaymentsCount: entry?.failedCount ?? 0,
        offersCount: entry?.offers.size ?? 0,
      };
    }),
  };
}

/** The answer with its amounts in cents, to compare sums exactly. */
const inCents = (summary: PortfolioSummary) => ({
  cashToCome: summary.cashToCome.map((month) => ({ ...month, amount: cents(month.amount) })),
  lateOrFailed: summary.lateOrFailed.map((bucket) => ({
    ...bucket,
    lateAmount: cents(bucket.lateAmount),
    failedAmount: cents(bucket.failedAmount),
  })),
});

const listTotal = async (query: string) => {
  const answer = await ada('get', `/v1/offers?offerStageText=${HEALTH_STAGES}&size=100&${query}`);
  expect(answer.status).toBe(200);
  return answer.body as { totalElements: number; content: { id: string }[] };
};

describe('GET /v1/reports/portfolio-summary', () => {
  it('counts cash still to come by month and late or failed payments by days overdue, payment by payment', async () => {
    const answer = await fiona('get', SUMMARY);
    expect(answer.status).toBe(200);
    const summary = answer.body as PortfolioSummary;
    expect(inCents(summary)).toEqual(expectedSummary(await paymentsOf(sellerId('acme')), new Date()));
    // The demo data has payments still to come, and failed, chargeback and disputed ones.
    expect(summary.cashToCome.length).toBeGreaterThan(0);
    expect(
      summary.lateOrFailed.reduce((sum, bucket) => sum + bucket.failedPaymentsCount, 0),
    ).toBeGreaterThanOrEqual(4);
  });

  it('adds up the advances by month as Advance History lists them', async () => {
    const summary = (await ada('get', SUMMARY)).body as PortfolioSummary;
    const history = (await ada('get', '/v1/cash-advances')).body as {
      cashAdvances: { advanceDate: string; total: number }[];
    };
    const byMonth = new Map<string, { amount: number; advancesCount: number }>();
    for (const advance of history.cashAdvances) {
      const month = advance.advanceDate.slice(0, 7);
      const entry = byMonth.get(month) ?? { amount: 0, advancesCount: 0 };
      byMonth.set(month, {
        amount: entry.amount + cents(advance.total),
        advancesCount: entry.advancesCount + 1,
      });
    }
    expect(summary.advances.length).toBeGreaterThan(0);
    expect(
      summary.advances.map(({ month, amount, advancesCount }) => ({
        month,
        amount: cents(amount),
        advancesCount,
      })),
    ).toEqual(
      [...byMonth].sort(([a], [b]) => a.localeCompare(b)).map(([month, entry]) => ({ month, ...entry })),
    );
  });

  it('narrows the offers list to the offers behind each bar', async () => {
    const summary = (await ada('get', SUMMARY)).body as PortfolioSummary;
    for (const month of summary.cashToCome)
      expect((await listTotal(`paymentsDueMonth=${month.month}`)).totalElements).toBe(month.offersCount);
    for (const bucket of summary.lateOrFailed)
      expect((await listTotal(`paymentsOverdue=${bucket.bucket}`)).totalElements).toBe(bucket.offersCount);
    for (const month of summary.advances)
      expect((await listTotal(`advanceMonth=${month.month}`)).totalElements).toBe(month.offersCount);
    // Granite Peak's chargeback and failed payment are months old, though its latest payment succeeded.
    const old = await listTotal('paymentsOverdue=OVER_90_DAYS');
    expect(old.content.map((offer) => offer.id)).toContain(ACME('granite-complete'));
    expect((await listTotal('paymentsDueMonth=1999-01')).totalElements).toBe(0);
  });

  it('exports the offers behind a bar, as the report shows them', async () => {
    const request = exportRequestOf(
      {
        exportType: 'SELLER_OFFER_HEALTH',
        offerStageText: HEALTH_STAGES,
        paymentsOverdue: 'OVER_90_DAYS',
        timezoneOffset: 300,
        timezoneLabel: 'EST',
      },
      new Date(),
    );
    const scope = { sellerId: sellerId('acme'), ownerUserId: null };
    let content = '';
    const csv = await writeOfferExport(
      sandbox.sandbox.db,
      scope,
      request,
      sandbox.url,
      new Date(),
      async (part) => {
        content += part;
      },
    );
    const listed = await listTotal('paymentsOverdue=OVER_90_DAYS');
    expect(csv.rowsCount).toBe(listed.totalElements);
    expect(content).toContain(ACME('granite-complete'));
    expect(() =>
      exportRequestOf(
        { exportType: 'SELLER_OFFER_HEALTH', timezoneOffset: 0, advanceMonth: 'May' },
        new Date(),
      ),
    ).toThrow();
  });

  it('counts a payment still pending after its date as late, by how long', async () => {
    const offerId = ACME('fieldstone-accepted');
    const { rows } = await sandbox.sandbox.db.query<{ id: string; amount: number; timeZone: string }>(
      `SELECT p.id, p.amount::float8 AS amount, a.address_time_zone AS "timeZone" FROM offer_payments p
         JOIN offers o ON o.id = p.offer_id JOIN accounts a ON a.id = o.account_id
        WHERE p.offer_id = $1 AND p.status = 'pending' ORDER BY p.sequence LIMIT 1`,
      [offerId],
    );
    const payment = rows[0]!;
    const before = (await ada('get', SUMMARY)).body as PortfolioSummary;
    await sandbox.sandbox.db.query('UPDATE offer_payments SET payment_date = $2 WHERE id = $1', [
      payment.id,
      addDays(dateIn(new Date(), payment.timeZone), -45),
    ]);
    const after = (await ada('get', SUMMARY)).body as PortfolioSummary;
    const bucket = (summary: PortfolioSummary) =>
      summary.lateOrFailed.find((b) => b.bucket === 'DAYS_31_TO_60')!;
    expect(bucket(after).latePaymentsCount).toBe(bucket(before).latePaymentsCount + 1);
    expect(cents(bucket(after).lateAmount)).toBe(cents(bucket(before).lateAmount) + cents(payment.amount));
    const late = await listTotal('paymentsOverdue=DAYS_31_TO_60');
    expect(late.content.map((offer) => offer.id)).toContain(offerId);
    expect(inCents(after)).toEqual(expectedSummary(await paymentsOf(sellerId('acme')), new Date()));
  });

  it('answers only the caller’s own seller, and every bucket even when empty', async () => {
    const borealis = (await bob('get', SUMMARY)).body as PortfolioSummary;
    expect(inCents(borealis)).toEqual(expectedSummary(await paymentsOf(sellerId('borealis')), new Date()));
    expect(borealis.lateOrFailed.map((bucket) => bucket.bucket)).toEqual([
      'UP_TO_30_DAYS',
      'DAYS_31_TO_60',
      'DAYS_61_TO_90',
      'OVER_90_DAYS',
    ]);
    const acme = (await ada('get', SUMMARY)).body as PortfolioSummary;
    expect(borealis).not.toEqual(acme);
  });

  it('refuses account executives and companies not yet approved, and a wrong filter', async () => {
    expect((await alex('get', SUMMARY)).status).toBe(403);
    expect((await nimbus('get', SUMMARY)).status).toBe(403);
    expect((await ada('get', '/v1/reports/portfolio-summary?offerStageText=NOPE')).status).toBe(400);
    const badMonth = await ada('get', '/v1/offers?paymentsDueMonth=2026-13');
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.fieldErrors ?? badMonth.body.errors).toBeDefined();
    expect((await ada('get', '/v1/offers?paymentsOverdue=FOREVER')).status).toBe(400);
    expect((await ada('get', '/v1/offers?advanceMonth=2026-01&advanceMonth=2026-02')).status).toBe(400);
  });
});
