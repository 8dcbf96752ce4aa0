import { Heading } from '@carbon/react';
import { createMicroFrontend, useRoute } from '@seller-portal/platform';

/** Spec 01 section 2's routes of this domain; any other path under /org or /account is not found. */
const orgRoutes = {
  dashboard: '/',
  onboarding: '/org/onboarding',
  companyOverview: '/org/settings',
  saasMetrics: '/org/saas-metrics',
  accountingConnections: '/org/accounting-connections',
  bankingConnections: '/org/banking-connections',
  paymentConnections: '/org/payment-connections',
  userSettings: '/account/settings',
} as const;

function DashboardArea() {
  const route = useRoute(orgRoutes);
  return route ? <Heading>Dashboard</Heading> : null;
}

export const { bootstrap, mount, unmount } = createMicroFrontend({ rootComponent: DashboardArea });
