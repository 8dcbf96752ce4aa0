import { useRoute } from '@seller-portal/platform';
import { USER_SETTINGS_PATH } from '@seller-portal/shared/navigation';

/** Spec 01 section 2's routes of this domain; any other path under /org or /account is not found. */
export const orgRoutes = {
  dashboard: '/',
  onboarding: '/org/onboarding',
  companyOverview: '/org/settings',
  saasMetrics: '/org/saas-metrics',
  accountingConnections: '/org/accounting-connections',
  bankingConnections: '/org/banking-connections',
  paymentConnections: '/org/payment-connections',
  apiAccess: '/org/api-access',
  webhooks: '/org/webhooks',
  userSettings: USER_SETTINGS_PATH,
} as const;

export type OrgRouteName = keyof typeof orgRoutes;

export const useOrgRoute = () => useRoute(orgRoutes);
