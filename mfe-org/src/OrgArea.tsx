import { Suspense, useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { InlineNotification, Loading } from '@carbon/react';
import { lazyComponent, navigate, showNotFound, usePageError } from '@seller-portal/platform';
import { COMPANY_DATA_ROLES, hasAnyRole, hasRole, ROLE } from '@seller-portal/shared/roles';
import { Dashboard } from './dashboard/Dashboard.js';
import { OrgContextQuery } from './org-context.query.js';
import { ApiClientsFeatureQuery } from './api-access/api-clients-feature.query.js';
import { useOrgRoute, type OrgRouteName } from './routing/org-routes.js';

const OnboardingPage = lazyComponent(() => import('./onboarding/OnboardingPage.js'), 'OnboardingPage');
const CompanyPages = lazyComponent(() => import('./company/CompanyPages.js'), 'CompanyPages');
const UserSettingsPage = lazyComponent(
  () => import('./user-settings/UserSettingsPage.js'),
  'UserSettingsPage',
);

/** The routes that are not a Company tab. */
const NOT_COMPANY_PAGES: ReadonlySet<OrgRouteName> = new Set(['dashboard', 'onboarding', 'userSettings']);

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
  // API access is for admins, when the provider keeps API clients; for anyone else the page does not exist.
  const isAdmin = Boolean(data && hasRole(data.viewer.roles, ROLE.admin));
  const onCompanyPage = Boolean(route && !NOT_COMPANY_PAGES.has(route.name));
  const feature = useQuery(ApiClientsFeatureQuery, { skip: !isAdmin || !onCompanyPage });
  const apiAccess = isAdmin && feature.data?.providerFeatures.apiClients === true;
  const onApiAccess = route?.name === 'apiAccess';
  // Elsewhere, a failed feature query only leaves the tab out.
  usePageError(onApiAccess ? feature.error : null);
  const apiAccessRefused =
    onApiAccess && Boolean(data) && (!isAdmin || feature.data?.providerFeatures.apiClients === false);
  useEffect(() => {
    if (apiAccessRefused) showNotFound();
  }, [apiAccessRefused]);

  if (!route) return null;
  if (!data) return error ? null : <Loading description="Loading" withOverlay={false} small />;
  const roles = data.viewer.roles;
  const mayUseCompanyData = hasAnyRole(roles, COMPANY_DATA_ROLES);

  let page;
  if (route.name === 'dashboard') page = <Dashboard organization={organization} roles={roles} />;
  else if (route.name === 'userSettings') page = <UserSettingsPage />;
  else if (apiAccessRefused) page = null;
  else if (onApiAccess && !apiAccess)
    page = feature.error ? null : <Loading description="Loading" withOverlay={false} small />;
  else if (!mayUseCompanyData) {
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
        apiAccess={apiAccess}
      />
    );
  return <Suspense fallback={<Loading description="Loading" withOverlay={false} small />}>{page}</Suspense>;
}
