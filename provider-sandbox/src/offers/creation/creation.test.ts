import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerId } from '../../core/seed/data.js';
import { demoAccountId } from '../../customers/seed.js';
import { startSandbox, type RunningSandbox } from '../../testing/harness.js';
import { addDays, dateIn, endOfDayIn, instantIn, startOfDayIn } from '../calendar.js';
import { ACME, callAs } from '../offers-test-support.js';
import { DEMO_OPPORTUNITIES, offerTermId, pricingGroupId, salesPackageId } from './catalog.js';

let sandbox: RunningSandbox;
let ada: ReturnType<typeof callAs>; // Acme's admin
let fiona: ReturnType<typeof callAs>; // Acme's finance manager
let bob: ReturnType<typeof callAs>; // Borealis' admin

const NEW_YORK = 'America/New_York';
const STANDARD = salesPackageId('acme', 'Standard Financing');
const NET = salesPackageId('acme', 'Net Terms');
const MONTHS_12 = offerTermId('acme', 'Standard Financing', 'MONTH_VARIABLE', 12);
const MONTHS_36 = offerTermId('acme', 'Standard Financing', 'MONTH_VARIABLE', 36);
const NET_30 = offerTermId('acme', 'Net Terms', 'NET_VARIABLE', 30);
const SUBSCRIPTION = pricingGroupId('acme', 'Platform subscription');
const SERVICES = pricingGroupId('acme', 'Implementation services');
const account = (name: string) => demoAccountId('acme', name);

const settings = (changes: object) =>
  request(sandbox.url)
    .post(`/sandbox/sellers/${sellerId('acme')}/settings`)
    .send(changes)
    .expect(200);

/** A complete create payload for Beacon Health Partners (New York), 12 months annual, expiring in 10 days. */
function payload(overrides: Record<string, unknown> = {}, quote: Record<string, unknown> = {}) {
  const expiration = endOfDayIn(addDays(dateIn(new Date(), NEW_YORK), 10), NEW_YORK).toISOString();
  return {
    accountId: account('Beacon Health Partners'),
    expiration,
    messageToAccount: 'Thank you',
    offerType: 'QUOTE',
    offerSubType: 'INITIAL',
    quoteRequest: {
      salesPackageId: STANDARD,
      offerTermId: MONTHS_12,
      directBillingFrequency: 'ANNUAL',
      directPaymentTerms: 'NET_30',
      lineItems: [{ amount: 12000, pricingGroupId: SUBSCRIPTION }],
      ...quote,
    },
    ...overrides,
  };
}

const create = (body: object, key?: string) =>
  key ? ada('post', '/v1/offers', body).set('idempotency-key', key) : ada('post', '/v1/offers', body);

beforeAll(async () => {
  sandbox = await startSandbox();
  const as = async (email: string) => callAs(sandbox, await sandbox.tokenFor(email));
  [ada, fiona, bob] = await Promise.all([
    as('admin@acme.example'),
    as('finance@acme.example'),
    as('admin@borealis.example'),
  ]);
  // Acme's demo flags have Salesforce on and invoices authorized: the tests switch each on where they need it.
  await settings({ salesforceEnabled: false, authorizedOfferTypes: ['QUOTE'] });
});

afterAll(async () => {
  await sandbox?.close();
});

describe('POST /api/v1/sales-packages', () => {
  it('answers Acme’s three packages with their terms, shortest first, and Borealis’ single one', async () => {
    const acme = await ada('post', '/v1/sales-packages', {});
    expect(acme.status).toBe(200);
    expect(acme.body.map((pack: { name: string }) => pack.name)).toEqual([
      'Standard Financing',
      'Net Terms',
      'Enterprise Financing',
    ]);
    expect(acme.body[1].availableOfferTerms).toEqual([
      { id: NET_30, offerTermType: 'NET_VARIABLE', duration: 30, isStandardOfferTerm: false },
      expect.objectContaining({ duration: 60 }),
      expect.objectContaining({ duration: 90 }),
    ]);
    const borealis = await bob('post', '/v1/sales-packages', {});
    expect(borealis.body).toHaveLength(1);
    expect(borealis.body[0].availableOfferTerms.map((term: { duration: number }) => term.duration)).toEqual([
      12, 24, 36,
    ]);
  });

  it('keeps to the package offering a term when asked with offerTermId', async () => {
    const answer = await ada('post', `/v1/sales-packages?offerTermId=${NET_30}`, {});
    expect(answer.body.map((pack: { id: string }) => pack.id)).toEqual([NET]);
    expect((await bob('post', `/v1/sales-packages?offerTermId=${NET_30}`, {})).body).toEqual([]);
  });
});

describe('the quote previews', () => {
  const preview = (body: object) => ada('post', '/v2/pricing-options/quote-preview', body);
  const previewBody = {
    salesPackageId: STANDARD,
    directOfferTermId: MONTHS_12,
    directBillingFrequency: 'ANNUAL',
    paymentTerms: 'NET_30',
    accountId: account('Beacon Health Partners'),
    isAddOnOffer: false,
    previewablePricingGroups: [
      { amount: 10000, pricingGroupId: SUBSCRIPTION },
      { amount: 2000, pricingGroupId: SERVICES },
    ],
  };

  it('prices the lines by the pricing module, with every term of the package side by side', async () => {
    const answer = await preview(previewBody);
    expect(answer.status).toBe(200);
    expect(answer.body.previewResponse.totalContractValue).toBe(12000);
    // One annual payment for 12 months; monthly financed at +2 %: 12,240 / 12.
    expect(answer.body.directAmount).toBe(12000);
    expect(answer.body.directMonthlyAmount).toBe(1020);
    const twelve = answer.body.termComparison.find(
      (term: { offerTermId: string }) => term.offerTermId === MONTHS_12,
    );
    // 5 % a year on half the amount for one year: the seller keeps 12,000 − 300.
    expect(twelve).toMatchObject({
      offerTermLabel: '12 Months',
      totalContractValue: 12000,
      sellerCashAdvance: 11700,
    });
    expect(answer.body.termComparison).toHaveLength(5);
  });

  it('refuses a line without a finite positive amount, and an unknown term, with the spec’s words', async () => {
    const answer = await preview({
      ...previewBody,
      directOfferTermId: NET_30,
      previewablePricingGroups: [{ amount: -1, pricingGroupId: SUBSCRIPTION }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual([
      { field: 'offerTermId', message: 'Offer term is required' },
      { field: 'lineItems', message: 'Line item is required' },
    ]);
  });

  it('refuses a line that rounds to no cent, instead of failing to price it', async () => {
    const answer = await preview({
      ...previewBody,
      previewablePricingGroups: [{ amount: 0.004, pricingGroupId: SUBSCRIPTION }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual([{ field: 'lineItems', message: 'Line item is required' }]);
    const subCent = await preview({
      ...previewBody,
      previewablePricingGroups: [{ amount: 100.005, pricingGroupId: SUBSCRIPTION }],
    });
    expect(subCent.status).toBe(400);
    expect(subCent.body.fieldErrors).toEqual([
      { field: 'lineItems', message: 'Line item amounts have at most two decimal places' },
    ]);
  });

  it('finds the amount a monthly budget buys (the reverse calculator)', async () => {
    const answer = await ada('post', '/v1/pricing-options/quote-preview-from-payment', {
      salesPackageId: STANDARD,
      pricingGroupId: SUBSCRIPTION,
      directOfferTermId: MONTHS_12,
      directBillingFrequency: 'ANNUAL',
      paymentTerms: 'NET_30',
      accountId: account('Beacon Health Partners'),
      desiredPaymentAmount: 1020,
      isAddOnOffer: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.previewResponse.lineItems).toEqual([
      { pricingGroupId: SUBSCRIPTION, pricingGroupName: 'Platform subscription', amount: 12000 },
    ]);
    expect(answer.body.directMonthlyAmount).toBe(1020);
  });
});

describe('POST /api/v1/offers', () => {
  it('makes a Ready offer for an ordinary deal and one in Pending Review above $100,000 or without an EIN', async () => {
    const ready = await create(payload());
    expect(ready.status).toBe(201);
    expect(ready.body).toEqual({ id: expect.any(String), manualReviewRequired: false, stage: 'READY' });
    const offer = (await ada('get', `/v2/offers/${ready.body.id}`)).body;
    expect(offer.details.quote).toMatchObject({
      salesPackageName: 'Standard Financing',
      totalContractValueRounded: 12000,
    });

    const large = await create(
      payload({}, { lineItems: [{ amount: 100000.01, pricingGroupId: SUBSCRIPTION }] }),
    );
    expect(large.body).toMatchObject({ manualReviewRequired: true, stage: 'PENDING_REVIEW' });
    const atLimit = await create(
      payload({}, { lineItems: [{ amount: 100000, pricingGroupId: SUBSCRIPTION }] }),
    );
    expect(atLimit.body).toMatchObject({ manualReviewRequired: false });

    const london = 'Europe/London';
    const noEin = await create(
      payload({
        accountId: account('Driftwood Hospitality'),
        expiration: endOfDayIn(addDays(dateIn(new Date(), london), 10), london).toISOString(),
      }),
    );
    expect(noEin.body).toMatchObject({ manualReviewRequired: true, stage: 'PENDING_REVIEW' });
  });

  it('makes one offer for two identical submits with one Idempotency-Key, even at once', async () => {
    const body = payload({ messageToAccount: 'Idempotent' });
    const [first, second] = await Promise.all([
      create(body, 'double-click-1'),
      create(body, 'double-click-1'),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    const retry = await create(body, 'double-click-1');
    expect(retry.body.id).toBe(first.body.id);
    const other = await create(body, 'double-click-2');
    expect(other.body.id).not.toBe(first.body.id);
    const reused = await create(payload({ messageToAccount: 'Something else' }), 'double-click-1');
    expect(reused.status).toBe(409);
  });

  it('gives every message of spec 02 section 5 for an empty payload, before writing anything', async () => {
    const answer = await create({});
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual([
      { field: 'accountId', message: 'Account is required' },
      { field: 'salesPackageId', message: 'Sales package is required' },
      { field: 'offerTermId', message: 'Offer term is required' },
      { field: 'directBillingFrequency', message: 'Direct billing frequency is required' },
      { field: 'directPaymentTerms', message: 'Payment Term is required' },
      { field: 'lineItems', message: 'Line item is required' },
      { field: 'expiration', message: 'Expiration Date is required' },
    ]);
  });

  it('requires the External ID with salesforceEnabled, and refuses one not 15 or 18 letters and digits', async () => {
    const invalid = await create(payload({ externalReferenceId: '0065g00000AbCd' }));
    expect(invalid.body.fieldErrors).toEqual([
      { field: 'externalReferenceId', message: 'Invalid External ID' },
    ]);
    await settings({ salesforceEnabled: true });
    try {
      const missing = await create(payload());
      expect(missing.body.fieldErrors).toEqual([
        { field: 'externalReferenceId', message: 'External identifier is required' },
      ]);
      expect((await create(payload({ externalReferenceId: '0065g00000AbCdEFA9' }))).status).toBe(201);
    } finally {
      await settings({ salesforceEnabled: false });
    }
  });

  it('takes an expiration from tomorrow’s first instant to day 90’s last, and refuses either side', async () => {
    const today = dateIn(new Date(), NEW_YORK);
    const at = (instant: Date) => create(payload({ expiration: instant.toISOString() }));
    expect((await at(startOfDayIn(addDays(today, 1), NEW_YORK))).status).toBe(201);
    expect((await at(endOfDayIn(addDays(today, 90), NEW_YORK))).status).toBe(201);
    for (const outside of [
      new Date(startOfDayIn(addDays(today, 1), NEW_YORK).getTime() - 1000),
      startOfDayIn(addDays(today, 91), NEW_YORK),
    ]) {
      const refused = await at(outside);
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual([{ field: 'expiration', message: 'Invalid expiration date' }]);
    }
  });

  it('locks a delinquent customer and bills a non-standard term upfront', async () => {
    const delinquent = await create(payload({ accountId: account('Keystone Freight') }));
    expect(delinquent.status).toBe(400);
    expect(delinquent.body.fieldErrors).toEqual([
      { field: 'accountId', message: 'Customer is ineligible because they are behind on existing payments.' },
    ]);
    const annualNet = await create(payload({}, { salesPackageId: NET, offerTermId: NET_30 }));
    expect(annualNet.body.fieldErrors).toEqual([
      { field: 'directBillingFrequency', message: 'A non-standard term is billed upfront.' },
    ]);
    const upfront = await create(
      payload({}, { salesPackageId: NET, offerTermId: NET_30, directBillingFrequency: 'UPFRONT' }),
    );
    expect(upfront.status).toBe(201);
  });

  it('makes an add-on of a complete offer with its parent’s customer, term and frequency, and nothing else', async () => {
    const parent = ACME('aperture-complete');
    const metadata = await ada('get', `/v1/offers/${parent}/addon-metadata`);
    expect(metadata.status).toBe(200);
    expect(metadata.body).toMatchObject({
      offerTermId: MONTHS_36,
      salesPackageId: STANDARD,
      directBillingFrequency: 'ANNUAL',
      account: { id: account('Aperture Labs'), name: 'Aperture Labs' },
    });
    const timeZone = metadata.body.account.address.timeZone;
    const addOn = (overrides: Record<string, unknown>, quote: Record<string, unknown> = {}) =>
      create(
        payload(
          {
            accountId: account('Aperture Labs'),
            parentOfferId: parent,
            offerSubType: 'ADDON',
            expiration: instantIn(metadata.body.maxExpirationDate, '23:59:59.999', timeZone).toISOString(),
            ...overrides,
          },
          { offerTermId: MONTHS_36, ...quote },
        ),
      );
    const otherTerm = await addOn({}, { offerTermId: MONTHS_12 });
    expect(otherTerm.status).toBe(400);
    expect(otherTerm.body.message).toBe('An add-on keeps its parent’s customer, term and billing frequency.');
    const otherCustomer = await addOn({ accountId: account('Beacon Health Partners') });
    expect(otherCustomer.status).toBe(400);
    const made = await addOn({});
    expect(made.status).toBe(201);
    const details = (await ada('get', `/v2/offers/${made.body.id}`)).body;
    expect(details).toMatchObject({ parentOfferId: parent, subTypeMetadata: { subType: 'ADDON' } });
    // Not on an offer that is not complete.
    expect((await ada('get', `/v1/offers/${ACME('beacon-ready')}/addon-metadata`)).status).toBe(409);
  });

  it('refuses with 409 naming the contact’s email and the customer when another customer uses that email', async () => {
    const ironwood = account('Ironwood Construction');
    // The contact calls refuse such a primary contact now; one stored before that (or by another way) still is.
    const contact = await ada('post', `/v1/accounts/${ironwood}/account-contacts`, {
      firstName: 'Cave',
      lastName: 'Johnson',
      email: 'cave.johnson@ironwood.example',
    });
    expect(contact.status).toBe(201);
    await sandbox.sandbox.db.query(`UPDATE account_contacts SET email = $1 WHERE id = $2`, [
      'cave.johnson@aperturelabs.example',
      contact.body.id,
    ]);
    const refused = await create(payload({ accountId: ironwood }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'cave.johnson@aperturelabs.example already in use. Please update the email associated with Ironwood Construction',
    );
  });

  it('creates invoices only once the sandbox control authorizes them for the seller', async () => {
    const invoice = payload({ offerType: 'INVOICE' });
    expect((await create(invoice)).body.fieldErrors).toEqual([
      { field: 'offerType', message: 'This offer type is not authorized for this seller.' },
    ]);
    await settings({ authorizedOfferTypes: ['QUOTE', 'INVOICE'] });
    try {
      expect((await create(invoice)).status).toBe(201);
    } finally {
      await settings({ authorizedOfferTypes: ['QUOTE'] });
    }
  });

  it('attaches contracts uploaded before through POST /offers/files, once', async () => {
    const token = await sandbox.tokenFor('admin@acme.example');
    const upload = await request(sandbox.url)
      .post('/api/offers/files')
      .set('authorization', `Bearer ${token}`)
      .attach(
        'file',
        Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n'),
        'Contract.pdf',
      );
    expect(upload.status).toBe(201);
    const made = await create(payload({}, { fileIds: [upload.body.fileId] }));
    expect(made.status).toBe(201);
    const details = (await ada('get', `/v2/offers/${made.body.id}`)).body;
    expect(details.files.map((file: { name: string }) => file.name)).toEqual(['Contract.pdf']);
    // The offer's file is the uploaded contract, byte for byte.
    const download = await request(sandbox.url)
      .get(`/api/offers/${made.body.id}/files/${details.files[0].id}/download`)
      .set('authorization', `Bearer ${token}`)
      .buffer(true)
      .parse((answer, done) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect((download.body as Buffer).toString()).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    const again = await create(payload({}, { fileIds: [upload.body.fileId] }));
    expect(again.body.fieldErrors).toEqual([
      { field: 'fileIds', message: 'This file was not uploaded for an offer.' },
    ]);
  });

  it('attaches at most 10 files: an eleventh id is refused with the offer’s limit', async () => {
    const ids = Array.from({ length: 11 }, (_, index) => `00000000-0000-4000-8000-0000000000${10 + index}`);
    const answer = await create(payload({}, { fileIds: ids }));
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual([
      { field: 'fileIds', message: 'An offer has at most 10 files.' },
    ]);
  });

  it('lets a finance manager, who only reads offers, create none', async () => {
    expect((await fiona('post', '/v1/offers', payload())).status).toBe(403);
  });
});

describe('the metadata calls', () => {
  it('answers an offer’s duplication metadata with its package, term, customer and lines', async () => {
    const answer = await ada('get', `/v1/offers/${ACME('aperture-complete')}/offer-duplication-metadata`);
    expect(answer.body).toMatchObject({
      salesPackageId: STANDARD,
      offerTermId: MONTHS_36,
      isAddOn: false,
      offerSubType: 'INITIAL',
      account: { name: 'Aperture Labs' },
      lineItems: [
        { pricingGroupId: SUBSCRIPTION, amount: 48000 },
        { pricingGroupId: SERVICES, amount: 6000 },
      ],
    });
    expect(
      (await bob('get', `/v1/offers/${ACME('aperture-complete')}/offer-duplication-metadata`)).status,
    ).toBe(404);
  });

  it('answers the documented opportunities only with salesforceEnabled', async () => {
    const path = (id: string) => `/v1/offers/salesforce-opportunity-metadata?opportunityId=${id}`;
    expect((await ada('get', path(DEMO_OPPORTUNITIES.newAccount))).status).toBe(403);
    await settings({ salesforceEnabled: true });
    try {
      const existing = await ada('get', path(DEMO_OPPORTUNITIES.existingAccount));
      expect(existing.body.existingAccount).toMatchObject({ id: account('Aperture Labs') });
      const fresh = await ada('get', path(DEMO_OPPORTUNITIES.newAccount));
      expect(fresh.body.existingAccount).toBeNull();
      expect(fresh.body.createAccountMetadata).toMatchObject({
        name: 'Hooli Inc',
        accountContactFirstName: 'Gavin',
        accountContactEmail: 'gavin@hooli.example',
      });
      expect(fresh.body.createAccountMetadata.addressSuggestions[0].label).toContain(
        '1600 Amphitheatre Parkway',
      );
      expect((await ada('get', path('0065g00000ZZZZZ'))).status).toBe(404);
      expect((await ada('get', path('short'))).status).toBe(400);
    } finally {
      await settings({ salesforceEnabled: false });
    }
  });

  it('answers the expiration window: tomorrow to day 90, defaulting to day 30 at 23:59:59', async () => {
    const answer = await ada(
      'get',
      `/v1/offers/expiration-window?accountId=${account('Beacon Health Partners')}`,
    );
    const today = dateIn(new Date(), NEW_YORK);
    expect(answer.body).toEqual({
      timeZone: NEW_YORK,
      minExpirationDate: addDays(today, 1),
      maxExpirationDate: addDays(today, 90),
      defaultExpiration: endOfDayIn(addDays(today, 30), NEW_YORK).toISOString(),
    });
  });
});
