import request from 'supertest';
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
  /^\/api\/(v1\/reports\/portfolio-summary|v1\/offers\/expiration-window|v1\/offers\/pipeline|v1\/offers\/account-typeahead|v1\/offers\/[^/]+\/(reissue|send-link|seller-advance|quote)|data-room\/(activity|requested-documents)|v1\/notifications|v1\/onboarding\/submission|offers\/[^/]+\/files\/[^/]+\/download|files\/[^/]+\/view|v2\/offers\/export\/files)/;

const FEATURES = `{ providerFeatures {
  portfolioSummary offerExpirationWindow offerReissue offerLinkSending offerExpiringSoon offerPipeline offerSearch offerAccountFilter
  offerFileDownload offerSellerAdvance offerQuotePdf dataRoomOrganize dataRoomFileView dataRoomActivity dataRoomRequestedDocuments
  notifications onboardingSubmission customerEin
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

/** The id of the first offer or customer the admin sees. */
async function firstIdOf(list: 'offers' | 'customers'): Promise<string> {
  const answer = await graphql<Record<string, { items: { id: string }[] }>>(
    gateway.app,
    `{ ${list} { items { id } } }`,
    {},
    ada,
  );
  return answer.data![list]!.items[0]!.id;
}

describe('a provider with only the spec’s calls (the sandbox, extensions off)', () => {
  it('says so in providerFeatures: every extension absent', async () => {
    const answer = await graphql<{ providerFeatures: Record<string, boolean> }>(
      gateway.app,
      FEATURES,
      {},
      ada,
    );
    expect(answer.errors).toBeUndefined();
    expect(Object.values(answer.data!.providerFeatures)).toHaveLength(18);
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

    proxy.calls.length = 0;
    const offer = await graphql<{ offer: { id: string; sellerAdvance: unknown } }>(
      gateway.app,
      'query Offer($id: ID!) { offer(id: $id) { id events { pageInfo { totalElements } } sellerAdvance { status } } }',
      { id: answer.data!.offers.items[0]!.id },
      ada,
    );
    expect(offer.errors).toBeUndefined();
    // Offers expiring soon: refused in words rather than every offer from a provider that ignores the filter.
    const soon = await graphql<{ offers: unknown }>(
      gateway.app,
      '{ offers(expiringSoon: true) { items { id } } }',
      {},
      ada,
    );
    expect(soon.errors?.[0]).toMatchObject({
      message: 'The provider cannot list the offers expiring soon yet.',
      extensions: { code: 'CONFLICT' },
    });
    const exported = await graphql<{ startOfferExport: boolean }>(
      gateway.app,
      'mutation { startOfferExport(input: { exportType: SELLER_OFFER_LIST, timezoneOffset: 0, timezoneLabel: "UTC", expiringSoon: true }) }',
      {},
      ada,
    );
    expect(exported.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    // The list's search too, and its export.
    const searched = await graphql<{ offers: unknown }>(
      gateway.app,
      '{ offers(search: "PO-1001") { items { id } } }',
      {},
      ada,
    );
    expect(searched.errors?.[0]).toMatchObject({
      message: 'The provider cannot search the offers yet.',
      extensions: { code: 'CONFLICT' },
    });
    const searchExport = await graphql<{ startOfferExport: boolean }>(
      gateway.app,
      'mutation { startOfferExport(input: { exportType: SELLER_OFFER_LIST, timezoneOffset: 0, timezoneLabel: "UTC", search: "PO-1001" }) }',
      {},
      ada,
    );
    expect(searchExport.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect(
      proxy.calls.filter(
        (call) =>
          call.path.includes('expiringSoon') || call.path.includes('search=') || call.path.includes('export'),
      ),
    ).toEqual([]);
    // The pipeline, and the list's period and owner it opens: refused in words, never asked.
    const pipeline = await graphql(gateway.app, '{ offerPipeline { totals { offersCount } } }', {}, ada);
    expect(pipeline.errors?.[0]).toMatchObject({
      message: 'The provider cannot summarize the offers pipeline yet.',
      extensions: { code: 'CONFLICT' },
    });
    const period = await graphql(gateway.app, '{ offers(createdWithinDays: 30) { items { id } } }', {}, ada);
    expect(period.errors?.[0]).toMatchObject({
      message: 'The provider cannot list the offers of a period or an owner yet.',
      extensions: { code: 'CONFLICT' },
    });
    const periodExport = await graphql(
      gateway.app,
      'mutation { startOfferExport(input: { exportType: SELLER_OFFER_LIST, timezoneOffset: 0, timezoneLabel: "UTC", createdWithinDays: 30 }) }',
      {},
      ada,
    );
    expect(periodExport.errors?.[0]?.message).toBe(
      'The provider cannot list the offers of a period or an owner yet.',
    );
    expect(
      proxy.calls.filter((call) => /pipeline|createdWithinDays|ownerUserId|export/.test(call.path)),
    ).toEqual([]);
    // What the seller is advanced is ours: unknown here, and never asked.
    expect(offer.data!.offer.sellerAdvance).toBeNull();
    expect(proxy.calls.filter((call) => EXTENSION_PATHS.test(call.path))).toEqual([]);
  });

  it('answers the extensions’ fields empty, without an error, and never calls them', async () => {
    const accountId = await firstIdOf('customers');
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

  it("serves the company filter from the spec's account typeahead, without counts, and the list filters by it", async () => {
    const all = await graphql<{
      offers: { items: { accountId: string; accountName: string }[]; pageInfo: { totalElements: number } };
    }>(
      gateway.app,
      '{ offers(size: 100) { items { accountId accountName } pageInfo { totalElements } } }',
      {},
      ada,
    );
    const { accountId, accountName } = all.data!.offers.items[0]!;
    proxy.calls.length = 0;
    const accounts = await graphql<{
      offerFilterAccounts: { id: string; name: string; offersCount: null }[];
    }>(
      gateway.app,
      'query F($query: String!) { offerFilterAccounts(query: $query) { id name offersCount } }',
      { query: accountName },
      ada,
    );
    expect(accounts.errors).toBeUndefined();
    expect(accounts.data!.offerFilterAccounts).toContainEqual({
      id: accountId,
      name: accountName,
      offersCount: null,
    });
    expect(proxy.calls.map(({ method, path }) => `${method} ${path}`)).toContainEqual(
      expect.stringMatching(/^GET \/api\/v1\/accounts\/typeahead\?/),
    );

    const filtered = await graphql<{
      offers: { items: { accountId: string }[]; pageInfo: { totalElements: number } };
    }>(
      gateway.app,
      'query O($accountId: ID) { offers(size: 100, accountId: $accountId) { items { accountId } pageInfo { totalElements } } }',
      { accountId },
      ada,
    );
    expect(filtered.errors).toBeUndefined();
    const expected = all.data!.offers.items.filter((row) => row.accountId === accountId).length;
    expect(filtered.data!.offers.pageInfo.totalElements).toBe(expected);
    expect(filtered.data!.offers.items.every((row) => row.accountId === accountId)).toBe(true);
    expect(expected).toBeLessThan(all.data!.offers.pageInfo.totalElements);
    expect(proxy.calls.filter((call) => EXTENSION_PATHS.test(call.path))).toEqual([]);
  });

  it('refuses an extension’s mutation in words, without calling the provider', async () => {
    const offerId = await firstIdOf('offers');
    proxy.calls.length = 0;
    const answer = await graphql(
      gateway.app,
      'mutation Reissue($id: ID!) { reissueOffer(id: $id) { id } }',
      { id: offerId },
      ada,
    );
    expect(answer.errors?.map(({ message, extensions }) => [extensions?.code, message])).toEqual([
      ['CONFLICT', 'The provider cannot reissue offers yet.'],
    ]);
    expect(proxy.calls.filter((call) => EXTENSION_PATHS.test(call.path))).toEqual([]);
  });

  it('has no webhook endpoints: hidden, and refused in words without calling the provider', async () => {
    proxy.calls.length = 0;
    const features = await graphql<{ providerFeatures: { webhookEndpoints: boolean } }>(
      gateway.app,
      '{ providerFeatures { webhookEndpoints } }',
      {},
      ada,
    );
    expect(features.data?.providerFeatures.webhookEndpoints).toBe(false);
    const answer = await graphql(
      gateway.app,
      'mutation { createWebhookEndpoint(input: { url: "https://hooks.example.com/in", events: [ADVANCE_PAID] }) { secret } }',
      {},
      ada,
    );
    expect(answer.errors?.map(({ message, extensions }) => [extensions?.code, message])).toEqual([
      ['CONFLICT', 'The provider cannot deliver webhooks to your endpoints yet.'],
    ]);
    expect(proxy.calls.filter((call) => call.path.includes('webhook'))).toEqual([]);
  });

  it('refuses to send an offer link in words, never calling the provider’s send, and offers none', async () => {
    const offerId = await firstIdOf('offers');
    proxy.calls.length = 0;
    const answer = await graphql<{ offer: { canSendLink: boolean } }>(
      gateway.app,
      'query Offer($id: ID!) { offer(id: $id) { canSendLink } }',
      { id: offerId },
      ada,
    );
    expect(answer.data?.offer.canSendLink).toBe(false);
    const sent = await graphql(
      gateway.app,
      'mutation Send($id: ID!) { sendOfferLink(offerId: $id) { sentAt } }',
      { id: offerId },
      ada,
    );
    expect(sent.errors?.map(({ message, extensions }) => [extensions?.code, message])).toEqual([
      ['CONFLICT', 'The provider cannot send offer links yet.'],
    ]);
    expect(proxy.calls.filter((call) => EXTENSION_PATHS.test(call.path))).toEqual([]);
  });

  it("downloads an offer report's CSV from the spec's file download", async () => {
    const started = await graphql<{ startOfferExport: boolean }>(
      gateway.app,
      'mutation Start($input: OfferExportInput!) { startOfferExport(input: $input) }',
      { input: { exportType: 'SELLER_OFFER_HEALTH', timezoneOffset: 0, timezoneLabel: 'UTC' } },
      ada,
    );
    expect(started.errors).toBeUndefined();
    let fileId: string | undefined;
    for (let attempt = 0; attempt < 100 && !fileId; attempt += 1) {
      const last = await graphql<{ lastOfferReport: { fileId: string } | null }>(
        gateway.app,
        '{ lastOfferReport { fileId } }',
        {},
        ada,
      );
      fileId = last.data?.lastOfferReport?.fileId;
      if (!fileId) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fileId).toEqual(expect.any(String));
    proxy.calls.length = 0;
    const csv = await request(gateway.app)
      .get(`/reports/offer-exports/${fileId}/download`)
      .set('authorization', `Bearer ${ada}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toMatch(/^Company,Offer ID,/);
    expect(proxy.calls.map(({ method, path }) => `${method} ${path}`)).toContain(
      `GET /api/files/${fileId}/download`,
    );
  });

  it('refuses the file routes of an extension in words, without calling the provider', async () => {
    const listing = await graphql<{ dataRoom: { items: { id: string; objectType: string }[] } }>(
      gateway.app,
      '{ dataRoom(size: 50) { items { id objectType } } }',
      {},
      ada,
    );
    const file = listing.data!.dataRoom.items.find((item) => item.objectType === 'FILE')!;
    const offerId = await firstIdOf('offers');
    proxy.calls.length = 0;

    const view = await request(gateway.app)
      .get(`/data-room/files/${file.id}/view`)
      .set('authorization', `Bearer ${ada}`);
    expect([view.status, view.body]).toEqual([
      409,
      { code: 'CONFLICT', message: 'The provider cannot show files in the browser yet.' },
    ]);
    const offerFile = await request(gateway.app)
      .get(`/offer-files/${offerId}/files/${file.id}/download`)
      .set('authorization', `Bearer ${ada}`);
    expect([offerFile.status, offerFile.body]).toEqual([
      409,
      { code: 'CONFLICT', message: "The provider cannot download an offer's files yet." },
    ]);
    const quote = await request(gateway.app)
      .get(`/offer-files/${offerId}/quote`)
      .set('authorization', `Bearer ${ada}`);
    expect([quote.status, quote.body]).toEqual([
      409,
      { code: 'CONFLICT', message: "The provider cannot make an offer's quote yet." },
    ]);
    expect(proxy.calls.filter((call) => EXTENSION_PATHS.test(call.path))).toEqual([]);

    // The spec's download of the same file still answers.
    const download = await request(gateway.app)
      .get(`/data-room/files/${file.id}/download`)
      .set('authorization', `Bearer ${ada}`);
    expect(download.status).toBe(200);
  });
});
