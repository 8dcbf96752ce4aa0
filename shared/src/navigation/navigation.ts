import { isPathUnder } from '../micro-frontends/micro-frontends.js';
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

/** The way back to the onboarding checklist, offered where a task gets done while onboarding (spec 01 section 2). */
export const ONBOARDING_TASKS_LINK = {
  label: 'Back to onboarding tasks',
  path: NAVIGATION_ITEMS.onboarding.path,
} as const;

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

/**
 * The navigation item a page belongs to (the one highlighted there), or null for pages outside the navigation. An
 * item stands for its path and everything under it; Company for every company page under /org (settings, SaaS
 * metrics, the connection tabs), with Onboarding, listed before it, keeping its own.
 */
export function navigationItemAt(pathname: string): NavigationItem['id'] | null {
  return (
    Object.values(NAVIGATION_ITEMS).find((item) =>
      isPathUnder(pathname, [item.id === 'company' ? '/org' : item.path]),
    )?.id ?? null
  );
}

/**
 * Whether a member may open a page: the same company-state and role rules as the navigation, for every page an item
 * stands for (a page outside the navigation, such as User Settings, is open to every member). The shell shows the
 * not-found screen for the others, as FORBIDDEN does, and the gateway refuses the operations behind them.
 */
export function isReachable(state: CompanyState, roleNames: readonly string[], pathname: string): boolean {
  const id = navigationItemAt(pathname);
  // The dashboard and onboarding decide for themselves what a state shows (the splashes, onboarding's redirect).
  return (
    !id ||
    id === 'dashboard' ||
    id === 'onboarding' ||
    navigationFor(state, roleNames).some((item) => item.id === id)
  );
}

/** The roles whose navigation holds an item in an approved company: who may use what lies behind it. */
export function rolesReaching(id: NavigationItem['id']): RoleName[] {
  return Object.values(ROLE).filter((role) =>
    navigationFor('APPROVED', [role]).some((item) => item.id === id),
  );
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
