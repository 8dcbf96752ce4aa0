import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { ACME, callAs, exportOffers } from './offers-test-support.js';

let sandbox: RunningSandbox;
let ada: ReturnType<typeof callAs>; // Acme's admin
let alex: ReturnType<typeof callAs>; // Acme's account executive, the owner of the offers below

beforeAll(async () => {
  sandbox = await startSandbox();
  const as = async (email: string) => callAs(sandbox, await sandbox.tokenFor(email));
  [ada, alex] = await Promise.all([as('admin@acme.example'), as('ae@acme.example')]);
});

afterAll(async () => {
  await sandbox?.close();
});

/** Sets an offer's expiration to the database's now plus an interval, as the passing of time would. */
const expireIn = (id: string, interval: string) =>
  sandbox.sandbox.db.query('UPDATE offers SET expiration = now() + $2::interval WHERE id = $1', [
    id,
    interval,
  ]);

const ids = (body: { content: { id: string }[] }) => body.content.map((row) => row.id).sort();

describe('Expiring soon in the offers list', () => {
  it('keeps offers the customer can still accept that expire within 7 days, 7 days exactly included', async () => {
    const within = ACME('beacon-ready'); // Ready, Alex's
    const exactly = ACME('blue-harbor-pending'); // Customer pending, Alex's
    const later = ACME('copperleaf-requirements');
    const accepted = ACME('brightline-action-required');
    const lapsed = ACME('willow-net');
    const others = ACME('oakridge-ready'); // Katherine's
    await expireIn(within, '2 days');
    await expireIn(exactly, '7 days');
    await expireIn(later, '7 days 1 hour');
    await expireIn(accepted, '2 days');
    await expireIn(lapsed, '-1 hour');
    await expireIn(others, '3 days');

    const soon = await ada('get', '/v1/offers?expiringSoon=true&size=100');
    expect(soon.status).toBe(200);
    expect(ids(soon.body)).toEqual([within, exactly, others].sort());
    expect(soon.body.totalElements).toBe(3);
    // An account executive's scope still applies, and the filter goes with the others.
    expect(ids((await alex('get', '/v1/offers?expiringSoon=true&size=100')).body)).toEqual(
      [within, exactly].sort(),
    );
    expect(ids((await ada('get', '/v1/offers?expiringSoon=true&offerStageText=READY')).body)).toEqual(
      [within, others].sort(),
    );
    // false or absent: every offer.
    const all = await ada('get', '/v1/offers?size=1');
    expect((await ada('get', '/v1/offers?expiringSoon=false&size=1')).body.totalElements).toBe(
      all.body.totalElements,
    );
    const wrong = await ada('get', '/v1/offers?expiringSoon=soon');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual([{ field: 'expiringSoon', message: 'Must be true or false' }]);
  });

  it('exports exactly the offers the filter lists (Export Table while it is on)', async () => {
    const listed = ids((await ada('get', '/v1/offers?expiringSoon=true&size=100')).body);
    expect(listed.length).toBeGreaterThan(0);
    const { csv: file } = await exportOffers(ada, {
      exportType: 'SELLER_OFFER_LIST',
      timezoneOffset: 300,
      timezoneLabel: 'EST',
      expiringSoon: true,
    });
    const csv = file.trim().split('\r\n');
    const column = csv[0]!.split(',').indexOf('Offer ID');
    expect(column).toBeGreaterThanOrEqual(0);
    const exported = csv.slice(1).map((line) => line.match(/[0-9a-f]{8}-[0-9a-f-]{27}/)![0]);
    expect(exported.sort()).toEqual(listed);
    const wrong = await ada('post', '/v2/offers/export', {
      exportType: 'SELLER_OFFER_LIST',
      timezoneOffset: 300,
      expiringSoon: 'yes',
    });
    expect(wrong.status).toBe(400);
  });
});
