import type { z } from 'zod';
import type { businessMetrics, companyAddress, companyDetails, saasMetrics } from './contract.js';
import type { FieldError } from '../http/errors.js';
import { FieldChecks, hasAtMostCents, SUB_CENT_AMOUNT, TEXT_MAX } from '../http/validation.js';
import { hasValidEinPrefix } from '../core/ein.js';
import { COMPANY_REFERENCE_LISTS, isListed } from './reference.js';

// The sandbox's copy of shared/src/validation's company forms (same messages and bounds): the provider checks again
// what the gateway checked, without importing browser-side code.

export const COMPANY_SIZES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;
export const US_STATE_CODES: readonly string[] =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
export const AMOUNT_BOUND = 1e15;
export const URL_LIKE =
  /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?([/?#][^\s]*)?$/i;
const EIN_FORMAT = /^(\d{2})-?(\d{7})$/;

/** A company's address as stored and answered: its contract's schema. */
type StoredAddress = z.infer<typeof companyAddress>;

/** The seller of spec 01 section 3 as stored (the name is the seller's): its contract's schema. */
export type CompanyDetails = z.infer<typeof companyDetails>;

export type BusinessMetrics = z.infer<typeof businessMetrics>;

/** The SaaS metrics as stored and answered: its contract's schema. */
export type SaasMetrics = z.infer<typeof saasMetrics>;

export type Checked<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldError[] };

/** FieldChecks plus the company forms' kinds of value. */
class CompanyChecks extends FieldChecks {
  /** An amount: a finite number (or null when allowed), bounded, and zero or more unless `signed` (a growth rate). */
  amount(value: unknown, field: string, required: string | null, signed = false): number | null {
    if (value === null || value === undefined || value === '') {
      if (required) this.fail(field, required);
      return null;
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) >= AMOUNT_BOUND) {
      this.fail(field, 'Must be a number');
      return null;
    }
    if (value < 0 && !signed) {
      this.fail(field, 'Must be zero or more');
      return null;
    }
    if (!hasAtMostCents(value)) {
      this.fail(field, SUB_CENT_AMOUNT);
      return null;
    }
    return value;
  }

  yesNo(value: unknown, field: string, required: string): boolean | null {
    if (typeof value === 'boolean') return value;
    this.fail(field, required);
    return null;
  }

  result<T>(value: T): Checked<T> {
    try {
      this.done();
      return { ok: true, value };
    } catch (error) {
      return { ok: false, fieldErrors: (error as { fieldErrors?: FieldError[] }).fieldErrors ?? [] };
    }
  }
}

function addressOf(value: unknown, checks: CompanyChecks): StoredAddress | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    checks.fail('address', 'Address is required');
    return null;
  }
  const input = value as Record<string, unknown>;
  const text = (name: string, max: number = TEXT_MAX.name) =>
    checks.optionalText(input[name], 'address', max);
  return {
    label: text('label', 500),
    addressNumber: text('addressNumber', 100),
    street: text('street'),
    neighborhood: text('neighborhood'),
    municipality: text('municipality'),
    subRegion: text('subRegion'),
    region: text('region'),
    postalCode: text('postalCode', 32),
    country: text('country', 3),
    isInternational: input.isInternational === true,
  };
}

/**
 * The whole company record after a change, checked as the form checks it; the value is what is stored (a domestic
 * company's country is the USA, an international one has no entity type or state, the EIN keeps its hyphen).
 */
export function checkCompanyDetails(input: Record<string, unknown>): Checked<CompanyDetails> {
  const checks = new CompanyChecks();
  const lists = COMPANY_REFERENCE_LISTS;
  const name = checks.required(input.name, 'name', 'Company Name is required', 500);
  if (name.length > 50) checks.fail('name', 'Maximum of 50 characters');
  const isInternational = input.isInternational === true;
  const address = addressOf(input.address, checks);
  if (!address?.label) checks.fail('address', 'Address is required');
  else if (!address.street) checks.fail('address', 'Address must include a street');
  const listed = (field: string, list: keyof typeof lists, message: string, required: boolean) => {
    const id = checks.optionalText(input[field], field, 100);
    if ((required || id !== null) && !isListed(lists[list], id)) checks.fail(field, message);
    return id;
  };
  const transactionCurrencyId = listed('transactionCurrencyId', 'currencies', 'Currency is required', true);
  const companySize = checks.optionalText(input.companySize, 'companySize', 1);
  if (!companySize || !(COMPANY_SIZES as readonly string[]).includes(companySize))
    checks.fail('companySize', 'Number of Employees is required');
  const websiteUrl = checks.required(
    input.websiteUrl,
    'websiteUrl',
    'Website URL is required',
    TEXT_MAX.freeText,
  );
  if (websiteUrl && !URL_LIKE.test(websiteUrl)) checks.fail('websiteUrl', 'Website must be a valid URL');
  const businessModelId = listed('businessModelId', 'businessModels', 'Business model is required', true);
  const industrySectorId = listed('industrySectorId', 'industrySectors', 'Not a known industry', false);
  const desiredFundingAmount = checks.amount(input.desiredFundingAmount, 'desiredFundingAmount', null);
  let ein = checks.optionalText(input.ein, 'ein', 50);
  let businessEntityTypeId: string | null = null;
  let stateIncorporated: string | null = null;
  let countryIncorporatedId = 'USA';
  if (isInternational) {
    countryIncorporatedId = listed('countryIncorporatedId', 'countries', 'Country is required', true) ?? '';
    if (!ein) checks.fail('ein', 'Company Identification Number is required');
  } else {
    businessEntityTypeId = listed('businessEntityTypeId', 'businessEntityTypes', 'Entity is required', true);
    stateIncorporated = checks.optionalText(input.stateIncorporated, 'stateIncorporated', 2);
    if (!stateIncorporated || !US_STATE_CODES.includes(stateIncorporated))
      checks.fail('stateIncorporated', 'State incorporated is required');
    const parts = EIN_FORMAT.exec(ein ?? '');
    if (!parts) checks.fail('ein', 'Invalid EIN. Value must be in format XX-XXXXXXX');
    else if (!hasValidEinPrefix(parts[1]!)) checks.fail('ein', 'EIN is Invalid');
    else ein = `${parts[1]}-${parts[2]}`;
  }
  return checks.result({
    name,
    isInternational,
    address,
    businessEntityTypeId,
    transactionCurrencyId,
    countryIncorporatedId,
    stateIncorporated,
    companySize,
    ein,
    industrySectorId,
    websiteUrl,
    businessModelId,
    desiredFundingAmount,
  });
}

/** The business metrics after a change, checked as the form checks them; a no clears its comment. */
export function checkBusinessMetrics(input: Record<string, unknown>): Checked<BusinessMetrics> {
  const checks = new CompanyChecks();
  const comment = (answer: boolean | null, field: string, required: string) => {
    const text = checks.optionalText(input[field], field, 2048);
    if (answer && !text) checks.fail(field, required);
    return answer ? text : null;
  };
  const currentlyHasLiens = checks.yesNo(input.currentlyHasLiens, 'currentlyHasLiens', 'Liens is required');
  const currentlyHasLoans = checks.yesNo(input.currentlyHasLoans, 'currentlyHasLoans', 'Loans is required');
  return checks.result({
    lastTwelveMonthsRevenues: checks.amount(
      input.lastTwelveMonthsRevenues,
      'lastTwelveMonthsRevenues',
      'Last 12 Months Revenue is required',
    ),
    currentAnnualRecurringRevenue: checks.amount(
      input.currentAnnualRecurringRevenue,
      'currentAnnualRecurringRevenue',
      'Current ARR is required',
    ),
    monthlyCashBurn: checks.amount(input.monthlyCashBurn, 'monthlyCashBurn', 'Monthly Cash Burn is required'),
    annualRecurringRevenueYearOverYearGrowth: checks.amount(
      input.annualRecurringRevenueYearOverYearGrowth,
      'annualRecurringRevenueYearOverYearGrowth',
      'ARR YoY Growth is required',
      true,
    ),
    latestCashBalance: checks.amount(
      input.latestCashBalance,
      'latestCashBalance',
      'Latest Cash Balance is required',
    ),
    currentlyHasLiens,
    liensComment: comment(currentlyHasLiens, 'liensComment', 'Liens comment is required'),
    currentlyHasLoans,
    loansComment: comment(currentlyHasLoans, 'loansComment', 'Loans comment is required'),
  });
}

export const SAAS_METRIC_FIELDS = [
  'calendarYearArr',
  'previousYearArr',
  'monthlyRecurringRevenue',
  'grossRetention',
  'netRetention',
  'grossRevenueChurn',
  'expansionArr',
] as const;

/** SaaS metrics: optional numbers, 0 when null. */
export function checkSaasMetrics(input: Record<string, unknown>): Checked<SaasMetrics> {
  const checks = new CompanyChecks();
  const value = Object.fromEntries(
    SAAS_METRIC_FIELDS.map((field) => [field, checks.amount(input[field], field, null) ?? 0]),
  ) as SaasMetrics;
  return checks.result(value);
}

/** The user settings fields PATCH /v1/users/current replaces (spec 01 section 5). */
export function checkUserSettings(input: Record<string, unknown>): Checked<Record<string, string | null>> {
  const checks = new CompanyChecks();
  const value: Record<string, string | null> = {};
  for (const field of ['firstName', 'lastName', 'title'] as const) {
    if (!(field in input)) continue;
    const raw = input[field];
    if (typeof raw === 'string' && raw.trim().length > TEXT_MAX.name)
      checks.fail(field, 'Maximum length exceeded');
    value[field] =
      field === 'title'
        ? checks.optionalText(raw, field)
        : checks.required(
            raw,
            field,
            field === 'firstName' ? 'First name is required' : 'Last name is required',
          );
  }
  for (const field of ['phoneNumber', 'mobilePhoneNumber'] as const) {
    if (field in input) value[field] = checks.phone(input[field], field);
  }
  return checks.result(value);
}
