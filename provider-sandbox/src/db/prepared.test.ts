import { afterEach, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { openDb, type Db } from './db.js';
import { PreparedStatements } from './prepared.js';

let db: Db | undefined;

afterEach(async () => {
  await db?.close();
  db = undefined;
});

const SELECT_LABEL = 'SELECT label FROM labelled WHERE id = $1';

/** How many prepared statements of the session hold this text. */
async function preparedCopies(handle: Db, sql: string): Promise<number> {
  const { rows } = await handle.query<{ copies: number }>(
    'SELECT count(*)::int AS copies FROM pg_prepared_statements WHERE statement = $1',
    [sql],
  );
  return rows[0]!.copies;
}

describe('PGlite statements are prepared once (docs/adr/016)', () => {
  it('parses a statement once however often it runs, inside a transaction or not', async () => {
    db = await openDb({ statistics: false });
    await db.exec(`CREATE TABLE labelled (id int PRIMARY KEY, label text NOT NULL)`);
    await db.query(`INSERT INTO labelled (id, label) VALUES (1, 'one'), (2, 'two')`);
    expect((await db.query(SELECT_LABEL, [1])).rows).toEqual([{ label: 'one' }]);
    expect(
      await db.transaction(async (tx) => (await tx.query<{ label: string }>(SELECT_LABEL, [2])).rows),
    ).toEqual([{ label: 'two' }]);
    expect((await db.query(SELECT_LABEL, [3])).rows).toEqual([]);
    expect(await preparedCopies(db, SELECT_LABEL)).toBe(1);
  });

  it("keeps PostgreSQL's errors and rolls a failed transaction back; the statement still runs after", async () => {
    db = await openDb({ statistics: false });
    await db.exec(`CREATE TABLE labelled (id int PRIMARY KEY, label text NOT NULL)`);
    const insert = 'INSERT INTO labelled (id, label) VALUES ($1, $2)';
    await db.query(insert, [1, 'one']);
    await expect(db.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [2, 'two']);
        await tx.query(insert, [1, 'again']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await db.query(insert, [3, 'three']);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM labelled ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual([1, 3]);
    // A table that changes shape is planned anew by PostgreSQL itself.
    await db.exec(`ALTER TABLE labelled ADD COLUMN note text`);
    expect((await db.query('SELECT * FROM labelled WHERE id = $1', [3])).rows).toEqual([
      { id: 3, label: 'three', note: null },
    ]);
    expect((await db.query(SELECT_LABEL, [3])).rows).toEqual([{ label: 'three' }]);
  });
});

describe("a prepared statement's answer, read from PostgreSQL's bytes", () => {
  it("has the rows, values and counts PGlite's own query gives, for every type the sandbox stores", async () => {
    const pglite = new PGlite();
    try {
      await pglite.exec(`CREATE TABLE kinds (
        id uuid PRIMARY KEY, name text, amount numeric(12, 2), ratio float8, count int, big bigint, yes boolean,
        day date, at timestamptz, items jsonb, tags text[], nothing text
      )`);
      const prepared = new PreparedStatements(pglite);
      const run = (sql: string, params: unknown[] = []) =>
        pglite.runExclusive(() => prepared.run(sql, params));
      const insert = `INSERT INTO kinds (id, name, amount, ratio, count, big, yes, day, at, items, tags)
        SELECT gen_random_uuid(), 'Zoë ' || g || ' – ☂', g * 1.5, g / 3.0, g, g * 10000000000, g % 2 = 0,
               DATE '2026-11-29' + g, TIMESTAMPTZ '2026-11-29T10:00:00Z' + g * interval '1 hour',
               jsonb_build_object('n', g, 'label', 'item ' || g), ARRAY['a' || g, 'b'] FROM generate_series(1, $1::int) g`;
      expect((await run(insert, [3000])).affectedRows).toBe(3000);
      const select = 'SELECT * FROM kinds WHERE count >= $1 ORDER BY count';
      // 3,000 rows are more than one chunk of PGlite's output.
      const ours = await run(select, [1]);
      const theirs = await pglite.query(select, [1]);
      expect(ours.rows).toHaveLength(3000);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
      expect(ours.rows[0]).toMatchObject({ name: 'Zoë 1 – ☂', yes: false, items: { n: 1, label: 'item 1' } });
      expect((ours.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
      const update = await run('UPDATE kinds SET nothing = $1 WHERE count <= $2', ['set', 10]);
      expect(update).toMatchObject({ affectedRows: 10, rows: [] });
      expect((await run('SELECT count(*)::int AS n FROM kinds WHERE nothing IS NULL')).rows).toEqual([
        { n: 2990 },
      ]);
    } finally {
      await pglite.close();
    }
  });
});
