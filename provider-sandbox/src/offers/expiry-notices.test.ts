import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { sendExpiryNotices } from './expiry-notices.js';
import { expireDueOffers, startExpiryJob } from './moves.js';
import { ACME, callAs, control } from './offers-test-support.js';

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

describe('the owner told of an expiration coming and passed', () => {
  it('tells the owner at once when the demo control lets time expire an offer', async () => {
    const id = ACME('aperture-addon-ready'); // Alex's, ready
    const before = (await alex('get', `/v2/offers/${id}`)).body;
    expect(before.stageMetadata.stage).toBe('READY');
    const expired = await control(sandbox, `/offers/${id}/expire`);
    expect(expired.status).toBe(200);
    const feed = (await alex('get', '/v1/notifications?size=100')).body.content as {
      title: string;
      offerId: string;
    }[];
    expect(feed.filter((item) => item.offerId === id).map((item) => item.title)).toEqual(['Offer expired']);
  });

  it('is told by the offers domain’s job, at its start', async () => {
    const id = ACME('beacon-ready'); // Alex's
    await sandbox.sandbox.db.query("UPDATE offers SET expiration = now() + interval '3 days' WHERE id = $1", [
      id,
    ]);
    const job = startExpiryJob(sandbox.sandbox.db, 60_000);
    await job.stop();
    const feed = (await alex('get', '/v1/notifications?size=100')).body.content as {
      title: string;
      offerId: string;
    }[];
    expect(feed.filter((item) => item.offerId === id).map((item) => item.title)).toEqual([
      'Offer expires within 7 days',
    ]);
  });

  it('tells only the nearest mark an offer reached since the last sweep, and starts again for a later expiration', async () => {
    const id = ACME('silverline-ready'); // Marie's
    const { rows } = await sandbox.sandbox.db.query<{ expiration: Date; email: string }>(
      `UPDATE offers o SET expiration = now() + interval '70 days' FROM users u
        WHERE o.id = $1 AND u.id = o.owner_user_id RETURNING o.expiration, u.email`,
      [id],
    );
    const marie = callAs(sandbox, await sandbox.tokenFor(rows[0]!.email));
    const expiration = rows[0]!.expiration.getTime();
    const told = async () =>
      (
        (await marie('get', '/v1/notifications?size=100')).body.content as {
          title: string;
          offerId: string;
        }[]
      )
        .filter((item) => item.offerId === id)
        .map((item) => item.title);
    await sendExpiryNotices(sandbox.sandbox.db, new Date(expiration - 3_600_000));
    expect(await told()).toEqual(['Offer expires within a day']);
    // The seller moved the expiration a week later: the marks start again.
    await sandbox.sandbox.db.query(
      "UPDATE offers SET expiration = expiration + interval '7 days' WHERE id = $1",
      [id],
    );
    await sendExpiryNotices(sandbox.sandbox.db, new Date(expiration));
    expect(await told()).toEqual(['Offer expires within 7 days', 'Offer expires within a day']);
  });

  it('tells the owner alone once at 7 days, once within a day and once when it lapsed', async () => {
    const id = ACME('granite-ready');
    // Far from now, so the sandbox's own job (on the real clock) leaves it alone; the sweeps below move time.
    const { rows } = await sandbox.sandbox.db.query<{ expiration: Date }>(
      "UPDATE offers SET expiration = now() + interval '60 days', owner_user_id = (SELECT id FROM users WHERE email = 'ae@acme.example') WHERE id = $1 RETURNING expiration",
      [id],
    );
    const expiration = rows[0]!.expiration.getTime();
    const at = (hours: number) => new Date(expiration + hours * 3_600_000);
    const told = async () => {
      const feed = (await alex('get', '/v1/notifications?size=100')).body.content as {
        title: string;
        message: string;
        offerId: string | null;
      }[];
      return feed.filter((item) => item.offerId === id);
    };

    await sendExpiryNotices(sandbox.sandbox.db, at(-8 * 24));
    expect(await told()).toEqual([]);
    await sendExpiryNotices(sandbox.sandbox.db, at(-7 * 24));
    await sendExpiryNotices(sandbox.sandbox.db, at(-6 * 24));
    expect(await told()).toEqual([
      expect.objectContaining({
        title: 'Offer expires within 7 days',
        message: 'Granite Peak Insurance: Not accepted yet',
      }),
    ]);
    await sendExpiryNotices(sandbox.sandbox.db, at(-12));
    await sendExpiryNotices(sandbox.sandbox.db, at(-1));
    expect((await told()).map((item) => item.title)).toEqual([
      'Offer expires within a day',
      'Offer expires within 7 days',
    ]);
    // It lapses: stored as Expired, then told once.
    await expireDueOffers(sandbox.sandbox.db, null, at(1));
    await sendExpiryNotices(sandbox.sandbox.db, at(1));
    await sendExpiryNotices(sandbox.sandbox.db, at(2));
    expect(await told()).toEqual([
      expect.objectContaining({
        title: 'Offer expired',
        message: 'Granite Peak Insurance: Not accepted in time; its page can reissue it',
      }),
      expect.objectContaining({ title: 'Offer expires within a day' }),
      expect.objectContaining({ title: 'Offer expires within 7 days' }),
    ]);
    // The admin, who does not own it, hears nothing of it.
    const adminFeed = (await ada('get', '/v1/notifications?size=100')).body.content as {
      offerId: string | null;
    }[];
    expect(adminFeed.filter((item) => item.offerId === id)).toEqual([]);
  });
});
