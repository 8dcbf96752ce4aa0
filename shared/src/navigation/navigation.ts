import { ROLE, type RoleName } from '../roles/index.js';

export type CompanyState = 'APPROVED' | 'ONBOARDING' | 'UNDERWRITING' | 'OTHER';

export interface CompanyStatusFlags {
  isOnboarding: boolean;
  isUnderwriting: boolean;
  isApproved: boolean;
}

export interface NavigationItem {
  id: 'dashboard' | 'onboarding' | 'offers' | 'customers' | 'dataRoom' | 'company' | 'team';
  label: string;
  path: string;
}

export const NAVIGATION_ITEMS: Record<NavigationItem['id'], NavigationItem> = {
  dashboard: { id: 'dashboard', label: 'Dashboard', path: '/' },
  onboarding: { id: 'onboarding', label: 'Onboarding', path: '/org/onboarding' },
  offers: { id: 'offers', label: 'Offers', path: '/offers' },
  customers: { id: 'customers', label: 'Customers', path: '/customers' },
  dataRoom: { id: 'dataRoom', label: 'Data Room', path: '/files' },
  company: { id: 'company', label: 'Company', path: '/org/settings' },
  team: { id: 'team', label: 'Team', path: '/team' },
};

/** A member's own settings (spec 01 section 2), reached from the user menu. */
export const USER_SETTINGS_PATH = '/account/settings';

const BY_STATE: Record<CompanyState, NavigationItem['id'][]> = {
  APPROVED: ['dashboard', 'offers', 'customers', 'dataRoom', 'company', 'team'],
  ONBOARDING: ['onboarding', 'dataRoom', 'company', 'team'],
  UNDERWRITING: ['dashboard', 'dataRoom', 'company', 'team'],
  OTHER: [],
};

/** What each role may reach; null means "whatever the company state allows". */
const BY_ROLE: Record<RoleName, NavigationItem['id'][] | null> = {
  ADMIN: null,
  EXEC: null,
  SALES_MANAGER: null,
  ACCOUNT_EXEC: ['dashboard', 'offers', 'customers'],
  FINANCE_MANAGER: ['dashboard'],
};

export function companyStateOf(flags: CompanyStatusFlags | null | undefined): CompanyState {
  if (!flags) return 'OTHER';
  if (flags.isOnboarding) return 'ONBOARDING';
  if (flags.isUnderwriting) return 'UNDERWRITING';
  if (flags.isApproved) return 'APPROVED';
  return 'OTHER';
}

/**
 * The side navigation of spec 01 section 2: items by company state, narrowed by role. A user holding several roles
 * gets the union of what their roles allow; a user with no known role gets nothing.
 */
export function navigationFor(state: CompanyState, roleNames: readonly string[]): NavigationItem[] {
  const known = roleNames
    .map((name) => name.toUpperCase())
    .filter((name): name is RoleName => Object.values(ROLE).includes(name as RoleName));
  const unrestricted = known.some((role) => BY_ROLE[role] === null);
  const allowed = new Set(known.flatMap((role) => BY_ROLE[role] ?? []));
  return BY_STATE[state].filter((id) => unrestricted || allowed.has(id)).map((id) => NAVIGATION_ITEMS[id]);
}

export interface CompanyBanner {
  kind: 'onboarding' | 'underwriting';
  text: string;
  link?: { label: string; path: string };
}

/** The two banners of spec 01 section 2. */
export function bannerFor(state: CompanyState): CompanyBanner | null {
  if (state === 'ONBOARDING') {
    return {
      kind: 'onboarding',
      text: 'Your company is in Onboarding Mode. Complete tasks to proceed',
      link: { label: 'Go to onboarding tasks', path: '/org/onboarding' },
    };
  }
  if (state === 'UNDERWRITING') {
    return {
      kind: 'underwriting',
      text: 'Your company is currently being Underwritten. Our team will be in touch shortly.',
    };
  }
  return null;
}
