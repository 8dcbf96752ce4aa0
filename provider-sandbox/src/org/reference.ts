import type { z } from 'zod';
import type { exemptionReason } from './contract.js';
import countries from 'i18n-iso-countries';

/** One entry of a reference list (spec 01 section 3, Seller onboarding payload). */
export interface ReferenceItem {
  id: string;
  name: string;
}

const item = (id: string, name: string): ReferenceItem => ({ id, name });

/** The NAICS sectors (the United States' industry classification, two-digit level). */
const INDUSTRY_SECTORS: readonly ReferenceItem[] = [
  item('11', 'Agriculture, Forestry, Fishing and Hunting'),
  item('21', 'Mining, Quarrying, and Oil and Gas Extraction'),
  item('22', 'Utilities'),
  item('23', 'Construction'),
  item('31-33', 'Manufacturing'),
  item('42', 'Wholesale Trade'),
  item('44-45', 'Retail Trade'),
  item('48-49', 'Transportation and Warehousing'),
  item('51', 'Information'),
  item('52', 'Finance and Insurance'),
  item('53', 'Real Estate and Rental and Leasing'),
  item('54', 'Professional, Scientific, and Technical Services'),
  item('55', 'Management of Companies and Enterprises'),
  item('56', 'Administrative and Support and Waste Management and Remediation Services'),
  item('61', 'Educational Services'),
  item('62', 'Health Care and Social Assistance'),
  item('71', 'Arts, Entertainment, and Recreation'),
  item('72', 'Accommodation and Food Services'),
  item('81', 'Other Services (except Public Administration)'),
  item('92', 'Public Administration'),
];

/** How a software company earns its revenue. */
const BUSINESS_MODELS: readonly ReferenceItem[] = [
  item('SAAS_SUBSCRIPTION', 'SaaS subscription'),
  item('USAGE_BASED', 'Usage-based software'),
  item('TERM_LICENSE', 'Term or perpetual license (on-premise)'),
  item('MARKETPLACE', 'Marketplace'),
  item('HARDWARE_AND_SOFTWARE', 'Hardware with software'),
  item('PROFESSIONAL_SERVICES', 'Professional services'),
  item('E_COMMERCE', 'E-commerce'),
];

/** United States business entity types. */
const BUSINESS_ENTITY_TYPES: readonly ReferenceItem[] = [
  item('SOLE_PROPRIETORSHIP', 'Sole Proprietorship'),
  item('GENERAL_PARTNERSHIP', 'General Partnership'),
  item('LIMITED_PARTNERSHIP', 'Limited Partnership (LP)'),
  item('LIMITED_LIABILITY_PARTNERSHIP', 'Limited Liability Partnership (LLP)'),
  item('LLC', 'Limited Liability Company (LLC)'),
  item('C_CORPORATION', 'C Corporation'),
  item('S_CORPORATION', 'S Corporation'),
  item('BENEFIT_CORPORATION', 'Benefit Corporation'),
  item('NONPROFIT_CORPORATION', 'Nonprofit Corporation'),
  item('COOPERATIVE', 'Cooperative'),
];

const byName = (a: ReferenceItem, b: ReferenceItem) => a.name.localeCompare(b.name, 'en');

/** ISO 3166-1 countries, by their alpha-3 code (what the address directory's `country` holds). */
const COUNTRIES: readonly ReferenceItem[] = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return Object.keys(countries.getAlpha3Codes())
    .map((code) => item(code, names.of(countries.alpha3ToAlpha2(code) ?? code) ?? code))
    .sort(byName);
})();

/** ISO 4217 currencies in use, by their code. */
const CURRENCIES: readonly ReferenceItem[] = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  return Intl.supportedValuesOf('currency')
    .map((code) => item(code, `${names.of(code) ?? code} (${code})`))
    .sort(byName);
})();

/** The reference lists the company details form chooses from. */
export const COMPANY_REFERENCE_LISTS = {
  industrySectors: INDUSTRY_SECTORS,
  businessModels: BUSINESS_MODELS,
  businessEntityTypes: BUSINESS_ENTITY_TYPES,
  countries: COUNTRIES,
  currencies: CURRENCIES,
} as const;

export const isListed = (list: readonly ReferenceItem[], id: string | null) =>
  id !== null && list.some((entry) => entry.id === id);

/** An exemption reason (spec 01 section 3); `type` is the connection it applies to, ANY for both: its contract's schema. */
type ExemptionReason = z.infer<typeof exemptionReason>;

/** The reason that needs the missing platform's or bank's name (spec 01 section 9). */
export const BANK_NOT_AVAILABLE_REASON = 'COMPANY_BANK_NOT_AVAILABLE';

export const EXEMPTION_REASONS: readonly ExemptionReason[] = [
  { id: BANK_NOT_AVAILABLE_REASON, type: 'ANY', text: 'My accounting platform or bank is not available' },
  { id: 'CONNECTION_FAILS', type: 'ANY', text: 'The connection fails when I authorize it' },
  { id: 'SECURITY_POLICY', type: 'ANY', text: 'Our security policy does not allow third-party connections' },
  { id: 'NO_ONLINE_BANKING', type: 'BANKING', text: 'My bank account has no online access' },
  { id: 'NO_ACCOUNTING_SOFTWARE', type: 'ACCOUNTING', text: 'We do not use accounting software' },
];

export type SourceType = 'Accounting' | 'Banking' | 'Commerce';
export const SOURCE_TYPES: readonly SourceType[] = ['Accounting', 'Banking', 'Commerce'];

/** A system a seller can connect (spec 01 section 3, Integration). */
export interface Integration {
  key: string;
  name: string;
  sourceType: SourceType;
  /** The desktop accounting software connects through the link widget (spec 01 section 7). */
  widget: boolean;
}

/** The bank-linking provider's key and the desktop accounting software's key (spec 01 section 9). */
const BANK_LINK_KEY = 'bank-link';
const DESKTOP_ACCOUNTING_KEY = 'quickbooks-desktop';

export const INTEGRATIONS: readonly Integration[] = [
  { key: 'quickbooks-online', name: 'QuickBooks Online', sourceType: 'Accounting', widget: false },
  { key: DESKTOP_ACCOUNTING_KEY, name: 'QuickBooks Desktop', sourceType: 'Accounting', widget: true },
  { key: 'xero', name: 'Xero', sourceType: 'Accounting', widget: false },
  { key: 'netsuite', name: 'Oracle NetSuite', sourceType: 'Accounting', widget: false },
  { key: 'sage-intacct', name: 'Sage Intacct', sourceType: 'Accounting', widget: false },
  { key: BANK_LINK_KEY, name: 'Bank account', sourceType: 'Banking', widget: false },
  { key: 'stripe', name: 'Stripe', sourceType: 'Commerce', widget: false },
  { key: 'paypal', name: 'PayPal', sourceType: 'Commerce', widget: false },
  { key: 'square', name: 'Square', sourceType: 'Commerce', widget: false },
  { key: 'braintree', name: 'Braintree', sourceType: 'Commerce', widget: false },
];

/** Several banks can be linked; one accounting system and one connection per payment platform. */
export const MULTIPLE_CONNECTIONS_ALLOWED: Record<SourceType, boolean> = {
  Accounting: false,
  Banking: true,
  Commerce: false,
};

export const integrationOf = (key: string) => INTEGRATIONS.find((integration) => integration.key === key);
