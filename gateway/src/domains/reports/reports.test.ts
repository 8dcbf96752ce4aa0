import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS, type ExportCompletedEvent } from '@seller-portal/shared/realtime';
import { graphql } from '../../test-support/graphql.js';
import { collect, eventually, joinedSocket, WEBHOOK_SECRET } from '../../test-support/realtime.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  unusedUrl,
  type RunningSandbox,
} from '../../test-support/system.js';
import { WEBHOOK_PATH } from '../../realtime/webhook.js';
import type { ProviderPortfolioSummary } from './provider-client.js';

// The reports through the gateway: role refusals before any provider call, the export's file through the socket of
// the user who asked and nobody else's, and the downloads behind the same checks.

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string; // Acme's admin
let sam: string; // Acme's sales manager
let fiona: string; // Acme's finance manager
let alex: string; // Acme's account executive
let bob: string; // Borealis' admin
let olive: string; // the owner of Nimbus, still onboarding
const sockets: Socket[] = [];

const REPORT = `query Report($page: Int!, $accountId: ID, $paymentStatuses: [PaymentStatus!]) {
  offerHealthReport(page: $page, accountId: $accountId, paymentStatuses: $paymentStatuses) {
    items { id accountName stage offerPaymentStatus paymentsCount reconciledPaidPaymentsCount }
    pageInfo { totalElements }
  }
}`;
const SCHEDULE = `query Schedule($offerId: ID!) {
  offerPaymentSchedule(offerId: $offerId) { id paymentStatus hasInvoice invoiceId paymentAmount }
}`;
const START = 'mutation Start($input: OfferExportInput!) { startOfferExport(input: $input) }';
const LAST = '{ lastOfferReport { fileId createdDate } }';
const ADVANCES = '{ cashAdvances { id advanceDate total } }';
const ADVANCE = `query Advance($id: ID!) {
  cashAdvance(id: $id) { id advanceDate offerCashAdvances { offerId accountName sellerCashAdvance } }
}`;

interface ReportAnswer {
  offerHealthReport: {
    items: { id: string; accountName: string; stage: string; offerPaymentStatus: string | null }[];
    pageInfo: { totalElements: number };
  };
}

const HEALTH_STAGES = [
  'ACCEPTED_ACTION_REQUIRED',
  'ACCEPTED',
  'COMPLETE',
  'CLOSED_DISPUTED',
  'CLOSED_CANCELED',
];
const exportInput = (extra: Record<string, unknown> = {}) => ({
  input: {
    exportType: 'SELLER_OFFER_HEALTH',
    timezoneOffset: 300,
    timezoneLabel: 'EST',
    stages: HEALTH_STAGES,
    ...extra,
  },
});

function bytesOf(path: string, token: string) {
  return request(gateway.url)
    .get(path)
    .set('authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

beforeAll(async () => {
  // The sandbox delivers its events to the gateway's webhook: each needs the other's address.
  const sandboxPort = Number(new URL(await unusedUrl()).port);
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  proxy = await startRecordingProxy(sandboxUrl);
  gateway = await startGateway({
    providerUrl: proxy.url,
    issuer: `${sandboxUrl}/oidc`,
    webhookSecret: WEBHOOK_SECRET,
  });
  sandbox = await startSandbox({
    port: sandboxPort,
    webhook: { url: `${gateway.url}${WEBHOOK_PATH}`, secret: WEBHOOK_SECRET },
  });
  [ada, sam, fiona, alex, bob, olive] = (await Promise.all(
    [
      'admin@acme.example',
      'sales@acme.example',
      'finance@acme.example',
      'ae@acme.example',
      'admin@borealis.example',
      'owner@nimbus.example',
    ].map((email) => sandbox.tokenFor(email)),
  )) as [string, string, string, string, string, string];
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

const joined = async (token: string) => {
  const socket = await joinedSocket(gateway.url, token);
  sockets.push(socket);
  return socket;
};

describe('the Offer Health Report', () => {
  it('lists only the report’s stages, filtered by payment status, for each reporting role', async () => {
    const all = await graphql<ReportAnswer>(gateway.app, REPORT, { page: 0 }, ada);
    expect(all.errors).toBeUndefined();
    const rows = all.data!.offerHealthReport.items;
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => HEALTH_STAGES.includes(row.stage))).toBe(true);

    const failed = await graphql<ReportAnswer>(
      gateway.app,
      REPORT,
      { page: 0, paymentStatuses: ['failed'] },
      fiona,
    );
    expect(failed.data!.offerHealthReport.items.length).toBeGreaterThan(0);
    expect(failed.data!.offerHealthReport.items.every((row) => row.offerPaymentStatus === 'failed')).toBe(
      true,
    );
    expect(failed.data!.offerHealthReport.pageInfo.totalElements).toBeLessThan(
      all.data!.offerHealthReport.pageInfo.totalElements,
    );
  });

  it('refuses account executives and companies not approved before asking the provider', async () => {
    proxy.calls.length = 0;
    for (const token of [alex, olive]) {
      const refused = await graphql(gateway.app, REPORT, { page: 0 }, token);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const advances = await graphql(gateway.app, ADVANCES, {}, token);
      expect(advances.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const started = await graphql(gateway.app, START, exportInput(), token);
      expect(started.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(
      proxy.calls.filter((call) => /\/v1\/offers|\/v2\/offers\/export|cash-advances/.test(call.path)),
    ).toEqual([]);
  });

  it('shows a payment schedule with a PDF invoice; another seller’s answers NOT_FOUND', async () => {
    const report = await graphql<ReportAnswer>(
      gateway.app,
      REPORT,
      { page: 0, paymentStatuses: ['succeeded'] },
      ada,
    );
    const offerId = report.data!.offerHealthReport.items[0]!.id;
    const schedule = await graphql<{
      offerPaymentSchedule: { id: string; paymentStatus: string; hasInvoice: boolean; invoiceId: string }[];
    }>(gateway.app, SCHEDULE, { offerId }, ada);
    const paid = schedule.data!.offerPaymentSchedule.find((payment) => payment.hasInvoice)!;
    expect(paid).toBeDefined();

    const pdf = await bytesOf(`/reports/invoices/${paid.id}`, ada);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(`${paid.invoiceId}.pdf`);

    const foreign = await graphql(gateway.app, SCHEDULE, { offerId }, bob);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await bytesOf(`/reports/invoices/${paid.id}`, bob)).status).toBe(404);
    expect((await bytesOf(`/reports/invoices/${paid.id}`, alex)).status).toBe(403);
    expect((await request(gateway.url).get(`/reports/invoices/${paid.id}`)).status).toBe(401);
  });
});

describe('exports through the socket', () => {
  it('sends the file to the socket of the user who asked, never to a colleague or another seller', async () => {
    const adaSocket = await joined(ada);
    const samSocket = await joined(sam);
    const bobSocket = await joined(bob);
    const forAda = collect<ExportCompletedEvent>(adaSocket, SOCKET_EVENTS.exportCompleted);
    const forSam = collect(samSocket, SOCKET_EVENTS.exportCompleted);
    const forBob = collect(bobSocket, SOCKET_EVENTS.exportCompleted);

    const none = await graphql<{ lastOfferReport: null }>(gateway.app, LAST, {}, ada);
    expect(none.errors).toBeUndefined();
    expect(none.data!.lastOfferReport).toBeNull();

    const started = await graphql<{ startOfferExport: boolean }>(
      gateway.app,
      START,
      exportInput({ paymentStatuses: ['failed'] }),
      ada,
    );
    expect(started.data?.startOfferExport).toBe(true);
    expect(await eventually(() => forAda.length === 1, 10_000)).toBe(true);
    const { fileId } = forAda[0]!;

    const csv = await bytesOf(`/reports/offer-exports/${fileId}/download`, ada);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/AcmeSoftware_\d{2}-\d{2}-\d{4}\.csv/);
    const lines = (csv.body as Buffer).toString().trim().split('\r\n');
    const failed = await graphql<ReportAnswer>(
      gateway.app,
      REPORT,
      { page: 0, paymentStatuses: ['failed'] },
      ada,
    );
    expect(lines).toHaveLength(1 + failed.data!.offerHealthReport.pageInfo.totalElements);
    expect(lines.slice(1).every((line) => line.split(',')[3] === 'failed')).toBe(true);

    const last = await graphql<{ lastOfferReport: { fileId: string } }>(gateway.app, LAST, {}, ada);
    expect(last.data!.lastOfferReport.fileId).toBe(fileId);

    // Nobody else heard of it or may read it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(forSam).toEqual([]);
    expect(forBob).toEqual([]);
    expect((await bytesOf(`/reports/offer-exports/${fileId}/download`, bob)).status).toBe(404);
    expect((await bytesOf(`/reports/offer-exports/${fileId}/download`, sam)).status).toBe(404);
    expect(
      (await graphql<{ lastOfferReport: null }>(gateway.app, LAST, {}, bob)).data!.lastOfferReport,
    ).toBeNull();
  });

  it('sends the error event when the export fails', async () => {
    const socket = await joined(ada);
    const failures = collect(socket, SOCKET_EVENTS.exportFailed);
    await request(sandbox.url)
      .post('/sandbox/reports/export-failures')
      .send({ email: 'admin@acme.example' })
      .expect(201);
    await graphql(gateway.app, START, exportInput(), ada);
    expect(await eventually(() => failures.length === 1, 10_000)).toBe(true);
  });

  it('refuses a range ending before it starts, or after today, before calling the provider', async () => {
    proxy.calls.length = 0;
    const backwards = await graphql(
      gateway.app,
      START,
      exportInput({ startDate: '2026-03-10T05:00:00.000Z', endDate: '2026-03-01T05:00:00.000Z' }),
      ada,
    );
    expect(backwards.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { endDate: 'End date cannot be before the start date' },
    });
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const ahead = await graphql(gateway.app, START, exportInput({ startDate: future }), ada);
    expect(ahead.errors?.[0]?.extensions?.fieldErrors).toEqual({
      startDate: 'Start date cannot be after today',
    });
    expect(proxy.calls.filter((call) => call.path.includes('/v2/offers/export'))).toEqual([]);
  });
});

describe('paged like every other list (docs/adr/022-integrator-contract.md)', () => {
  type Paged<T> = {
    items: T[];
    pageInfo: { page: number; size: number; totalPages: number; totalElements: number; hasNextPage: boolean };
  };
  const PAGE_INFO = 'pageInfo { page size totalPages totalElements hasNextPage }';

  it('cashAdvancesPage pages the whole list in order, says whether a page follows, and bounds the size', async () => {
    const whole = await graphql<{ cashAdvances: { id: string }[] }>(
      gateway.app,
      '{ cashAdvances { id } }',
      {},
      fiona,
    );
    const ids = whole.data!.cashAdvances.map((advance) => advance.id);
    expect(ids.length).toBeGreaterThan(1);
    const pages: Paged<{ id: string }>[] = [];
    for (let page = 0; page < ids.length; page++) {
      const answer = await graphql<{ cashAdvancesPage: Paged<{ id: string }> }>(
        gateway.app,
        `query P($page: Int!) { cashAdvancesPage(page: $page, size: 1) { items { id } ${PAGE_INFO} } }`,
        { page },
        fiona,
      );
      pages.push(answer.data!.cashAdvancesPage);
    }
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(ids);
    expect(pages[0]!.pageInfo).toEqual({
      page: 0,
      size: 1,
      totalPages: ids.length,
      totalElements: ids.length,
      hasNextPage: true,
    });
    expect(pages.at(-1)!.pageInfo.hasNextPage).toBe(false);
    const tooLarge = await graphql(
      gateway.app,
      '{ cashAdvancesPage(size: 101) { items { id } } }',
      {},
      fiona,
    );
    expect(tooLarge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('offerPaymentSchedulePage and an offer’s paymentsPage page the schedule in order', async () => {
    const report = await graphql<ReportAnswer>(
      gateway.app,
      REPORT,
      { page: 0, paymentStatuses: ['succeeded'] },
      ada,
    );
    const offerId = report.data!.offerHealthReport.items[0]!.id;
    const whole = await graphql<{ offerPaymentSchedule: { id: string }[] }>(
      gateway.app,
      'query S($offerId: ID!) { offerPaymentSchedule(offerId: $offerId) { id } }',
      { offerId },
      ada,
    );
    const ids = whole.data!.offerPaymentSchedule.map((payment) => payment.id);
    expect(ids.length).toBeGreaterThan(2);
    const paged = await graphql<{
      offerPaymentSchedulePage: Paged<{ id: string }>;
      offer: { paymentsPage: Paged<{ id: string }> };
    }>(
      gateway.app,
      `query S($offerId: ID!) {
        offerPaymentSchedulePage(offerId: $offerId, page: 1, size: 2) { items { id } ${PAGE_INFO} }
        offer(id: $offerId) { paymentsPage(page: 0, size: 2) { items { id } ${PAGE_INFO} } }
      }`,
      { offerId },
      ada,
    );
    expect(paged.errors).toBeUndefined();
    const second = paged.data!.offerPaymentSchedulePage;
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(2, 4));
    expect(second.pageInfo).toMatchObject({
      page: 1,
      totalElements: ids.length,
      hasNextPage: ids.length > 4,
    });
    expect(paged.data!.offer.paymentsPage.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    expect(paged.data!.offer.paymentsPage.pageInfo.hasNextPage).toBe(true);
  });
});

describe('cash advances', () => {
  it('lists the advances, opens one, downloads its CSV; another seller’s answers NOT_FOUND', async () => {
    const list = await graphql<{ cashAdvances: { id: string; advanceDate: string; total: number }[] }>(
      gateway.app,
      ADVANCES,
      {},
      fiona,
    );
    const first = list.data!.cashAdvances[0]!;
    const details = await graphql<{
      cashAdvance: { offerCashAdvances: { sellerCashAdvance: number }[] };
    }>(gateway.app, ADVANCE, { id: first.id }, fiona);
    const total = details.data!.cashAdvance.offerCashAdvances.reduce(
      (sum, row) => sum + row.sellerCashAdvance,
      0,
    );
    expect(total).toBeCloseTo(first.total, 2);

    const csv = await bytesOf(`/reports/cash-advances/${first.id}/csv`, fiona);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toContain(
      `AcmeSoftware_AdvanceReport_${first.advanceDate}.csv`,
    );

    expect((await graphql(gateway.app, ADVANCE, { id: first.id }, bob)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await bytesOf(`/reports/cash-advances/${first.id}/csv`, bob)).status).toBe(404);
  });
});

describe('Portfolio at a glance', () => {
  const SUMMARY = `{ portfolioSummary {
    cashToCome { month amount paymentsCount offersCount }
    lateOrFailed { bucket lateAmount latePaymentsCount failedAmount failedPaymentsCount offersCount }
    advances { month amount advancesCount offersCount }
  } }`;
  const SLICE = `query Slice($page: Int!, $portfolio: PortfolioSliceInput) {
    offerHealthReport(page: $page, size: 100, portfolio: $portfolio) { items { id accountName } pageInfo { totalElements } }
  }`;
  const cents = (amount: number) => Math.round(amount * 100);
  const sum = <T>(items: readonly T[], of: (item: T) => number) =>
    items.reduce((total, item) => total + of(item), 0);

  const summaryOf = async (token: string) => {
    const answer = await graphql<{ portfolioSummary: ProviderPortfolioSummary }>(
      gateway.app,
      SUMMARY,
      {},
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.portfolioSummary;
  };
  const sliceOf = async (token: string, portfolio: Record<string, string>) => {
    const answer = await graphql<{
      offerHealthReport: {
        items: { id: string; accountName: string }[];
        pageInfo: { totalElements: number };
      };
    }>(gateway.app, SLICE, { page: 0, portfolio }, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.offerHealthReport;
  };

  /** Every payment of the report's offers, as the report's payment schedules show them. */
  async function scheduledPayments(token: string) {
    const rows: { id: string }[] = [];
    for (let page = 0; ; page += 1) {
      const answer = await graphql<ReportAnswer>(gateway.app, REPORT, { page }, token);
      rows.push(...answer.data!.offerHealthReport.items);
      if (rows.length >= answer.data!.offerHealthReport.pageInfo.totalElements) break;
    }
    const payments: { offerId: string; paymentStatus: string; paymentAmount: number; paymentDate: string }[] =
      [];
    for (const row of rows) {
      const schedule = await graphql<{
        offerPaymentSchedule: { paymentStatus: string; paymentAmount: number; paymentDate: string }[];
      }>(
        gateway.app,
        'query S($offerId: ID!) { offerPaymentSchedule(offerId: $offerId) { paymentStatus paymentAmount paymentDate } }',
        { offerId: row.id },
        token,
      );
      payments.push(
        ...schedule.data!.offerPaymentSchedule.map((payment) => ({ offerId: row.id, ...payment })),
      );
    }
    return payments;
  }

  it('sums up the payment schedules and advances the report shows, in one provider call', async () => {
    proxy.calls.length = 0;
    const summary = await summaryOf(ada);
    expect(
      proxy.calls.filter((call) => call.path.startsWith('/api/v1/reports/portfolio-summary')),
    ).toHaveLength(1);
    expect(proxy.calls.filter((call) => /\/v1\/offers|payments/.test(call.path))).toEqual([]);

    const payments = await scheduledPayments(ada);
    const pending = payments.filter((payment) => payment.paymentStatus === 'pending');
    const failed = payments.filter((payment) =>
      ['failed', 'chargeback', 'disputed'].includes(payment.paymentStatus),
    );
    // The demo data has no payment pending after its date: every pending one is still to come, month by month.
    expect(sum(summary.lateOrFailed, (bucket) => bucket.latePaymentsCount)).toBe(0);
    const byMonth = new Map<string, { amount: number; paymentsCount: number; offers: Set<string> }>();
    for (const payment of pending) {
      const month = payment.paymentDate.slice(0, 7);
      const entry = byMonth.get(month) ?? { amount: 0, paymentsCount: 0, offers: new Set<string>() };
      byMonth.set(month, {
        amount: entry.amount + cents(payment.paymentAmount),
        paymentsCount: entry.paymentsCount + 1,
        offers: entry.offers.add(payment.offerId),
      });
    }
    expect(summary.cashToCome.map((month) => ({ ...month, amount: cents(month.amount) }))).toEqual(
      [...byMonth]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, entry]) => ({
          month,
          amount: entry.amount,
          paymentsCount: entry.paymentsCount,
          offersCount: entry.offers.size,
        })),
    );
    expect(sum(summary.lateOrFailed, (bucket) => cents(bucket.failedAmount))).toBe(
      sum(failed, (payment) => cents(payment.paymentAmount)),
    );
    expect(sum(summary.lateOrFailed, (bucket) => bucket.failedPaymentsCount)).toBe(failed.length);
    expect(summary.lateOrFailed.map((bucket) => bucket.bucket)).toEqual([
      'UP_TO_30_DAYS',
      'DAYS_31_TO_60',
      'DAYS_61_TO_90',
      'OVER_90_DAYS',
    ]);

    const advances = await graphql<{ cashAdvances: { advanceDate: string; total: number }[] }>(
      gateway.app,
      ADVANCES,
      {},
      ada,
    );
    for (const month of summary.advances) {
      const paid = advances.data!.cashAdvances.filter((advance) =>
        advance.advanceDate.startsWith(month.month),
      );
      expect(cents(month.amount)).toBe(sum(paid, (advance) => cents(advance.total)));
      expect(month.advancesCount).toBe(paid.length);
    }
    expect(sum(summary.advances, (month) => month.advancesCount)).toBe(advances.data!.cashAdvances.length);
  });

  it('lists the offers behind a bar in the report, as many as the bar counts', async () => {
    const summary = await summaryOf(fiona);
    const busiest = summary.cashToCome.reduce((a, b) => (b.offersCount > a.offersCount ? b : a));
    expect((await sliceOf(fiona, { paymentsDueMonth: busiest.month })).pageInfo.totalElements).toBe(
      busiest.offersCount,
    );
    const old = summary.lateOrFailed.find((bucket) => bucket.bucket === 'OVER_90_DAYS')!;
    const oldOffers = await sliceOf(fiona, { paymentsOverdue: 'OVER_90_DAYS' });
    expect(old.failedPaymentsCount).toBeGreaterThan(0);
    expect(oldOffers.pageInfo.totalElements).toBe(old.offersCount);
    // Granite Peak's failed payment and chargeback are months old, though its latest payment succeeded.
    expect(oldOffers.items.map((offer) => offer.accountName)).toContain('Granite Peak Insurance');
    const advanced = summary.advances[0]!;
    expect((await sliceOf(fiona, { advanceMonth: advanced.month })).pageInfo.totalElements).toBe(
      advanced.offersCount,
    );

    // The report's Export holds the same offers: the bar goes to the provider with the export.
    proxy.calls.length = 0;
    const started = await graphql(
      gateway.app,
      START,
      exportInput({ portfolio: { paymentsOverdue: 'OVER_90_DAYS' } }),
      fiona,
    );
    expect(started.errors).toBeUndefined();
    const sent = proxy.calls.find((call) => call.method === 'POST' && call.path === '/api/v2/offers/export')!;
    expect(JSON.parse(sent.body)).toMatchObject({ paymentsOverdue: 'OVER_90_DAYS' });
  });

  it("sends the offers list's Expiring soon with the list's export", async () => {
    proxy.calls.length = 0;
    const started = await graphql(
      gateway.app,
      START,
      exportInput({ exportType: 'SELLER_OFFER_LIST', expiringSoon: true }),
      ada,
    );
    expect(started.errors).toBeUndefined();
    const sent = proxy.calls.find((call) => call.method === 'POST' && call.path === '/api/v2/offers/export')!;
    expect(JSON.parse(sent.body)).toMatchObject({ exportType: 'SELLER_OFFER_LIST', expiringSoon: true });
  });

  it("sends the pipeline's period and owner with the list's export", async () => {
    proxy.calls.length = 0;
    const ownerId = '6f1c0c39-5c38-4d39-9b55-1d0a3c0f0a11';
    const started = await graphql(
      gateway.app,
      START,
      exportInput({ exportType: 'SELLER_OFFER_LIST', createdWithinDays: 30, ownerId }),
      ada,
    );
    expect(started.errors).toBeUndefined();
    const sent = proxy.calls.find((call) => call.method === 'POST' && call.path === '/api/v2/offers/export')!;
    expect(JSON.parse(sent.body)).toMatchObject({ createdWithinDays: 30, ownerUserId: ownerId });
  });

  it('never counts or lists another seller’s offers', async () => {
    const acme = await summaryOf(ada);
    const borealis = await summaryOf(bob);
    const pending = (await scheduledPayments(bob)).filter((payment) => payment.paymentStatus === 'pending');
    expect(sum(borealis.cashToCome, (month) => cents(month.amount))).toBe(
      sum(pending, (payment) => cents(payment.paymentAmount)),
    );
    expect(borealis.cashToCome).not.toEqual(acme.cashToCome);
    const acmeOffers = await sliceOf(ada, { paymentsOverdue: 'OVER_90_DAYS' });
    const seenByBob = await sliceOf(bob, { paymentsOverdue: 'OVER_90_DAYS' });
    expect(seenByBob.items.filter((offer) => acmeOffers.items.some((mine) => mine.id === offer.id))).toEqual(
      [],
    );
  });

  it('refuses account executives, companies not approved and a wrong bar before asking the provider', async () => {
    proxy.calls.length = 0;
    for (const token of [alex, olive]) {
      const refused = await graphql(gateway.app, SUMMARY, {}, token);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const wrong = await graphql(
      gateway.app,
      SLICE,
      { page: 0, portfolio: { paymentsDueMonth: '2026-13' } },
      ada,
    );
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(proxy.calls.filter((call) => /portfolio-summary|\/v1\/offers/.test(call.path))).toEqual([]);
  });
});
