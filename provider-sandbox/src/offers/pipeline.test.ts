import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { ACME, callAs, exportOffers } from './offers-test-support.js';
import { PIPELINE_GROUPS, SENT_STAGES, WON_STAGES } from './pipeline.js';
import { OFFER_STAGES } from './stages.js';

let sandbox: RunningSandbox;
let ada: ReturnType<typeof callAs>; // Acme's admin
let alex: ReturnType<typeof callAs>; // Acme's account executive
let bella: ReturnType<typeof callAs>; // Borealis's admin

beforeAll(async () => {
  sandbox = await startSandbox();
  const as = async (email: string) => callAs(sandbox, await sandbox.tokenFor(email));
  [ada, alex, bella] = await Promise.all([
    as('admin@acme.example'),
    as('ae@acme.example'),
    as('admin@borealis.example'),
  ]);
});

afterAll(async () => {
  await sandbox?.close();
});

interface ListedOffer {
  id: string;
  ownerId: string;
  createdDate: string;
  directOfferTotalContractValue: number;
}
interface Figures {
  offersCount: number;
  amount: number;
  groups: { group: keyof typeof PIPELINE_GROUPS; count: number; amount: number }[];
  sentCount: number;
  acceptedCount: number;
  conversionRate: number | null;
  medianDaysToAccept: number | null;
}

/** Every offer the list shows for a query, all pages of 100. */
async function listed(call: ReturnType<typeof callAs>, query: string): Promise<ListedOffer[]> {
  const offers: ListedOffer[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await call('get', `/v1/offers?size=100&page=${page}${query}`);
    expect(answer.status).toBe(200);
    offers.push(...answer.body.content);
    if (offers.length >= answer.body.totalElements) return offers;
  }
}

const sum = (offers: ListedOffer[]) =>
  Math.round(offers.reduce((total, offer) => total + offer.directOfferTotalContractValue, 0) * 100) / 100;

/** Checks each figure against the list filtered by the stages the answer says it counts. */
async function expectFiguresMatchList(
  call: ReturnType<typeof callAs>,
  figures: Figures,
  stages: Record<string, string[]>,
  filter: string,
) {
  const all = await listed(call, filter);
  expect(figures.offersCount).toBe(all.length);
  expect(figures.amount).toBe(sum(all));
  for (const group of figures.groups) {
    const offers = await listed(call, `${filter}&offerStageText=${stages[group.group]!.join(',')}`);
    expect({ group: group.group, count: group.count, amount: group.amount }).toEqual({
      group: group.group,
      count: offers.length,
      amount: sum(offers),
    });
  }
  const sent = await listed(call, `${filter}&offerStageText=${stages.SENT!.join(',')}`);
  const won = await listed(call, `${filter}&offerStageText=${stages.WON!.join(',')}`);
  expect([figures.sentCount, figures.acceptedCount]).toEqual([sent.length, won.length]);
  expect(figures.conversionRate).toBe(
    sent.length ? Math.round((won.length / sent.length) * 10_000) / 10_000 : null,
  );
  return { all, won };
}

/** The median of numbers, as percentile_cont(0.5) takes it. */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe('GET /api/v1/offers/pipeline', () => {
  it('puts every stage in exactly one group', () => {
    const grouped = Object.values(PIPELINE_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...OFFER_STAGES].sort());
    expect(WON_STAGES.every((stage) => SENT_STAGES.includes(stage))).toBe(true);
  });

  it("counts what the list shows, figure by figure, and measures days to accept from each offer's history", async () => {
    // The demo's customers all accept on the third day: spread them out, history and all, so the median means something.
    await sandbox.sandbox.db.query(
      `WITH ranked AS (
         SELECT id, created_at, row_number() OVER (ORDER BY id) AS n FROM offers
          WHERE accepted_at IS NOT NULL AND seller_id = (SELECT seller_id FROM offers WHERE id = $1))
       UPDATE offers o SET accepted_at = r.created_at + r.n * r.n * interval '7 hours' FROM ranked r WHERE o.id = r.id`,
      [ACME('beacon-ready')],
    );
    await sandbox.sandbox.db.query(
      `UPDATE offer_events e SET occurred_at = o.accepted_at FROM offers o
        WHERE e.offer_id = o.id AND e.type = 'ACCEPTED' AND o.accepted_at IS NOT NULL`,
    );
    const answer = await ada('get', '/v1/offers/pipeline');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const { totals, stages, owners } = answer.body as {
      totals: Figures;
      stages: Record<string, string[]>;
      owners: (Figures & { ownerUserId: string; ownerName: string })[];
    };
    const { all, won } = await expectFiguresMatchList(ada, totals, stages, '');
    expect(totals.groups.map((group) => group.group)).toEqual([
      'READY',
      'VIEWED',
      'ACCEPTED',
      'PAID',
      'LOST',
    ]);
    expect(totals.groups.every((group) => group.count > 0)).toBe(true);

    // Days to accept: from creation to the ACCEPTED event, else the last DIRECT_PAYMENT_CHOSEN, in the history.
    const days: number[] = [];
    for (const offer of won) {
      const events = (await ada('get', `/v1/offers/${offer.id}/events?size=100`)).body.content as {
        type: string;
        occurredAt: string;
      }[];
      const committed =
        events.find((event) => event.type === 'ACCEPTED') ??
        events.find((event) => event.type === 'DIRECT_PAYMENT_CHOSEN');
      expect(committed, offer.id).toBeDefined();
      days.push((Date.parse(committed!.occurredAt) - Date.parse(offer.createdDate)) / 86_400_000);
    }
    expect(totals.medianDaysToAccept).toBe(Math.round(median(days)! * 10) / 10);

    // Per owner: every owner with offers, adding up to the whole, each matching the list of their offers.
    const ownerIds = [...new Set(all.map((offer) => offer.ownerId))].sort();
    expect(owners.map((owner) => owner.ownerUserId).sort()).toEqual(ownerIds);
    expect(owners.reduce((count, owner) => count + owner.offersCount, 0)).toBe(totals.offersCount);
    const top = owners[0]!;
    expect(top.offersCount).toBeGreaterThanOrEqual(owners.at(-1)!.offersCount);
    await expectFiguresMatchList(ada, top, stages, `&ownerUserId=${top.ownerUserId}`);
    // Asking for one owner gives that owner's figures as the totals, and still every owner's.
    const chosen = await ada('get', `/v1/offers/pipeline?ownerUserId=${top.ownerUserId}`);
    expect(chosen.body.totals).toEqual(
      Object.fromEntries(Object.entries(top).filter(([key]) => key !== 'ownerUserId' && key !== 'ownerName')),
    );
    expect(chosen.body.owners).toHaveLength(owners.length);
  });

  it('narrows to the offers made within the period, as the list does with the same parameter', async () => {
    const before = await ada('get', '/v1/offers/pipeline?createdWithinDays=30');
    expect(before.status).toBe(200);
    expect(before.body.createdWithinDays).toBe(30);
    const whole = (await ada('get', '/v1/offers/pipeline')).body.totals as Figures;
    expect(before.body.totals.offersCount).toBeLessThan(whole.offersCount);
    await expectFiguresMatchList(ada, before.body.totals, before.body.stages, '&createdWithinDays=30');
    const oldest = await listed(ada, '&createdWithinDays=30');
    expect(oldest.every((offer) => Date.parse(offer.createdDate) >= Date.now() - 30 * 86_400_000)).toBe(true);
  });

  it("gives an account executive their own offers only, without anyone else's figures", async () => {
    const own = await alex('get', '/v1/offers/pipeline');
    expect(own.status).toBe(200);
    expect(own.body.owners).toBeNull();
    const mine = await expectFiguresMatchList(alex, own.body.totals, own.body.stages, '');
    expect(mine.all.length).toBeGreaterThan(0);
    const someoneElse = (await ada('get', '/v1/offers/pipeline')).body.owners.find(
      (owner: { ownerUserId: string }) => owner.ownerUserId !== mine.all[0]!.ownerId,
    );
    const theirs = await alex('get', `/v1/offers/pipeline?ownerUserId=${someoneElse.ownerUserId}`);
    expect(theirs.body.totals.offersCount).toBe(0);
    expect((await alex('get', `/v1/offers?ownerUserId=${someoneElse.ownerUserId}`)).body.totalElements).toBe(
      0,
    );
  });

  it("never counts another seller's offers", async () => {
    const borealis = (await bella('get', '/v1/offers/pipeline')).body;
    const acme = (await ada('get', '/v1/offers/pipeline')).body;
    await expectFiguresMatchList(bella, borealis.totals, borealis.stages, '');
    const acmeOwners = new Set(acme.owners.map((owner: { ownerUserId: string }) => owner.ownerUserId));
    expect(borealis.owners.some((owner: { ownerUserId: string }) => acmeOwners.has(owner.ownerUserId))).toBe(
      false,
    );
    // An Acme owner asked for by Borealis: nothing.
    const [acmeOwner] = acmeOwners;
    expect((await bella('get', `/v1/offers/pipeline?ownerUserId=${acmeOwner}`)).body.totals.offersCount).toBe(
      0,
    );
  });

  it('exports exactly the offers the list shows for a figure: its stages, the period and the owner', async () => {
    const { owners, stages } = (await ada('get', '/v1/offers/pipeline?createdWithinDays=90')).body;
    const owner = owners[0].ownerUserId as string;
    const filter = `&createdWithinDays=90&ownerUserId=${owner}&offerStageText=${stages.SENT.join(',')}`;
    const shown = (await listed(ada, filter)).map((offer) => offer.id).sort();
    expect(shown.length).toBeGreaterThan(0);
    const { csv: file } = await exportOffers(ada, {
      exportType: 'SELLER_OFFER_LIST',
      timezoneOffset: 300,
      timezoneLabel: 'EST',
      offerStageText: stages.SENT,
      createdWithinDays: 90,
      ownerUserId: owner,
    });
    const csv = file.trim().split('\r\n');
    const exported = csv.slice(1).map((line) => line.match(/[0-9a-f]{8}-[0-9a-f-]{27}/)![0]);
    expect(exported.sort()).toEqual(shown);
    for (const wrong of [{ createdWithinDays: 0 }, { ownerUserId: 'marie' }]) {
      const refused = await ada('post', '/v2/offers/export', {
        exportType: 'SELLER_OFFER_LIST',
        timezoneOffset: 300,
        ...wrong,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors[0].field).toBe(Object.keys(wrong)[0]);
    }
  });

  it('refuses a wrong period or owner on the field, on the pipeline and the list alike', async () => {
    for (const path of ['/v1/offers/pipeline', '/v1/offers']) {
      const days = await ada('get', `${path}?createdWithinDays=0`);
      expect(days.status).toBe(400);
      expect(days.body.fieldErrors).toEqual([
        { field: 'createdWithinDays', message: 'Must be a whole number of days from 1 to 3660' },
      ]);
      const owner = await ada('get', `${path}?ownerUserId=nobody`);
      expect(owner.status).toBe(400);
      expect(owner.body.fieldErrors).toEqual([{ field: 'ownerUserId', message: 'Must be a user id' }]);
    }
    expect((await callAs(sandbox, 'not-a-token')('get', '/v1/offers/pipeline')).status).toBe(401);
  });
});
