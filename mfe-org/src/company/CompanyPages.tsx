import { Suspense, useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Loading, Tab, TabList, TabPanel, TabPanels, Tabs } from '@carbon/react';
import { lazyComponent, navigate, showNotFound, usePageError } from '@seller-portal/platform';
import { CompanyFeaturesQuery } from './company-features.query.js';
import type { OrgRouteName } from '../routing/org-routes.js';
import { orgRoutes } from '../routing/org-routes.js';

const CompanyOverview = lazyComponent(() => import('./CompanyOverview.js'), 'CompanyOverview');
const SaasMetricsForm = lazyComponent(() => import('./SaasMetricsForm.js'), 'SaasMetricsForm');
const ConnectionsTab = lazyComponent(() => import('../connections/ConnectionsTab.js'), 'ConnectionsTab');
const ApiAccessTab = lazyComponent(() => import('../api-access/ApiAccessTab.js'), 'ApiAccessTab');
const WebhooksTab = lazyComponent(() => import('../webhooks/WebhooksTab.js'), 'WebhooksTab');

/** The Company tabs (spec 01 section 2, Company pages), each its own route. */
const TABS = [
  { route: 'companyOverview', label: 'Company Overview' },
  { route: 'saasMetrics', label: 'SaaS Metrics' },
  { route: 'accountingConnections', label: 'Accounting Connections' },
  { route: 'bankingConnections', label: 'Banking Connections' },
  { route: 'paymentConnections', label: 'Payment Connections' },
  // Admins only, when the provider keeps API clients (providerFeatures.apiClients).
  { route: 'apiAccess', label: 'API access' },
  // Admins only, when the provider delivers webhooks (providerFeatures.webhookEndpoints).
  { route: 'webhooks', label: 'Webhooks' },
] as const satisfies readonly { route: OrgRouteName; label: string }[];

export type CompanyRoute = (typeof TABS)[number]['route'];

/** The admin-only tabs, each offered when the provider has its feature (a field of providerFeatures). */
const ADMIN_TAB_FEATURES = {
  apiAccess: 'apiClients',
  webhooks: 'webhookEndpoints',
} as const satisfies Partial<Record<CompanyRoute, string>>;

type AdminTab = keyof typeof ADMIN_TAB_FEATURES;

const isAdminTab = (route: CompanyRoute): route is AdminTab => route in ADMIN_TAB_FEATURES;

export function CompanyPages({
  route,
  isOnboarding,
  isAdmin,
}: {
  route: CompanyRoute;
  isOnboarding: boolean;
  /** Admins manage the seller's API clients and webhook endpoints, when the provider keeps them. */
  isAdmin: boolean;
}) {
  const feature = useQuery(CompanyFeaturesQuery, { skip: !isAdmin });
  const features = feature.data?.providerFeatures;
  const offered = (tab: AdminTab) => isAdmin && features?.[ADMIN_TAB_FEATURES[tab]] === true;
  const onAdminTab = isAdminTab(route);
  // For anyone else the page does not exist; elsewhere, a failed feature query only leaves the tabs out.
  const refused = onAdminTab && (!isAdmin || features?.[ADMIN_TAB_FEATURES[route]] === false);
  useEffect(() => {
    if (refused) showNotFound();
  }, [refused]);
  usePageError(onAdminTab ? feature.error : null);
  if (onAdminTab && !offered(route))
    return refused || feature.error ? null : <Loading description="Loading" withOverlay={false} small />;

  const tabs = TABS.filter((tab) => !isAdminTab(tab.route) || offered(tab.route));
  const selectedIndex = tabs.findIndex((tab) => tab.route === route);
  return (
    <section className="portal-page" aria-labelledby="company-heading">
      <h1 id="company-heading" className="portal-page__title">
        Company
      </h1>
      <Tabs
        selectedIndex={selectedIndex}
        onChange={({ selectedIndex: index }: { selectedIndex: number }) =>
          navigate(orgRoutes[tabs[index]!.route])
        }
      >
        <TabList aria-label="Company sections" contained>
          {tabs.map((tab) => (
            <Tab key={tab.route}>{tab.label}</Tab>
          ))}
        </TabList>
        {/* Each tab controls its own panel; only the current route's panel holds a page. */}
        <TabPanels>
          {tabs.map((tab) => (
            <TabPanel key={tab.route} className="org-tab-panel">
              {tab.route === route ? (
                <Suspense fallback={<Loading description="Loading" withOverlay={false} small />}>
                  <CompanyTab route={route} isOnboarding={isOnboarding} />
                </Suspense>
              ) : null}
            </TabPanel>
          ))}
        </TabPanels>
      </Tabs>
    </section>
  );
}

function CompanyTab({ route, isOnboarding }: { route: CompanyRoute; isOnboarding: boolean }) {
  if (route === 'companyOverview') return <CompanyOverview isOnboarding={isOnboarding} />;
  if (route === 'saasMetrics') return <SaasMetricsForm />;
  if (route === 'apiAccess') return <ApiAccessTab />;
  if (route === 'webhooks') return <WebhooksTab />;
  if (route === 'accountingConnections')
    return <ConnectionsTab sourceType="ACCOUNTING" isOnboarding={isOnboarding} />;
  if (route === 'bankingConnections')
    return <ConnectionsTab sourceType="BANKING" isOnboarding={isOnboarding} />;
  return <ConnectionsTab sourceType="COMMERCE" />;
}
