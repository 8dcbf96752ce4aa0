/** The role names the provider uses (spec 01 section 6). */
export const ROLE = {
  admin: 'ADMIN',
  exec: 'EXEC',
  salesManager: 'SALES_MANAGER',
  financeManager: 'FINANCE_MANAGER',
  accountExec: 'ACCOUNT_EXEC',
} as const;

export type RoleName = (typeof ROLE)[keyof typeof ROLE];

export function hasRole(roles: readonly { name: string }[], role: RoleName): boolean {
  return roles.some((r) => r.name.toUpperCase() === role);
}

/** Who may read and change company data (docs/adr/007-company-data-roles.md); the gateway and the sandbox enforce it. */
export const COMPANY_DATA_ROLES: readonly RoleName[] = [ROLE.admin, ROLE.exec, ROLE.salesManager];

/** Who sees the dashboard's reports; everyone else sees the Welcome splash (spec 01 section 6). */
export const DASHBOARD_REPORT_ROLES: readonly RoleName[] = [
  ROLE.admin,
  ROLE.exec,
  ROLE.financeManager,
  ROLE.salesManager,
];

export function hasAnyRole(roles: readonly { name: string }[], allowed: readonly RoleName[]): boolean {
  return allowed.some((role) => hasRole(roles, role));
}

/** Who acts on offers (edit, disable, cancel, files, renewal); finance managers only read them (docs/adr/009). */
export const OFFER_ACTION_ROLES: readonly RoleName[] = [
  ROLE.admin,
  ROLE.exec,
  ROLE.salesManager,
  ROLE.accountExec,
];

/** Every role reads offers; an account executive only those they own (spec 01 section 6). */
export const OFFER_READ_ROLES: readonly RoleName[] = [...OFFER_ACTION_ROLES, ROLE.financeManager];
