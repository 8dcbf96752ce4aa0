import { Suspense, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Link, Loading, Tag, Tile } from '@carbon/react';
import { lazyComponent, navigateOnClick, usePageError, useToastMutation } from '@seller-portal/platform';
import type { ConnectionStatus, IntegrationSourceType } from '#graphql';
import { OnboardingStatusQuery } from '../onboarding/onboarding.query.js';
import {
  DisconnectConnectionMutation,
  IntegrationConnectionsQuery,
  StartConnectionMutation,
} from './connections.query.js';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';
import { ONBOARDING_TASKS_LINK } from '@seller-portal/shared/navigation';

const RequestExceptionModal = lazyComponent(
  () => import('./RequestExceptionModal.js'),
  'RequestExceptionModal',
);
const DesktopAccountingModal = lazyComponent(
  () => import('./DesktopAccountingModal.js'),
  'DesktopAccountingModal',
);

/** Spec 01 section 4, Connection statuses: what each shows. */
const STATUS_LABEL: Record<ConnectionStatus, string> = {
  PENDING_AUTH: 'Pending',
  LINKED: 'Connected',
  UNLINKED: 'Unlinked',
  DEACTIVATED: 'Deactivated',
};
const STATUS_TAG: Record<ConnectionStatus, 'green' | 'gray' | 'red' | 'warm-gray'> = {
  PENDING_AUTH: 'warm-gray',
  LINKED: 'green',
  UNLINKED: 'gray',
  DEACTIVATED: 'red',
};

/** What a connection in each status waits for, under its tag: a cancelled link page leaves one Pending. */
const STATUS_HINT: Record<ConnectionStatus, string | null> = {
  PENDING_AUTH:
    'Not finished: the connection waits for you to sign in at the provider. Re-authenticate to finish it.',
  LINKED: null,
  UNLINKED: 'Disconnected: its data no longer arrives. Re-authenticate to connect it again.',
  DEACTIVATED: 'Deactivated by the provider. Re-authenticate to connect it again.',
};

/** The onboarding task each tab completes (a connection or an exception request), spec 01 section 2. */
const ONBOARDING_TASK = {
  ACCOUNTING: 'codatAccountingConnectionsCreated',
  BANKING: 'codatBankingConnectionsCreated',
} as const;

const TAB_PATH: Record<IntegrationSourceType, string> = {
  ACCOUNTING: '/org/accounting-connections',
  BANKING: '/org/banking-connections',
  COMMERCE: '/org/payment-connections',
};
const TITLE: Record<IntegrationSourceType, string> = {
  ACCOUNTING: 'Accounting Connections',
  BANKING: 'Banking Connections',
  COMMERCE: 'Payment Connections',
};

/** The link page is another site (the provider's): a full navigation, not a portal route. */
const goTo = (url: string) => window.location.assign(url);

function Logo({ url }: { url: string | null | undefined }) {
  return url ? <img className="org-connection__logo" src={url} alt="" width={40} height={40} /> : null;
}

/**
 * One connections tab (spec 01 section 2, Connections pages): connected systems and available integrations. While
 * the company is onboarding, a tab whose task is done (a system connected, or an exception asked for) offers the way
 * back to the checklist.
 */
export function ConnectionsTab({
  sourceType,
  isOnboarding = false,
}: {
  sourceType: IntegrationSourceType;
  isOnboarding?: boolean;
}) {
  const client = useApolloClient();
  const { data, error } = useQuery(IntegrationConnectionsQuery, {
    variables: { sourceType },
    fetchPolicy: 'cache-and-network',
  });
  const task = sourceType === 'COMMERCE' ? null : ONBOARDING_TASK[sourceType];
  const onboarding = useQuery(OnboardingStatusQuery, {
    skip: !isOnboarding || !task,
    fetchPolicy: 'cache-and-network',
  });
  const taskDone = Boolean(task && onboarding.data?.onboardingStatus[task]);
  usePageError(error);
  const [asking, setAsking] = useState(false);
  const [desktop, setDesktop] = useState<{ key: string; name: string } | null>(null);
  const [start, { loading: starting }] = useToastMutation(StartConnectionMutation, {
    failure: FAILURE_MESSAGES.tryAgain,
  });
  const [disconnect, { loading: disconnecting }] = useToastMutation(DisconnectConnectionMutation, {
    success: 'Integration was disconnected successfully',
    failure: FAILURE_MESSAGES.tryAgain,
    refetch: [IntegrationConnectionsQuery, OnboardingStatusQuery],
  });
  const connections = data?.integrationConnections;
  if (!connections)
    return error ? null : <Loading description="Loading the connections" withOverlay={false} small />;

  const connectedKeys = new Set(
    connections.existingConnections.map((connection) => connection.integration.key),
  );
  const available = connections.availableIntegrations.filter(
    (integration) =>
      connections.multipleConnectionsForTheSameIntegrationAllowed || !connectedKeys.has(integration.key),
  );
  const connect = async (integration: { key: string; name: string; isDesktopAccounting: boolean }) => {
    if (integration.isDesktopAccounting) return setDesktop(integration);
    const started = await start({ platformKey: integration.key, returnPath: TAB_PATH[sourceType] });
    if (started) goTo(started.startConnection.linkUrl);
  };

  return (
    <div className="org-connections">
      <h2 className="org-section__title">{TITLE[sourceType]}</h2>
      {taskDone ? (
        // Not a Carbon notification: those may hold no link.
        <p className="org-connections__done" role="status">
          <span>This onboarding task is done.</span>
          <Link href={ONBOARDING_TASKS_LINK.path} onClick={navigateOnClick(ONBOARDING_TASKS_LINK.path)}>
            {ONBOARDING_TASKS_LINK.label}
          </Link>
        </p>
      ) : null}
      {sourceType === 'BANKING' ? <p>A bank connection is required to receive an advance.</p> : null}
      <section aria-labelledby={`${sourceType}-connected`}>
        <h3 id={`${sourceType}-connected`} className="org-connections__title">
          Connected systems
        </h3>
        {connections.existingConnections.length === 0 ? (
          <p>No system is connected yet.</p>
        ) : (
          <ul className="org-cards">
            {connections.existingConnections.map((connection) => (
              <li key={connection.id}>
                <Tile className="org-connection">
                  <Logo url={connection.integration.logoUrl} />
                  <div className="org-connection__text">
                    <h4 className="org-connection__name">{connection.integration.name}</h4>
                    {connection.companyName ? <p>{connection.companyName}</p> : null}
                    <Tag type={STATUS_TAG[connection.status]}>{STATUS_LABEL[connection.status]}</Tag>
                    {STATUS_HINT[connection.status] ? (
                      <p className="org-connection__hint">{STATUS_HINT[connection.status]}</p>
                    ) : null}
                  </div>
                  {connection.status === 'LINKED' ? (
                    <Button
                      kind="danger--tertiary"
                      size="sm"
                      disabled={disconnecting}
                      aria-label={`Disconnect ${connection.integration.name}`}
                      onClick={() => void disconnect({ id: connection.id })}
                    >
                      Disconnect
                    </Button>
                  ) : (
                    <Button
                      kind="tertiary"
                      size="sm"
                      aria-label={`Re-authenticate ${connection.integration.name}`}
                      onClick={() => goTo(connection.linkUrl)}
                    >
                      Re-authenticate
                    </Button>
                  )}
                </Tile>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${sourceType}-available`}>
        <h3 id={`${sourceType}-available`} className="org-connections__title">
          Available integrations
        </h3>
        <ul className="org-cards">
          {available.map((integration) => (
            <li key={integration.key}>
              <Tile className="org-connection">
                <Logo url={integration.logoUrl} />
                <div className="org-connection__text">
                  <h4 className="org-connection__name">{integration.name}</h4>
                  <Tag type="outline">Unconnected</Tag>
                </div>
                <Button
                  size="sm"
                  disabled={starting}
                  aria-label={`Connect ${integration.name}`}
                  onClick={() => void connect(integration)}
                >
                  Connect
                </Button>
              </Tile>
            </li>
          ))}
        </ul>
      </section>
      {sourceType !== 'COMMERCE' ? (
        <section aria-labelledby={`${sourceType}-exception`} className="org-connections__exception">
          <h3 id={`${sourceType}-exception`} className="org-connections__title">
            Can't connect your {sourceType === 'BANKING' ? 'bank' : 'accounting system'}?
          </h3>
          <Button kind="tertiary" size="sm" onClick={() => setAsking(true)}>
            Request an exception
          </Button>
        </section>
      ) : null}
      <Suspense fallback={null}>
        {asking && sourceType !== 'COMMERCE' ? (
          <RequestExceptionModal
            source={sourceType}
            onClose={() => {
              setAsking(false);
              // Spec 01 section 4: on close, the onboarding status is refreshed.
              void client.refetchQueries({ include: [OnboardingStatusQuery] });
            }}
          />
        ) : null}
        {desktop ? (
          <DesktopAccountingModal
            integration={desktop}
            returnPath={TAB_PATH[sourceType]}
            onClose={() => setDesktop(null)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
