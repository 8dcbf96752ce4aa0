import { describe, expect, it } from 'vitest';
import { bannerFor, companyStateOf, navigationFor, type CompanyState } from './index.js';

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
