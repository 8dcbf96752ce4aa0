import type { z } from 'zod';
import type { accountValidation } from './contract.js';

/**
 * The sandbox's credit bureau: a fixed company register that account validation searches (docs/architecture.md:
 * credit-bureau match). Documented inputs (provider-sandbox/README.md, "Credit bureau") reach every outcome of spec 02
 * section 4.
 */

/** A credit-bureau match (spec 02 section 3): the company as the bureau knows it. */
export interface CreditBureauMatch {
  name: string;
  ein: string;
  address: string;
  experianBin: string;
}

interface RegisteredCompany extends CreditBureauMatch {
  /** The IANA time zone of the company's address (every register address is in the USA). */
  timeZone: string;
  /** The provider already holds an account for this company: creating the seller's account needs no confirmation. */
  providerAccount: boolean;
}

const company = (
  name: string,
  ein: string,
  address: string,
  timeZone: string,
  experianBin: string,
  providerAccount = false,
): RegisteredCompany => ({ name, ein, address, timeZone, experianBin, providerAccount });

export const COMPANY_REGISTER: readonly RegisteredCompany[] = [
  company(
    'Initech LLC',
    '74-3021558',
    '600 Congress Avenue, Austin, TX 78701, USA',
    'America/Chicago',
    '700100001',
  ),
  company(
    'Globex Corporation',
    '36-4471920',
    '233 South Wacker Drive, Chicago, IL 60606, USA',
    'America/Chicago',
    '700200001',
  ),
  company(
    'Globex Holdings Inc',
    '13-5526671',
    '200 Park Avenue, New York, NY 10166, USA',
    'America/New_York',
    '700200002',
  ),
  company(
    'Globex Logistics Co',
    '94-2213870',
    '410 Terry Avenue North, Seattle, WA 98109, USA',
    'America/Los_Angeles',
    '700200003',
  ),
  company(
    'Umbrella Corporation',
    '52-1234567',
    '1 Lincoln Street, Boston, MA 02111, USA',
    'America/New_York',
    '700300001',
    true,
  ),
  company(
    'Hooli Inc',
    '77-0493581',
    '1600 Amphitheatre Parkway, Mountain View, CA 94043, USA',
    'America/Los_Angeles',
    '700400001',
  ),
  company(
    'Vandelay Industries',
    '11-2233445',
    '85 Broad Street, New York, NY 10004, USA',
    'America/New_York',
    '700500001',
  ),
];

/** The company as the provider stores it once a seller's customer is matched to it: legal name, EIN and address. */
export interface MatchedCompany {
  name: string;
  ein: string;
  address: { label: string; country: string; timeZone: string };
}

/** What the bureau holds for a bin it gave (the provider keeps the match's details by experianBin). */
export function matchedCompany(experianBin: string): MatchedCompany | null {
  const entry = COMPANY_REGISTER.find((candidate) => candidate.experianBin === experianBin);
  if (!entry) return null;
  return {
    name: entry.name,
    ein: entry.ein,
    address: { label: entry.address, country: 'USA', timeZone: entry.timeZone },
  };
}

/** A company name that makes the bureau fail (503), so the portal's "none found, with a toast" path is reachable. */
export const BUREAU_OUTAGE_NAME = 'Bureau Outage';

/** The answer of POST /v3/accounts/validations (spec 02 section 4, Account validation outcome): its contract's schema. */
type AccountValidation = z.infer<typeof accountValidation>;

const LEGAL_SUFFIXES = new Set(['inc', 'llc', 'co', 'corp', 'corporation', 'company', 'ltd', 'limited']);

/** A name's words, lower-case, without punctuation and legal suffixes: "Globex, Inc." → ["globex"]. */
function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word && !LEGAL_SUFFIXES.has(word));
}

const matchOf = ({ name, ein, address, experianBin }: RegisteredCompany): CreditBureauMatch => ({
  name,
  ein,
  address,
  experianBin,
});

/**
 * The bureau's answer: an EIN in the register is a high-confidence match; otherwise the companies whose name starts
 * with the words given ("Globex" → three). One company is a single match; a company the provider already holds an
 * account for is ACCOUNT_ALREADY_EXISTS.
 */
export function validateAccount(input: { name: string; ein: string | null }): AccountValidation {
  const byEin = input.ein ? COMPANY_REGISTER.filter((entry) => entry.ein === input.ein) : [];
  const words = nameWords(input.name);
  const found =
    byEin.length > 0
      ? byEin
      : words.length === 0
        ? []
        : COMPANY_REGISTER.filter((entry) => {
            const candidate = nameWords(entry.name);
            return words.every((word, index) => candidate[index] === word);
          });
  if (found.length === 0)
    return { renderExperience: 'NOT_FOUND', highConfidenceMatch: null, potentialMatches: [] };
  if (found.length > 1) {
    return {
      renderExperience: 'MULTIPLE_ACCOUNT_RESULTS',
      highConfidenceMatch: null,
      potentialMatches: found.map(matchOf),
    };
  }
  const [only] = found as [RegisteredCompany];
  return {
    renderExperience: only.providerAccount ? 'ACCOUNT_ALREADY_EXISTS' : 'SINGLE_ACCOUNT',
    highConfidenceMatch: matchOf(only),
    potentialMatches: [matchOf(only)],
  };
}
