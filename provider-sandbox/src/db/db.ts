import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { PreparedStatements } from './prepared.js';
import { StatisticsKeeper, type StatisticsOptions } from './statistics.js';

export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted by the statement (0 for a SELECT that changed nothing). */
  rowCount: number;
}

/** The one database interface of the sandbox: PGlite on disk by default, PostgreSQL through `pg` when configured. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` in one transaction: everything it writes through `tx` is committed together, or nothing when it
   * throws. Inside, use only `tx` (the outer handle waits for the transaction to end). Nested calls join it.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * PGlite only (it runs no autovacuum, docs/adr/016): `VACUUM (ANALYZE)` of every table now, after migrations and seeds.
   * Absent on PostgreSQL, whose autovacuum keeps the statistics and visibility map.
   */
  refreshStatistics?(): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** A folder for PGlite's files, created on first start. Without it (and without `databaseUrl`) data stays in memory. */
  dataDir?: string;
  /** A PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string;
  /**
   * PGlite's planner statistics (docs/adr/016): kept current after bulk writes unless `false` (the scale bench's
   * comparison, `SANDBOX_ANALYZE=off`). Ignored on PostgreSQL.
   */
  statistics?: StatisticsOptions | false;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) return openPg(options.databaseUrl);
  return openPglite(options.dataDir, options.statistics ?? {});
}

/** A handle that already is inside a transaction: a nested transaction simply joins it. */
function insideTransaction(query: Db['query'], exec: Db['exec']): Db {
  const tx: Db = {
    query,
    exec,
    transaction: (work) => work(tx),
    close: () => Promise.reject(new Error('a transaction handle cannot close the database')),
  };
  return tx;
}

async function openPglite(dataDir: string | undefined, statistics: StatisticsOptions | false): Promise<Db> {
  let database: PGlite;
  if (dataDir) {
    const folder = resolve(dataDir);
    mkdirSync(dirname(folder), { recursive: true });
    database = new PGlite(folder);
  } else {
    database = new PGlite();
  }
  await database.waitReady;
  // Its ANALYZE goes through the outer handle, which waits for any transaction under way to end.
  const keeper =
    statistics === false
      ? undefined
      : new StatisticsKeeper((sql) => database.query<Record<string, unknown>>(sql), statistics);
  const prepared = new PreparedStatements(database);
  // Inside `database.transaction` its transaction lock is held: only the query lock is taken, as `tx.query` does.
  const handleOf = (tx: Transaction) =>
    insideTransaction(
      async <T>(sql: string, params: readonly unknown[] = []) => {
        if (tx.closed) throw new Error('Transaction is closed');
        const result = await database.runExclusive(() => prepared.run<T>(sql, params));
        keeper?.noteWrite(sql, result.affectedRows ?? 0);
        return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
      },
      async (sql: string) => {
        await tx.exec(sql);
      },
    );
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      // As `database.query`: after any transaction under way, then alone; written to disk when not in one.
      const result = await database._runExclusiveTransaction(() =>
        database.runExclusive(async () => {
          const answer = await prepared.run<T>(sql, params);
          await database.syncToFs();
          return answer;
        }),
      );
      keeper?.noteWrite(sql, result.affectedRows ?? 0);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await database.exec(sql);
    },
    transaction: (work) => database.transaction((tx) => work(handleOf(tx))),
    // Turned off (the scale bench's comparison), no ANALYZE at all, as before docs/adr/016's statistics.
    refreshStatistics: async () => keeper?.analyzeAll(),
    async close() {
      await keeper?.close();
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
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx = insideTransaction(
          async <T>(sql: string, params: readonly unknown[] = []) => {
            const result = await client.query(sql, [...params]);
            return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
          },
          async (sql: string) => {
            await client.query(sql);
          },
        );
        const answer = await work(tx);
        await client.query('COMMIT');
        return answer;
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

/**
 * A write must change exactly the rows it expects: anything else means the row is gone or belongs to another
 * seller, and the transaction around it must not commit.
 */
export function expectRows(result: QueryResult<unknown>, expected: number, what: string): void {
  if (result.rowCount !== expected) {
    throw new UnexpectedRowCountError(`${what}: changed ${result.rowCount} rows, expected ${expected}`);
  }
}

export class UnexpectedRowCountError extends Error {
  override name = 'UnexpectedRowCountError';
}
