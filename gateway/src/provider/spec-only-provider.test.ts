import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../test-support/graphql.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  type RunningSandbox,
} from '../test-support/system.js';

/** The sandbox's extensions the gateway uses (docs/adr/019): none may be called when the provider lacks them. */
const EXTENSION_PATHS =
  /^\/api\/(v1\/reports\/portfolio-summary|v1\/offers\/expiration-window|v1\/offers\/account-typeahead|v1\/offers\/[^/]+\/reissue|data-room\/(activity|requested-documents)|v1\/notifications|v1\/onboarding\/submission)/;

const FEATURES = `{ providerFeatures {
  portfolioSummary offerExpirationWindow offerReissue offerAccountFilter dataRoomOrganize dataRoomActivity
  dataRoomRequestedDocuments notifications onboardingSubmission customerEin
} }`;

const SPEC_FEATURES = `{
  session { __typename }
  viewer { __typename }
  organization { __typename }
  team { items { __typename } pageInfo { totalElements } }
  roles { __typename }
  offers { items { id } pageInfo { totalElements } }
  customers { items { id } pageInfo { totalElements } }
  dataRoom { items { __typename } pageInfo { totalElements } }
  onboardingStatus { __typename }
  cashAdvances { id }
  offerHealthReport { pageInfo { totalElements } }
}`;

const EXTENSION_FIELDS = `query Extensions($accountId: ID!) {
  portfolioSummary { cashToCome { month } lateOrFailed { bucket } advances { month } }
  offerAccountTypeahead(query: "acme") { id }
  dataRoomActivity { items { __typename } pageInfo { totalElements } }
  dataRoomRequestedDocuments { __typename }
  notifications { items { id } unreadCount }
  onboardingSubmission { __typename }
  offerExpirationWindow(accountId: $accountId) { minExpirationDate maxExpirationDate defaultExpiration timeZone }
}`;

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string;

beforeAll(async () => {
  sandbox = await startSandbox({ extensions: false });
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  ada = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

describe('a provider with only the spec’s calls (the sandbox, extensions off)', () => {
  it('says so in providerFeatures: every extension absent', async () => {
    const answer = await graphql<{ providerFeatures: Record<string, boolean> }>(
      gateway.app,
      FEATURES,
      {},
      ada,
    );
    expect(answer.errors).toBeUndefined();
    expect(Object.values(answer.data!.providerFeatures)).toHaveLength(10);
    expect(Object.values(answer.data!.providerFeatures).every((offered) => offered === false)).toBe(true);
  });

  it('answers every spec feature, and an offer, without an error', async () => {
    const answer = await graphql<{
      offers: { items: { id: string }[] };
      team: { pageInfo: { totalElements: number } };
      customers: { pageInfo: { totalElements: number } };
      dataRoom: { pageInfo: { totalElements: number } };
    }>(gateway.app, SPEC_FEATURES, {}, ada);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.offers.items.length).toBeGreaterThan(0);
    expect(answer.data!.team.pageInfo.totalElements).toBeGreaterThan(0);
    expect(answer.data!.customers.pageInfo.totalElements).toBeGreaterThan(0);
    expect(answer.data!.dataRoom.pageInfo.totalElements).toBeGreaterThan(0);

    const offer = await graphql<{ offer: { id: string } }>(
      gateway.app,
      'query Offer($id: ID!) { offer(id: $id) { id events { pageInfo { totalElements } } } }',
      { id: answer.data!.offers.items[0]!.id },
      ada,
    );
    expect(offer.errors).toBeUndefined();
  });

  it('answers the extensions’ fields empty, without an error, and never calls them', async () => {
    const customers = await graphql<{ customers: { items: { id: string }[] } }>(
      gateway.app,
      '{ customers { items { id } } }',
      {},
      ada,
    );
    const accountId = customers.data!.customers.items[0]!.id;
    proxy.calls.length = 0;
    const answer = await graphql<{
      portfolioSummary: Record<string, unknown[]>;
      offerAccountTypeahead: unknown[];
      dataRoomActivity: { pageInfo: { totalElements: number } };
      dataRoomRequestedDocuments: unknown[];
      notifications: { items: unknown[]; unreadCount: number };
      onboardingSubmission: unknown;
      offerExpirationWindow: { minExpirationDate: string; maxExpirationDate: string; timeZone: string };
    }>(gateway.app, EXTENSION_FIELDS, { accountId }, ada);
    expect(answer.errors).toBeUndefined();
    const data = answer.data!;
    expect(data.portfolioSummary).toEqual({ cashToCome: [], lateOrFailed: [], advances: [] });
    expect(data.offerAccountTypeahead).toEqual([]);
    expect(data.dataRoomActivity.pageInfo.totalElements).toBe(0);
    expect(data.dataRoomRequestedDocuments).toEqual([]);
    expect(data.notifications).toEqual({ items: [], unreadCount: 0 });
    expect(data.onboardingSubmission).toBeNull();
    // The spec's window (tomorrow to day 90), in UTC.
    expect(data.offerExpirationWindow.timeZone).toBe('UTC');
    expect(data.offerExpirationWindow.minExpirationDate < data.offerExpirationWindow.maxExpirationDate).toBe(
      true,
    );
    expect(proxy.calls.filter((call) => EXTENSION_PATHS.test(call.path))).toEqual([]);
  });

  it('refuses an extension’s mutation in words, without calling the provider', async () => {
    const offers = await graphql<{ offers: { items: { id: string }[] } }>(
      gateway.app,
      '{ offers { items { id } } }',
      {},
      ada,
    );
    proxy.calls.length = 0;
    const answer = await graphql(
      gateway.app,
      'mutation Reissue($id: ID!) { reissueOffer(id: $id) { id } }',
      { id: offers.data!.offers.items[0]!.id },
      ada,
    );
    expect(answer.errors?.map(({ message, extensions }) => [extensions?.code, message])).toEqual([
      ['CONFLICT', 'The provider cannot reissue offers yet.'],
    ]);
    expect(proxy.calls.filter((call) => EXTENSION_PATHS.test(call.path))).toEqual([]);
  });
});
