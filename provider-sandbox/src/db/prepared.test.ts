import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from './db.js';

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
