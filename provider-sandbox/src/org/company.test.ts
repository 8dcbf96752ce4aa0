import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerId } from '../core/seed/data.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';

let sandbox: RunningSandbox;
let olivia: string; // Nimbus owner (onboarding)
let ada: string; // Acme admin
let fiona: string; // Acme finance manager
let alex: string; // Acme account executive
let sam: string; // Acme sales manager

const NIMBUS = sellerId('nimbus');
const ACME = sellerId('acme');
const replace = (fields: Record<string, unknown>) =>
  Object.entries(fields).map(([field, value]) => ({ op: 'replace', path: `/${field}`, value }));

function call(method: 'get' | 'post' | 'patch', path: string, token: string, body?: unknown) {
  const pending = request(sandbox.url)[method](`/api${path}`).set('authorization', `Bearer ${token}`);
  return body === undefined ? pending : pending.send(body as object);
}

const fieldErrors = (answer: { body: { fieldErrors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((answer.body.fieldErrors ?? []).map((error) => [error.field, error.message]));

beforeAll(async () => {
  sandbox = await startSandbox();
  [olivia, ada, fiona, alex, sam] = (await Promise.all(
    [
      'owner@nimbus.example',
      'admin@acme.example',
      'finance@acme.example',
      'ae@acme.example',
      'sales@acme.example',
    ].map((email) => sandbox.tokenFor(email)),
  )) as [string, string, string, string, string];
});

afterAll(async () => {
  await sandbox?.close();
});

describe('GET /api/v1/sellers/{sellerId}/onboarding', () => {
  it('answers the seller, its business metrics and the real reference lists', async () => {
    const answer = await call('get', `/v1/sellers/${NIMBUS}/onboarding`, olivia).expect(200);
    expect(answer.body.seller).toMatchObject({
      name: 'Nimbus Labs',
      isInternational: false,
      ein: '94-3456789',
      countryIncorporatedId: 'USA',
      address: expect.objectContaining({ street: 'Pine Street' }),
    });
    expect(answer.body.businessMetrics).toMatchObject({
      currentAnnualRecurringRevenue: 1200000,
      currentlyHasLiens: false,
    });
    expect(answer.body.countries).toContainEqual({ id: 'CHE', name: 'Switzerland' });
    expect(answer.body.countries.length).toBeGreaterThan(240);
    expect(answer.body.currencies).toContainEqual({ id: 'USD', name: 'US Dollar (USD)' });
    expect(answer.body.industrySectors).toContainEqual({ id: '51', name: 'Information' });
    expect(answer.body.businessEntityTypes).toContainEqual({
      id: 'LLC',
      name: 'Limited Liability Company (LLC)',
    });
    expect(answer.body.businessModels.length).toBeGreaterThan(3);
  });

  it("answers 404 for another seller's id and 403 to roles without company rights", async () => {
    await call('get', `/v1/sellers/${ACME}/onboarding`, olivia).expect(404);
    await call('get', `/v1/sellers/${ACME}/onboarding`, fiona).expect(403);
    await call('get', `/v1/sellers/${ACME}/onboarding`, alex).expect(403);
    await call('get', `/v1/sellers/${ACME}/onboarding`, sam).expect(200);
  });
});

describe('PATCH /api/v1/sellers/{sellerId}/details', () => {
  it("answers the spec's message for each rule, checking the record as a whole", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: ' ' }, { name: 'Company Name is required' }],
      [{ name: 'x'.repeat(51) }, { name: 'Maximum of 50 characters' }],
      [{ address: null }, { address: 'Address is required' }],
      [{ address: { label: 'Somewhere' } }, { address: 'Address must include a street' }],
      [{ transactionCurrencyId: null }, { transactionCurrencyId: 'Currency is required' }],
      [{ transactionCurrencyId: 'XXX1' }, { transactionCurrencyId: 'Currency is required' }],
      [{ companySize: 'J' }, { companySize: 'Number of Employees is required' }],
      [{ websiteUrl: '' }, { websiteUrl: 'Website URL is required' }],
      [{ websiteUrl: 'not a url' }, { websiteUrl: 'Website must be a valid URL' }],
      [{ businessModelId: null }, { businessModelId: 'Business model is required' }],
      [{ businessEntityTypeId: null }, { businessEntityTypeId: 'Entity is required' }],
      [{ stateIncorporated: 'PR' }, { stateIncorporated: 'State incorporated is required' }],
      [{ ein: '12-345' }, { ein: 'Invalid EIN. Value must be in format XX-XXXXXXX' }],
      [{ ein: '07-1234567' }, { ein: 'EIN is Invalid' }],
      [
        { isInternational: true, ein: null, countryIncorporatedId: null },
        { countryIncorporatedId: 'Country is required', ein: 'Company Identification Number is required' },
      ],
    ];
    for (const [change, expected] of cases) {
      const answer = await call('patch', `/v1/sellers/${NIMBUS}/details`, olivia, replace(change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(fieldErrors(answer), JSON.stringify(change)).toEqual(expected);
    }
  });

  it('stores a domestic company with the USA, an international one without entity type or state', async () => {
    const domestic = await call(
      'patch',
      `/v1/sellers/${NIMBUS}/details`,
      olivia,
      replace({ ein: '941234567', countryIncorporatedId: 'GBR', desiredFundingAmount: 250000 }),
    ).expect(200);
    expect(domestic.body).toMatchObject({
      ein: '94-1234567',
      countryIncorporatedId: 'USA',
      desiredFundingAmount: 250000,
    });
    const international = await call(
      'patch',
      `/v1/sellers/${NIMBUS}/details`,
      olivia,
      replace({
        isInternational: true,
        countryIncorporatedId: 'CHE',
        ein: 'CHE-123.456.789',
        address: {
          label: 'Bahnhofstrasse 45, 8001 Zürich, CHE',
          street: 'Bahnhofstrasse',
          country: 'CHE',
          isInternational: true,
        },
      }),
    ).expect(200);
    expect(international.body).toMatchObject({
      isInternational: true,
      businessEntityTypeId: null,
      stateIncorporated: null,
      countryIncorporatedId: 'CHE',
    });
    await call(
      'patch',
      `/v1/sellers/${NIMBUS}/details`,
      olivia,
      replace({
        isInternational: false,
        businessEntityTypeId: 'C_CORPORATION',
        stateIncorporated: 'DE',
        ein: '94-3456789',
        address: {
          label: '100 Pine Street, San Francisco, CA 94111, USA',
          street: 'Pine Street',
          country: 'USA',
        },
        name: 'Nimbus Labs',
      }),
    ).expect(200);
  });

  it('refuses other operations, paths, sellers and roles', async () => {
    await call('patch', `/v1/sellers/${NIMBUS}/details`, olivia, [
      { op: 'add', path: '/name', value: 'x' },
    ]).expect(400);
    await call('patch', `/v1/sellers/${NIMBUS}/details`, olivia, replace({ status: 'APPROVED' })).expect(400);
    await call('patch', `/v1/sellers/${ACME}/details`, olivia, replace({ name: 'Mine' })).expect(404);
    await call('patch', `/v1/sellers/${ACME}/details`, fiona, replace({ name: 'Mine' })).expect(403);
    await call('patch', `/v1/sellers/${ACME}/details`, alex, replace({ name: 'Mine' })).expect(403);
  });
});

describe('PATCH /api/v1/sellers/{sellerId}/business-metrics', () => {
  it("answers the spec's messages, and clears a comment on no", async () => {
    const blank = await call(
      'patch',
      `/v1/sellers/${NIMBUS}/business-metrics`,
      olivia,
      replace({
        lastTwelveMonthsRevenues: null,
        currentAnnualRecurringRevenue: null,
        monthlyCashBurn: null,
        annualRecurringRevenueYearOverYearGrowth: null,
        latestCashBalance: 'lots',
        currentlyHasLiens: null,
        currentlyHasLoans: true,
      }),
    ).expect(400);
    expect(fieldErrors(blank)).toEqual({
      lastTwelveMonthsRevenues: 'Last 12 Months Revenue is required',
      currentAnnualRecurringRevenue: 'Current ARR is required',
      monthlyCashBurn: 'Monthly Cash Burn is required',
      annualRecurringRevenueYearOverYearGrowth: 'ARR YoY Growth is required',
      latestCashBalance: 'Must be a number',
      currentlyHasLiens: 'Liens is required',
      loansComment: 'Loans comment is required',
    });
    const long = await call(
      'patch',
      `/v1/sellers/${NIMBUS}/business-metrics`,
      olivia,
      replace({ currentlyHasLiens: true, liensComment: 'x'.repeat(2049) }),
    ).expect(400);
    expect(fieldErrors(long)).toEqual({ liensComment: 'Maximum of 2048 characters' });
    const yes = await call(
      'patch',
      `/v1/sellers/${NIMBUS}/business-metrics`,
      olivia,
      replace({ currentlyHasLiens: true, liensComment: 'Equipment lien' }),
    ).expect(200);
    expect(yes.body).toMatchObject({ currentlyHasLiens: true, liensComment: 'Equipment lien' });
    const no = await call(
      'patch',
      `/v1/sellers/${NIMBUS}/business-metrics`,
      olivia,
      replace({ currentlyHasLiens: false }),
    ).expect(200);
    expect(no.body).toMatchObject({ currentlyHasLiens: false, liensComment: null });
  });
});

describe('GET and PATCH /api/v1/sellers/{sellerId}/saas-metrics', () => {
  it('answers zeros until saved, and stores numbers (null is 0)', async () => {
    expect((await call('get', `/v1/sellers/${NIMBUS}/saas-metrics`, olivia).expect(200)).body).toMatchObject({
      calendarYearArr: 0,
      netRetention: 0,
    });
    const saved = await call(
      'patch',
      `/v1/sellers/${NIMBUS}/saas-metrics`,
      olivia,
      replace({ calendarYearArr: 1000000, netRetention: null }),
    ).expect(200);
    expect(saved.body).toMatchObject({ calendarYearArr: 1000000, netRetention: 0 });
    const bad = await call(
      'patch',
      `/v1/sellers/${NIMBUS}/saas-metrics`,
      olivia,
      replace({ grossRetention: '1e400' }),
    );
    expect(fieldErrors(bad)).toEqual({ grossRetention: 'Must be a number' });
    const negative = await call(
      'patch',
      `/v1/sellers/${NIMBUS}/saas-metrics`,
      olivia,
      replace({ grossRetention: -5, expansionArr: -1 }),
    ).expect(400);
    expect(fieldErrors(negative)).toEqual({
      grossRetention: 'Must be zero or more',
      expansionArr: 'Must be zero or more',
    });
    // Stored as numeric(17, 2), these would become 100.01 and 0: refused instead.
    const subCent = await call(
      'patch',
      `/v1/sellers/${NIMBUS}/saas-metrics`,
      olivia,
      replace({ grossRetention: 100.005, expansionArr: 1e-300 }),
    ).expect(400);
    expect(fieldErrors(subCent)).toEqual({
      grossRetention: 'Use at most two decimal places',
      expansionArr: 'Use at most two decimal places',
    });
    await call('get', `/v1/sellers/${ACME}/saas-metrics`, fiona).expect(403);
  });
});

describe('PATCH /api/v1/users/current', () => {
  it("changes the caller's own profile, for any role, with the spec's messages", async () => {
    const changed = await call(
      'patch',
      '/v1/users/current',
      fiona,
      replace({ title: 'Head of Finance', mobilePhoneNumber: '(555) 010-0999' }),
    ).expect(200);
    expect(changed.body).toMatchObject({
      email: 'finance@acme.example',
      title: 'Head of Finance',
      mobilePhoneNumber: '(555) 010-0999',
    });
    const bad = await call(
      'patch',
      '/v1/users/current',
      ada,
      replace({ firstName: '', lastName: 'x'.repeat(256), title: 'y'.repeat(256), phoneNumber: '555-0100' }),
    ).expect(400);
    expect(fieldErrors(bad)).toEqual({
      firstName: 'First name is required',
      lastName: 'Maximum length exceeded',
      title: 'Maximum length exceeded',
      phoneNumber: 'Invalid phone number format',
    });
    await call('patch', '/v1/users/current', ada, replace({ email: 'x@acme.example' })).expect(400);
  });

  it('refuses letters in a phone number and stores one in its one form', async () => {
    const letters = await call(
      'patch',
      '/v1/users/current',
      fiona,
      replace({ phoneNumber: 'abcdefghij', mobilePhoneNumber: '555 123 4567 ext' }),
    ).expect(400);
    expect(fieldErrors(letters)).toEqual({
      phoneNumber: 'Invalid phone number format',
      mobilePhoneNumber: 'Invalid phone number format',
    });
    const stored = await call(
      'patch',
      '/v1/users/current',
      fiona,
      replace({ phoneNumber: '+1 555.010.0123', mobilePhoneNumber: '+44 20 7946 0958' }),
    ).expect(200);
    expect(stored.body).toMatchObject({ phoneNumber: '(555) 010-0123', mobilePhoneNumber: '+442079460958' });
  });
});
