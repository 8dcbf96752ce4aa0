import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from './db.js';
import { writtenTables } from './statistics.js';

let db: Db | undefined;

afterEach(async () => {
  await db?.close();
  db = undefined;
});

/** What the planner believes of a table: its row count, and whether `seller_id` has statistics at all. */
async function planner(handle: Db) {
  const { rows } = await handle.query<{ reltuples: number; stats: number }>(
    `SELECT c.reltuples::int AS reltuples,
            (SELECT count(*) FROM pg_stats s WHERE s.tablename = 'grown' AND s.attname = 'seller_id')::int AS stats
       FROM pg_class c WHERE c.relname = 'grown'`,
  );
  return rows[0]!;
}

async function grownTable(handle: Db) {
  await handle.exec(
    `CREATE TABLE grown (id serial PRIMARY KEY, seller_id int NOT NULL, label text NOT NULL)`,
  );
  await handle.refreshStatistics?.();
  expect(await planner(handle)).toEqual({ reltuples: 0, stats: 0 });
}

const grow = (handle: Db, rows: number) =>
  handle.query(
    `INSERT INTO grown (seller_id, label) SELECT n % 4, 'offer ' || n FROM generate_series(1, $1::int) AS n`,
    [rows],
  );

describe("PGlite's planner statistics (docs/adr/016)", () => {
  it('are analysed again after a table grows past the threshold, outside the writing transaction', async () => {
    db = await openDb({ statistics: { delayMs: 10 } });
    await grownTable(db);
    await db.transaction(async (tx) => {
      await grow(tx, 1000);
    });
    await vi.waitFor(async () => expect(await planner(db!)).toEqual({ reltuples: 1000, stats: 1 }), {
      timeout: 10_000,
      interval: 20,
    });

    // Growing by more than 10 % again is seen again (writes outside a transaction count too).
    await grow(db, 500);
    await vi.waitFor(async () => expect((await planner(db!)).reltuples).toBe(1500), {
      timeout: 10_000,
      interval: 20,
    });
  });

  it('leave the grown table vacuumed too, so a count over an index reads the index alone', async () => {
    db = await openDb({ statistics: { delayMs: 10 } });
    await grownTable(db);
    await db.exec('CREATE INDEX grown_seller_idx ON grown (seller_id)');
    await grow(db, 4000);
    await vi.waitFor(async () => expect((await planner(db!)).reltuples).toBe(4000), {
      timeout: 10_000,
      interval: 20,
    });
    // As autovacuum would: every page all-visible, so a folder's or a stage's count needs no visit to the table.
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(
      'EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM grown WHERE seller_id = 1',
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('Index Only Scan using grown_seller_idx');
    expect(plan).toMatch(/Heap Fetches: 0\b/);
  });

  it('are left alone for a few rows, and never kept when turned off', async () => {
    db = await openDb({ statistics: { delayMs: 10 } });
    await grownTable(db);
    await grow(db, 40);
    // Past the delay the ANALYZE would have run; it was not due.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await planner(db)).toEqual({ reltuples: 0, stats: 0 });
    await db.close();

    db = await openDb({ statistics: false });
    await db.exec(`CREATE TABLE grown (id serial PRIMARY KEY, seller_id int NOT NULL, label text NOT NULL)`);
    await db.refreshStatistics?.();
    await grow(db, 1000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await planner(db)).toEqual({ reltuples: -1, stats: 0 });
  });

  it('count only the tables a statement writes', () => {
    expect(
      writtenTables(`INSERT INTO offers (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET id = $1`),
    ).toEqual(['offers', 'set']);
    expect(
      writtenTables(`WITH gone AS (DELETE FROM sessions WHERE x RETURNING 1) UPDATE users SET y = 1`),
    ).toEqual(['sessions', 'users']);
    expect(writtenTables(`SELECT * FROM offers WHERE id = $1`)).toEqual([]);
  });
});
