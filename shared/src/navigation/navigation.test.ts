import { describe, expect, it } from 'vitest';
import {
  bannerFor,
  companyStateOf,
  isReachable,
  navigationFor,
  navigationItemAt,
  rolesReaching,
  type CompanyState,
} from './index.js';

const labels = (state: CompanyState, roles: string[]) =>
  navigationFor(state, roles).map((item) => item.label);

const FULL: Record<CompanyState, string[]> = {
  APPROVED: ['Dashboard', 'Offers', 'Customers', 'Data Room', 'Company', 'Team'],
  ONBOARDING: ['Onboarding', 'Data Room', 'Company', 'Team'],
  UNDERWRITING: ['Dashboard', 'Data Room', 'Company', 'Team'],
  OTHER: [],
};

describe('navigationFor', () => {
  const states: CompanyState[] = ['APPROVED', 'ONBOARDING', 'UNDERWRITING', 'OTHER'];

  for (const state of states) {
    for (const role of ['ADMIN', 'EXEC', 'SALES_MANAGER']) {
      it(`${role} in a ${state} company sees the state's full navigation`, () => {
        expect(labels(state, [role])).toEqual(FULL[state]);
      });
    }
  }

  it.each([
    ['APPROVED', ['Dashboard', 'Offers', 'Customers']],
    ['ONBOARDING', []],
    ['UNDERWRITING', ['Dashboard']],
    ['OTHER', []],
  ] as const)(
    'ACCOUNT_EXEC in a %s company sees only Dashboard, Offers, Customers that exist there',
    (state, expected) => {
      expect(labels(state, ['ACCOUNT_EXEC'])).toEqual(expected);
    },
  );

  it.each([
    ['APPROVED', ['Dashboard']],
    ['ONBOARDING', []],
    ['UNDERWRITING', ['Dashboard']],
    ['OTHER', []],
  ] as const)('FINANCE_MANAGER in a %s company sees only Dashboard', (state, expected) => {
    expect(labels(state, ['FINANCE_MANAGER'])).toEqual(expected);
  });

  it('unions restricted roles and lets an unrestricted role win', () => {
    expect(labels('APPROVED', ['FINANCE_MANAGER', 'ACCOUNT_EXEC'])).toEqual([
      'Dashboard',
      'Offers',
      'Customers',
    ]);
    expect(labels('APPROVED', ['ACCOUNT_EXEC', 'admin'])).toEqual(FULL.APPROVED);
  });

  it('gives nothing to a user with no known role', () => {
    expect(labels('APPROVED', [])).toEqual([]);
    expect(labels('APPROVED', ['AUDITOR'])).toEqual([]);
  });

  it('links every item to its route', () => {
    expect(navigationFor('APPROVED', ['ADMIN']).map((item) => item.path)).toEqual([
      '/',
      '/offers',
      '/customers',
      '/files',
      '/org/settings',
      '/team',
    ]);
  });
});

describe('companyStateOf', () => {
  it('reads the organization status flags', () => {
    expect(companyStateOf({ isOnboarding: true, isUnderwriting: false, isApproved: false })).toBe(
      'ONBOARDING',
    );
    expect(companyStateOf({ isOnboarding: false, isUnderwriting: true, isApproved: false })).toBe(
      'UNDERWRITING',
    );
    expect(companyStateOf({ isOnboarding: false, isUnderwriting: false, isApproved: true })).toBe('APPROVED');
    expect(companyStateOf({ isOnboarding: false, isUnderwriting: false, isApproved: false })).toBe('OTHER');
    expect(companyStateOf(null)).toBe('OTHER');
  });
});

describe('bannerFor', () => {
  it("shows the spec's banners", () => {
    expect(bannerFor('ONBOARDING')?.text).toBe(
      'Your company is in Onboarding Mode. Complete tasks to proceed',
    );
    expect(bannerFor('ONBOARDING')?.link?.path).toBe('/org/onboarding');
    expect(bannerFor('UNDERWRITING')?.text).toBe(
      'Your company is currently being Underwritten. Our team will be in touch shortly.',
    );
    expect(bannerFor('APPROVED')).toBeNull();
  });
});

describe('navigationItemAt and isReachable', () => {
  it('finds the item each page belongs to, the company tabs under Company', () => {
    expect(navigationItemAt('/')).toBe('dashboard');
    expect(navigationItemAt('/offers/create-quote')).toBe('offers');
    expect(navigationItemAt('/offersx')).toBeNull();
    expect(navigationItemAt('/customers/1/create-account')).toBe('customers');
    expect(navigationItemAt('/org/saas-metrics')).toBe('company');
    expect(navigationItemAt('/org/banking-connections/')).toBe('company');
    expect(navigationItemAt('/team/requests')).toBe('team');
    expect(navigationItemAt('/account/settings')).toBeNull();
  });

  it('opens a page only where the navigation would lead: by company state and by role', () => {
    expect(isReachable('UNDERWRITING', ['ADMIN'], '/offers/create-quote')).toBe(false);
    expect(isReachable('APPROVED', ['ADMIN'], '/offers/create-quote')).toBe(true);
    expect(isReachable('APPROVED', ['ACCOUNT_EXEC'], '/team')).toBe(false);
    expect(isReachable('APPROVED', ['FINANCE_MANAGER'], '/team/1/details')).toBe(false);
    expect(isReachable('APPROVED', ['FINANCE_MANAGER'], '/customers')).toBe(false);
    expect(isReachable('APPROVED', ['ACCOUNT_EXEC'], '/customers')).toBe(true);
    expect(isReachable('APPROVED', ['ACCOUNT_EXEC'], '/org/saas-metrics')).toBe(false);
    expect(isReachable('ONBOARDING', ['ADMIN'], '/org/accounting-connections')).toBe(true);
  });

  it('leaves the dashboard, onboarding and pages outside the navigation to the pages themselves', () => {
    expect(isReachable('ONBOARDING', ['ADMIN'], '/')).toBe(true);
    expect(isReachable('APPROVED', ['ADMIN'], '/org/onboarding')).toBe(true);
    expect(isReachable('APPROVED', ['FINANCE_MANAGER'], '/account/settings')).toBe(true);
    expect(isReachable('APPROVED', ['FINANCE_MANAGER'], '/nowhere')).toBe(true);
  });

  it('names the roles that reach an item, for the gateway to check', () => {
    expect(rolesReaching('team')).toEqual(['ADMIN', 'EXEC', 'SALES_MANAGER']);
    expect(rolesReaching('customers')).toEqual(['ADMIN', 'EXEC', 'SALES_MANAGER', 'ACCOUNT_EXEC']);
  });
});
