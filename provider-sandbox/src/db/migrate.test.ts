import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxDomain } from '../domain.js';
import { sandboxDomains } from '../domains.js';
import { openDb, type Db } from './db.js';
import { MigrationOrderError, planMigrations, prepareDatabase } from './migrate.js';

const folders: string[] = [];
let shared: Db;
let schemas = 0;

// One database for the file; each test gets an empty schema of its own (starting PGlite takes a second or two).
beforeAll(async () => {
  shared = await openDb({});
});
afterAll(async () => {
  await shared?.close();
});
beforeEach(async () => {
  schemas += 1;
  await shared.exec(`CREATE SCHEMA test_${schemas}; SET search_path TO test_${schemas}, public;`);
});
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A domain whose migrations folder holds these files. */
function domainWith(name: string, files: Record<string, string>, extra: Partial<SandboxDomain> = {}) {
  const folder = mkdtempSync(join(tmpdir(), `migrations-${name}-`));
  folders.push(folder);
  for (const [file, sql] of Object.entries(files)) writeFileSync(join(folder, file), sql);
  return { name, migrations: pathToFileURL(`${folder}/`), ...extra } satisfies SandboxDomain;
}

async function memoryDb(): Promise<Db> {
  return shared;
}

describe('planning migrations', () => {
  it('orders the domains as listed and each domain by number', async () => {
    const plan = await planMigrations([
      domainWith('b', { '002_more.sql': '', '001_first.sql': '' }),
      domainWith('a', { '001_first.sql': '' }),
    ]);
    expect(plan.map((m) => `${m.domain}/${m.name}`)).toEqual([
      'b/001_first.sql',
      'b/002_more.sql',
      'a/001_first.sql',
    ]);
  });

  it('refuses two migrations with one number, a gap, a badly named file and a domain listed twice', async () => {
    const twice = domainWith('customers', { '001_init.sql': '', '001_contacts.sql': '' });
    await expect(planMigrations([twice])).rejects.toThrow(/share number 001/);
    await expect(planMigrations([domainWith('c', { '001_a.sql': '', '003_c.sql': '' })])).rejects.toThrow(
      /002 is missing before 003/,
    );
    await expect(planMigrations([domainWith('c', { '1_init.sql': '' })])).rejects.toThrow(
      MigrationOrderError,
    );
    const once = domainWith('d', { '001_a.sql': '' });
    await expect(planMigrations([once, once])).rejects.toThrow(/registered twice/);
  });
});

describe('preparing a database', () => {
  it('applies each migration once and writes each seed once', async () => {
    const db = await memoryDb();
    const notes = domainWith(
      'notes',
      { '001_notes.sql': 'CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL);' },
      { seeds: [{ name: 'demo', run: (tx) => tx.exec(`INSERT INTO notes (text) VALUES ('seeded')`) }] },
    );
    expect(await prepareDatabase(db, [notes], { seed: true })).toEqual({
      migrated: ['notes/001_notes.sql'],
      seeded: ['notes/demo'],
    });
    expect(await prepareDatabase(db, [notes], { seed: true })).toEqual({ migrated: [], seeded: [] });
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes');
    expect(rows[0]?.n).toBe(1);
  });

  it('gives an existing database a new domain’s tables and demo data without touching what the user wrote', async () => {
    const db = await memoryDb();
    const notes = domainWith('notes', { '001_notes.sql': 'CREATE TABLE notes (text text);' });
    await prepareDatabase(db, [notes], { seed: true });
    await db.query(`INSERT INTO notes (text) VALUES ('mine')`);
    const tags = domainWith(
      'tags',
      { '001_tags.sql': 'CREATE TABLE tags (name text UNIQUE);' },
      { seeds: [{ name: 'demo', run: (tx) => tx.exec(`INSERT INTO tags VALUES ('demo')`) }] },
    );
    expect(await prepareDatabase(db, [notes, tags], { seed: true })).toEqual({
      migrated: ['tags/001_tags.sql'],
      seeded: ['tags/demo'],
    });
    expect((await db.query('SELECT text FROM notes')).rows).toEqual([{ text: 'mine' }]);
    expect((await db.query('SELECT name FROM tags')).rows).toEqual([{ name: 'demo' }]);
  });

  it('leaves nothing behind when a migration fails half-way, and records nothing as applied', async () => {
    const db = await memoryDb();
    const broken = domainWith('broken', {
      '001_half.sql': 'CREATE TABLE half (id int); INSERT INTO half VALUES (1); SELECT 1/0;',
    });
    await expect(prepareDatabase(db, [broken], { seed: true })).rejects.toThrow(/division by zero/);
    // The whole start is one transaction: not even the history tables are left.
    const { rows } = await db.query(
      `SELECT to_regclass('half') AS half, to_regclass('schema_migrations') AS history`,
    );
    expect(rows).toEqual([{ half: null, history: null }]);
  });

  it('lets two starts on one database take turns: the later one finds every migration and seed done', async () => {
    const db = await memoryDb();
    const notes = domainWith('notes', {
      '001_notes.sql': 'CREATE TABLE notes (text text);',
      '002_more.sql': 'ALTER TABLE notes ADD COLUMN author text;',
    });
    const [first, second] = await Promise.all([
      prepareDatabase(db, [notes], { seed: true }),
      prepareDatabase(db, [notes], { seed: true }),
    ]);
    // Which start takes the lock first is up to the scheduler; exactly one of them migrates.
    expect([first.migrated, second.migrated].sort((a, b) => b.length - a.length)).toEqual([
      ['notes/001_notes.sql', 'notes/002_more.sql'],
      [],
    ]);
    expect((await db.query('SELECT count(*)::int AS n FROM schema_migrations')).rows).toEqual([{ n: 2 }]);
  });

  it('refuses to start on a database migrated by code it does not know, or after a migration was renamed', async () => {
    const db = await memoryDb();
    const notes = domainWith('notes', { '001_notes.sql': 'CREATE TABLE notes (text text);' });
    const folder = new URL(notes.migrations).pathname;
    await prepareDatabase(db, [notes], { seed: true });

    renameSync(join(folder, '001_notes.sql'), join(folder, '001_renamed.sql'));
    await expect(prepareDatabase(db, [notes], { seed: true })).rejects.toThrow(
      /ran as 001_notes.sql but is now 001_renamed.sql/,
    );
    await expect(prepareDatabase(db, [], { seed: true })).rejects.toThrow(/does not know/);
  });

  it('keeps a database made with the old global migration sequence, and does not seed it again', async () => {
    const db = await memoryDb();
    // What the sandbox wrote before migrations belonged to domains: 001, 002 and 004 in one sequence.
    const sql = (domain: string, file: string) =>
      readFileSync(new URL(`../${domain}/migrations/${file}`, import.meta.url), 'utf8');
    await db.exec(sql('core', '001_init.sql'));
    await db.exec(sql('outbox', '001_outbox.sql'));
    await db.exec(sql('core', '002_identity.sql'));
    await db.exec(`CREATE TABLE schema_migrations (version text PRIMARY KEY, name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now());
      INSERT INTO schema_migrations (version, name) VALUES ('001', '001_init.sql'), ('002', '002_outbox.sql'),
        ('004', '004_identity.sql');
      INSERT INTO sellers (name, status) VALUES ('Made by hand', 'APPROVED');`);

    const result = await prepareDatabase(db, sandboxDomains, { seed: true });
    // Nothing it already had runs again; only core's later migrations do.
    expect(result.migrated.filter((name) => /^(core|outbox)\//.test(name))).toEqual([
      'core/003_invitations_per_seller.sql',
      'core/004_member_kind.sql',
    ]);
    expect(result.seeded).not.toContain('core/demo');
    expect((await db.query('SELECT name FROM sellers')).rows).toEqual([{ name: 'Made by hand' }]);
    expect(await prepareDatabase(db, sandboxDomains, { seed: true })).toEqual({ migrated: [], seeded: [] });
  });

  it('refuses an old database with a migration the conversion does not know', async () => {
    const db = await memoryDb();
    await db.exec(`CREATE TABLE schema_migrations (version text PRIMARY KEY, name text NOT NULL);
      INSERT INTO schema_migrations VALUES ('003', '003_future.sql');`);
    await expect(prepareDatabase(db, sandboxDomains, { seed: false })).rejects.toThrow(/003/);
  });
});

describe('every domain of the sandbox', () => {
  it('has a valid migration plan', async () => {
    const plan = await planMigrations(sandboxDomains);
    expect(plan.length).toBeGreaterThan(0);
  });
});
