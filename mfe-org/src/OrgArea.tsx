import { Suspense, useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { InlineNotification, Loading } from '@carbon/react';
import { lazyComponent, navigate, usePageError } from '@seller-portal/platform';
import { COMPANY_DATA_ROLES, hasAnyRole, hasRole, ROLE } from '@seller-portal/shared/roles';
import { Dashboard } from './dashboard/Dashboard.js';
import { OrgContextQuery } from './org-context.query.js';
import { useOrgRoute } from './routing/org-routes.js';

const OnboardingPage = lazyComponent(() => import('./onboarding/OnboardingPage.js'), 'OnboardingPage');
const CompanyPages = lazyComponent(() => import('./company/CompanyPages.js'), 'CompanyPages');
const UserSettingsPage = lazyComponent(
  () => import('./user-settings/UserSettingsPage.js'),
  'UserSettingsPage',
);

/** The dashboard, onboarding, company pages and user settings, chosen from the location (spec 01 section 2). */
export function OrgArea() {
  const route = useOrgRoute();
  const { data, error } = useQuery(OrgContextQuery);
  usePageError(error);
  const organization = data?.organization ?? null;
  // The onboarding checklist exists only while onboarding.
  const leaveOnboarding = route?.name === 'onboarding' && Boolean(data) && !organization?.isOnboarding;
  useEffect(() => {
    if (leaveOnboarding) navigate('/');
  }, [leaveOnboarding]);

  if (!route) return null;
  if (!data) return error ? null : <Loading description="Loading" withOverlay={false} small />;
  const roles = data.viewer.roles;
  const mayUseCompanyData = hasAnyRole(roles, COMPANY_DATA_ROLES);

  let page;
  if (route.name === 'dashboard') page = <Dashboard organization={organization} roles={roles} />;
  else if (route.name === 'userSettings') page = <UserSettingsPage />;
  // API access and webhooks are an admin's, whatever their other roles: CompanyPages refuses them to anyone else.
  else if (!mayUseCompanyData && route.name !== 'apiAccess' && route.name !== 'webhooks') {
    page = (
      <InlineNotification
        kind="warning"
        lowContrast
        hideCloseButton
        title="You do not have access to company data."
      />
    );
  } else if (route.name === 'onboarding') page = leaveOnboarding ? null : <OnboardingPage />;
  else
    page = (
      <CompanyPages
        route={route.name}
        isOnboarding={organization?.isOnboarding === true}
        isAdmin={hasRole(roles, ROLE.admin)}
      />
    );
  return <Suspense fallback={<Loading description="Loading" withOverlay={false} small />}>{page}</Suspense>;
}
