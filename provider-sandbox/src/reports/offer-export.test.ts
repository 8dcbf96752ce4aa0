import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { sellerId } from '../core/seed/data.js';
import { callAs, exportOffers } from '../offers/offers-test-support.js';
import { writeOfferExport, exportRequestOf } from './offer-export.js';

// The export of a seller with more offers than one chunk and more CSV than one part (docs/adr/016, "The export in
// chunks" and "The export's file in parts").

let sandbox: RunningSandbox;
const COPIES = 600;
const ACME_SELLER_ID = sellerId('acme');

beforeAll(async () => {
  sandbox = await startSandbox();
  // Copies of one of Acme's offers, all modified at the same instant: the chunks' boundaries fall inside a tie.
  await sandbox.sandbox.db.query(
    `INSERT INTO offers
     SELECT (jsonb_populate_record(NULL::offers, to_jsonb(o) || jsonb_build_object(
               'id', gen_random_uuid(), 'link_token', 'export-copy-' || n, 'external_reference_id', NULL)) ).*
       FROM offers o, generate_series(1, $2::int) AS n
      WHERE o.id = (SELECT id FROM offers WHERE seller_id = $1 AND sub_type = 'INITIAL'
                     AND reissued_from_offer_id IS NULL ORDER BY created_at LIMIT 1)`,
    [ACME_SELLER_ID, COPIES],
  );
});

afterAll(async () => {
  await sandbox?.close();
});

describe('the offers export, in chunks', () => {
  it('has every offer once, in the list’s order, and lets the event loop turn while it is written', async () => {
    const token = await sandbox.tokenFor('admin@acme.example');
    const ids: string[] = [];
    for (let page = 0; ; page += 1) {
      const { body } = await sandbox.api<{ content: { id: string }[]; totalElements: number }>(
        `/api/v1/offers?page=${page}&size=100`,
        { token },
      );
      ids.push(...body.content.map((offer) => offer.id));
      if (ids.length >= body.totalElements) break;
    }
    expect(ids.length).toBeGreaterThan(COPIES);

    // Turns of the event loop taken while the export runs: other requests are served in them.
    let turns = 0;
    let running = true;
    const turn = () => {
      if (!running) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    const now = new Date();
    const parts: string[] = [];
    const report = await writeOfferExport(
      sandbox.sandbox.db,
      { sellerId: ACME_SELLER_ID, ownerUserId: null },
      exportRequestOf({ exportType: 'SELLER_OFFER_LIST', timezoneOffset: 0, timezoneLabel: 'UTC' }, now),
      sandbox.url,
      now,
      async (part) => {
        parts.push(part);
      },
    ).finally(() => {
      running = false;
    });

    // Handed over in parts, each of whole lines.
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.endsWith('\r\n')).toBe(true);
    const content = parts.join('');
    const lines = content.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toMatch(/^Company,Offer ID,/);
    expect(lines.slice(1, -1).map((line) => line.split(',')[1])).toEqual(ids);
    expect(report.rowsCount).toBe(ids.length);
    expect(turns).toBeGreaterThanOrEqual(2);
  });

  it('is downloaded whole once made; a report still being made is neither the latest nor a file, and is swept when abandoned', async () => {
    const ada = callAs(sandbox, await sandbox.tokenFor('admin@acme.example'));
    const latest = await exportOffers(ada, {
      exportType: 'SELLER_OFFER_LIST',
      timezoneOffset: 0,
      timezoneLabel: 'UTC',
    });
    const { rows } = await sandbox.sandbox.db.query<{ parts: number }>(
      'SELECT count(*)::int AS parts FROM offer_report_parts WHERE report_id = $1',
      [latest.fileId],
    );
    expect(rows[0]!.parts).toBeGreaterThan(1);
    const lines = latest.csv.split('\r\n');
    expect(lines[0]).toMatch(/^Company,Offer ID,/);
    expect(lines.at(-1)).toBe('');
    const { body: listed } = await ada('get', '/v1/offers?size=1');
    expect(lines.length - 2).toBe(listed.totalElements);
    expect(new Set(lines.slice(1, -1).map((line) => line.split(',')[1])).size).toBe(listed.totalElements);

    // A report whose parts are still being written.
    const { rows: made } = await sandbox.sandbox.db.query<{ id: string }>(
      `INSERT INTO offer_reports (seller_id, user_id, export_type, file_name, content, rows_count, complete)
       SELECT seller_id, user_id, export_type, '', '', 0, false FROM offer_reports WHERE id = $1 RETURNING id`,
      [latest.fileId],
    );
    await sandbox.sandbox.db.query(
      `INSERT INTO offer_report_parts (report_id, part, content) VALUES ($1, 0, 'Company,Offer ID\r\n')`,
      [made[0]!.id],
    );
    const after = await ada('get', '/v2/offers/export?exportType=SELLER_OFFER_LIST');
    expect(after.body.fileId).toBe(latest.fileId);
    expect((await ada('get', `/files/${made[0]!.id}/download`)).status).toBe(404);

    // One the provider stopped writing over an hour ago is gone, with its parts, once the user exports again.
    await sandbox.sandbox.db.query(
      `UPDATE offer_reports SET created_at = now() - interval '2 hours' WHERE id = $1`,
      [made[0]!.id],
    );
    await exportOffers(ada, { exportType: 'SELLER_OFFER_LIST', timezoneOffset: 0, timezoneLabel: 'UTC' });
    const left = await sandbox.sandbox.db.query<{ reports: number; parts: number }>(
      `SELECT (SELECT count(*)::int FROM offer_reports WHERE id = $1) AS reports,
              (SELECT count(*)::int FROM offer_report_parts WHERE report_id = $1) AS parts`,
      [made[0]!.id],
    );
    expect(left.rows[0]).toEqual({ reports: 0, parts: 0 });
  });
});
