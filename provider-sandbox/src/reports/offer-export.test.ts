import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { sellerId } from '../core/seed/data.js';
import { buildOfferExport, exportRequestOf } from './offer-export.js';

// The export of a seller with more offers than one chunk (docs/adr/016, "The export in chunks").

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
    const report = await buildOfferExport(
      sandbox.sandbox.db,
      { sellerId: ACME_SELLER_ID, ownerUserId: null },
      exportRequestOf({ exportType: 'SELLER_OFFER_LIST', timezoneOffset: 0, timezoneLabel: 'UTC' }, now),
      sandbox.url,
      now,
    ).finally(() => {
      running = false;
    });

    const lines = report.content.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toMatch(/^Company,Offer ID,/);
    expect(lines.slice(1, -1).map((line) => line.split(',')[1])).toEqual(ids);
    expect(report.rowsCount).toBe(ids.length);
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});
