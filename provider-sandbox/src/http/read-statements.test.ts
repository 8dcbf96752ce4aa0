import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { writtenTables } from '../db/statistics.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';

// The SQL one read costs (docs/adr/016, "Work done once per request"): the statements a GET sends, counted on the
// sandbox's own database handle.

let sandbox: RunningSandbox;
let token: string;
let statements: string[] | null = null;
/** The parameters each statement was last sent with. */
const parameters = new Map<string, readonly unknown[] | undefined>();

beforeAll(async () => {
  sandbox = await startSandbox();
  token = await sandbox.tokenFor('admin@acme.example');
  const db: Db = sandbox.sandbox.db;
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = (sql, params) => {
    statements?.push(sql);
    parameters.set(sql, params);
    return query(sql, params);
  };
  db.transaction = (work) => {
    statements?.push('BEGIN');
    return transaction(work);
  };
});

afterAll(async () => {
  await sandbox?.close();
});

/** The statements one GET sent, after its answer. */
async function statementsOf(path: string): Promise<string[]> {
  statements = [];
  try {
    const { status } = await sandbox.api(path, { token });
    expect(status).toBe(200);
    return statements;
  } finally {
    statements = null;
  }
}

const writes = (sent: string[]) => sent.filter((sql) => sql === 'BEGIN' || writtenTables(sql).length > 0);
/** The bearer check's one read of the caller's standing (src/session/auth.ts). */
const callerLookups = (sent: string[]) => sent.filter((sql) => sql.includes('oidc_models'));

describe('one read, its statements', () => {
  it("the offers list's page: the caller once, the page and its count, its rows, the seller's settings, nothing written", async () => {
    const sent = await statementsOf('/api/v1/offers?page=0&size=10&sort=lastModifiedDate%2Cdesc');
    expect(writes(sent)).toEqual([]);
    expect(callerLookups(sent)).toHaveLength(1);
    expect(sent).toHaveLength(4);
  });

  it.each([
    '/api/data-room?page=0&size=10',
    '/api/v2/folders/root',
    '/api/v1/teams/current?page=0&size=10',
    '/api/v1/users/current',
    '/api/v1/accounts?page=0&size=10',
    '/api/v1/reports/portfolio-summary',
  ])('%s writes nothing and looks the caller up once', async (path) => {
    const sent = await statementsOf(path);
    expect(writes(sent)).toEqual([]);
    expect(callerLookups(sent)).toHaveLength(1);
  });
});

/** The plan of one statement a GET sent, with sequential scans priced out (a seller of a few rows is read whole). */
async function planOf(sql: string): Promise<string> {
  return sandbox.sandbox.db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, parameters.get(sql));
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('a page read from an index (docs/adr/016)', () => {
  it("the offers list's first page, last modified first: its ten offers in the index's order, and the lapsed ones", async () => {
    const sent = await statementsOf('/api/v1/offers?page=0&size=10&sort=lastModifiedDate%2Cdesc');
    const page = sent.find((sql) => sql.includes('"storedUpdatedAt" DESC'));
    expect(page).toBeDefined();
    const plan = await planOf(page!);
    expect(plan).toMatch(/Limit[^\n]*\n\s*->\s+Index Scan using offers_list_idx/);
    expect(plan).toContain('offers_lapsing_idx');
  });

  it("a folder's first page: its files in the index's order", async () => {
    const sent = await statementsOf('/api/data-room?page=0&size=10');
    const page = sent.find((sql) => sql.includes('FROM dataroom_files') && sql.includes('LIMIT'));
    expect(page).toBeDefined();
    expect(await planOf(page!)).toMatch(
      /Limit[^\n]*\n\s*->\s+Index (Only )?Scan using dataroom_files_listing_idx/,
    );
  });
});
