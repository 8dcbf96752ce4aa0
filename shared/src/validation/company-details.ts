import * as z from '#zod';
import { optionalAmount } from './amounts.js';
import { COMPANY_LIMITS, COMPANY_SIZES, DOMESTIC_COUNTRY_ID, US_STATES } from './company-constants.js';
import { requiredText, trimmed } from './text.js';
import { hasValidEinPrefix } from './ein.js';

const optionalText = (max: number) => z.nullish(trimmed(z.maxLength(max, `Maximum of ${max} characters`)));
const blankToNull = (value: string | null | undefined) => value || null;

/** An address chosen in the typeahead (spec 01 section 3, Address). */
export const companyAddressSchema = z.object({
  label: optionalText(500),
  addressNumber: optionalText(100),
  street: optionalText(255),
  neighborhood: optionalText(255),
  municipality: optionalText(255),
  subRegion: optionalText(255),
  region: optionalText(255),
  postalCode: optionalText(32),
  country: optionalText(3),
  isInternational: z.nullish(z.boolean()),
});

export type CompanyAddress = z.output<typeof companyAddressSchema>;

const EIN_FORMAT = /^(\d{2})-?(\d{7})$/;
const URL_LIKE =
  /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?([/?#][^\s]*)?$/i;
const SIZE_CODES: readonly string[] = COMPANY_SIZES.map((size) => size.code);
const STATE_CODES: readonly string[] = US_STATES.map((state) => state.code);

export const COMPANY_DETAILS_MESSAGES = {
  name: 'Company Name is required',
  nameLength: `Maximum of ${COMPANY_LIMITS.companyName} characters`,
  address: 'Address is required',
  street: 'Address must include a street',
  currency: 'Currency is required',
  companySize: 'Number of Employees is required',
  websiteUrl: 'Website URL is required',
  websiteUrlInvalid: 'Website must be a valid URL',
  businessModel: 'Business model is required',
  entity: 'Entity is required',
  state: 'State incorporated is required',
  einFormat: 'Invalid EIN. Value must be in format XX-XXXXXXX',
  einPrefix: 'EIN is Invalid',
  country: 'Country is required',
  identificationNumber: 'Company Identification Number is required',
} as const;

const M = COMPANY_DETAILS_MESSAGES;

/**
 * The company details form (spec 01 section 5). A domestic company needs an entity type, a state and an EIN; an
 * international one a country of incorporation and an identification number (kept in `ein`). The output is what is
 * stored: a domestic company's country is the USA, an international one has no entity type or state.
 */
export const companyDetailsSchema = z.pipe(
  z
    .object({
      name: requiredText(M.name, z.maxLength(COMPANY_LIMITS.companyName, M.nameLength)),
      isInternational: z.boolean(),
      address: z.nullish(companyAddressSchema),
      transactionCurrencyId: requiredText(M.currency, z.maxLength(10, M.currency)),
      companySize: requiredText(
        M.companySize,
        z.refine((code) => SIZE_CODES.includes(code), M.companySize),
      ),
      websiteUrl: requiredText(
        M.websiteUrl,
        z.maxLength(COMPANY_LIMITS.url, M.websiteUrlInvalid),
        z.refine((url) => URL_LIKE.test(url), M.websiteUrlInvalid),
      ),
      businessModelId: requiredText(M.businessModel, z.maxLength(100, M.businessModel)),
      industrySectorId: optionalText(100),
      desiredFundingAmount: optionalAmount(),
      businessEntityTypeId: optionalText(100),
      stateIncorporated: optionalText(2),
      countryIncorporatedId: optionalText(3),
      ein: optionalText(COMPANY_LIMITS.identificationNumber),
    })
    .check(
      z.superRefine((company, ctx) => {
        const fail = (field: string, message: string) =>
          ctx.issues.push({ code: 'custom', message, path: [field], input: company });
        if (!company.address?.label) fail('address', M.address);
        else if (!company.address.street) fail('address', M.street);
        if (company.isInternational) {
          if (!company.countryIncorporatedId) fail('countryIncorporatedId', M.country);
          if (!company.ein) fail('ein', M.identificationNumber);
          return;
        }
        if (!company.businessEntityTypeId) fail('businessEntityTypeId', M.entity);
        if (!company.stateIncorporated || !STATE_CODES.includes(company.stateIncorporated))
          fail('stateIncorporated', M.state);
        const ein = EIN_FORMAT.exec(company.ein ?? '');
        if (!ein) fail('ein', M.einFormat);
        else if (!hasValidEinPrefix(ein[1]!)) fail('ein', M.einPrefix);
      }),
    ),
  z.transform((company) => {
    const ein = EIN_FORMAT.exec(company.ein ?? '');
    return {
      ...company,
      address: company.address ?? null,
      industrySectorId: blankToNull(company.industrySectorId),
      businessEntityTypeId: company.isInternational ? null : blankToNull(company.businessEntityTypeId),
      stateIncorporated: company.isInternational ? null : blankToNull(company.stateIncorporated),
      countryIncorporatedId: company.isInternational
        ? blankToNull(company.countryIncorporatedId)
        : DOMESTIC_COUNTRY_ID,
      ein: !company.isInternational && ein ? `${ein[1]}-${ein[2]}` : blankToNull(company.ein),
    };
  }),
);

export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;
export type CompanyDetails = z.output<typeof companyDetailsSchema>;
