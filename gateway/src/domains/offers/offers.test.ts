import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PDF_BYTES } from '@seller-portal/provider-sandbox/testing';
import { calendarDateIn, endOfDayIn } from '@seller-portal/shared/formatters';
import { STALE_FORM_MESSAGES } from '@seller-portal/shared/validation';
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
let sam: string; // Acme's sales manager
let alex: string; // Acme's account executive
let fiona: string; // Acme's finance manager
let bob: string; // Borealis' admin

type Answer<T = unknown> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
};
const gql = <T>(query: string, variables: Record<string, unknown>, token: string) =>
  graphql<T>(gateway.app, query, variables, token) as Promise<Answer<T>>;
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const fieldErrorsOf = (answer: Answer) => answer.errors?.[0]?.extensions?.fieldErrors;
/** The offer calls that reached the provider (not the caller's profile and settings the checks read). */
const offerCalls = () =>
  proxy.calls.filter(
    (call) => !['/api/v1/users/current', '/api/v1/sellers/current/settings'].includes(call.path),
  );
const writes = () => offerCalls().filter((call) => call.method !== 'GET');

interface Row {
  id: string;
  accountName: string;
  stage: string;
  ownerName: string;
  isAddOn: boolean;
}
const OFFERS = `query O($page: Int!, $size: Int!, $stages: [OfferStage!], $accountId: ID) {
  offers(page: $page, size: $size, stages: $stages, accountId: $accountId) {
    items { id accountName stage stageLabel ownerName hasRequiredActions isAddOn }
    pageInfo { page size totalPages totalElements }
  }
}`;
const OFFER = `query D($id: ID!) {
  offer(id: $id) {
    id stage stageLabel expiration termStartDate allowCreditCardPayments canDisableOffer canCancelBeforePayment
    account { name timeZone } owner { name email }
    summary { minExpirationDate maxExpirationDate minTermStartDate maxTermStartDate canEditExpirationDate canEditTermStartDate }
    renewal { renewalEnabled renewalFreeMonths renewalState }
    payments { id paymentStatus paymentAmount }
    events(page: 0, size: 3) { items { type description actorName } pageInfo { totalElements } }
    funnel { step reached }
    addOns { items { id } }
    allowAddOns
  }
}`;
const UPDATE = `mutation U($id: ID!, $input: UpdateOfferInput!) {
  updateOffer(id: $id, input: $input) { id expiration termStartDate allowCreditCardPayments }
}`;
const DISABLE = `mutation X($id: ID!) { disableOffer(id: $id) { id stage } }`;
const CANCEL = `mutation X($id: ID!) { cancelOffer(id: $id) { id stage } }`;
const REISSUE = `mutation X($id: ID!) { reissueOffer(id: $id) { id stage reissuedFromOfferId } }`;
const OWNER = `mutation X($id: ID!, $newOwnerId: ID!) { changeOfferOwner(id: $id, newOwnerId: $newOwnerId) { id owner { name } } }`;
const RENEWAL = `mutation X($id: ID!, $input: OfferRenewalInput!) {
  updateOfferRenewal(id: $id, input: $input) { id renewal { renewalEnabled renewalFreeMonths } }
}`;
const CANDIDATES = `query C($query: String!) { offerOwnerCandidates(query: $query) { id firstName lastName email } }`;
const ACCOUNTS = `query A($query: String!) { offerAccountTypeahead(query: $query) { id name offersCount } }`;
const FILTER_ACCOUNTS = `query F($query: String!) { offerFilterAccounts(query: $query) { id name offersCount } }`;

const all = new Map<string, Row>();
/** A demo offer of Acme (not an add-on) by its customer and stage: the demo data has one of each pair used here. */
const acme = (accountName: string, stage: string) =>
  [...all.values()].find((row) => row.accountName === accountName && row.stage === stage && !row.isAddOn)!.id;

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  [ada, sam, alex, fiona, bob] = (await Promise.all(
    [
      'admin@acme.example',
      'sales@acme.example',
      'ae@acme.example',
      'finance@acme.example',
      'admin@borealis.example',
    ].map((email) => sandbox.tokenFor(email)),
  )) as [string, string, string, string, string];
  const page = await gql<{ offers: { items: Row[] } }>(OFFERS, { page: 0, size: 100 }, ada);
  for (const row of page.data!.offers.items) all.set(row.id, row);
});

beforeEach(() => {
  proxy.calls.length = 0;
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

describe('offers and offer', () => {
  it('pages the offers with the provider’s filters and sort', async () => {
    const page = await gql<{ offers: { items: Row[]; pageInfo: object } }>(
      OFFERS,
      { page: 0, size: 10, stages: ['READY', 'READY_WITH_REQUIREMENTS'] },
      ada,
    );
    expect(page.errors).toBeUndefined();
    expect(new Set(page.data!.offers.items.map((row) => row.stage))).toEqual(
      new Set(['READY', 'READY_WITH_REQUIREMENTS']),
    );
    expect(offerCalls().map((call) => call.path)).toEqual([
      '/api/v1/offers?page=0&size=10&offerStageText=READY%2CREADY_WITH_REQUIREMENTS&sort=lastModifiedDate%2Cdesc',
    ]);
  });

  it('asks the provider for the offers expiring soon only when told to', async () => {
    const soon = acme('Oakridge Law Group', 'READY');
    await sandbox.sandbox.db.query("UPDATE offers SET expiration = now() + interval '3 days' WHERE id = $1", [
      soon,
    ]);
    const SOON = `query E($expiringSoon: Boolean) {
      offers(page: 0, size: 100, expiringSoon: $expiringSoon) { items { id } pageInfo { totalElements } }
    }`;
    type Soon = { offers: { items: { id: string }[]; pageInfo: { totalElements: number } } };
    const expiring = await gql<Soon>(SOON, { expiringSoon: true }, ada);
    expect(expiring.errors).toBeUndefined();
    expect(expiring.data!.offers.items.map((row) => row.id)).toEqual([soon]);
    const every = await gql<Soon>(SOON, { expiringSoon: false }, ada);
    expect(every.data!.offers.pageInfo.totalElements).toBe(all.size);
    // Besides the provider's document, read once to learn it has the filter (docs/adr/019).
    expect(
      offerCalls()
        .map((call) => call.path)
        .filter((path) => path !== '/api/openapi.json'),
    ).toEqual([
      '/api/v1/offers?page=0&size=100&expiringSoon=true&sort=lastModifiedDate%2Cdesc',
      '/api/v1/offers?page=0&size=100&sort=lastModifiedDate%2Cdesc',
    ]);
  });

  it('orders the list by expiration or total either way, and tells rows apart by type and external id', async () => {
    const SORTED = `query S($sort: OfferSort) {
      offers(page: 0, size: 100, sort: $sort) { items { id expiration directOfferTotalContractValue offerType externalReferenceId } }
    }`;
    type Sorted = {
      offers: {
        items: {
          id: string;
          expiration: string;
          directOfferTotalContractValue: number;
          offerType: string | null;
          externalReferenceId: string | null;
        }[];
      };
    };
    const soonest = await gql<Sorted>(SORTED, { sort: { field: 'EXPIRATION', direction: 'ASC' } }, ada);
    const expirations = soonest.data!.offers.items.map((row) => row.expiration);
    expect(expirations).toEqual([...expirations].sort());
    const largest = await gql<Sorted>(SORTED, { sort: { field: 'TOTAL', direction: 'DESC' } }, ada);
    const totals = largest.data!.offers.items.map((row) => row.directOfferTotalContractValue);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(offerCalls().map((call) => call.path)).toEqual([
      '/api/v1/offers?page=0&size=100&sort=expiration%2Casc',
      '/api/v1/offers?page=0&size=100&sort=directOfferTotalContractValue%2Cdesc',
    ]);
    const aperture = largest.data!.offers.items.find((row) => row.id === acme('Aperture Labs', 'COMPLETE'));
    expect(aperture).toMatchObject({ offerType: 'QUOTE', externalReferenceId: '0065g00000AbCdEFA1' });
    const unknown = await gql(SORTED, { sort: { field: 'CREATED', direction: 'ASC' } }, ada);
    expect(unknown.errors?.[0]?.message).toMatch(/CREATED/);
  });

  it('answers the details with payments, events, the funnel and add-ons', async () => {
    const answer = await gql<{ offer: Record<string, unknown> }>(
      OFFER,
      { id: acme('Aperture Labs', 'COMPLETE') },
      ada,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.offer).toMatchObject({
      stage: 'COMPLETE',
      account: { name: 'Aperture Labs' },
      allowAddOns: true,
      canCancelBeforePayment: false,
    });
    expect((answer.data!.offer.payments as unknown[]).length).toBeGreaterThan(0);
  });

  it('tells report readers what the seller was advanced for an offer, as Advance History does, and others nothing', async () => {
    const ADVANCE = `query V($id: ID!) { offer(id: $id) { id sellerAdvance {
      status amount termLabel paymentFrequency cashAdvanceId advanceDate expectedDate
    } } }`;
    const id = acme('Aperture Labs', 'COMPLETE');
    const answer = await gql<{
      offer: {
        sellerAdvance: { status: string; amount: number; cashAdvanceId: string; advanceDate: string };
      };
    }>(ADVANCE, { id }, fiona);
    expect(answer.errors).toBeUndefined();
    const advance = answer.data!.offer.sellerAdvance;
    expect(advance).toMatchObject({ status: 'PAID', paymentFrequency: 'QUARTERLY', expectedDate: null });
    const history = await gql<{
      cashAdvance: {
        advanceDate: string;
        offerCashAdvances: { offerId: string; sellerCashAdvance: number }[];
      };
    }>(
      `query H($id: ID!) { cashAdvance(id: $id) { advanceDate offerCashAdvances { offerId sellerCashAdvance } } }`,
      { id: advance.cashAdvanceId },
      fiona,
    );
    expect(history.data!.cashAdvance.advanceDate).toBe(advance.advanceDate);
    expect(history.data!.cashAdvance.offerCashAdvances).toContainEqual({
      offerId: id,
      sellerCashAdvance: advance.amount,
    });

    const accepted = await gql<{ offer: { sellerAdvance: { status: string; expectedDate: string } } }>(
      ADVANCE,
      { id: acme('Fieldstone Manufacturing', 'ACCEPTED') },
      ada,
    );
    expect(accepted.data!.offer.sellerAdvance).toMatchObject({ status: 'EXPECTED', advanceDate: null });

    // An account executive sees their offer, not what the company is advanced: never asked of the provider.
    const own = await gql<{ offers: { items: Row[] } }>(OFFERS, { page: 0, size: 1 }, alex);
    proxy.calls.length = 0;
    const theirs = await gql<{ offer: { sellerAdvance: unknown } }>(
      ADVANCE,
      { id: own.data!.offers.items[0]!.id },
      alex,
    );
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.offer.sellerAdvance).toBeNull();
    expect(proxy.calls.map((call) => call.path).filter((path) => path.endsWith('/seller-advance'))).toEqual(
      [],
    );
  });

  it('shows an account executive only their own offers: others’ are NOT_FOUND, in reads and in every action', async () => {
    const own = await gql<{ offers: { items: Row[] } }>(OFFERS, { page: 0, size: 100 }, alex);
    expect(new Set(own.data!.offers.items.map((row) => row.ownerName))).toEqual(new Set(['Alex Account']));
    const others = acme('Granite Peak Insurance', 'READY');
    expect(codeOf(await gql(OFFER, { id: others }, alex))).toBe('NOT_FOUND');
    for (const [mutation, variables] of [
      [UPDATE, { id: others, input: { allowCreditCardPayments: false } }],
      [DISABLE, { id: others }],
      [CANCEL, { id: others }],
      [REISSUE, { id: others }],
      [RENEWAL, { id: others, input: { renewalEnabled: true } }],
    ] as const) {
      expect(codeOf(await gql(mutation, variables, alex)), mutation).toBe('NOT_FOUND');
    }
    expect(writes()).toEqual([]);
    const typeahead = await gql<{ offerAccountTypeahead: { name: string; offersCount: number }[] }>(
      ACCOUNTS,
      { query: 'aper' },
      alex,
    );
    expect(typeahead.data!.offerAccountTypeahead).toEqual([
      expect.objectContaining({ name: 'Aperture Labs', offersCount: 3 }),
    ]);
    // The company filter's field answers the same from a provider with the extension, counts included.
    const filter = await gql<{ offerFilterAccounts: unknown[] }>(FILTER_ACCOUNTS, { query: 'aper' }, alex);
    expect(filter.data!.offerFilterAccounts).toEqual(typeahead.data!.offerAccountTypeahead);
  });

  it('answers NOT_FOUND for another seller’s offer ids, in reads and actions', async () => {
    const id = acme('Beacon Health Partners', 'READY');
    expect(codeOf(await gql(OFFER, { id }, bob))).toBe('NOT_FOUND');
    expect(codeOf(await gql(DISABLE, { id }, bob))).toBe('NOT_FOUND');
    expect(codeOf(await gql(UPDATE, { id, input: { allowCreditCardPayments: false } }, bob))).toBe(
      'NOT_FOUND',
    );
    const theirs = await gql<{ offers: { items: Row[] } }>(OFFERS, { page: 0, size: 100 }, bob);
    expect(theirs.data!.offers.items.every((row) => !all.has(row.id))).toBe(true);
    expect(writes()).toEqual([]);
  });
});

describe('updateOffer', () => {
  it('sends only the fields that changed, as replace operations, and nothing when nothing changed', async () => {
    const id = acme('Granite Peak Insurance', 'READY');
    const before = (
      await gql<{
        offer: {
          expiration: string;
          termStartDate: string;
          account: { timeZone: string };
          summary: { maxExpirationDate: string };
        };
      }>(OFFER, { id }, ada)
    ).data!.offer;
    proxy.calls.length = 0;
    const unchanged = await gql(
      UPDATE,
      {
        id,
        input: {
          termStartDate: before.termStartDate,
          expirationDate: calendarDateIn(before.expiration, before.account.timeZone),
          allowCreditCardPayments: true,
        },
      },
      ada,
    );
    expect(unchanged.errors).toBeUndefined();
    expect(writes()).toEqual([]);
    const date = before.summary.maxExpirationDate;
    const changed = await gql<{ updateOffer: { expiration: string } }>(
      UPDATE,
      { id, input: { expirationDate: date, allowCreditCardPayments: true } },
      ada,
    );
    expect(changed.data!.updateOffer.expiration).toBe(
      endOfDayIn(date, before.account.timeZone).toISOString(),
    );
    expect(writes().map((call) => JSON.parse(call.body))).toEqual([
      [
        {
          op: 'replace',
          path: '/expiration',
          value: endOfDayIn(date, before.account.timeZone).toISOString(),
        },
      ],
    ]);
  });

  it("keeps a colleague's change made since the form was opened, and refuses a change to the same field", async () => {
    const id = acme('Beacon Health Partners', 'READY');
    const SAVE = `mutation U($id: ID!, $input: UpdateOfferInput!, $loaded: UpdateOfferInput) {
      updateOffer(id: $id, input: $input, loaded: $loaded) { expiration allowCreditCardPayments } }`;
    const before = (
      await gql<{
        offer: {
          expiration: string;
          termStartDate: string | null;
          allowCreditCardPayments: boolean;
          account: { timeZone: string };
          summary: { minExpirationDate: string; maxExpirationDate: string };
        };
      }>(OFFER, { id }, ada)
    ).data!.offer;
    const zone = before.account.timeZone;
    // Ada and Sam open the edit form on the same offer.
    const opened = {
      ...(before.termStartDate ? { termStartDate: before.termStartDate } : {}),
      expirationDate: calendarDateIn(before.expiration, zone),
      allowCreditCardPayments: before.allowCreditCardPayments,
    };
    const later = before.summary.maxExpirationDate;
    const adas = await gql(SAVE, { id, input: { expirationDate: later }, loaded: opened }, ada);
    expect(adas.errors).toBeUndefined();
    // Sam's form still shows the old expiration; he changes only the payment method. Ada's expiration stays.
    const sams = await gql<{ updateOffer: { expiration: string; allowCreditCardPayments: boolean } }>(
      SAVE,
      { id, input: { ...opened, allowCreditCardPayments: false }, loaded: opened },
      sam,
    );
    expect(sams.data?.updateOffer).toEqual({
      expiration: endOfDayIn(later, zone).toISOString(),
      allowCreditCardPayments: false,
    });
    // Sam then moves the expiration from the date his form was opened on: refused under the field, nothing sent.
    proxy.calls.length = 0;
    const stale = await gql(
      SAVE,
      {
        id,
        input: { expirationDate: before.summary.minExpirationDate },
        loaded: { ...opened, allowCreditCardPayments: false },
      },
      sam,
    );
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(fieldErrorsOf(stale)).toEqual({ expirationDate: STALE_FORM_MESSAGES.field });
    expect(writes()).toEqual([]);
    // As it was, for the other tests.
    await gql(
      UPDATE,
      {
        id,
        input: {
          expirationDate: opened.expirationDate,
          allowCreditCardPayments: before.allowCreditCardPayments,
        },
      },
      ada,
    );
  });

  it('refuses a date outside its window with the form’s message before calling the provider', async () => {
    const id = acme('Granite Peak Insurance', 'READY');
    const { summary } = (
      await gql<{ offer: { summary: { minExpirationDate: string; maxTermStartDate: string } } }>(
        OFFER,
        { id },
        ada,
      )
    ).data!.offer;
    proxy.calls.length = 0;
    const yesterday = new Date(Date.parse(`${summary.minExpirationDate}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const refused = await gql(UPDATE, { id, input: { expirationDate: yesterday } }, ada);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused)).toEqual({ expirationDate: 'Invalid expiration date' });
    const late = await gql(UPDATE, { id, input: { termStartDate: '2099-01-01' } }, ada);
    expect(fieldErrorsOf(late)).toEqual({ termStartDate: 'Term start date must be within three months' });
    expect(writes()).toEqual([]);
  });

  it('refuses what the offer’s flags forbid, and finance managers, before calling the provider', async () => {
    const complete = acme('Granite Peak Insurance', 'COMPLETE');
    expect(codeOf(await gql(UPDATE, { id: complete, input: { allowCreditCardPayments: false } }, ada))).toBe(
      'CONFLICT',
    );
    expect(
      codeOf(
        await gql(
          UPDATE,
          { id: acme('Beacon Health Partners', 'READY'), input: { allowCreditCardPayments: false } },
          fiona,
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(writes()).toEqual([]);
  });
});

describe('offer actions', () => {
  it('disables what may be disabled and refuses the rest before the provider', async () => {
    expect(codeOf(await gql(DISABLE, { id: acme('Granite Peak Insurance', 'COMPLETE') }, ada))).toBe(
      'CONFLICT',
    );
    expect(codeOf(await gql(DISABLE, { id: acme('Silverline Telecom', 'READY') }, fiona))).toBe('FORBIDDEN');
    expect(writes()).toEqual([]);
    const done = await gql<{ disableOffer: { stage: string } }>(
      DISABLE,
      { id: acme('Silverline Telecom', 'READY') },
      sam,
    );
    expect(done.data!.disableOffer.stage).toBe('DISABLED');
  });

  it('cancels only before a payment, with the email-support refusal after one', async () => {
    const refused = await gql(CANCEL, { id: acme('Northwind Traders', 'COMPLETE') }, ada);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toMatch(/Email support/);
    expect(writes()).toEqual([]);
    const done = await gql<{ cancelOffer: { stage: string } }>(
      CANCEL,
      { id: acme('Northwind Traders', 'ACCEPTED') },
      ada,
    );
    expect(done.data!.cancelOffer.stage).toBe('CLOSED_CANCELED');
  });

  it('lets only admins change the owner, with a user, found by the candidates query', async () => {
    const id = acme('Oakridge Law Group', 'READY');
    const found = await gql<{ offerOwnerCandidates: { id: string; email: string }[] }>(
      CANDIDATES,
      { query: 'marie' },
      ada,
    );
    const marie = found.data!.offerOwnerCandidates[0]!;
    expect(marie.email).toBe('marie@acme.example');
    expect(codeOf(await gql(CANDIDATES, { query: 'marie' }, sam))).toBe('FORBIDDEN');
    expect(codeOf(await gql(CANDIDATES, { query: 'm' }, ada))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql(OWNER, { id, newOwnerId: marie.id }, sam))).toBe('FORBIDDEN');
    expect(fieldErrorsOf(await gql(OWNER, { id, newOwnerId: ' ' }, ada))).toEqual({
      newOwnerId: 'User is required',
    });
    expect(writes()).toEqual([]);
    const moved = await gql<{ changeOfferOwner: { owner: { name: string } } }>(
      OWNER,
      { id, newOwnerId: marie.id },
      ada,
    );
    expect(moved.data!.changeOfferOwner.owner.name).toBe('Marie Curie');
  });

  it('checks renewal free months with the form’s rule and refuses a locked renewal before the provider', async () => {
    const id = acme('Aperture Labs', 'COMPLETE');
    expect(
      fieldErrorsOf(await gql(RENEWAL, { id, input: { renewalEnabled: true, renewalFreeMonths: 13 } }, ada)),
    ).toEqual({
      renewalFreeMonths: 'Free Months is required',
    });
    expect(
      codeOf(
        await gql(
          RENEWAL,
          { id: acme('Harborview Clinics', 'COMPLETE'), input: { renewalEnabled: false } },
          ada,
        ),
      ),
    ).toBe('CONFLICT');
    expect(writes()).toEqual([]);
    const on = await gql<{ updateOfferRenewal: { renewal: object } }>(
      RENEWAL,
      { id, input: { renewalEnabled: true, renewalFreeMonths: 3 } },
      ada,
    );
    expect(on.data!.updateOfferRenewal.renewal).toEqual({ renewalEnabled: true, renewalFreeMonths: 3 });
    expect(writes().map((call) => JSON.parse(call.body))).toEqual([
      { renewalEnabled: true, renewalFreeMonths: 3 },
    ]);
  });

  it('reissues an expired offer, once', async () => {
    const id = acme('Evergreen Property Group', 'EXPIRED');
    const reissued = await gql<{ reissueOffer: { stage: string; reissuedFromOfferId: string } }>(
      REISSUE,
      { id },
      ada,
    );
    expect(reissued.data!.reissueOffer).toMatchObject({ stage: 'READY', reissuedFromOfferId: id });
    proxy.calls.length = 0;
    expect(codeOf(await gql(REISSUE, { id }, ada))).toBe('CONFLICT');
    expect(codeOf(await gql(REISSUE, { id: acme('Beacon Health Partners', 'READY') }, ada))).toBe('CONFLICT');
    expect(writes()).toEqual([]);
  });

  it('refuses the company typeahead under 3 characters', async () => {
    expect(codeOf(await gql(ACCOUNTS, { query: 'ap' }, ada))).toBe('BAD_USER_INPUT');
    expect(offerCalls()).toEqual([]);
  });
});

describe('offer files (/offer-files)', () => {
  const upload = (token: string, id: string, name: string, bytes: Buffer | string) =>
    request(gateway.app)
      .post(`/offer-files/${id}/files`)
      .set('authorization', `Bearer ${token}`)
      .field('type', 'ORDER_FORM')
      .attach('file', Buffer.from(bytes), name);

  it('streams an upload to the provider and a download back', async () => {
    const id = acme('Copperleaf Foods', 'READY_WITH_REQUIREMENTS');
    const answer = await upload(alex, id, 'Order form.pdf', PDF_BYTES);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ files: [{ name: 'Order form.pdf' }], failures: [] });
    const download = await request(gateway.app)
      .get(`/offer-files/${id}/files/${answer.body.files[0].id}/download`)
      .set('authorization', `Bearer ${alex}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Order form.pdf"');
    expect((download.body as Buffer).equals(Buffer.from(PDF_BYTES))).toBe(true);
  });

  it('refuses a file whose bytes are not its extension with the reason, without calling the provider', async () => {
    const answer = await upload(
      ada,
      acme('Granite Peak Insurance', 'READY'),
      'contract.pdf',
      Buffer.from('MZ not a pdf'),
    );
    // Never a 200 the page could take for an attached file.
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'contract.pdf is not a real .pdf file: its contents do not match its extension',
      fieldErrors: { file: 'contract.pdf is not a real .pdf file: its contents do not match its extension' },
    });
    expect(writes()).toEqual([]);
  });

  it('refuses a finance manager, an account executive’s colleague’s offer and another seller', async () => {
    expect((await upload(fiona, acme('Granite Peak Insurance', 'READY'), 'a.pdf', PDF_BYTES)).status).toBe(
      403,
    );
    expect((await upload(alex, acme('Granite Peak Insurance', 'READY'), 'a.pdf', PDF_BYTES)).status).toBe(
      404,
    );
    expect((await upload(bob, acme('Granite Peak Insurance', 'READY'), 'a.pdf', PDF_BYTES)).status).toBe(404);
    expect(
      (await request(gateway.app).post(`/offer-files/${acme('Granite Peak Insurance', 'READY')}/files`))
        .status,
    ).toBe(401);
  });
});

describe("an offer's quote (/offer-files/{offerId}/quote)", () => {
  const quote = (token: string | null, id: string) => {
    const pending = request(gateway.app).get(`/offer-files/${id}/quote`);
    return (token ? pending.set('authorization', `Bearer ${token}`) : pending)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  };

  it('streams the PDF under the provider’s name to whoever sees the offer, finance managers included', async () => {
    const id = acme('Granite Peak Insurance', 'READY');
    for (const token of [ada, fiona]) {
      const answer = await quote(token, id);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="?GranitePeakInsurance_${id}_\\d{2}-\\d{2}-\\d{4}\\.pdf"?$`),
      );
      expect((answer.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('refuses an account executive’s colleague’s offer, another seller and no token', async () => {
    const id = acme('Granite Peak Insurance', 'READY');
    expect((await quote(alex, id)).status).toBe(404);
    expect((await quote(bob, id)).status).toBe(404);
    expect((await quote(null, id)).status).toBe(401);
  });
});
