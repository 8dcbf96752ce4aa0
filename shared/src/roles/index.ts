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
