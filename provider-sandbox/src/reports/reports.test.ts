import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { control } from '../offers/offers-test-support.js';
import { HEALTH_STAGES, reportCallers, type Caller } from './reports-test-support.js';

let sandbox: RunningSandbox;
let ada: Caller;
let fiona: Caller;
let alex: Caller;
let bob: Caller;
let nimbus: Caller;

const TZ = { timezoneOffset: 300, timezoneLabel: 'EST' };

interface Delivery {
  eventId: string;
  type: string;
  userId: string;
}

beforeAll(async () => {
  sandbox = await startSandbox();
  ({ ada, fiona, alex, bob, nimbus } = await reportCallers(sandbox));
});

afterAll(async () => {
  await sandbox?.close();
});

/** The export events in the delivery log, newest first, once there are more than `since` (exports run after their answer). */
async function exportEvents(since: number): Promise<Delivery[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const log = (await request(sandbox.url).get('/sandbox/webhooks.json').expect(200)).body as {
      deliveries: Delivery[];
    };
    const exports = log.deliveries.filter((d) => d.type.startsWith('export-'));
    if (exports.length > since) return exports;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no export event arrived');
}

/** Parses the export's CSV (no cell of the demo data holds a comma inside quotes but names). */
function csvRows(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '')))
    .map((cells) => cells.slice(0, 13));
}

describe('offer exports', () => {
  it('says no file was generated before the first export, then makes the CSV of the filter and tells the user', async () => {
    const none = await ada('get', '/v2/offers/export?exportType=SELLER_OFFER_HEALTH');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No file generated.');

    const before = (await exportEvents(-1)).length;
    const started = await ada('post', '/v2/offers/export', {
      exportType: 'SELLER_OFFER_HEALTH',
      offerStageText: HEALTH_STAGES,
      offerPaymentStatus: 'succeeded',
      ...TZ,
    });
    expect(started.status).toBe(202);
    expect(started.text).toBe('Export started');
    const events = await exportEvents(before);
    expect(events[0]!.type).toBe('export-completed');

    const latest = await ada('get', '/v2/offers/export?exportType=SELLER_OFFER_HEALTH');
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual({ fileId: expect.any(String), createdDate: expect.any(String) });

    const file = await ada('get', `/files/${latest.body.fileId}/download`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(/filename="AcmeSoftware_\d{2}-\d{2}-\d{4}\.csv"/);
    const [header, ...rows] = csvRows(file.text);
    expect(header).toEqual([
      'Company',
      'Offer ID',
      'Stage',
      'Payment Status',
      'Term',
      'Payment Frequency',
      'Total Contract Value',
      'Payment Amount',
      'Paid Payments',
      'Payments',
      'Paid Amount',
      'Last Payment Date',
      'Created',
    ]);
    // The same offers the report's list shows for the same filter, with the list's numbers.
    const list = await ada(
      'get',
      `/v1/offers?size=100&offerStageText=${HEALTH_STAGES}&offerPaymentStatus=succeeded`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row[1]).sort()).toEqual(
      (list.body.content as { id: string }[]).map((offer) => offer.id).sort(),
    );
    for (const row of rows) {
      expect(row[3]).toBe('succeeded');
      const offer = (list.body.content as Record<string, unknown>[]).find((o) => o.id === row[1])!;
      expect(row[10]).toBe((offer.paidPaymentsAmount as number).toFixed(2));
      expect(row[12]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM) EST$/);
    }
  });

  it("serves the CSV at the spec's file download, beside the data room's files, and at the former path", async () => {
    // A finance manager reads reports but not the data room: the data room's part of the download passes it on.
    const before = (await exportEvents(-1)).length;
    await fiona('post', '/v2/offers/export', { exportType: 'SELLER_OFFER_HEALTH', ...TZ }).expect(202);
    await exportEvents(before);
    const latest = await fiona('get', '/v2/offers/export?exportType=SELLER_OFFER_HEALTH').expect(200);
    const file = await fiona('get', `/files/${latest.body.fileId}/download`).expect(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const former = await fiona('get', `/v2/offers/export/files/${latest.body.fileId}/download`).expect(200);
    expect(former.text).toBe(file.text);

    const unknown = await fiona('get', '/files/00000000-0000-4000-8000-000000000000/download');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'File not found']);
    expect((await fiona('get', '/files/not-an-id/download')).status).toBe(404);
    // A data room file is still the data room's: refused to a finance manager, downloaded by an admin.
    const { body } = await ada('get', '/folders/root').expect(200);
    const dataRoomFile = (body.files as { id: string }[])[0]!.id;
    expect((await fiona('get', `/files/${dataRoomFile}/download`)).status).toBe(403);
    expect((await ada('get', `/files/${dataRoomFile}/download`)).status).toBe(200);
  });

  it('keeps only offers created within the date range', async () => {
    const before = (await exportEvents(-1)).length;
    const now = Date.now();
    await ada('post', '/v2/offers/export', {
      exportType: 'SELLER_OFFER_LIST',
      startDate: new Date(now - 10 * 86_400_000).toISOString(),
      endDate: new Date(now).toISOString(),
      ...TZ,
    }).expect(202);
    await exportEvents(before);
    const latest = await ada('get', '/v2/offers/export?exportType=SELLER_OFFER_LIST').expect(200);
    const file = await ada('get', `/files/${latest.body.fileId}/download`).expect(200);
    const rows = csvRows(file.text).slice(1);
    const all = await ada('get', '/v1/offers?size=100');
    const recent = (all.body.content as { id: string; createdDate: string }[]).filter(
      (offer) => Date.parse(offer.createdDate) >= now - 10 * 86_400_000,
    );
    expect(rows.length).toBe(recent.length);
    expect(rows.length).toBeLessThan(all.body.totalElements);
  });

  it('tells the user the export failed when the sandbox is told to fail it, and keeps the last report', async () => {
    const last = await ada('get', '/v2/offers/export?exportType=SELLER_OFFER_HEALTH').expect(200);
    await control(sandbox, '/reports/export-failures', { email: 'admin@acme.example' }).expect(201);
    const before = (await exportEvents(-1)).length;
    await ada('post', '/v2/offers/export', { exportType: 'SELLER_OFFER_HEALTH', ...TZ }).expect(202);
    expect((await exportEvents(before))[0]!.type).toBe('export-failed');
    expect((await ada('get', '/v2/offers/export?exportType=SELLER_OFFER_HEALTH')).body).toEqual(last.body);
  });

  it('refuses a bad range before exporting anything', async () => {
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const bad = await ada('post', '/v2/offers/export', {
      exportType: 'SELLER_OFFER_HEALTH',
      startDate: tomorrow,
      endDate: new Date(Date.now() - 86_400_000).toISOString(),
      offerStageText: 'NOT_A_STAGE',
      timezoneOffset: 'EST',
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body.fieldErrors as { field: string; message: string }[]).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['startDate', 'endDate', 'offerStageText', 'timezoneOffset']),
    );
  });

  it('never gives a user another user’s or another seller’s report', async () => {
    const mine = await ada('get', '/v2/offers/export?exportType=SELLER_OFFER_HEALTH').expect(200);
    for (const path of [
      `/files/${mine.body.fileId}/download`,
      `/v2/offers/export/files/${mine.body.fileId}/download`,
    ]) {
      expect((await bob('get', path)).status).toBe(404);
      expect((await fiona('get', path)).status).toBe(404);
    }
    expect((await bob('get', '/v2/offers/export?exportType=SELLER_OFFER_HEALTH')).status).toBe(404);
  });

  it('refuses account executives and companies not yet approved', async () => {
    expect((await alex('get', '/v2/offers/export')).status).toBe(403);
    expect(
      (await alex('post', '/v2/offers/export', { exportType: 'SELLER_OFFER_HEALTH', ...TZ })).status,
    ).toBe(403);
    expect((await alex('get', '/v1/cash-advances')).status).toBe(403);
    expect((await nimbus('get', '/v1/cash-advances')).status).toBe(403);
    expect((await request(sandbox.url).get('/api/v1/cash-advances')).status).toBe(401);
  });
});

describe('cash advances', () => {
  it('lists the advances newest first with totals that add up their offers, and the details’ CSV', async () => {
    const list = await fiona('get', '/v1/cash-advances');
    expect(list.status).toBe(200);
    const advances = list.body.cashAdvances as { id: string; advanceDate: string; total: number }[];
    expect(advances.length).toBeGreaterThan(1);
    expect(advances.map((a) => a.advanceDate)).toEqual(
      [...advances.map((a) => a.advanceDate)].sort().reverse(),
    );

    const first = advances[0]!;
    const details = await fiona('get', `/v1/cash-advances/${first.id}`);
    expect(details.status).toBe(200);
    expect(details.body.advanceDate).toBe(first.advanceDate);
    const rows = details.body.offerCashAdvances as { offerId: string; sellerCashAdvance: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((sum, row) => sum + row.sellerCashAdvance, 0)).toBeCloseTo(first.total, 2);
    // The advance is what the offer's pricing pays out: less than its total.
    for (const row of details.body.offerCashAdvances as {
      totalContractValue: number;
      sellerCashAdvance: number;
    }[])
      expect(row.sellerCashAdvance).toBeLessThan(row.totalContractValue);

    const csv = await fiona('get', `/v1/cash-advances/${first.id}/export-cash-advance-details`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="AcmeSoftware_AdvanceReport_${first.advanceDate}.csv"`,
    );
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Offer ID,Company,Term,Payment Frequency,Total Contract Value,Seller Cash Advance');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(rows.map((r) => r.offerId).sort());
  });

  it('answers 404 for another seller’s advance', async () => {
    const acme = (await ada('get', '/v1/cash-advances')).body.cashAdvances as { id: string }[];
    expect((await bob('get', `/v1/cash-advances/${acme[0]!.id}`)).status).toBe(404);
    expect((await bob('get', `/v1/cash-advances/${acme[0]!.id}/export-cash-advance-details`)).status).toBe(
      404,
    );
    expect((await bob('get', '/v1/cash-advances/not-an-id')).status).toBe(404);
  });
});
