import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../../test-support/graphql.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  type RunningSandbox,
} from '../../../test-support/system.js';

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string; // Acme's admin
let alex: string; // Acme's account executive
let bella: string; // Borealis's admin

type Answer<T = unknown> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
};
const gql = <T>(query: string, variables: Record<string, unknown>, token: string) =>
  graphql<T>(gateway.app, query, variables, token) as Promise<Answer<T>>;

interface Figures {
  offersCount: number;
  amount: number;
  groups: { group: string; label: string; count: number; amount: number; stages: string[] }[];
  sentCount: number;
  acceptedCount: number;
  conversionRate: number | null;
  medianDaysToAccept: number | null;
}
interface Pipeline {
  offerPipeline: {
    createdWithinDays: number | null;
    ownerId: string | null;
    totals: Figures;
    owners: { ownerId: string; ownerName: string; figures: Figures }[] | null;
    sentStages: string[];
    acceptedStages: string[];
  };
}

const FIGURES = `offersCount amount sentCount acceptedCount conversionRate medianDaysToAccept
  groups { group label count amount stages }`;
const PIPELINE = `query P($createdWithinDays: Int, $ownerId: ID) {
  offerPipeline(createdWithinDays: $createdWithinDays, ownerId: $ownerId) {
    createdWithinDays ownerId sentStages acceptedStages
    totals { ${FIGURES} }
    owners { ownerId ownerName figures { ${FIGURES} } }
  }
}`;
const COUNT = `query C($stages: [OfferStage!], $createdWithinDays: Int, $ownerId: ID) {
  offers(stages: $stages, createdWithinDays: $createdWithinDays, ownerId: $ownerId, size: 1) {
    pageInfo { totalElements }
  }
}`;
type Count = { offers: { pageInfo: { totalElements: number } } };

/** How many offers the list holds for a filter. */
async function listed(token: string, variables: Record<string, unknown>): Promise<number> {
  const answer = await gql<Count>(COUNT, variables, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.offers.pageInfo.totalElements;
}

/** Every figure against the list with its stages, the period and the owner. */
async function expectListMatches(
  token: string,
  figures: Figures,
  filter: Record<string, unknown>,
  pipeline: Pipeline['offerPipeline'],
) {
  expect(await listed(token, filter)).toBe(figures.offersCount);
  for (const group of figures.groups)
    expect([group.group, await listed(token, { ...filter, stages: group.stages })]).toEqual([
      group.group,
      group.count,
    ]);
  expect(await listed(token, { ...filter, stages: pipeline.sentStages })).toBe(figures.sentCount);
  expect(await listed(token, { ...filter, stages: pipeline.acceptedStages })).toBe(figures.acceptedCount);
}

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  [ada, alex, bella] = await Promise.all([
    sandbox.tokenFor('admin@acme.example'),
    sandbox.tokenFor('ae@acme.example'),
    sandbox.tokenFor('admin@borealis.example'),
  ]);
});

beforeEach(() => {
  proxy.calls.length = 0;
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

describe('offerPipeline', () => {
  it('answers every figure from one provider call, each the count offers() lists with its stages, period and owner', async () => {
    const answer = await gql<Pipeline>(PIPELINE, { createdWithinDays: 90 }, ada);
    expect(answer.errors).toBeUndefined();
    const pipeline = answer.data!.offerPipeline;
    const calls = proxy.calls.filter((call) => call.path.startsWith('/api/v1/offers'));
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/offers/pipeline?createdWithinDays=90']);
    expect(pipeline.createdWithinDays).toBe(90);
    expect(pipeline.totals.groups.map((group) => group.label)).toEqual([
      'Ready and sent',
      'Viewed',
      'Accepted',
      'Paid',
      'Lost',
    ]);
    expect(pipeline.totals.offersCount).toBeGreaterThan(0);
    await expectListMatches(ada, pipeline.totals, { createdWithinDays: 90 }, pipeline);

    // Per owner: the busiest owner's figures are the list of their offers, and asking for them makes them the totals.
    const [top] = pipeline.owners!;
    await expectListMatches(ada, top!.figures, { createdWithinDays: 90, ownerId: top!.ownerId }, pipeline);
    const chosen = await gql<Pipeline>(PIPELINE, { createdWithinDays: 90, ownerId: top!.ownerId }, ada);
    expect(chosen.data!.offerPipeline.totals).toEqual(top!.figures);
    expect(chosen.data!.offerPipeline.owners).toHaveLength(pipeline.owners!.length);
  });

  it("gives an account executive their own figures and nobody else's", async () => {
    const answer = await gql<Pipeline>(PIPELINE, {}, alex);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.offerPipeline.owners).toBeNull();
    expect(answer.data!.offerPipeline.totals.offersCount).toBe(await listed(alex, {}));
    const everyone = (await gql<Pipeline>(PIPELINE, {}, ada)).data!.offerPipeline;
    const mine = answer.data!.offerPipeline.totals.offersCount;
    expect(mine).toBeLessThan(everyone.totals.offersCount);
    const other = everyone.owners!.find((owner) => owner.figures.offersCount !== mine)!;
    expect(
      (await gql<Pipeline>(PIPELINE, { ownerId: other.ownerId }, alex)).data!.offerPipeline.totals
        .offersCount,
    ).toBe(0);
    expect(await listed(alex, { ownerId: other.ownerId })).toBe(0);
  });

  it("never shows one seller another's offers", async () => {
    const acme = (await gql<Pipeline>(PIPELINE, {}, ada)).data!.offerPipeline;
    const borealis = (await gql<Pipeline>(PIPELINE, {}, bella)).data!.offerPipeline;
    expect(borealis.totals.offersCount).toBe(await listed(bella, {}));
    const acmeOwners = new Set(acme.owners!.map((owner) => owner.ownerId));
    expect(borealis.owners!.some((owner) => acmeOwners.has(owner.ownerId))).toBe(false);
    const [acmeOwner] = acmeOwners;
    const asked = await gql<Pipeline>(PIPELINE, { ownerId: acmeOwner }, bella);
    expect(asked.data!.offerPipeline.totals.offersCount).toBe(0);
    expect(await listed(bella, { ownerId: acmeOwner })).toBe(0);
  });

  it('refuses a period outside 1 to 3,660 days on the field, before the provider', async () => {
    for (const createdWithinDays of [0, 3661]) {
      const answer = await gql<Pipeline>(PIPELINE, { createdWithinDays }, ada);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { createdWithinDays: 'Choose a period of 1 to 3,660 days' },
      });
    }
    expect(proxy.calls.filter((call) => call.path.includes('pipeline'))).toEqual([]);
    const anonymous = await graphql(gateway.app, PIPELINE, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
