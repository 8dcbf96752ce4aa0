/**
 * The scopes an API client may hold (docs/integrators.md): read and write per domain. The identity provider issues
 * them in its tokens; the gateway enforces them beside the role rules.
 */
export const API_SCOPES = [
  'offers:read',
  'offers:write',
  'customers:read',
  'customers:write',
  'reports:read',
  'reports:write',
  'dataroom:read',
  'dataroom:write',
  'team:read',
  'team:write',
  'company:read',
  'company:write',
] as const;

export type ApiScope = (typeof API_SCOPES)[number];
