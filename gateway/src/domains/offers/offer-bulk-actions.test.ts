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
let alex: string; // Acme's account executive
let fiona: string; // Acme's finance manager

type Answer<T = unknown> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
};
const gql = <T>(query: string, variables: Record<string, unknown>, token: string) =>
  graphql<T>(gateway.app, query, variables, token) as Promise<Answer<T>>;
const writes = () => proxy.calls.filter((call) => call.method !== 'GET');

interface Result {
  offerId: string;
  ok: boolean;
  message: string;
  offer: { id: string; stage: string } | null;
}
const DISABLE = `mutation D($ids: [ID!]!) { disableOffers(ids: $ids) { offerId ok message offer { id stage } } }`;
const SEND = `mutation S($ids: [ID!]!) { sendOfferLinks(ids: $ids) { offerId ok message offer { id stage } } }`;
const acme = (key: string) => demoOfferId('acme', key);

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  [ada, alex, fiona] = await Promise.all([
    sandbox.tokenFor('admin@acme.example'),
    sandbox.tokenFor('ae@acme.example'),
    sandbox.tokenFor('finance@acme.example'),
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

describe('disableOffers', () => {
  it('disables each offer it may and says in words why another was refused, in the order asked', async () => {
    const ids = [
      acme('silverline-ready'),
      acme('cedar-disabled'),
      acme('granite-ready'),
      acme('silverline-ready'),
    ];
    const answer = await gql<{ disableOffers: Result[] }>(DISABLE, { ids }, ada);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.disableOffers).toEqual([
      { offerId: ids[0], ok: true, message: 'Disabled', offer: { id: ids[0], stage: 'DISABLED' } },
      { offerId: ids[1], ok: false, message: expect.stringMatching(/\w/), offer: null },
      { offerId: ids[2], ok: true, message: 'Disabled', offer: { id: ids[2], stage: 'DISABLED' } },
    ]);
    // A repeated id is acted on once; the refused one never reached the provider's disable.
    expect(writes().map((call) => call.path)).toEqual(
      expect.arrayContaining([`/api/v1/offers/${ids[0]}/disable`, `/api/v1/offers/${ids[2]}/disable`]),
    );
    expect(writes()).toHaveLength(2);
  });

  it("lets an account executive act only on their own offers: another's is refused as not found", async () => {
    const own = acme('beacon-ready');
    const others = acme('oakridge-ready'); // Katherine's
    const answer = await gql<{ disableOffers: Result[] }>(DISABLE, { ids: [others, own] }, alex);
    expect(answer.data!.disableOffers).toEqual([
      {
        offerId: others,
        ok: false,
        message: 'This offer was not found, or it is not yours to act on.',
        offer: null,
      },
      { offerId: own, ok: true, message: 'Disabled', offer: { id: own, stage: 'DISABLED' } },
    ]);
  });

  it('refuses a finance manager, none or more than 50 offers as a whole, before the provider', async () => {
    const forbidden = await gql(DISABLE, { ids: [acme('pinecrest-pending')] }, fiona);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const many = Array.from(
      { length: 51 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const tooMany = await gql(DISABLE, { ids: many }, ada);
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { ids: 'Choose at most 50 offers' },
    });
    const none = await gql(SEND, { ids: [] }, ada);
    expect(none.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { ids: 'Choose at least one offer' },
    });
    expect(proxy.calls.filter((call) => call.path.startsWith('/api/v1/offers'))).toEqual([]);
  });
});

describe('sendOfferLinks', () => {
  it('sends each link, and refuses a second send within the minute in the provider’s words', async () => {
    const ids = [acme('blue-harbor-pending'), acme('pinecrest-pending')];
    const first = await gql<{ sendOfferLinks: Result[] }>(SEND, { ids }, ada);
    expect(first.errors).toBeUndefined();
    expect(first.data!.sendOfferLinks.map(({ offerId, ok, message }) => ({ offerId, ok, message }))).toEqual(
      ids.map((offerId) => ({ offerId, ok: true, message: 'Link sent' })),
    );
    const again = await gql<{ sendOfferLinks: Result[] }>(
      SEND,
      { ids: [ids[0], acme('pinecrest-pending')] },
      ada,
    );
    for (const result of again.data!.sendOfferLinks) {
      expect(result.ok).toBe(false);
      expect(result.message).toMatch(/^The link of this offer was sent less than a minute ago\./);
    }
  });

  it('refuses a finance manager as a whole', async () => {
    const forbidden = await gql(SEND, { ids: [acme('granite-ready')] }, fiona);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(proxy.calls.filter((call) => call.path.endsWith('/send-link'))).toEqual([]);
  });
});
