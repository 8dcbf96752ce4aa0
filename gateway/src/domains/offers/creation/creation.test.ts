import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PDF_BYTES } from '@seller-portal/provider-sandbox/testing';
import { calendarDateIn, endOfDayIn } from '@seller-portal/shared/formatters';
import { MAX_UPLOAD_FILE_BYTES } from '@seller-portal/shared/validation';
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
let fiona: string; // Acme's finance manager
let bob: string; // Borealis' admin

type Answer<T = unknown> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
};
const gql = <T>(query: string, variables: Record<string, unknown>, token = ada) =>
  graphql<T>(gateway.app, query, variables, token) as Promise<Answer<T>>;
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const fieldErrorsOf = (answer: Answer) => answer.errors?.[0]?.extensions?.fieldErrors;
const creates = () => proxy.calls.filter((call) => call.method === 'POST' && call.path === '/api/v1/offers');

interface Term {
  id: string;
  duration: number;
  offerTermType: string;
  isStandardOfferTerm: boolean;
  label: string;
}
interface Package {
  id: string;
  name: string;
  availableOfferTerms: Term[];
  pricingGroups: { id: string; name: string }[];
}

const PACKAGES = `query P($offerTermId: ID) {
  salesPackages(offerTermId: $offerTermId) {
    id name availableOfferTerms { id duration offerTermType isStandardOfferTerm label } pricingGroups { id name }
  }
}`;
const PREVIEW = `query Q($input: QuotePreviewInput!) {
  offerQuotePreview(input: $input) {
    totalContractValue offerTermLabel directAmount directMonthlyAmount
    financedOptions { paymentFrequency periodBasedPaymentAmount }
    termComparison { offerTermLabel periodBasedPaymentAmount totalContractValue sellerCashAdvance }
  }
}`;
const WINDOW = `query W($accountId: ID!, $parentOfferId: ID) {
  offerExpirationWindow(accountId: $accountId, parentOfferId: $parentOfferId) {
    timeZone minExpirationDate maxExpirationDate defaultExpiration
  }
}`;
const ADD_ON = `query A($offerId: ID!) {
  offerAddOnMetadata(offerId: $offerId) {
    maxExpirationDate offerTermId salesPackageId directBillingFrequency account { id name address { timeZone } }
  }
}`;
const CREATE = `mutation C($input: CreateOfferInput!, $key: String!) {
  createOffer(input: $input, idempotencyKey: $key) { id manualReviewRequired stage }
}`;
const OFFERS = `query O { offers(page: 0, size: 100) { items { id accountId accountName stage isAddOn } pageInfo { totalElements } } }`;
const ACCOUNTS = `query A($query: String!) { accountTypeahead(query: $query) { id name } }`;

let standard: Package;
let net: Package;
const accountIds = new Map<string, string>();
const NEW_YORK = 'America/New_York';
const today = () => calendarDateIn(new Date(), NEW_YORK);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
let keys = 0;
const key = () => `test-key-${++keys}`;

async function setSettings(changes: object) {
  const seller = await request(sandbox.url)
    .get('/api/v1/sellers/current')
    .set('authorization', `Bearer ${ada}`);
  await request(sandbox.url)
    .post(`/sandbox/sellers/${seller.body.sellerId}/settings`)
    .send(changes)
    .expect(200);
}

/** A complete form for Beacon Health Partners (New York): 12 months, annual, $12,000, expiring in 10 days. */
function form(overrides: Record<string, unknown> = {}) {
  const term = standard.availableOfferTerms.find((candidate) => candidate.duration === 12)!;
  return {
    accountId: accountIds.get('Beacon Health Partners'),
    salesPackageId: standard.id,
    offerTermId: term.id,
    directPaymentTerms: 'NET_30',
    directBillingFrequency: 'ANNUAL',
    lineItems: [{ pricingGroupId: standard.pricingGroups[0]!.id, amount: 12000 }],
    expiration: endOfDayIn(addDays(today(), 10), NEW_YORK).toISOString(),
    messageToAccount: 'Thank you',
    ...overrides,
  };
}

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  [ada, fiona, bob] = (await Promise.all(
    ['admin@acme.example', 'finance@acme.example', 'admin@borealis.example'].map((email) =>
      sandbox.tokenFor(email),
    ),
  )) as [string, string, string];
  // Acme's demo flags have Salesforce on: the tests switch it on where they need it.
  await setSettings({ salesforceEnabled: false });
  const answer = await gql<{ salesPackages: Package[] }>(PACKAGES, {});
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  const packages = answer.data.salesPackages;
  standard = packages.find((pack) => pack.name === 'Standard Financing')!;
  net = packages.find((pack) => pack.name === 'Net Terms')!;
  for (const name of ['Beacon Health Partners', 'Keystone Freight', 'Aperture Labs']) {
    const found = await gql<{ accountTypeahead: { id: string; name: string }[] }>(ACCOUNTS, { query: name });
    accountIds.set(name, found.data!.accountTypeahead.find((account) => account.name === name)!.id);
  }
});

beforeEach(() => {
  proxy.calls.length = 0;
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

describe('sales packages and the preview', () => {
  it('answers the seller’s packages with labelled terms, and only the one offering a term when asked', async () => {
    expect(standard.availableOfferTerms.map((term) => term.label)).toEqual([
      '12 Months',
      '24 Months',
      '36 Months',
      '48 Months',
      '60 Months',
    ]);
    const net30 = net.availableOfferTerms[0]!;
    expect(net30).toMatchObject({ label: 'Net 30', isStandardOfferTerm: false });
    const only = await gql<{ salesPackages: Package[] }>(PACKAGES, { offerTermId: net30.id });
    expect(only.data!.salesPackages.map((pack) => pack.name)).toEqual(['Net Terms']);
  });

  it('prices the lines with every term side by side, and refuses a line without an amount before the provider', async () => {
    const input = {
      salesPackageId: standard.id,
      offerTermId: standard.availableOfferTerms[0]!.id,
      directBillingFrequency: 'ANNUAL',
      directPaymentTerms: 'NET_30',
      lineItems: [{ pricingGroupId: standard.pricingGroups[0]!.id, amount: 12000 }],
    };
    const preview = await gql<{ offerQuotePreview: Record<string, unknown> }>(PREVIEW, { input });
    expect(preview.data!.offerQuotePreview).toMatchObject({
      totalContractValue: 12000,
      offerTermLabel: '12 Months',
      directAmount: 12000,
      directMonthlyAmount: 1020,
    });
    expect(preview.data!.offerQuotePreview.termComparison).toContainEqual({
      offerTermLabel: '12 Months',
      periodBasedPaymentAmount: 12000,
      totalContractValue: 12000,
      sellerCashAdvance: 11700,
    });
    proxy.calls.length = 0;
    const empty = await gql(PREVIEW, {
      input: { ...input, lineItems: [{ pricingGroupId: standard.pricingGroups[0]!.id, amount: null }] },
    });
    expect(fieldErrorsOf(empty)).toEqual({ lineItems: 'Line item is required' });
    expect(proxy.calls.filter((call) => call.path.includes('quote-preview'))).toEqual([]);
  });
});

describe('createOffer', () => {
  it('creates a Ready offer, and one in manual review above $100,000', async () => {
    const ready = await gql<{ createOffer: { id: string; manualReviewRequired: boolean; stage: string } }>(
      CREATE,
      {
        input: form(),
        key: key(),
      },
    );
    expect(ready.errors).toBeUndefined();
    expect(ready.data!.createOffer).toMatchObject({ manualReviewRequired: false, stage: 'READY' });
    const review = await gql<{ createOffer: { manualReviewRequired: boolean; stage: string } }>(CREATE, {
      input: form({ lineItems: [{ pricingGroupId: standard.pricingGroups[0]!.id, amount: 250000 }] }),
      key: key(),
    });
    expect(review.data!.createOffer).toMatchObject({ manualReviewRequired: true, stage: 'PENDING_REVIEW' });
  });

  it('makes one offer of two identical submits with one idempotency key', async () => {
    const count = async () =>
      (await gql<{ offers: { pageInfo: { totalElements: number } } }>(OFFERS, {})).data!.offers.pageInfo
        .totalElements;
    const before = await count();
    const variables = { input: form({ messageToAccount: 'Only once' }), key: key() };
    const [first, second] = await Promise.all([
      gql<{ createOffer: { id: string } }>(CREATE, variables),
      gql<{ createOffer: { id: string } }>(CREATE, variables),
    ]);
    expect(second.data!.createOffer.id).toBe(first.data!.createOffer.id);
    expect(await count()).toBe(before + 1);
  });

  it('checks every rule of the form with the spec’s messages before any create reaches the provider', async () => {
    const empty = await gql(CREATE, { input: { lineItems: [] }, key: key() });
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(empty)).toEqual({
      accountId: 'Account is required',
      salesPackageId: 'Sales package is required',
      offerTermId: 'Offer term is required',
      directPaymentTerms: 'Payment Term is required',
      directBillingFrequency: 'Direct billing frequency is required',
      expiration: 'Expiration Date is required',
      lineItems: 'Line item is required',
    });
    const badId = await gql(CREATE, { input: form({ externalReferenceId: 'ABC123' }), key: key() });
    expect(fieldErrorsOf(badId)).toEqual({ externalReferenceId: 'Invalid External ID' });
    await setSettings({ salesforceEnabled: true });
    try {
      const missing = await gql(CREATE, { input: form(), key: key() });
      expect(fieldErrorsOf(missing)).toEqual({ externalReferenceId: 'External identifier is required' });
    } finally {
      await setSettings({ salesforceEnabled: false });
    }
    const badKey = await gql(CREATE, { input: form(), key: 'short' });
    expect(codeOf(badKey)).toBe('BAD_USER_INPUT');
    expect(creates()).toEqual([]);
  });

  it('locks a delinquent customer, a non-standard term billed annually, and an add-on’s customer, term and frequency', async () => {
    const delinquent = await gql(CREATE, {
      input: form({ accountId: accountIds.get('Keystone Freight') }),
      key: key(),
    });
    expect(fieldErrorsOf(delinquent)).toEqual({
      accountId: 'Customer is ineligible because they are behind on existing payments.',
    });
    const net30 = net.availableOfferTerms[0]!;
    const annualNet = await gql(CREATE, {
      input: form({ salesPackageId: net.id, offerTermId: net30.id }),
      key: key(),
    });
    expect(fieldErrorsOf(annualNet)).toEqual({
      directBillingFrequency: 'A non-standard term is billed upfront.',
    });

    const offers = (
      await gql<{
        offers: { items: { id: string; accountName: string; stage: string; isAddOn: boolean }[] };
      }>(OFFERS, {})
    ).data!.offers.items;
    const parent = offers.find(
      (row) => row.accountName === 'Aperture Labs' && row.stage === 'COMPLETE' && !row.isAddOn,
    )!;
    const metadata = (
      await gql<{
        offerAddOnMetadata: {
          offerTermId: string;
          maxExpirationDate: string;
          account: { address: { timeZone: string } };
        };
      }>(ADD_ON, { offerId: parent.id })
    ).data!.offerAddOnMetadata;
    const timeZone = metadata.account.address.timeZone;
    // An add-on's expiration defaults to the very end of its last day (spec 02 section 4).
    const window = await gql<{
      offerExpirationWindow: { defaultExpiration: string; maxExpirationDate: string };
    }>(WINDOW, { accountId: accountIds.get('Aperture Labs'), parentOfferId: parent.id });
    expect(window.data!.offerExpirationWindow.maxExpirationDate).toBe(metadata.maxExpirationDate);
    expect(window.data!.offerExpirationWindow.defaultExpiration).toBe(
      new Date(endOfDayIn(metadata.maxExpirationDate, timeZone).getTime() + 999).toISOString(),
    );
    const addOn = (overrides: Record<string, unknown>) =>
      gql<{ createOffer: { id: string } }>(CREATE, {
        input: form({
          accountId: accountIds.get('Aperture Labs'),
          offerTermId: metadata.offerTermId,
          parentOfferId: parent.id,
          expiration: endOfDayIn(metadata.maxExpirationDate, timeZone).toISOString(),
          ...overrides,
        }),
        key: key(),
      });
    const otherTerm = await addOn({ offerTermId: standard.availableOfferTerms[0]!.id });
    expect(fieldErrorsOf(otherTerm)).toEqual({
      accountId: 'An add-on keeps its parent’s customer, term and billing frequency.',
    });
    const otherCustomer = await addOn({ accountId: accountIds.get('Beacon Health Partners') });
    expect(codeOf(otherCustomer)).toBe('BAD_USER_INPUT');
    expect(creates()).toEqual([]);
    const made = await addOn({});
    expect(made.errors).toBeUndefined();
  });

  it('defaults the expiration to day 30 at 23:59:59 and refuses one outside tomorrow to day 90', async () => {
    const window = (
      await gql<{ offerExpirationWindow: Record<string, string> }>(WINDOW, {
        accountId: accountIds.get('Beacon Health Partners'),
      })
    ).data!.offerExpirationWindow;
    expect(window).toEqual({
      timeZone: NEW_YORK,
      minExpirationDate: addDays(today(), 1),
      maxExpirationDate: addDays(today(), 90),
      defaultExpiration: endOfDayIn(addDays(today(), 30), NEW_YORK).toISOString(),
    });
    const at = (expiration: Date) =>
      gql(CREATE, { input: form({ expiration: expiration.toISOString() }), key: key() });
    const tomorrowStart = new Date(endOfDayIn(today(), NEW_YORK).getTime() + 1000);
    expect((await at(tomorrowStart)).errors).toBeUndefined();
    expect((await at(endOfDayIn(addDays(today(), 90), NEW_YORK))).errors).toBeUndefined();
    proxy.calls.length = 0;
    for (const outside of [endOfDayIn(today(), NEW_YORK), endOfDayIn(addDays(today(), 91), NEW_YORK)]) {
      expect(fieldErrorsOf(await at(outside))).toEqual({ expiration: 'Invalid expiration date' });
    }
    expect(creates()).toEqual([]);
  });

  it('lets only members who act on offers create them', async () => {
    const refused = await gql(CREATE, { input: form(), key: key() }, fiona);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(creates()).toEqual([]);
  });

  it('refuses a company still in underwriting, which has no Offers: no packages, no preview, no offer', async () => {
    const quarryOwner = await sandbox.tokenFor('owner@quarry.example');
    proxy.calls.length = 0;
    const packages = await gql(PACKAGES, {}, quarryOwner);
    expect(codeOf(packages)).toBe('FORBIDDEN');
    expect(packages.errors?.[0]?.message).toBe('Offers open once the company is approved.');
    expect(codeOf(await gql(CREATE, { input: form(), key: key() }, quarryOwner))).toBe('FORBIDDEN');
    expect(
      proxy.calls.some(
        (call) => call.path.startsWith('/api/v1/offers') || call.path.includes('sales-packages'),
      ),
    ).toBe(false);
  });
});

describe('fixed sets as enums beside the older strings (docs/adr/022-integrator-contract.md)', () => {
  it('answers a pricing group’s kind, a line’s pricing group kind and a duplicate’s sub type as enum values', async () => {
    const packages = await gql<{
      salesPackages: { pricingGroups: { type: string; kind: string | null }[] }[];
    }>('{ salesPackages { pricingGroups { type kind } } }', {});
    const groups = packages.data!.salesPackages.flatMap((pack) => pack.pricingGroups);
    expect(new Set(groups.map((group) => group.kind))).toEqual(new Set(['SUBSCRIPTION', 'SERVICES']));
    for (const group of groups) expect(group.kind).toBe(group.type);

    const created = await gql<{ createOffer: { id: string } }>(CREATE, { input: form(), key: key() });
    expect(created.errors).toBeUndefined();
    const offerId = created.data!.createOffer.id;
    const answer = await gql<{
      offer: { quote: { lineItems: { pricingGroupType: string; pricingGroupKind: string | null }[] } };
      offerDuplicationMetadata: { offerSubType: string; subType: string | null };
    }>(
      `query Q($id: ID!) {
        offer(id: $id) { quote { lineItems { pricingGroupType pricingGroupKind } } }
        offerDuplicationMetadata(offerId: $id) { offerSubType subType }
      }`,
      { id: offerId },
    );
    expect(answer.errors).toBeUndefined();
    const lines = answer.data!.offer.quote.lineItems;
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(['SUBSCRIPTION', 'SERVICES']).toContain(line.pricingGroupKind);
      expect(line.pricingGroupKind).toBe(line.pricingGroupType);
    }
    expect(answer.data!.offerDuplicationMetadata).toEqual({ offerSubType: 'INITIAL', subType: 'INITIAL' });
  });
});

describe('opportunityMetadata', () => {
  const OPPORTUNITY = `query M($externalId: String!) {
    opportunityMetadata(externalId: $externalId) {
      externalId existingAccount { name }
      createAccountMetadata {
        name addressLabel addressSuggestions accountContactEmail
        suggestedAddresses { label country timeZone }
      }
    }
  }`;

  it('answers what account creation starts from, the opportunity’s address in full among it', async () => {
    await setSettings({ salesforceEnabled: true });
    try {
      const answer = await gql<{ opportunityMetadata: unknown }>(OPPORTUNITY, {
        externalId: '0065g00000NwCoA',
      });
      expect(answer.data!.opportunityMetadata).toEqual({
        externalId: '0065g00000NwCoA',
        existingAccount: null,
        createAccountMetadata: {
          name: 'Hooli Inc',
          addressLabel: '1600 Amphitheatre Parkway',
          addressSuggestions: ['1600 Amphitheatre Parkway, Mountain View, CA 94043, USA'],
          accountContactEmail: 'gavin@hooli.example',
          suggestedAddresses: [
            {
              label: '1600 Amphitheatre Parkway, Mountain View, CA 94043, USA',
              country: 'USA',
              timeZone: 'America/Los_Angeles',
            },
          ],
        },
      });
    } finally {
      await setSettings({ salesforceEnabled: false });
    }
  });
});

describe('contracts uploaded while the offer is written (POST /offer-files/files)', () => {
  const uploadContract = (token: string | null, name: string, bytes: Buffer | string) => {
    const call = request(gateway.app).post('/offer-files/files');
    if (token) call.set('authorization', `Bearer ${token}`);
    return call.attach('file', Buffer.from(bytes), name);
  };
  const uploads = () =>
    proxy.calls.filter((call) => call.method === 'POST' && call.path === '/api/offers/files');
  const OFFER_FILES = `query F($id: ID!) { offer(id: $id) { files { id name size type fileType } } }`;
  const bytesOf = (path: string) =>
    request(gateway.app)
      .get(path)
      .set('authorization', `Bearer ${ada}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('uploads a contract to the provider, and createOffer attaches it byte for byte', async () => {
    const csv = 'item,amount\nPlatform,12000\n';
    const [pdf, sheet] = await Promise.all([
      uploadContract(ada, 'Order form.pdf', PDF_BYTES),
      uploadContract(ada, 'Schedule.csv', csv),
    ]);
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(201);
    expect(pdf.body).toEqual({ fileId: expect.any(String), name: 'Order form.pdf' });
    expect(sheet.status).toBe(201);
    expect(uploads()).toHaveLength(2);

    const created = await gql<{ createOffer: { id: string } }>(CREATE, {
      input: form({ fileIds: [pdf.body.fileId, sheet.body.fileId] }),
      key: key(),
    });
    expect(created.errors).toBeUndefined();
    const offerId = created.data!.createOffer.id;
    const files = (
      await gql<{
        offer: { files: { id: string; name: string; size: number; type: string; fileType: string | null }[] };
      }>(OFFER_FILES, {
        id: offerId,
      })
    ).data!.offer.files;
    expect(files.map((file) => file.name).sort()).toEqual(['Order form.pdf', 'Schedule.csv']);
    // The file's type as an enum value beside the older string (docs/adr/022-integrator-contract.md).
    for (const file of files) expect(file.fileType).toBe(file.type);
    expect(files[0]!.fileType).toMatch(/^[A-Z_]+$/);
    for (const [file, bytes] of [
      [files.find((candidate) => candidate.name === 'Order form.pdf')!, Buffer.from(PDF_BYTES)],
      [files.find((candidate) => candidate.name === 'Schedule.csv')!, Buffer.from(csv)],
    ] as const) {
      const download = await bytesOf(`/offer-files/${offerId}/files/${file.id}/download`);
      expect(download.status).toBe(200);
      expect((download.body as Buffer).equals(bytes)).toBe(true);
    }
  });

  it('is the route CreateOfferInput.fileIds names to integrators', async () => {
    const answer = await gql<{ __type: { inputFields: { name: string; description: string }[] } }>(
      '{ __type(name: "CreateOfferInput") { inputFields { name description } } }',
      {},
    );
    const fileIds = answer.data!.__type.inputFields.find((field) => field.name === 'fileIds')!;
    const [, method, path] = /\b(POST) (\/[\w/-]+)/.exec(fileIds.description) ?? [];
    expect(`${method} ${path}`).toBe('POST /offer-files/files');
    const upload = await request(gateway.app)
      .post(path!)
      .set('authorization', `Bearer ${ada}`)
      .attach('file', Buffer.from(PDF_BYTES), 'named.pdf');
    expect(upload.status).toBe(201);
    expect(upload.body).toEqual({ fileId: expect.any(String), name: 'named.pdf' });
  });

  it('lets only signed-in members who create offers upload, and attaches only the seller’s own uploads', async () => {
    expect((await uploadContract(null, 'a.pdf', PDF_BYTES)).status).toBe(401);
    const refused = await uploadContract(fiona, 'a.pdf', PDF_BYTES);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    expect(uploads()).toEqual([]);

    const borealis = await uploadContract(bob, 'Theirs.pdf', PDF_BYTES);
    expect(borealis.status).toBe(201);
    const taken = await gql(CREATE, { input: form({ fileIds: [borealis.body.fileId] }), key: key() });
    expect(fieldErrorsOf(taken)).toEqual({ fileIds: 'This file was not uploaded for an offer.' });
  });

  it('refuses a file whose bytes are not its extension before the provider, and one over 25 MB', async () => {
    const executable = await uploadContract(ada, 'contract.pdf', Buffer.from('MZ not a pdf'));
    expect(executable.status).toBe(400);
    expect(executable.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'contract.pdf is not a real .pdf file: its contents do not match its extension',
      fieldErrors: { file: 'contract.pdf is not a real .pdf file: its contents do not match its extension' },
    });
    expect((await uploadContract(ada, 'script.exe', 'MZ')).body.message).toBe(
      'Not a valid file extension for script.exe',
    );
    expect(uploads()).toEqual([]);

    const big = await uploadContract(ada, 'big.txt', Buffer.alloc(MAX_UPLOAD_FILE_BYTES + 512 * 1024, 0x41));
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'big.txt is larger than 25 MB' });
    // The gateway stopped one byte past the limit: the provider never received the rest.
    expect(uploads()[0]!.body.length).toBeLessThan(MAX_UPLOAD_FILE_BYTES + 4096);
  });

  it('attaches up to 10 contracts; an eleventh is refused before the provider', async () => {
    const answers = [];
    for (let index = 1; index <= 11; index++)
      answers.push(await uploadContract(ada, `Contract ${index}.txt`, `Contract ${index}\n`));
    const ids = answers.map((answer) => answer.body.fileId as string);
    const eleven = await gql(CREATE, { input: form({ fileIds: ids }), key: key() });
    expect(codeOf(eleven)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(eleven)).toEqual({ fileIds: 'An offer has at most 10 files.' });
    expect(creates()).toEqual([]);

    const ten = await gql<{ createOffer: { id: string } }>(CREATE, {
      input: form({ fileIds: ids.slice(0, 10) }),
      key: key(),
    });
    expect(ten.errors).toBeUndefined();
    const files = (
      await gql<{ offer: { files: { name: string }[] } }>(OFFER_FILES, {
        id: ten.data!.createOffer.id,
      })
    ).data!.offer.files;
    expect(files).toHaveLength(10);
  });
});
