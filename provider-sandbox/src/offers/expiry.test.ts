import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { expireDueOffers, startExpiryJob } from './moves.js';
import { ACME, callAs } from './offers-test-support.js';
import { LAPSED_SQL } from './repository.js';

let sandbox: RunningSandbox;
let ada: ReturnType<typeof callAs>; // Acme's admin
let alex: ReturnType<typeof callAs>; // Acme's account executive

beforeAll(async () => {
  sandbox = await startSandbox();
  const as = async (email: string) => callAs(sandbox, await sandbox.tokenFor(email));
  [ada, alex] = await Promise.all([as('admin@acme.example'), as('ae@acme.example')]);
});

afterAll(async () => {
  await sandbox?.close();
});

/** Every statement the sandbox's database runs while `work` runs, transactions' included. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const db = sandbox.sandbox.db;
  const seen: string[] = [];
  const watch = (handle: Db): Db => ({
    ...handle,
    query: (sql, params) => {
      seen.push(sql.replace(/\s+/g, ' ').trim());
      return handle.query(sql, params);
    },
    transaction: (inner) => handle.transaction((tx) => inner(watch(tx))),
  });
  const { query, transaction } = db;
  const watched = watch({ ...db, query: query.bind(db), transaction: transaction.bind(db) });
  db.query = watched.query;
  db.transaction = watched.transaction;
  try {
    await work();
  } finally {
    db.query = query;
    db.transaction = transaction;
  }
  return seen;
}

const writes = (statements: string[]) => statements.filter((sql) => /^(UPDATE|INSERT|DELETE)\b/i.test(sql));

/** Moves an offer's expiration into the past without storing what that does (as time would). */
const lapse = (id: string) =>
  sandbox.sandbox.db.query("UPDATE offers SET expiration = now() - interval '1 hour' WHERE id = $1", [id]);

describe('time expires offers', () => {
  it('shows a lapsed offer as Expired in every read without writing, and refuses to act on it', async () => {
    const id = ACME('willow-net');
    await lapse(id);
    const statements = await statementsDuring(async () => {
      expect((await ada('get', `/v2/offers/${id}`)).body.stageMetadata.stage).toBe('EXPIRED');
      const expired = await ada('get', '/v1/offers?offerStageText=EXPIRED&size=100');
      expect(expired.body.content.map((row: { id: string }) => row.id)).toContain(id);
      const ready = await ada('get', '/v1/offers?offerStageText=READY&size=100');
      expect(ready.body.content.map((row: { id: string }) => row.id)).not.toContain(id);
    });
    expect(writes(statements)).toEqual([]);
    // Disabling it is refused as for any expired offer; nothing is written either.
    expect((await ada('post', `/v1/offers/${id}/disable`)).status).toBe(409);
  });

  it('stores the expiry with its event dated at the expiration, once, by the job', async () => {
    const id = ACME('beacon-ready');
    await lapse(id);
    const { rows } = await sandbox.sandbox.db.query<{ expiration: Date }>(
      'SELECT expiration FROM offers WHERE id = $1',
      [id],
    );
    const job = startExpiryJob(sandbox.sandbox.db, 60_000);
    await job.stop();
    const events = (await ada('get', `/v1/offers/${id}/events?type=EXPIRED`)).body.content;
    expect(events).toHaveLength(1);
    expect(new Date(events[0].occurredAt).getTime()).toBe(rows[0]!.expiration.getTime());
    expect(await expireDueOffers(sandbox.sandbox.db, null)).toBe(0);
    const offer = (await ada('get', `/v2/offers/${id}`)).body;
    expect(offer.stageMetadata.stage).toBe('EXPIRED');
    expect(offer.lastModifiedDate).toBe(rows[0]!.expiration.toISOString());
  });

  it('reissues an offer read as Expired before the job stored it', async () => {
    const id = ACME('copperleaf-requirements');
    await lapse(id);
    const reissued = await ada('post', `/v1/offers/${id}/reissue`);
    expect(reissued.status).toBe(201);
    expect((await ada('get', `/v1/offers/${id}/events?type=EXPIRED`)).body.content).toHaveLength(1);
  });

  it('lists an offer lapsed since the job last ran by its expiration, tied by id, on every page and once stored', async () => {
    const db = sandbox.sandbox.db;
    const lapsed = ACME('driftwood-review');
    const tied = ACME('ironwood-error');
    // Last changed a month ago, lapsed a second ago; another offer was changed at the very instant it lapsed.
    await db.query(
      `UPDATE offers SET updated_at = now() - interval '30 days', expiration = now() - interval '1 second'
        WHERE id = $1`,
      [lapsed],
    );
    await db.query(
      'UPDATE offers SET updated_at = (SELECT expiration FROM offers WHERE id = $1) WHERE id = $2',
      [lapsed, tied],
    );
    // The order every offer sorted by "last modified" (a lapsed offer's is its expiration), then by id, gives.
    const sorted = async () =>
      (
        await db.query<{ id: string }>(
          `SELECT o.id FROM offers o WHERE o.seller_id = (SELECT seller_id FROM offers WHERE id = $1)
            ORDER BY CASE WHEN ${LAPSED_SQL} THEN greatest(o.updated_at, o.expiration) ELSE o.updated_at END DESC, o.id`,
          [lapsed],
        )
      ).rows.map((row) => row.id);
    const listed = async (size: number) => {
      const ids: string[] = [];
      for (let page = 0, total = 1; ids.length < total && page < 50; page++) {
        const { body } = await ada(
          'get',
          `/v1/offers?page=${page}&size=${size}&sort=lastModifiedDate%2Cdesc`,
        );
        total = body.totalElements;
        ids.push(...body.content.map((row: { id: string }) => row.id));
      }
      return ids;
    };
    const order = await sorted();
    expect(order.indexOf(tied) - order.indexOf(lapsed)).toBe(lapsed < tied ? 1 : -1);
    expect(await listed(10)).toEqual(order);
    expect(await listed(7)).toEqual(order);
    const offer = (await ada('get', `/v2/offers/${lapsed}`)).body;
    expect(offer.stageMetadata.stage).toBe('EXPIRED');
    // The job stores it (its updated_at becomes its expiration): the list is the same.
    expect(await expireDueOffers(db, null)).toBeGreaterThan(0);
    expect(await sorted()).toEqual(order);
    expect(await listed(10)).toEqual(order);
  });

  it('looks the caller up once a call: a disable runs nine statements, its reads none that write', async () => {
    const id = ACME('oakridge-ready');
    const read = await statementsDuring(() =>
      alex('get', `/v2/offers/${id}`).then(() => ada('get', `/v2/offers/${id}`)),
    );
    expect(writes(read)).toEqual([]);
    const disable = await statementsDuring(() => ada('post', `/v1/offers/${id}/disable`));
    expect(disable.filter((sql) => /\bFROM users u\b/.test(sql))).toHaveLength(1);
    expect(writes(disable).map((sql) => sql.split(' ').slice(0, 3).join(' '))).toEqual([
      'UPDATE offers SET',
      'INSERT INTO offer_events',
    ]);
    expect(disable.length).toBeLessThanOrEqual(9);
  });
});
