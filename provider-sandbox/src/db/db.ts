import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The one database interface of the sandbox: PGlite on disk by default, PostgreSQL through `pg` when configured. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters (migrations, seed). Atomic when wrapped in BEGIN/COMMIT. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** A folder for PGlite's files, created on first start. Without it (and without `databaseUrl`) data stays in memory. */
  dataDir?: string;
  /** A PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) return openPg(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  let database: PGlite;
  if (dataDir) {
    const folder = resolve(dataDir);
    mkdirSync(dirname(folder), { recursive: true });
    database = new PGlite(folder);
  } else {
    database = new PGlite();
  }
  await database.waitReady;
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await database.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await database.exec(sql);
    },
    async close() {
      if (!database.closed) await database.close();
    },
  };
}

async function openPg(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', (error) =>
    console.error('provider sandbox: idle database connection failed:', error.message),
  );
  await pool.query('SELECT 1');
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params]);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      // One client for the whole script, so BEGIN ... COMMIT stays on one connection.
      const client = await pool.connect();
      try {
        await client.query(sql);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** A SQL literal for values the sandbox itself generates (seed data); never use it for request input. */
export function sqlLiteral(value: string | number | boolean | null | Date): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return `'${value.toISOString()}'::timestamptz`;
  return `'${value.replaceAll("'", "''")}'`;
}
