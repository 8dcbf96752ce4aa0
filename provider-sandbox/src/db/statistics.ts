/**
 * Planner statistics for PGlite, which runs no autovacuum (docs/adr/016, "Statistics kept current"): without an
 * `ANALYZE` the planner believes every table is as small as when it was created, and a page of ten offers ends up
 * joining every offer's payments before it sorts. The keeper counts the rows each statement wrote per table and,
 * once a table changed by more than autovacuum's default threshold (50 rows + 10 % of the rows it had), runs
 * `VACUUM (ANALYZE)` on that table a little later, outside any request's transaction: the statistics, and the
 * visibility map that lets a count read an index alone (a folder's files, an offer stage's offers), as autovacuum
 * keeps both on PostgreSQL.
 */

export interface StatisticsOptions {
  /** How long after the threshold is crossed the `VACUUM (ANALYZE)` runs (default 1 s): a bulk write finishes first. */
  delayMs?: number;
  /** Rows changed before a table is analysed again, besides `fraction` of its rows (default 50, as autovacuum). */
  minRows?: number;
  /** The share of a table's rows that must change (default 0.1, as autovacuum's analyze scale factor). */
  fraction?: number;
}

type Run = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The tables a statement writes: INSERT INTO t, UPDATE t, DELETE FROM t (also inside a WITH). */
const WRITE_TARGET = /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

export function writtenTables(sql: string): string[] {
  return [...new Set([...sql.matchAll(WRITE_TARGET)].map((match) => match[1]!.toLowerCase()))];
}

export class StatisticsKeeper {
  readonly #run: Run;
  readonly #delayMs: number;
  readonly #minRows: number;
  readonly #fraction: number;
  /** Rows per table when it was last analysed; only these tables (the schema's own) are ever analysed. */
  readonly #rows = new Map<string, number>();
  readonly #changed = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #closed = false;

  constructor(run: Run, options: StatisticsOptions = {}) {
    this.#run = run;
    this.#delayMs = options.delayMs ?? 1000;
    this.#minRows = options.minRows ?? 50;
    this.#fraction = options.fraction ?? 0.1;
  }

  /** `VACUUM (ANALYZE)` of the whole database (after migrations and seeds), then each table's size as the baseline. */
  async analyzeAll(): Promise<void> {
    await this.#run('VACUUM (ANALYZE)');
    this.#changed.clear();
    await this.#loadSizes();
  }

  /** Counts a statement's written rows; schedules a `VACUUM (ANALYZE)` when a table crossed its threshold. */
  noteWrite(sql: string, rowCount: number): void {
    if (rowCount <= 0 || this.#closed) return;
    for (const table of writtenTables(sql)) {
      if (!this.#rows.has(table)) continue;
      this.#changed.set(table, (this.#changed.get(table) ?? 0) + rowCount);
    }
    if (this.#due().length > 0) this.#schedule();
  }

  /** Stops the timer and waits for a `VACUUM (ANALYZE)` under way, before the database closes. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  #due(): string[] {
    return [...this.#changed]
      .filter(
        ([table, changed]) =>
          changed > this.#minRows + this.#fraction * Math.max(0, this.#rows.get(table) ?? 0),
      )
      .map(([table]) => table);
  }

  #schedule(): void {
    if (this.#timer || this.#running) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#running = this.#analyzeDue()
        .catch((error: unknown) =>
          console.error(
            'provider sandbox: VACUUM (ANALYZE) failed:',
            error instanceof Error ? error.message : String(error),
          ),
        )
        .finally(() => {
          this.#running = undefined;
          // Writes that came while it ran may already be due again.
          if (!this.#closed && this.#due().length > 0) this.#schedule();
        });
    }, this.#delayMs);
    // A pending VACUUM (ANALYZE) never keeps the process alive.
    this.#timer.unref();
  }

  async #analyzeDue(): Promise<void> {
    const tables = this.#due();
    if (tables.length === 0 || this.#closed) return;
    for (const table of tables) this.#changed.delete(table);
    await this.#run(`VACUUM (ANALYZE) ${tables.map((table) => `"${table}"`).join(', ')}`);
    await this.#loadSizes();
  }

  async #loadSizes(): Promise<void> {
    const { rows } = await this.#run(
      `SELECT relname, reltuples FROM pg_class
        WHERE relkind IN ('r', 'p') AND relnamespace = current_schema()::regnamespace`,
    );
    for (const row of rows) this.#rows.set(String(row.relname), Number(row.reltuples));
  }
}
