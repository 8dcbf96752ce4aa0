import { describe, expect, it } from 'vitest';
import {
  businessMetricsSchema,
  companyDetailsSchema,
  exceptionRequestSchema,
  firstErrorPerField,
  saasMetricsSchema,
  userSettingsSchema,
} from './index.js';

function errorsOf(
  schema: { safeParse(input: unknown): { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? {} : firstErrorPerField(result.error as Parameters<typeof firstErrorPerField>[0]);
}

const ADDRESS = {
  label: '100 Pine Street, San Francisco, CA 94111, USA',
  addressNumber: '100',
  street: 'Pine Street',
  municipality: 'San Francisco',
  region: 'CA',
  postalCode: '94111',
  country: 'USA',
  isInternational: false,
};

const DOMESTIC = {
  name: 'Nimbus Labs',
  isInternational: false,
  address: ADDRESS,
  transactionCurrencyId: 'USD',
  companySize: 'C',
  websiteUrl: 'https://nimbus.example',
  businessModelId: 'SAAS',
  industrySectorId: '',
  desiredFundingAmount: '',
  businessEntityTypeId: 'C_CORPORATION',
  stateIncorporated: 'DE',
  countryIncorporatedId: '',
  ein: '123456789',
};

describe('companyDetailsSchema', () => {
  it("gives the spec's message for each missing field of a domestic company", () => {
    expect(
      errorsOf(companyDetailsSchema, {
        name: ' ',
        isInternational: false,
        address: null,
        transactionCurrencyId: '',
        companySize: '',
        websiteUrl: '',
        businessModelId: '',
        businessEntityTypeId: '',
        stateIncorporated: '',
        ein: '',
      }),
    ).toEqual({
      name: 'Company Name is required',
      address: 'Address is required',
      transactionCurrencyId: 'Currency is required',
      companySize: 'Number of Employees is required',
      websiteUrl: 'Website URL is required',
      businessModelId: 'Business model is required',
      businessEntityTypeId: 'Entity is required',
      stateIncorporated: 'State incorporated is required',
      ein: 'Invalid EIN. Value must be in format XX-XXXXXXX',
    });
  });

  it('bounds the name, wants a street, a URL, a size code A–I and one of the 50 states', () => {
    expect(
      errorsOf(companyDetailsSchema, {
        ...DOMESTIC,
        name: 'x'.repeat(51),
        address: { label: 'Somewhere', street: '' },
        websiteUrl: 'not a url',
        companySize: 'J',
        stateIncorporated: 'PR',
      }),
    ).toEqual({
      name: 'Maximum of 50 characters',
      address: 'Address must include a street',
      websiteUrl: 'Website must be a valid URL',
      companySize: 'Number of Employees is required',
      stateIncorporated: 'State incorporated is required',
    });
    expect(
      errorsOf(companyDetailsSchema, {
        ...DOMESTIC,
        name: 'x'.repeat(50),
        websiteUrl: 'nimbus.example/about',
      }),
    ).toEqual({});
  });

  it('checks the EIN format (hyphen optional) and the IRS prefix list', () => {
    expect(errorsOf(companyDetailsSchema, { ...DOMESTIC, ein: '12-34567' })).toEqual({
      ein: 'Invalid EIN. Value must be in format XX-XXXXXXX',
    });
    expect(errorsOf(companyDetailsSchema, { ...DOMESTIC, ein: '07-1234567' })).toEqual({
      ein: 'EIN is Invalid',
    });
    expect(errorsOf(companyDetailsSchema, { ...DOMESTIC, ein: '00-1234567' })).toEqual({
      ein: 'EIN is Invalid',
    });
    expect(errorsOf(companyDetailsSchema, { ...DOMESTIC, ein: '49-1234567' })).toEqual({
      ein: 'EIN is Invalid',
    });
    expect(errorsOf(companyDetailsSchema, { ...DOMESTIC, ein: '981234567' })).toEqual({});
  });

  it('stores a domestic company with the USA as its country and the EIN with its hyphen', () => {
    expect(companyDetailsSchema.parse({ ...DOMESTIC, countryIncorporatedId: 'GBR' })).toMatchObject({
      countryIncorporatedId: 'USA',
      ein: '12-3456789',
      industrySectorId: null,
      desiredFundingAmount: null,
    });
  });

  it('asks an international company for a country and an identification number, and drops entity and state', () => {
    const international = { ...DOMESTIC, isInternational: true, ein: '', countryIncorporatedId: '' };
    expect(errorsOf(companyDetailsSchema, international)).toEqual({
      countryIncorporatedId: 'Country is required',
      ein: 'Company Identification Number is required',
    });
    expect(
      companyDetailsSchema.parse({ ...international, countryIncorporatedId: 'CHE', ein: 'CHE-123.456.789' }),
    ).toMatchObject({
      businessEntityTypeId: null,
      stateIncorporated: null,
      countryIncorporatedId: 'CHE',
      ein: 'CHE-123.456.789',
    });
  });

  it('takes the desired funding amount as typed text or a number', () => {
    expect(
      companyDetailsSchema.parse({ ...DOMESTIC, desiredFundingAmount: '$250,000' }).desiredFundingAmount,
    ).toBe(250000);
    expect(companyDetailsSchema.parse({ ...DOMESTIC, desiredFundingAmount: 1000 }).desiredFundingAmount).toBe(
      1000,
    );
    expect(errorsOf(companyDetailsSchema, { ...DOMESTIC, desiredFundingAmount: 'lots' })).toEqual({
      desiredFundingAmount: 'Must be a number',
    });
  });
});

const METRICS = {
  lastTwelveMonthsRevenues: '1200000',
  currentAnnualRecurringRevenue: 1500000,
  monthlyCashBurn: '50000',
  annualRecurringRevenueYearOverYearGrowth: '35.5',
  latestCashBalance: '800000',
  currentlyHasLiens: false,
  liensComment: '',
  currentlyHasLoans: false,
  loansComment: '',
};

describe('businessMetricsSchema', () => {
  it("gives the spec's messages for the required amounts and answers", () => {
    expect(
      errorsOf(businessMetricsSchema, {
        lastTwelveMonthsRevenues: '',
        currentAnnualRecurringRevenue: null,
        monthlyCashBurn: ' ',
        annualRecurringRevenueYearOverYearGrowth: undefined,
        latestCashBalance: '',
        currentlyHasLiens: null,
        currentlyHasLoans: null,
      }),
    ).toEqual({
      lastTwelveMonthsRevenues: 'Last 12 Months Revenue is required',
      currentAnnualRecurringRevenue: 'Current ARR is required',
      monthlyCashBurn: 'Monthly Cash Burn is required',
      annualRecurringRevenueYearOverYearGrowth: 'ARR YoY Growth is required',
      latestCashBalance: 'Latest Cash Balance is required',
      currentlyHasLiens: 'Liens is required',
      currentlyHasLoans: 'Loans is required',
    });
  });

  it('wants a comment of at most 2048 characters on yes, and clears it on no', () => {
    expect(
      errorsOf(businessMetricsSchema, { ...METRICS, currentlyHasLiens: true, currentlyHasLoans: true }),
    ).toEqual({
      liensComment: 'Liens comment is required',
      loansComment: 'Loans comment is required',
    });
    expect(
      errorsOf(businessMetricsSchema, {
        ...METRICS,
        currentlyHasLiens: true,
        liensComment: 'x'.repeat(2049),
      }),
    ).toEqual({ liensComment: 'Maximum of 2048 characters' });
    expect(
      businessMetricsSchema.parse({
        ...METRICS,
        liensComment: 'old lien',
        currentlyHasLoans: true,
        loansComment: ' A loan ',
      }),
    ).toEqual({
      lastTwelveMonthsRevenues: 1200000,
      currentAnnualRecurringRevenue: 1500000,
      monthlyCashBurn: 50000,
      annualRecurringRevenueYearOverYearGrowth: 35.5,
      latestCashBalance: 800000,
      currentlyHasLiens: false,
      liensComment: null,
      currentlyHasLoans: true,
      loansComment: 'A loan',
    });
  });
});

describe('saasMetricsSchema', () => {
  it('makes every blank field 0 and refuses what is not a number', () => {
    expect(saasMetricsSchema.parse({ calendarYearArr: '1000', grossRetention: '' })).toEqual({
      calendarYearArr: 1000,
      previousYearArr: 0,
      monthlyRecurringRevenue: 0,
      grossRetention: 0,
      netRetention: 0,
      grossRevenueChurn: 0,
      expansionArr: 0,
    });
    expect(errorsOf(saasMetricsSchema, { netRetention: '12%x' })).toEqual({
      netRetention: 'Must be a number',
    });
  });

  it('refuses negative amounts and fractions of a cent, which would be stored changed', () => {
    expect(
      errorsOf(saasMetricsSchema, { grossRetention: -5, calendarYearArr: 100.005, expansionArr: 1e-300 }),
    ).toEqual({
      grossRetention: 'Must be zero or more',
      calendarYearArr: 'Use at most two decimal places',
      expansionArr: 'Use at most two decimal places',
    });
    expect(errorsOf(saasMetricsSchema, { netRetention: '98.25', calendarYearArr: '$1,200,000.50' })).toEqual(
      {},
    );
  });
});

describe('userSettingsSchema', () => {
  it("gives the spec's messages; names and title at most 255; phones at least 10 characters", () => {
    expect(
      errorsOf(userSettingsSchema, {
        firstName: '',
        lastName: 'x'.repeat(256),
        title: 'y'.repeat(256),
        phoneNumber: '555 0100',
        mobilePhoneNumber: '123',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Maximum length exceeded',
      title: 'Maximum length exceeded',
      phoneNumber: 'Invalid phone number format',
      mobilePhoneNumber: 'Invalid phone number format',
    });
    expect(errorsOf(userSettingsSchema, { firstName: 'x', lastName: 'y'.repeat(255) })).toEqual({});
    expect(
      userSettingsSchema.parse({ firstName: ' Olivia ', lastName: 'Owner', title: ' ', phoneNumber: '' }),
    ).toEqual({
      firstName: 'Olivia',
      lastName: 'Owner',
      title: null,
      phoneNumber: null,
      mobilePhoneNumber: null,
    });
  });
});

describe('exceptionRequestSchema', () => {
  it("gives the spec's messages, and wants the missing bank's name for COMPANY_BANK_NOT_AVAILABLE", () => {
    expect(
      errorsOf(exceptionRequestSchema, { source: 'BANKING', exceptionReason: '', comments: ' ' }),
    ).toEqual({
      exceptionReason: 'Exception Reason is required',
      comments: 'Comments are required',
    });
    expect(
      errorsOf(exceptionRequestSchema, {
        source: 'BANKING',
        exceptionReason: 'COMPANY_BANK_NOT_AVAILABLE',
        comments: 'x'.repeat(2001),
        missingPlatformOrBankName: '',
      }),
    ).toEqual({
      comments: 'Maximum of 2000 characters',
      missingPlatformOrBankName: 'platform or bank name is required',
    });
    expect(
      exceptionRequestSchema.parse({
        source: 'ACCOUNTING',
        exceptionReason: 'NO_ACCOUNTING_SOFTWARE',
        comments: 'Spreadsheets',
      }),
    ).toEqual({
      source: 'ACCOUNTING',
      exceptionReason: 'NO_ACCOUNTING_SOFTWARE',
      comments: 'Spreadsheets',
      missingPlatformOrBankName: null,
    });
  });
});

describe('amounts that cannot be below zero', () => {
  it('refuses a negative funding amount, revenue, cash or retention, and takes a negative growth rate', () => {
    expect(errorsOf(companyDetailsSchema, { ...DOMESTIC, desiredFundingAmount: '-250,000' })).toEqual({
      desiredFundingAmount: 'Must be zero or more',
    });
    expect(
      errorsOf(businessMetricsSchema, {
        ...METRICS,
        monthlyCashBurn: '-1',
        annualRecurringRevenueYearOverYearGrowth: '-12.5',
      }),
    ).toEqual({ monthlyCashBurn: 'Must be zero or more' });
    expect(
      errorsOf(saasMetricsSchema, { grossRetention: -5, netRetention: '-0.1', expansionArr: 0 }),
    ).toEqual({
      grossRetention: 'Must be zero or more',
      netRetention: 'Must be zero or more',
    });
  });
});
