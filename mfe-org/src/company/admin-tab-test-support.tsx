import { fireEvent, render, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { usePageStatus } from '@seller-portal/platform';
import { useEffect } from 'react';
import { OrgArea } from '../OrgArea.js';
import { OrgContextQuery } from '../org-context.query.js';
import { IntegrationConnectionsQuery } from '../connections/connections.query.js';
import { CompanyFeaturesQuery } from './company-features.query.js';

// What the tests of the Company area's admin tabs (API access, Webhooks) share: who is looking, what the provider
// offers, the area rendered with the shell's page status, and a row's actions menu.

type MockedResponse = MockLink.MockedResponse;

export const role = (name: string, displayName: string) => ({
  __typename: 'Role' as const,
  id: `role-${name}`,
  name,
  displayName,
});
export const ADMIN = role('ADMIN', 'Admin');
export const EXEC = role('EXEC', 'Executive');
export const ACCOUNT_EXEC = role('ACCOUNT_EXEC', 'Account Executive');

function contextMock(roles: ReturnType<typeof role>[]): MockedResponse {
  return {
    request: { query: OrgContextQuery },
    result: {
      data: {
        viewer: { __typename: 'Viewer', id: 'ada', roles },
        organization: {
          __typename: 'Organization',
          id: 'acme',
          sellerName: 'Acme',
          isOnboarding: false,
          isUnderwriting: false,
          isApproved: true,
          dashboardLink: null,
          showAdvanceHistory: false,
        },
      },
    },
  };
}

/** Who is looking, and what the provider offers of the admin tabs (asked of admins only). */
export const contextMocks = (
  roles: ReturnType<typeof role>[],
  features: { apiClients: boolean; webhookEndpoints: boolean },
): MockedResponse[] => [
  contextMock(roles),
  {
    request: { query: CompanyFeaturesQuery },
    result: { data: { providerFeatures: { __typename: 'ProviderFeatures', ...features } } },
  },
];

/** What the shell would show instead of the page. */
function PageStatus() {
  return <output aria-label="Page status">{usePageStatus()}</output>;
}

const probe: { client: ApolloClient | null } = { client: null };
/** Holds the test's client, to look into its cache. */
function CacheProbe() {
  const client = useApolloClient();
  useEffect(() => {
    probe.client = client;
  }, [client]);
  return null;
}
export const cached = () => JSON.stringify(probe.client!.cache.extract());

export const pageStatus = () => screen.getByRole('status', { name: 'Page status' }).textContent;

export function renderAt(path: string, mocks: MockedResponse[]) {
  window.history.pushState(null, '', path);
  return render(
    // MockedProvider renders one child.
    <MockedProvider mocks={mocks}>
      <>
        <OrgArea />
        <PageStatus />
        <CacheProbe />
      </>
    </MockedProvider>,
  );
}

export const connectionsMock: MockedResponse = {
  request: { query: IntegrationConnectionsQuery, variables: { sourceType: 'COMMERCE' } },
  result: {
    data: {
      integrationConnections: {
        __typename: 'IntegrationConnections',
        sourceType: 'COMMERCE',
        multipleConnectionsForTheSameIntegrationAllowed: false,
        existingConnections: [],
        availableIntegrations: [],
      },
    },
  },
};

/** A row's menu items, opened from the row's actions button ("Actions for <name>"). */
export async function openMenu(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  // Carbon keeps the floating menu visibility:hidden until it can measure, which jsdom never does.
  return screen.findAllByRole('menuitem', { hidden: true });
}

/**
 * Opens a tab's first item form from its empty state, once the empty state shows: while the list loads, the same
 * button sits in the table's toolbar, and a click on it after the empty state replaced the table opens nothing.
 */
export async function openFromEmptyState(emptyHeading: string, button: string) {
  await screen.findByRole('heading', { name: emptyHeading });
  fireEvent.click(screen.getByRole('button', { name: button }));
}
