import type { Db } from '../db/db.js';
import type { FileStore } from './file-store.js';

/**
 * Which of these storage keys a row names, across sellers and domains. The tables are every one with a
 * `storage_key` column (data room files, offer files, contracts uploaded before their offer), read from the schema
 * rather than listed here, so that a table which starts naming stored bytes is never swept from under.
 */
async function namedStorageKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT DISTINCT table_name AS name FROM information_schema.columns
      WHERE column_name = 'storage_key' AND table_schema = current_schema()`,
  );
  const named = new Set<string>();
  for (const { name } of tables) {
    const { rows } = await db.query<{ key: string }>(
      `SELECT DISTINCT storage_key AS key FROM "${name.replaceAll('"', '""')}" WHERE storage_key = ANY($1::text[])`,
      [keys],
    );
    for (const row of rows) named.add(row.key);
  }
  return named;
}

/**
 * Removes what interrupted uploads left in the store (docs/adr/014). Called as the provider starts, before it serves
 * a request (FileStore.sweep lists at once); should the database fail, the objects stay for the next start.
 */
export function sweepAtStart(db: Db, store: FileStore): Promise<void> {
  return store
    .sweep((keys) => namedStorageKeys(db, keys))
    .then(
      (removed) => {
        if (removed.length > 0)
          console.info(`provider sandbox: removed ${removed.length} files left by interrupted uploads`);
      },
      (error: unknown) =>
        console.error(
          'provider sandbox: could not sweep the file store:',
          error instanceof Error ? error.message : error,
        ),
    );
}
