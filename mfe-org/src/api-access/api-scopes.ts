import type { ApiScope } from '#graphql';

/** The domains an API client's scopes are given per, in the order the form and the table show them. */
export const SCOPE_DOMAINS = [
  { domain: 'OFFERS', label: 'Offers' },
  { domain: 'CUSTOMERS', label: 'Customers' },
  { domain: 'REPORTS', label: 'Reports' },
  { domain: 'DATAROOM', label: 'Data room' },
  { domain: 'TEAM', label: 'Team' },
  { domain: 'COMPANY', label: 'Company' },
] as const;

export type ScopeDomain = (typeof SCOPE_DOMAINS)[number]['domain'];

/** Read, or write: write does not include read (see the ApiScope enum of the GraphQL schema). */
export const SCOPE_ACCESSES = [
  { access: 'READ', label: 'Read' },
  { access: 'WRITE', label: 'Write' },
] as const;

export type ScopeAccess = (typeof SCOPE_ACCESSES)[number]['access'];

export const scopeOf = (domain: ScopeDomain, access: ScopeAccess): ApiScope => `${domain}_${access}`;

/** A scope as a token request names it: OFFERS_READ is offers:read, DATAROOM_WRITE is dataroom:write. */
export const scopeValue = (scope: ApiScope): string => scope.toLowerCase().replace('_', ':');

/** A scope as people read it: "Offers: read". */
export function scopeLabel(scope: ApiScope): string {
  const domain = SCOPE_DOMAINS.find((entry) => scope.startsWith(`${entry.domain}_`));
  const access = SCOPE_ACCESSES.find((entry) => scope.endsWith(`_${entry.access}`));
  return domain && access ? `${domain.label}: ${access.label.toLowerCase()}` : scope;
}

/** Every scope, in the form's order. */
const API_SCOPES: readonly ApiScope[] = SCOPE_DOMAINS.flatMap(({ domain }) =>
  SCOPE_ACCESSES.map(({ access }) => scopeOf(domain, access)),
);

/** A client's scopes in the form's order, whatever order the answer gave them in. */
export const sortedScopes = (scopes: readonly ApiScope[]): ApiScope[] =>
  API_SCOPES.filter((scope) => scopes.includes(scope));
