import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { ACME, BOREALIS, callAs } from './offers-test-support.js';

let sandbox: RunningSandbox;
let ada: ReturnType<typeof callAs>; // Acme's admin
let alex: ReturnType<typeof callAs>; // Acme's account executive, the owner of Beacon's offer

const beacon = ACME('beacon-ready'); // Alex's
const oakridge = ACME('oakridge-ready'); // Katherine's
const polar = BOREALIS('polar-ready'); // another seller's

beforeAll(async () => {
  sandbox = await startSandbox();
  const as = async (email: string) => callAs(sandbox, await sandbox.tokenFor(email));
  [ada, alex] = await Promise.all([as('admin@acme.example'), as('ae@acme.example')]);
  const { db } = sandbox.sandbox;
  const set = (id: string, external: string, first: string, last: string, email: string) =>
    db.query(
      `UPDATE offers SET external_reference_id = $2, recipient_first_name = $3, recipient_last_name = $4,
              recipient_email = $5 WHERE id = $1`,
      [id, external, first, last, email],
    );
  await set(beacon, 'PO-77_3', 'Zelda', 'Quux', 'zelda.quux@beacon.example');
  await set(oakridge, 'PO-7703', 'Yann', 'Quorra', 'yann@oakridge.example');
  // Another seller's offer with the same External ID and recipient as Beacon's.
  await set(polar, 'PO-77_3', 'Zelda', 'Quux', 'zelda.quux@beacon.example');
  await db.query(
    `INSERT INTO account_contacts (seller_id, account_id, first_name, last_name, email)
       SELECT seller_id, account_id, 'Quincy', 'Contact', 'quincy.contact@oakridge.example' FROM offers WHERE id = $1`,
    [oakridge],
  );
  // Borealis's account gets a contact with the same email: its offers stay Borealis's.
  await db.query(
    `INSERT INTO account_contacts (seller_id, account_id, first_name, last_name, email)
       SELECT seller_id, account_id, 'Quincy', 'Contact', 'quincy.contact@oakridge.example' FROM offers WHERE id = $1`,
    [polar],
  );
});

afterAll(async () => {
  await sandbox?.close();
});

const found = async (call: ReturnType<typeof callAs>, text: string) => {
  const answer = await call('get', `/v1/offers?size=100&search=${encodeURIComponent(text)}`);
  expect(answer.status).toBe(200);
  return (answer.body as { content: { id: string }[] }).content.map((row) => row.id).sort();
};

describe('Search in the offers list', () => {
  it('finds an offer by its id, whole or its first 8 characters, case aside', async () => {
    expect(await found(ada, beacon)).toEqual([beacon]);
    expect(await found(ada, beacon.toUpperCase())).toEqual([beacon]);
    expect(await found(ada, beacon.slice(0, 8))).toContain(beacon);
    expect(await found(ada, beacon.slice(0, 13))).toContain(beacon);
    // Fewer than 8 hex characters are not an id's start.
    expect(await found(ada, beacon.slice(0, 7))).not.toContain(beacon);
  });

  it('finds an offer by the start of its External ID, with LIKE wildcards taken as they are', async () => {
    expect(await found(ada, 'po-77_3')).toEqual([beacon]);
    expect(await found(ada, '  PO-77  ')).toEqual([beacon, oakridge].sort());
    // _ and % are characters, not wildcards: PO-7703 is not found by PO-77_.
    expect(await found(ada, 'PO-77_')).toEqual([beacon]);
    expect(await found(ada, 'PO-%')).toEqual([]);
    expect(await found(ada, '%%')).toEqual([]);
  });

  it("finds an offer by its recipient's name or email", async () => {
    expect(await found(ada, 'zelda qu')).toEqual([beacon]);
    expect(await found(ada, 'Quux')).toEqual([beacon]);
    expect(await found(ada, 'ZELDA.QUUX@beacon')).toEqual([beacon]);
  });

  it("finds an account's offers by its contact's email", async () => {
    const contacts = await found(ada, 'quincy.contact@');
    expect(contacts).toContain(oakridge);
    const accountOffers = await sandbox.sandbox.db.query<{ id: string }>(
      `SELECT id FROM offers WHERE account_id = (SELECT account_id FROM offers WHERE id = $1)`,
      [oakridge],
    );
    expect(contacts).toEqual(accountOffers.rows.map((row) => row.id).sort());
  });

  it("never finds another owner's offers for an account executive, nor another seller's for anyone", async () => {
    expect(await found(alex, 'PO-77')).toEqual([beacon]);
    expect(await found(alex, oakridge)).toEqual([]);
    expect(await found(alex, 'yann@oakridge')).toEqual([]);
    expect(await found(alex, 'quincy.contact@')).toEqual([]);
    expect(await found(ada, polar)).toEqual([]);
    expect(await found(ada, polar.slice(0, 8))).not.toContain(polar);
  });

  it('goes with the other filters and counts what it finds', async () => {
    const answer = await ada('get', '/v1/offers?search=PO-77&offerStageText=READY&size=1');
    expect(answer.body.totalElements).toBe(2);
    expect(answer.body.content).toHaveLength(1);
  });

  it('refuses fewer than 2 or more than 200 characters once trimmed', async () => {
    for (const text of ['a', '   a   ', 'x'.repeat(201)]) {
      const answer = await ada('get', `/v1/offers?search=${encodeURIComponent(text)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toEqual([
        { field: 'search', message: 'Search with 2 to 200 characters' },
      ]);
    }
  });

  // Each part has an index that reads only the text's prefix range (the seller's part aside, which a small table's
  // planner may prefer): the list's statement stays indexed as the offers grow.
  it("finds with each part of the search on an index's prefix range", async () => {
    const { db } = sandbox.sandbox;
    const plan = async (where: string, table = 'offers s') => {
      const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT 1 FROM ${table} WHERE ${where}`, [
        '00000000-0000-0000-0000-000000000000',
        'po-77%',
      ]);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    await db.exec('SET enable_seqscan = off');
    try {
      for (const [expression, index] of [
        ['lower(s.external_reference_id)', 'offers_search_external_idx'],
        ['lower(s.recipient_email)', 'offers_search_email_idx'],
        [`lower(s.recipient_first_name || ' ' || s.recipient_last_name)`, 'offers_search_name_idx'],
        ['lower(s.recipient_last_name)', 'offers_search_last_name_idx'],
      ] as const) {
        const text = await plan(`$1::uuid IS NOT NULL AND ${expression} LIKE $2`);
        expect(text).toContain(index);
        expect(text).toContain('~>=~');
      }
      const contacts = await plan('$1::uuid IS NOT NULL AND c.email LIKE $2', 'account_contacts c');
      expect(contacts).toContain('account_contacts_email_search_idx');
      expect(contacts).toContain('~>=~');
    } finally {
      await db.exec('SET enable_seqscan = on');
    }
  });
});
