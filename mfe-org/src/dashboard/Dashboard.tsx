import { useEffect } from 'react';
import { DASHBOARD_REPORT_ROLES, hasAnyRole } from '@seller-portal/shared/roles';
import { navigate } from '@seller-portal/platform';
import { DashboardReports } from './DashboardReports.js';
import { UnderwritingSplash } from './UnderwritingSplash.js';
import { WelcomeSplash } from './WelcomeSplash.js';

export interface DashboardProps {
  organization: {
    sellerName: string;
    isOnboarding: boolean;
    isUnderwriting: boolean;
    dashboardLink: string;
    showAdvanceHistory: boolean;
  } | null;
  roles: readonly { name: string }[];
}

/** `/` (spec 01 section 2, Dashboard): the underwriting splash, the onboarding redirect, the reports or the Welcome splash. */
export function Dashboard({ organization, roles }: DashboardProps) {
  const redirect =
    organization?.isOnboarding && organization.dashboardLink !== '/' ? organization.dashboardLink : null;
  useEffect(() => {
    if (redirect) navigate(redirect);
  }, [redirect]);

  if (organization?.isUnderwriting) return <UnderwritingSplash />;
  if (redirect) return null;
  if (hasAnyRole(roles, DASHBOARD_REPORT_ROLES)) {
    return (
      <DashboardReports
        showAdvanceHistory={organization?.showAdvanceHistory === true}
        sellerName={organization?.sellerName ?? ''}
      />
    );
  }
  return <WelcomeSplash sellerName={organization?.sellerName ?? null} />;
}
