import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let olivia: string; // Nimbus owner, onboarding
let ada: string; // Acme admin
let fiona: string; // Acme finance manager
let alex: string; // Acme account executive
let evan: string; // Acme executive

type Errors = { extensions?: { code?: string; fieldErrors?: Record<string, string> } }[] | undefined;
const codeOf = (errors: Errors) => errors?.[0]?.extensions?.code;
const fieldErrorsOf = (errors: Errors) => errors?.[0]?.extensions?.fieldErrors;
const providerCalls = (fragment: string) => proxy.calls.filter((call) => call.path.includes(fragment));

const PROFILE = `{ companyProfile { id details { id name isInternational ein countryIncorporatedId stateIncorporated
  businessEntityTypeId transactionCurrencyId companySize websiteUrl businessModelId industrySectorId desiredFundingAmount
  address { label addressNumber street neighborhood municipality subRegion region postalCode country isInternational } }
  businessMetrics { id lastTwelveMonthsRevenues currentAnnualRecurringRevenue monthlyCashBurn
  annualRecurringRevenueYearOverYearGrowth latestCashBalance currentlyHasLiens liensComment currentlyHasLoans loansComment }
  currencies { id name } } }`;
const UPDATE_DETAILS = `mutation U($input: CompanyDetailsInput!) { updateCompanyDetails(input: $input) { id name ein isInternational countryIncorporatedId } }`;
const UPDATE_METRICS = `mutation M($input: BusinessMetricsInput!) { updateBusinessMetrics(input: $input) { id currentlyHasLoans loansComment } }`;
const STATUS = `{ onboardingStatus { userProfileCompleted sellerRegistrationCompleted codatAccountingConnectionsCreated codatBankingConnectionsCreated filesUploaded } }`;
const CONNECTIONS = `query C($sourceType: IntegrationSourceType!) { integrationConnections(sourceType: $sourceType) {
  sourceType multipleConnectionsForTheSameIntegrationAllowed
  existingConnections { id status linkUrl companyName integration { key name isDesktopAccounting } }
  availableIntegrations { key name logoUrl isDesktopAccounting } } }`;

interface Profile {
  companyProfile: {
    details: Record<string, unknown> & { address: Record<string, unknown> | null };
    businessMetrics: Record<string, unknown>;
  };
}

/** The company details form as the browser sends it: every field, from what is stored. */
async function detailsForm(token: string) {
  const { data } = await graphql<Profile>(gateway.app, PROFILE, {}, token);
  const { id: _id, ...details } = data!.companyProfile.details;
  return details;
}

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  [olivia, ada, fiona, alex, evan] = (await Promise.all(
    [
      'owner@nimbus.example',
      'admin@acme.example',
      'finance@acme.example',
      'ae@acme.example',
      'exec@acme.example',
    ].map((email) => sandbox.tokenFor(email)),
  )) as [string, string, string, string, string];
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

describe('company details', () => {
  it('answers the company with its reference lists', async () => {
    const { data, errors } = await graphql<Profile & { companyProfile: { currencies: unknown[] } }>(
      gateway.app,
      PROFILE,
      {},
      olivia,
    );
    expect(errors).toBeUndefined();
    expect(data?.companyProfile.details).toMatchObject({
      name: 'Nimbus Labs',
      ein: '94-3456789',
      companySize: 'B',
    });
    expect(data?.companyProfile.currencies).toContainEqual({ id: 'EUR', name: 'Euro (EUR)' });
  });

  it("refuses what the form refuses, with the form's messages, before calling the provider", async () => {
    const form = await detailsForm(olivia);
    proxy.calls.length = 0;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '' }, { name: 'Company Name is required' }],
      [{ name: 'x'.repeat(51) }, { name: 'Maximum of 50 characters' }],
      [{ address: null }, { address: 'Address is required' }],
      [{ address: { label: 'Somewhere' } }, { address: 'Address must include a street' }],
      [{ websiteUrl: 'nope' }, { websiteUrl: 'Website must be a valid URL' }],
      [{ ein: '12-345' }, { ein: 'Invalid EIN. Value must be in format XX-XXXXXXX' }],
      [{ ein: '89-1234567' }, { ein: 'EIN is Invalid' }],
      [{ stateIncorporated: '' }, { stateIncorporated: 'State incorporated is required' }],
      [
        { isInternational: true, ein: '', countryIncorporatedId: null },
        { countryIncorporatedId: 'Country is required', ein: 'Company Identification Number is required' },
      ],
    ];
    for (const [change, expected] of cases) {
      const { errors } = await graphql(
        gateway.app,
        UPDATE_DETAILS,
        { input: { ...form, ...change } },
        olivia,
      );
      expect(codeOf(errors), JSON.stringify(change)).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(errors), JSON.stringify(change)).toEqual(expected);
    }
    expect(providerCalls('/details')).toEqual([]);
  });

  it('sends only the changed fields as replace operations; a domestic company becomes the USA', async () => {
    const form = await detailsForm(olivia);
    proxy.calls.length = 0;
    const { data, errors } = await graphql<{ updateCompanyDetails: Record<string, unknown> }>(
      gateway.app,
      UPDATE_DETAILS,
      { input: { ...form, websiteUrl: 'https://nimbus.example/home', ein: '943456789' } },
      olivia,
    );
    expect(errors).toBeUndefined();
    expect(data?.updateCompanyDetails).toMatchObject({ ein: '94-3456789', countryIncorporatedId: 'USA' });
    const patches = providerCalls('/details');
    expect(patches.map((call) => JSON.parse(call.body))).toEqual([
      [{ op: 'replace', path: '/websiteUrl', value: 'https://nimbus.example/home' }],
    ]);
  });

  it('stores an international company without entity type or state', async () => {
    const form = await detailsForm(olivia);
    const { data, errors } = await graphql<{ updateCompanyDetails: Record<string, unknown> }>(
      gateway.app,
      UPDATE_DETAILS,
      {
        input: {
          ...form,
          isInternational: true,
          countryIncorporatedId: 'CHE',
          ein: 'CHE-123.456.789',
          address: {
            label: 'Bahnhofstrasse 45, 8001 Zürich, CHE',
            street: 'Bahnhofstrasse',
            country: 'CHE',
            isInternational: true,
          },
        },
      },
      olivia,
    );
    expect(errors).toBeUndefined();
    expect(data?.updateCompanyDetails).toMatchObject({ isInternational: true, countryIncorporatedId: 'CHE' });
    const { data: after } = await graphql<Profile>(gateway.app, PROFILE, {}, olivia);
    expect(after?.companyProfile.details).toMatchObject({
      businessEntityTypeId: null,
      stateIncorporated: null,
    });
    await graphql(gateway.app, UPDATE_DETAILS, { input: form }, olivia);
  });

  it("answers the company's own figures as Money in its transaction currency", async () => {
    const MONEY = `{ companyProfile { details { desiredFundingAmountMoney { amount currency } }
      businessMetrics { currentAnnualRecurringRevenue currentAnnualRecurringRevenueMoney { amount currency } } }
      saasMetrics { monthlyRecurringRevenue monthlyRecurringRevenueMoney { amount currency } } }`;
    interface Answer {
      companyProfile: {
        details: { desiredFundingAmountMoney: { amount: string; currency: string } | null };
        businessMetrics: {
          currentAnnualRecurringRevenue: number;
          currentAnnualRecurringRevenueMoney: { amount: string; currency: string };
        };
      };
      saasMetrics: {
        monthlyRecurringRevenue: number;
        monthlyRecurringRevenueMoney: { amount: string; currency: string };
      };
    }
    const form = await detailsForm(olivia);
    const dollars = (await graphql<Answer>(gateway.app, MONEY, {}, olivia)).data!;
    expect(dollars.companyProfile.businessMetrics.currentAnnualRecurringRevenueMoney).toEqual({
      amount: String(dollars.companyProfile.businessMetrics.currentAnnualRecurringRevenue),
      currency: 'USD',
    });
    // A Swiss company's figures are francs: every Money of its details and metrics says so.
    const saved = await graphql(
      gateway.app,
      UPDATE_DETAILS,
      { input: { ...form, transactionCurrencyId: 'CHF', desiredFundingAmount: 250000.5 } },
      olivia,
    );
    expect(saved.errors).toBeUndefined();
    const francs = (await graphql<Answer>(gateway.app, MONEY, {}, olivia)).data!;
    expect(francs.companyProfile.details.desiredFundingAmountMoney).toEqual({
      amount: '250000.5',
      currency: 'CHF',
    });
    expect(francs.companyProfile.businessMetrics.currentAnnualRecurringRevenueMoney.currency).toBe('CHF');
    expect(francs.saasMetrics.monthlyRecurringRevenueMoney).toEqual({
      amount: String(francs.saasMetrics.monthlyRecurringRevenue),
      currency: 'CHF',
    });
    await graphql(gateway.app, UPDATE_DETAILS, { input: form }, olivia);
  });

  it('refuses roles without company rights before calling the provider (docs/adr/007)', async () => {
    proxy.calls.length = 0;
    for (const token of [fiona, alex]) {
      expect(codeOf((await graphql(gateway.app, PROFILE, {}, token)).errors)).toBe('FORBIDDEN');
      expect(codeOf((await graphql(gateway.app, STATUS, {}, token)).errors)).toBe('FORBIDDEN');
      expect(
        codeOf((await graphql(gateway.app, 'mutation { submitOnboarding { id } }', {}, token)).errors),
      ).toBe('FORBIDDEN');
    }
    expect(providerCalls('/onboarding')).toEqual([]);
  });
});

describe('two colleagues editing the company at once (docs/adr/013)', () => {
  const SAVE_DETAILS = `mutation U($input: CompanyDetailsInput!, $loaded: CompanyDetailsInput) {
    updateCompanyDetails(input: $input, loaded: $loaded) { websiteUrl companySize } }`;
  const SAVE_METRICS = `mutation M($input: BusinessMetricsInput!, $loaded: BusinessMetricsInput) {
    updateBusinessMetrics(input: $input, loaded: $loaded) { monthlyCashBurn latestCashBalance } }`;
  type Saved = { updateCompanyDetails: { websiteUrl: string | null; companySize: string | null } };

  it("keeps each one's change to a different field and refuses a change to a field the other changed", async () => {
    const adaOpened = await detailsForm(ada);
    const evanOpened = await detailsForm(evan);
    const size = adaOpened.companySize === 'D' ? 'E' : 'D';

    const adas = await graphql<Saved>(
      gateway.app,
      SAVE_DETAILS,
      { input: { ...adaOpened, websiteUrl: 'https://acme.example/new-home' }, loaded: adaOpened },
      ada,
    );
    expect(adas.errors).toBeUndefined();

    // Evan's form still shows the old website; he changes only the number of employees.
    proxy.calls.length = 0;
    const evans = await graphql<Saved>(
      gateway.app,
      SAVE_DETAILS,
      { input: { ...evanOpened, companySize: size }, loaded: evanOpened },
      evan,
    );
    expect(evans.errors).toBeUndefined();
    expect(evans.data?.updateCompanyDetails).toEqual({
      websiteUrl: 'https://acme.example/new-home',
      companySize: size,
    });
    expect(providerCalls('/details').map((call) => JSON.parse(call.body))).toEqual([
      [{ op: 'replace', path: '/companySize', value: size }],
    ]);

    // Then, from the same stale form, he changes the website too: refused, with the field named; nothing is sent.
    proxy.calls.length = 0;
    const stale = await graphql<Saved>(
      gateway.app,
      SAVE_DETAILS,
      {
        input: { ...evanOpened, companySize: size, websiteUrl: 'https://acme.example/evans-idea' },
        loaded: { ...evanOpened, companySize: size },
      },
      evan,
    );
    expect(codeOf(stale.errors)).toBe('CONFLICT');
    expect((stale.errors as { message: string }[])[0]!.message).toBe(STALE_FORM_MESSAGES.form);
    expect(fieldErrorsOf(stale.errors)).toEqual({ websiteUrl: STALE_FORM_MESSAGES.field });
    expect(providerCalls('/details')).toEqual([]);

    // Ada, also still on her form, makes the change Evan made: the same value is no conflict.
    const same = await graphql<Saved>(
      gateway.app,
      SAVE_DETAILS,
      {
        input: { ...adaOpened, websiteUrl: 'https://acme.example/new-home', companySize: size },
        loaded: { ...adaOpened, websiteUrl: 'https://acme.example/new-home' },
      },
      ada,
    );
    expect(same.errors).toBeUndefined();

    // Reloaded, Evan's change goes through.
    const reloaded = await detailsForm(evan);
    const again = await graphql<Saved>(
      gateway.app,
      SAVE_DETAILS,
      { input: { ...reloaded, websiteUrl: 'https://acme.example/evans-idea' }, loaded: reloaded },
      evan,
    );
    expect(again.data?.updateCompanyDetails.websiteUrl).toBe('https://acme.example/evans-idea');
  });

  it('does the same for the business metrics form', async () => {
    const { data } = await graphql<Profile>(gateway.app, PROFILE, {}, ada);
    const { id: _id, ...opened } = data!.companyProfile.businessMetrics;
    const burn = await graphql(
      gateway.app,
      SAVE_METRICS,
      { input: { ...opened, monthlyCashBurn: 41_000 }, loaded: opened },
      ada,
    );
    expect(burn.errors).toBeUndefined();
    const balance = await graphql<{ updateBusinessMetrics: Record<string, number> }>(
      gateway.app,
      SAVE_METRICS,
      { input: { ...opened, latestCashBalance: 2_500_000 }, loaded: opened },
      evan,
    );
    expect(balance.data?.updateBusinessMetrics).toEqual({
      monthlyCashBurn: 41_000,
      latestCashBalance: 2_500_000,
    });
    const stale = await graphql(
      gateway.app,
      SAVE_METRICS,
      { input: { ...opened, monthlyCashBurn: 39_000 }, loaded: opened },
      evan,
    );
    expect(codeOf(stale.errors)).toBe('CONFLICT');
    expect(fieldErrorsOf(stale.errors)).toEqual({ monthlyCashBurn: STALE_FORM_MESSAGES.field });
  });
});

describe('business metrics', () => {
  it("gives the form's messages and clears a comment on no", async () => {
    const { data } = await graphql<Profile>(gateway.app, PROFILE, {}, olivia);
    const { id: _id, ...metrics } = data!.companyProfile.businessMetrics;
    const missing = await graphql(
      gateway.app,
      UPDATE_METRICS,
      { input: { ...metrics, currentlyHasLoans: true, monthlyCashBurn: null } },
      olivia,
    );
    expect(fieldErrorsOf(missing.errors)).toEqual({
      monthlyCashBurn: 'Monthly Cash Burn is required',
      loansComment: 'Loans comment is required',
    });
    const yes = await graphql<{ updateBusinessMetrics: Record<string, unknown> }>(
      gateway.app,
      UPDATE_METRICS,
      { input: { ...metrics, currentlyHasLoans: true, loansComment: 'Venture debt' } },
      olivia,
    );
    expect(yes.data?.updateBusinessMetrics).toMatchObject({
      currentlyHasLoans: true,
      loansComment: 'Venture debt',
    });
    const no = await graphql<{ updateBusinessMetrics: Record<string, unknown> }>(
      gateway.app,
      UPDATE_METRICS,
      { input: { ...metrics, currentlyHasLoans: false, loansComment: 'Venture debt' } },
      olivia,
    );
    expect(no.data?.updateBusinessMetrics).toMatchObject({ currentlyHasLoans: false, loansComment: null });
  });
});

describe('SaaS metrics and user settings', () => {
  it('saves SaaS metrics with blanks as 0, and the user settings of any role', async () => {
    const saas = await graphql<{ updateSaasMetrics: Record<string, number> }>(
      gateway.app,
      'mutation S($input: SaasMetricsInput!) { updateSaasMetrics(input: $input) { id calendarYearArr netRetention } }',
      { input: { calendarYearArr: 900000, netRetention: null } },
      olivia,
    );
    expect(saas.data?.updateSaasMetrics).toMatchObject({ calendarYearArr: 900000, netRetention: 0 });
    const USER = `mutation U($input: UserSettingsInput!) { updateUserSettings(input: $input) { id firstName title phoneNumber } }`;
    const bad = await graphql(
      gateway.app,
      USER,
      { input: { firstName: ' ', lastName: 'x'.repeat(256), phoneNumber: '123' } },
      alex,
    );
    expect(fieldErrorsOf(bad.errors)).toEqual({
      firstName: 'First name is required',
      lastName: 'Maximum length exceeded',
      phoneNumber: 'Invalid phone number format',
    });
    const saved = await graphql<{ updateUserSettings: Record<string, unknown> }>(
      gateway.app,
      USER,
      {
        input: { firstName: 'Alex', lastName: 'Account', title: 'Senior AE', phoneNumber: '(555) 010-0104' },
      },
      alex,
    );
    expect(saved.data?.updateUserSettings).toMatchObject({ firstName: 'Alex', title: 'Senior AE' });

    // Letters are no phone number, refused before the provider hears of it; a number is kept in one form.
    proxy.calls.length = 0;
    const letters = await graphql(
      gateway.app,
      USER,
      { input: { firstName: 'Alex', lastName: 'Account', phoneNumber: 'abcdefghij' } },
      alex,
    );
    expect(fieldErrorsOf(letters.errors)).toEqual({ phoneNumber: 'Invalid phone number format' });
    expect(providerCalls('/users/current')).toEqual([]);
    const dotted = await graphql<{ updateUserSettings: Record<string, unknown> }>(
      gateway.app,
      USER,
      { input: { firstName: 'Alex', lastName: 'Account', phoneNumber: '555.010.0199' } },
      alex,
    );
    expect(dotted.data?.updateUserSettings).toMatchObject({ phoneNumber: '(555) 010-0199' });
  });
});

describe('connections, exceptions and the submission', () => {
  it("lists connections with their integration; another company's connection is NOT_FOUND", async () => {
    const acme = await graphql<{
      integrationConnections: {
        existingConnections: { id: string; status: string; integration: { name: string } }[];
      };
    }>(gateway.app, CONNECTIONS, { sourceType: 'ACCOUNTING' }, ada);
    const [xero] = acme.data!.integrationConnections.existingConnections;
    expect(xero).toMatchObject({ status: 'LINKED', integration: { name: 'Xero' } });
    const other = await graphql(
      gateway.app,
      'mutation D($id: ID!) { disconnectConnection(id: $id) { id } }',
      { id: xero!.id },
      olivia,
    );
    expect(codeOf(other.errors)).toBe('NOT_FOUND');
    const nimbus = await graphql<{
      integrationConnections: { availableIntegrations: { key: string; isDesktopAccounting: boolean }[] };
    }>(gateway.app, CONNECTIONS, { sourceType: 'ACCOUNTING' }, olivia);
    expect(nimbus.data?.integrationConnections.availableIntegrations).toContainEqual(
      expect.objectContaining({ key: 'quickbooks-desktop', isDesktopAccounting: true }),
    );
  });

  it('starts a connection to a portal path only', async () => {
    const START =
      'mutation S($key: String!, $path: String!) { startConnection(platformKey: $key, returnPath: $path) { id status linkUrl } }';
    const away = await graphql(gateway.app, START, { key: 'stripe', path: '//evil.example/' }, olivia);
    expect(fieldErrorsOf(away.errors)).toEqual({ returnPath: 'Must be a path of the portal' });
    const started = await graphql<{ startConnection: { status: string; linkUrl: string } }>(
      gateway.app,
      START,
      { key: 'stripe', path: '/org/payment-connections' },
      olivia,
    );
    expect(started.data?.startConnection).toMatchObject({
      status: 'PENDING_AUTH',
      linkUrl: expect.stringContaining('/sandbox/link/'),
    });
  });

  it("refuses an early submit, asks exceptions with the form's messages, then submits", async () => {
    const SUBMIT = 'mutation { submitOnboarding { id isOnboarding isUnderwriting dashboardLink } }';
    expect(codeOf((await graphql(gateway.app, SUBMIT, {}, olivia)).errors)).toBe('CONFLICT');
    const EXCEPTION =
      'mutation E($input: ConnectionExceptionInput!) { requestConnectionException(input: $input) { id source } }';
    const bad = await graphql(
      gateway.app,
      EXCEPTION,
      { input: { source: 'BANKING', exceptionReason: 'COMPANY_BANK_NOT_AVAILABLE', comments: '' } },
      olivia,
    );
    expect(fieldErrorsOf(bad.errors)).toEqual({
      comments: 'Comments are required',
      missingPlatformOrBankName: 'platform or bank name is required',
    });
    for (const source of ['ACCOUNTING', 'BANKING']) {
      const asked = await graphql(
        gateway.app,
        EXCEPTION,
        {
          input: {
            source,
            exceptionReason: 'SECURITY_POLICY',
            comments: 'Our policy forbids third-party access',
          },
        },
        olivia,
      );
      expect(asked.errors).toBeUndefined();
    }
    await fetch(`${sandbox.url}/sandbox/sellers/${await detailsOwner()}/dataroom/demo-file`, {
      method: 'POST',
    });
    const { data: status } = await graphql<{ onboardingStatus: Record<string, boolean> }>(
      gateway.app,
      STATUS,
      {},
      olivia,
    );
    expect(Object.values(status!.onboardingStatus).every(Boolean)).toBe(true);
    const submitted = await graphql<{ submitOnboarding: Record<string, unknown> }>(
      gateway.app,
      SUBMIT,
      {},
      olivia,
    );
    expect(submitted.data?.submitOnboarding).toMatchObject({
      isOnboarding: false,
      isUnderwriting: true,
      dashboardLink: '/',
    });
    const { data } = await graphql<{
      onboardingSubmission: { submittedAt: string; decisionExpectedAt: string } | null;
    }>(gateway.app, '{ onboardingSubmission { submittedAt decisionExpectedAt } }', {}, olivia);
    expect(data?.onboardingSubmission?.submittedAt).toBeTruthy();
  });
});

async function detailsOwner(): Promise<string> {
  const { data } = await graphql<{ companyProfile: { id: string } }>(
    gateway.app,
    '{ companyProfile { id } }',
    {},
    olivia,
  );
  return data!.companyProfile.id;
}
