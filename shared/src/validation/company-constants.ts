/** Company size codes (spec 01 section 9). */
export const COMPANY_SIZES = [
  { code: 'A', label: 'Self-employed' },
  { code: 'B', label: '1-10 employees' },
  { code: 'C', label: '11-50 employees' },
  { code: 'D', label: '51-200 employees' },
  { code: 'E', label: '201-500 employees' },
  { code: 'F', label: '501-1000 employees' },
  { code: 'G', label: '1001-5000 employees' },
  { code: 'H', label: '5001-10,000 employees' },
  { code: 'I', label: '10,001+ employees' },
] as const;

/** The 50 US states, code and name (spec 01 section 9). */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

/** The country a domestic company is set to on save (spec 01 section 5). */
export const DOMESTIC_COUNTRY_ID = 'USA';

/** The exception reason that needs the missing platform's or bank's name (spec 01 section 9). */
export const BANK_NOT_AVAILABLE_REASON = 'COMPANY_BANK_NOT_AVAILABLE';

/** Bounds of spec 01 section 9 and docs/adr/004. */
export const COMPANY_LIMITS = {
  companyName: 50,
  metricsComment: 2048,
  exceptionText: 2000,
  userName: 255,
  url: 2000,
  identificationNumber: 50,
  /** No amount in this portal is near a quadrillion; the bound keeps numbers exact in JSON. */
  amount: 1e15,
} as const;
