import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoOfferId } from '@seller-portal/provider-sandbox/testing';
import { graphql } from '../../test-support/graphql.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  type RunningSandbox,
} from '../../test-support/system.js';

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string; // Acme's admin
let alex: string; // Acme's account executive, Beacon's owner

type Answer<T = unknown> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
};
const gql = <T>(query: string, variables: Record<string, unknown>, token: string) =>
  graphql<T>(gateway.app, query, variables, token) as Promise<Answer<T>>;
const offerCalls = () => proxy.calls.filter((call) => call.path.startsWith('/api/v1/offers'));

const SEARCH = `query S($search: String) { offers(page: 0, size: 100, search: $search) { items { id } pageInfo { totalElements } } }`;
type Found = { offers: { items: { id: string }[]; pageInfo: { totalElements: number } } };
const beacon = demoOfferId('acme', 'beacon-ready'); // Alex's
const oakridge = demoOfferId('acme', 'oakridge-ready'); // Katherine's

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  [ada, alex] = await Promise.all([
    sandbox.tokenFor('admin@acme.example'),
    sandbox.tokenFor('ae@acme.example'),
  ]);
  for (const [id, external] of [
    [beacon, 'GW-SEARCH-1'],
    [oakridge, 'GW-SEARCH-2'],
  ])
    await sandbox.sandbox.db.query('UPDATE offers SET external_reference_id = $2 WHERE id = $1', [
      id,
      external,
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

describe('offers(search:)', () => {
  it("passes the trimmed text to the provider's list and answers what it finds, in the caller's scope", async () => {
    const found = await gql<Found>(SEARCH, { search: '  gw-search  ' }, ada);
    expect(found.errors).toBeUndefined();
    expect(found.data!.offers.items.map((row) => row.id).sort()).toEqual([beacon, oakridge].sort());
    expect(offerCalls().map((call) => call.path)).toEqual([
      '/api/v1/offers?page=0&size=100&search=gw-search&sort=lastModifiedDate%2Cdesc',
    ]);
    const byId = await gql<Found>(SEARCH, { search: beacon.slice(0, 8) }, ada);
    expect(byId.data!.offers.items.map((row) => row.id)).toContain(beacon);
    const alexs = await gql<Found>(SEARCH, { search: 'GW-SEARCH' }, alex);
    expect(alexs.data!.offers.items.map((row) => row.id)).toEqual([beacon]);
  });

  it('lists every offer for an empty search, and refuses 1 or more than 200 characters before the provider', async () => {
    const every = await gql<Found>(SEARCH, { search: '   ' }, ada);
    expect(every.errors).toBeUndefined();
    expect(offerCalls()[0]!.path).not.toContain('search');
    proxy.calls.length = 0;
    for (const search of ['a', 'x'.repeat(201)]) {
      const refused = await gql<Found>(SEARCH, { search }, ada);
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { search: 'Search with 2 to 200 characters' },
      });
    }
    expect(offerCalls()).toEqual([]);
  });

  it("sends the list's search with the list's export", async () => {
    const started = await gql<{ startOfferExport: boolean }>(
      'mutation E($input: OfferExportInput!) { startOfferExport(input: $input) }',
      {
        input: {
          exportType: 'SELLER_OFFER_LIST',
          timezoneOffset: 0,
          timezoneLabel: 'UTC',
          search: ' GW-SEARCH ',
        },
      },
      ada,
    );
    expect(started.errors).toBeUndefined();
    const sent = proxy.calls.find((call) => call.method === 'POST' && call.path === '/api/v2/offers/export')!;
    expect(JSON.parse(sent.body)).toMatchObject({ exportType: 'SELLER_OFFER_LIST', search: 'GW-SEARCH' });
  });
});
