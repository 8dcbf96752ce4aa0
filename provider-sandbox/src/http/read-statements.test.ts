import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { writtenTables } from '../db/statistics.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';

// The SQL one read costs (docs/adr/016, "Work done once per request"): the statements a GET sends, counted on the
// sandbox's own database handle.

let sandbox: RunningSandbox;
let token: string;
let statements: string[] | null = null;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = await sandbox.tokenFor('admin@acme.example');
  const db: Db = sandbox.sandbox.db;
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = (sql, params) => {
    statements?.push(sql);
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
