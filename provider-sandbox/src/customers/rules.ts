import type { FieldChecks } from '../http/validation.js';
import { hasValidEinPrefix } from '../core/ein.js';

/**
 * The sandbox's copy of shared/src/validation/account-contact.ts, account.ts and ein.ts (same messages and bounds):
 * the provider checks again what the gateway checked, without importing browser-side code.
 */
export const MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  invalidEmail: 'Invalid Email',
  phoneRequired: 'Please provide at least one contact number.',
  companyName: 'Company name is required',
  address: 'Address is required',
  einRequired: 'EIN is required',
  einFormat: 'Invalid EIN. Value must be in format XX-XXXXXXX',
  einPrefix: 'EIN is Invalid',
  primaryCannotBeUnset: 'A primary contact cannot be unset.',
  duplicateContactEmail: 'A contact with this email already exists for this customer.',
  primaryEmailElsewhere: (email: string, customer: string) =>
    `${email} is already the primary contact of ${customer}. Use another email for this customer's primary contact.`,
  duplicateEin: (customer: string) => `A customer with this EIN already exists: ${customer}.`,
  einOnFile: "This customer's EIN is already on file and cannot be changed.",
  unknownMatch: 'This credit bureau match is not one found for this company.',
} as const;

/** Who may see and manage customers (spec 01 section 6 and docs/adr/005): everyone but finance managers. */
export const CUSTOMER_ROLES = ['ADMIN', 'EXEC', 'SALES_MANAGER', 'ACCOUNT_EXEC'] as const;

export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  mobilePhoneNumber: string | null;
}

export type ContactField = keyof ContactFields;

const at = (prefix: string, field: string) => (prefix ? `${prefix}.${field}` : field);

/** One contact field, trimmed and bounded, under its own rule. */
export function checkContactField(
  checks: FieldChecks,
  field: ContactField,
  value: unknown,
  prefix = '',
): ContactFields[ContactField] {
  const name = at(prefix, field);
  if (field === 'firstName') return checks.required(value, name, MESSAGES.firstName);
  if (field === 'lastName') return checks.required(value, name, MESSAGES.lastName);
  if (field === 'email')
    return checks.email(value, name, { required: MESSAGES.email, invalid: MESSAGES.invalidEmail });
  return checks.phone(value, name);
}

const CONTACT_FIELDS: readonly ContactField[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'mobilePhoneNumber',
];

/** A whole contact from a body; with the seller's phoneNumberRequiredForAccountContacts on, a phone or a mobile. */
export function checkContact(
  checks: FieldChecks,
  body: Record<string, unknown>,
  phoneRequired: boolean,
  prefix = '',
): ContactFields {
  const contact = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, checkContactField(checks, field, body[field], prefix)]),
  ) as unknown as ContactFields;
  checkContactNumber(checks, contact, phoneRequired, prefix);
  return contact;
}

/** Spec 02 section 5: "Please provide at least one contact number." under Phone Number. */
export function checkContactNumber(
  checks: FieldChecks,
  contact: Pick<ContactFields, 'phoneNumber' | 'mobilePhoneNumber'>,
  phoneRequired: boolean,
  prefix = '',
): void {
  if (phoneRequired && !contact.phoneNumber && !contact.mobilePhoneNumber) {
    checks.fail(at(prefix, 'phoneNumber'), MESSAGES.phoneRequired);
  }
}

/** XX-XXXXXXX with an IRS prefix, or the first problem recorded under `ein`. */
/** Whether an EIN on file is one offers accept (XX-XXXXXXX with an IRS prefix). */
export const einIsValid = (ein: string) => /^\d{2}-\d{7}$/.test(ein) && hasValidEinPrefix(ein);

export function checkEin(checks: FieldChecks, value: unknown): string {
  const ein = checks.optionalText(value, 'ein', 10);
  if (!ein) {
    checks.fail('ein', MESSAGES.einRequired);
    return '';
  }
  if (!/^\d{2}-\d{7}$/.test(ein)) checks.fail('ein', MESSAGES.einFormat);
  else if (!hasValidEinPrefix(ein)) checks.fail('ein', MESSAGES.einPrefix);
  return ein;
}

/** Whether the runtime knows an IANA time zone. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export interface AccountAddress {
  label: string;
  country: string;
  timeZone: string;
}

/** The typeahead suggestion's label, country (ISO alpha-3) and time zone. */
export function checkAddress(checks: FieldChecks, value: unknown): AccountAddress {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    checks.fail('address', MESSAGES.address);
    return { label: '', country: '', timeZone: '' };
  }
  const address = value as Record<string, unknown>;
  const label = checks.required(address.label, 'address.label', MESSAGES.address, 500);
  const country = checks.required(address.country, 'address.country', 'Country is required', 3);
  if (country && !/^[A-Z]{3}$/.test(country))
    checks.fail('address.country', 'Country must be an ISO 3166-1 alpha-3 code');
  const timeZone = checks.required(address.timeZone, 'address.timeZone', 'Time zone is required', 64);
  if (timeZone && !isTimeZone(timeZone)) checks.fail('address.timeZone', 'Unknown time zone');
  return { label, country, timeZone };
}

/** A JSON boolean, or the message recorded. */
export function checkBoolean(checks: FieldChecks, value: unknown, field: string, fallback = false): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') {
    checks.fail(field, 'Must be true or false');
    return fallback;
  }
  return value;
}
