import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SandboxDomain } from '../domain.js';
import type { Db } from './db.js';

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  domain: string;
  version: string;
  name: string;
  file: string;
}

/** A migration set the sandbox refuses to run: the database would end up in an order nobody tested. */
export class MigrationOrderError extends Error {
  override name = 'MigrationOrderError';
}

/**
 * Every domain's migrations in the order they run: the domains in list order, each domain's files by number.
 * Refuses duplicate domains, files that are not `NNN_name.sql`, duplicate numbers and gaps.
 */
export async function planMigrations(domains: readonly Pick<SandboxDomain, 'name' | 'migrations'>[]) {
  const plan: Migration[] = [];
  const names = new Set<string>();
  for (const domain of domains) {
    if (names.has(domain.name)) throw new MigrationOrderError(`domain ${domain.name} is registered twice`);
    names.add(domain.name);
    if (!domain.migrations) continue;
    const folder = fileURLToPath(domain.migrations);
    const files = (await readdir(folder)).filter((file) => file.endsWith('.sql')).sort();
    const byVersion = new Map<string, string>();
    for (const file of files) {
      const version = MIGRATION_FILE.exec(file)?.[1];
      if (!version) {
        throw new MigrationOrderError(`${domain.name}: ${file} is not named NNN_name.sql (lower case)`);
      }
      const other = byVersion.get(version);
      if (other)
        throw new MigrationOrderError(`${domain.name}: ${other} and ${file} share number ${version}`);
      byVersion.set(version, file);
    }
    [...byVersion.keys()].forEach((version, index) => {
      const expected = String(index + 1).padStart(3, '0');
      if (version !== expected) {
        throw new MigrationOrderError(`${domain.name}: migration ${expected} is missing before ${version}`);
      }
      const file = byVersion.get(version)!;
      plan.push({ domain: domain.name, version, name: file, file: `${folder}/${file}` });
    });
  }
  return plan;
}

/** The global 3-digit sequence used before migrations belonged to domains, and where each went. */
const LEGACY_VERSIONS: Record<string, { domain: string; version: string; name: string }> = {
  '001': { domain: 'core', version: '001', name: '001_init.sql' },
  '002': { domain: 'outbox', version: '001', name: '001_outbox.sql' },
  '004': { domain: 'core', version: '002', name: '002_identity.sql' },
};

async function tableColumns(db: Db, table: string): Promise<string[]> {
  const { rows } = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/** A database migrated with the old global sequence keeps its data: its history is rewritten per domain. */
async function convertLegacyHistory(db: Db): Promise<void> {
  const columns = await tableColumns(db, 'schema_migrations');
  if (columns.length === 0 || columns.includes('domain')) return;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const unknown = rows.filter((row) => !LEGACY_VERSIONS[row.version]).map((row) => row.version);
    if (unknown.length > 0) {
      throw new MigrationOrderError(
        `the database has migrations this code does not know: ${unknown.join(', ')}`,
      );
    }
    await tx.exec('ALTER TABLE schema_migrations RENAME TO schema_migrations_legacy');
    await createHistoryTables(tx);
    for (const { version } of rows) {
      const moved = LEGACY_VERSIONS[version]!;
      await tx.query('INSERT INTO schema_migrations (domain, version, name) VALUES ($1, $2, $3)', [
        moved.domain,
        moved.version,
        moved.name,
      ]);
    }
    // The old start seeded an empty database once; a database with sellers was seeded (or is the user's own).
    const { rows: seeded } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM sellers');
    if ((seeded[0]?.n ?? 0) > 0) {
      await tx.query(`INSERT INTO schema_seeds (domain, name) VALUES ('core', 'demo')`);
    }
    await tx.exec('DROP TABLE schema_migrations_legacy');
  });
}

async function createHistoryTables(db: Db): Promise<void> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      domain text NOT NULL,
      version text NOT NULL,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (domain, version)
    );
    CREATE TABLE IF NOT EXISTS schema_seeds (
      domain text NOT NULL,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (domain, name)
    );`);
}

export interface PrepareResult {
  /** `domain/NNN_name.sql` of each migration this start applied. */
  migrated: string[];
  /** `domain/name` of each seed this start wrote. */
  seeded: string[];
}

/**
 * Brings the database up to the code: checks the migration history against the domains' files (a migration the
 * code does not know, or one renamed after it ran, stops the start), applies what is new in order with its history
 * rows, then writes each domain's demo data that this database has not had yet. All of it is one transaction under a
 * PostgreSQL advisory lock: two sandboxes starting on one database at once take turns, and the second finds the work
 * done; a start that fails half-way leaves the database as it found it.
 */
export async function prepareDatabase(
  db: Db,
  domains: readonly SandboxDomain[],
  options: { seed: boolean },
): Promise<PrepareResult> {
  const plan = await planMigrations(domains);
  const result = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('provider-sandbox:prepare-database'))`);
    return prepareUnderLock(tx, plan, domains, options);
  });
  // The planner's statistics, once the schema and demo data are committed (docs/adr/016): PGlite has no
  // autovacuum, so every start analyses (a folder grown by an earlier run too); PostgreSQL's autovacuum would get
  // there later, so only a start that changed something analyses at once.
  if (db.refreshStatistics) await db.refreshStatistics();
  else if (result.migrated.length > 0 || result.seeded.length > 0) await db.exec('ANALYZE');
  return result;
}

async function prepareUnderLock(
  db: Db,
  plan: Awaited<ReturnType<typeof planMigrations>>,
  domains: readonly SandboxDomain[],
  options: { seed: boolean },
): Promise<PrepareResult> {
  await convertLegacyHistory(db);
  await createHistoryTables(db);

  const { rows: applied } = await db.query<{ domain: string; version: string; name: string }>(
    'SELECT domain, version, name FROM schema_migrations',
  );
  const planned = new Map(plan.map((migration) => [`${migration.domain}/${migration.version}`, migration]));
  for (const row of applied) {
    const migration = planned.get(`${row.domain}/${row.version}`);
    if (!migration) {
      throw new MigrationOrderError(
        `the database has ${row.domain}/${row.name}, which this code does not know (is the code older than the data?)`,
      );
    }
    if (migration.name !== row.name) {
      throw new MigrationOrderError(
        `${row.domain}/${row.version} ran as ${row.name} but is now ${migration.name}: add a new migration instead`,
      );
    }
  }

  const done = new Set(applied.map((row) => `${row.domain}/${row.version}`));
  const migrated: string[] = [];
  for (const migration of plan) {
    if (done.has(`${migration.domain}/${migration.version}`)) continue;
    const sql = await readFile(migration.file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (domain, version, name) VALUES ($1, $2, $3)', [
        migration.domain,
        migration.version,
        migration.name,
      ]);
    });
    migrated.push(`${migration.domain}/${migration.name}`);
  }

  const seeded: string[] = [];
  if (options.seed) {
    const { rows } = await db.query<{ domain: string; name: string }>(
      'SELECT domain, name FROM schema_seeds',
    );
    const written = new Set(rows.map((row) => `${row.domain}/${row.name}`));
    for (const domain of domains) {
      for (const seed of domain.seeds ?? []) {
        const key = `${domain.name}/${seed.name}`;
        if (written.has(key)) continue;
        await db.transaction(async (tx) => {
          await seed.run(tx);
          await tx.query('INSERT INTO schema_seeds (domain, name) VALUES ($1, $2)', [domain.name, seed.name]);
        });
        seeded.push(key);
      }
    }
  }
  return { migrated, seeded };
}
