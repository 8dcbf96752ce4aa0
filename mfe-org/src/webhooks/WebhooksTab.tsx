import { Suspense, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, OverflowMenu, OverflowMenuItem, TableCell, Tag, Tile } from '@carbon/react';
import {
  ConfirmationModal,
  errorCodeOf,
  lazyComponent,
  reasonOf,
  usePageError,
  useToastMutation,
} from '@seller-portal/platform';
import { formatDate, formatDateTime } from '@seller-portal/shared/formatters';
import { ListTable } from '@seller-portal/shared/table';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';
import type { WebhookEndpointFieldsFragment } from '#graphql';
import { secretModalControl } from '../api-access/ApiClientSecretModal.js';
import {
  DeleteWebhookEndpointMutation,
  DisableWebhookEndpointMutation,
  EnableWebhookEndpointMutation,
  RotateWebhookEndpointSecretMutation,
  SendTestWebhookMutation,
  WebhookDeliveriesQuery,
  WebhookEndpointsQuery,
} from './webhooks.query.js';
import {
  DELIVERY_STATUS_LABEL,
  DELIVERY_STATUS_TAG,
  ENDPOINT_STATUS_LABEL,
  ENDPOINT_STATUS_TAG,
  eventLabel,
  sortedEvents,
} from './webhook-events.js';
import { WEBHOOKS_MESSAGES } from './webhooks-messages.js';
import { WebhookSecretModal } from './WebhookSecretModal.js';

export { WEBHOOKS_MESSAGES } from './webhooks-messages.js';

// The form, its rules and the deliveries load when first opened, not with the tab.
const WebhookEndpointModal = lazyComponent(() => import('./WebhookEndpointModal.js'), 'WebhookEndpointModal');
const WebhookDeliveries = lazyComponent(() => import('./WebhookDeliveries.js'), 'WebhookDeliveries');

type Endpoint = WebhookEndpointFieldsFragment;

const COLUMNS = [
  { key: 'url', header: 'URL' },
  { key: 'description', header: 'Description' },
  { key: 'events', header: 'Events' },
  { key: 'status', header: 'Status' },
  { key: 'lastDelivery', header: 'Last delivery' },
  { key: 'createdAt', header: 'Created' },
  { key: 'actions', header: 'Actions', hiddenHeader: true },
];

/** Words for a refused row action: an admin-only action, the provider's reason, or the spec's try-again words. */
const actionFailure = (error: unknown) =>
  errorCodeOf(error) === 'FORBIDDEN'
    ? WEBHOOKS_MESSAGES.forbidden
    : (reasonOf(error) ?? FAILURE_MESSAGES.tryAgain);

/** An enabled endpoint that has been failing: it is disabled at 15 failed attempts in a row. */
export const failuresInARow = (count: number) =>
  `${count} failed ${count === 1 ? 'attempt' : 'attempts'} in a row (disabled at 15).`;

type RowAction = 'deliveries' | 'edit' | 'test' | 'rotate' | 'enable' | 'disable' | 'delete';

/** What the tab shows over the list: the form, a confirmation, or a secret shown once. */
type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; endpoint: Endpoint }
  | { kind: 'rotate'; endpoint: Endpoint }
  | { kind: 'delete'; endpoint: Endpoint }
  | { kind: 'secret'; heading: string; secret: string; previousSecretExpiresAt?: string | null };

/**
 * The Webhooks tab (admins only, when the provider delivers webhooks): the seller's endpoints, adding and editing
 * one, a test event, rotating its signing secret, disabling, enabling and deleting it, and its deliveries. A signing
 * secret is shown once, in a modal, and never kept.
 */
export function WebhooksTab() {
  const { data, loading, error } = useQuery(WebhookEndpointsQuery, { fetchPolicy: 'cache-and-network' });
  // A refusal (not an admin) is the not-found page, as for any page the navigation does not offer this person.
  usePageError(errorCodeOf(error) === 'FORBIDDEN' ? error : null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The row menu an action was chosen from: focus goes back to it, or to Add endpoint when the row is gone.
  const rowMenu = useRef<HTMLElement | null>(null);
  const backToRow = () => (rowMenu.current?.isConnected ? rowMenu.current : addButton.current);
  const [sendTest, sendingTest] = useToastMutation(SendTestWebhookMutation, {
    success: WEBHOOKS_MESSAGES.testSent,
    failure: actionFailure,
    // The endpoint's last delivery, and its deliveries when they show.
    refetch: viewing ? [WebhookEndpointsQuery, WebhookDeliveriesQuery] : [WebhookEndpointsQuery],
  });
  const [enable, enabling] = useToastMutation(EnableWebhookEndpointMutation, {
    success: WEBHOOKS_MESSAGES.enabled,
    failure: actionFailure,
  });
  const [disable, disabling] = useToastMutation(DisableWebhookEndpointMutation, {
    success: WEBHOOKS_MESSAGES.disabled,
    failure: actionFailure,
  });
  const [rotate, rotating] = useToastMutation(RotateWebhookEndpointSecretMutation, {
    failure: actionFailure,
  });
  const [remove, removing] = useToastMutation(DeleteWebhookEndpointMutation, {
    success: WEBHOOKS_MESSAGES.deleted,
    failure: actionFailure,
    refetch: [WebhookEndpointsQuery],
  });
  const busy =
    sendingTest.loading || enabling.loading || disabling.loading || rotating.loading || removing.loading;
  const endpoints = data?.webhookEndpoints;
  const viewed = endpoints?.find((endpoint) => endpoint.id === viewing);
  const close = () => setDialog(null);
  const openAdd = () => {
    rowMenu.current = null;
    setDialog({ kind: 'add' });
  };
  const onAction = (action: RowAction, endpoint: Endpoint, menu: HTMLElement | null) => {
    rowMenu.current = menu;
    if (action === 'deliveries') setViewing(endpoint.id);
    else if (action === 'test') void sendTest({ endpointId: endpoint.id });
    else if (action === 'enable') void enable({ id: endpoint.id });
    else if (action === 'disable') void disable({ id: endpoint.id });
    else setDialog({ kind: action, endpoint });
  };
  const addButtonElement = (
    <Button ref={addButton} onClick={openAdd}>
      {WEBHOOKS_MESSAGES.add}
    </Button>
  );

  return (
    <div className="org-webhooks">
      <h2 className="org-section__title">{WEBHOOKS_MESSAGES.title}</h2>
      <p className="org-api-access__intro">{WEBHOOKS_MESSAGES.intro}</p>
      {endpoints && endpoints.length === 0 ? (
        <Tile className="org-api-access__empty">
          <h3 className="org-connections__title">{WEBHOOKS_MESSAGES.empty}</h3>
          <p>{WEBHOOKS_MESSAGES.emptyText}</p>
          {addButtonElement}
        </Tile>
      ) : (
        <ListTable
          label={WEBHOOKS_MESSAGES.tableLabel}
          columns={COLUMNS}
          rows={endpoints ?? (error ? [] : undefined)}
          rowKey={(endpoint) => endpoint.id}
          loading={loading}
          failed={Boolean(error) && !endpoints}
          emptyText={WEBHOOKS_MESSAGES.empty}
          toolbar={{ label: 'Webhook endpoints toolbar', actions: addButtonElement }}
          cells={(endpoint) => (
            <>
              <TableCell>
                <code className="org-api-code">{endpoint.url}</code>
              </TableCell>
              <TableCell>{endpoint.description ?? ''}</TableCell>
              <TableCell>
                <ul className="org-api-scopes__list" aria-label={`Events of ${endpoint.url}`}>
                  {sortedEvents(endpoint.events).map((event) => (
                    <li key={event}>
                      <Tag type="cool-gray" size="sm">
                        {eventLabel(event)}
                      </Tag>
                    </li>
                  ))}
                </ul>
              </TableCell>
              <TableCell>
                <Tag type={ENDPOINT_STATUS_TAG[endpoint.status]} size="sm">
                  {ENDPOINT_STATUS_LABEL[endpoint.status]}
                </Tag>
                {endpoint.status === 'DISABLED' && endpoint.disabledReason ? (
                  <p className="org-webhooks__reason">{endpoint.disabledReason}</p>
                ) : null}
                {endpoint.status === 'ENABLED' && endpoint.consecutiveFailures > 0 ? (
                  <p className="org-webhooks__reason">{failuresInARow(endpoint.consecutiveFailures)}</p>
                ) : null}
              </TableCell>
              <TableCell>
                {endpoint.lastDelivery ? (
                  <>
                    <Tag type={DELIVERY_STATUS_TAG[endpoint.lastDelivery.status]} size="sm">
                      {DELIVERY_STATUS_LABEL[endpoint.lastDelivery.status]}
                    </Tag>{' '}
                    {formatDateTime(endpoint.lastDelivery.createdAt)}
                  </>
                ) : (
                  WEBHOOKS_MESSAGES.noLastDelivery
                )}
              </TableCell>
              <TableCell>{formatDate(endpoint.createdAt)}</TableCell>
              <TableCell className="cds--table-column-menu">
                <EndpointActionsMenu endpoint={endpoint} disabled={busy} onChoose={onAction} />
              </TableCell>
            </>
          )}
        />
      )}
      {viewed ? (
        <Suspense fallback={null}>
          <WebhookDeliveries
            key={viewed.id}
            endpoint={viewed}
            onClose={() => {
              setViewing(null);
              backToRow()?.focus();
            }}
          />
        </Suspense>
      ) : null}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <Suspense fallback={null}>
          <WebhookEndpointModal
            endpoint={dialog.kind === 'edit' ? dialog.endpoint : undefined}
            onClose={close}
            onCreated={({ endpoint, secret }) =>
              setDialog({ kind: 'secret', heading: `Endpoint ${endpoint.url} added`, secret })
            }
            returnFocusTo={backToRow}
          />
        </Suspense>
      ) : null}
      <ConfirmationModal
        open={dialog?.kind === 'rotate'}
        heading={dialog?.kind === 'rotate' ? `Rotate the signing secret of ${dialog.endpoint.url}?` : ''}
        confirmText="Rotate secret"
        confirmingText="Rotating the secret"
        confirming={rotating.loading}
        onConfirm={() => {
          if (dialog?.kind !== 'rotate') return;
          const { endpoint } = dialog;
          void rotate({ id: endpoint.id }).then((rotated) =>
            setDialog(
              rotated
                ? {
                    kind: 'secret',
                    heading: `New signing secret for ${endpoint.url}`,
                    secret: rotated.rotateWebhookEndpointSecret.secret,
                    previousSecretExpiresAt:
                      rotated.rotateWebhookEndpointSecret.endpoint.previousSecretExpiresAt,
                  }
                : null,
            ),
          );
        }}
        onClose={close}
        // Rotated, the secret's modal takes over: focus stays in it; else back to the row's menu.
        returnFocusTo={() => secretModalControl() ?? backToRow()}
      >
        <p>{WEBHOOKS_MESSAGES.rotateConfirm}</p>
      </ConfirmationModal>
      <ConfirmationModal
        open={dialog?.kind === 'delete'}
        danger
        heading={dialog?.kind === 'delete' ? `Delete ${dialog.endpoint.url}?` : ''}
        confirmText="Delete"
        confirmingText="Deleting"
        confirming={removing.loading}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { endpoint } = dialog;
          void remove({ id: endpoint.id }).then((removed) => {
            if (removed && viewing === endpoint.id) setViewing(null);
            close();
          });
        }}
        onClose={close}
        returnFocusTo={backToRow}
      >
        <p>{WEBHOOKS_MESSAGES.deleteConfirm}</p>
      </ConfirmationModal>
      {dialog?.kind === 'secret' ? (
        <WebhookSecretModal
          heading={dialog.heading}
          secret={dialog.secret}
          previousSecretExpiresAt={dialog.previousSecretExpiresAt}
          onClose={close}
          returnFocusTo={backToRow}
        />
      ) : null}
    </div>
  );
}

/** An endpoint's row actions, named with its URL; the menu's trigger takes focus back when what it opened closes. */
function EndpointActionsMenu({
  endpoint,
  disabled,
  onChoose,
}: {
  endpoint: Endpoint;
  disabled: boolean;
  onChoose: (action: RowAction, endpoint: Endpoint, menu: HTMLElement | null) => void;
}) {
  const menu = useRef<HTMLSpanElement>(null);
  const trigger = () => menu.current?.querySelector('button') ?? null;
  const name = `Actions for ${endpoint.url}`;
  return (
    <span ref={menu}>
      <OverflowMenu aria-label={name} iconDescription={name} flipped size="sm" disabled={disabled}>
        <OverflowMenuItem
          itemText="View deliveries"
          onClick={() => onChoose('deliveries', endpoint, trigger())}
        />
        <OverflowMenuItem itemText="Edit" onClick={() => onChoose('edit', endpoint, trigger())} />
        <OverflowMenuItem itemText="Send test event" onClick={() => onChoose('test', endpoint, trigger())} />
        <OverflowMenuItem itemText="Rotate secret" onClick={() => onChoose('rotate', endpoint, trigger())} />
        {endpoint.status === 'DISABLED' ? (
          <OverflowMenuItem itemText="Enable" onClick={() => onChoose('enable', endpoint, trigger())} />
        ) : (
          <OverflowMenuItem itemText="Disable" onClick={() => onChoose('disable', endpoint, trigger())} />
        )}
        <OverflowMenuItem
          itemText="Delete"
          isDelete
          onClick={() => onChoose('delete', endpoint, trigger())}
        />
      </OverflowMenu>
    </span>
  );
}
