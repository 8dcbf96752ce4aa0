import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sqlLiteral, type Db } from './db.js';

/** Where the numbered migrations live: src/db/migrations in tests, dist/db/migrations once built. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

/**
 * Applies `NNN_name.sql` files in order, each in its own transaction together with its row in
 * `schema_migrations`. Returns the versions applied by this call.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const done: string[] = [];
  for (const name of files) {
    const version = name.slice(0, 3);
    if (applied.has(version)) continue;
    const sql = await readFile(`${dir}/${name}`, 'utf8');
    await db.exec(
      `BEGIN;\n${sql}\n;INSERT INTO schema_migrations (version, name) VALUES (${sqlLiteral(version)}, ${sqlLiteral(name)});\nCOMMIT;`,
    );
    done.push(version);
  }
  return done;
}
