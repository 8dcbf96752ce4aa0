import { Suspense, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, OverflowMenu, OverflowMenuItem, TableCell, Tag, Tile } from '@carbon/react';
import {
  ConfirmationModal,
  errorCodeOf,
  lazyComponent,
  usePageError,
  useToastMutation,
} from '@seller-portal/platform';
import { formatDate } from '@seller-portal/shared/formatters';
import { ListTable } from '@seller-portal/shared/table';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';
import type { ApiClientFieldsFragment, ApiClientStatus } from '#graphql';
import {
  ApiClientsQuery,
  RevokeApiClientMutation,
  RotateApiClientSecretMutation,
} from './api-clients.query.js';
import { scopeLabel, sortedScopes } from './api-scopes.js';
import { ApiClientSecretModal, secretModalControl, type ApiClientSecret } from './ApiClientSecretModal.js';

// The form and its rules load when it first opens, not with the tab.
const CreateApiClientModal = lazyComponent(() => import('./CreateApiClientModal.js'), 'CreateApiClientModal');

type ApiClient = ApiClientFieldsFragment;

const COLUMNS = [
  { key: 'name', header: 'Name' },
  { key: 'clientId', header: 'Client ID' },
  { key: 'role', header: 'Role' },
  { key: 'scopes', header: 'Scopes' },
  { key: 'createdAt', header: 'Created' },
  { key: 'lastUsedAt', header: 'Last used' },
  { key: 'status', header: 'Status' },
  { key: 'actions', header: 'Actions', hiddenHeader: true },
];

const STATUS_LABEL: Record<ApiClientStatus, string> = { ACTIVE: 'Active', REVOKED: 'Revoked' };
const STATUS_TAG: Record<ApiClientStatus, 'green' | 'gray'> = { ACTIVE: 'green', REVOKED: 'gray' };

export const API_ACCESS_MESSAGES = {
  intro:
    'API clients are credentials an integrator’s system uses to call the portal’s GraphQL API on your company’s behalf, without a person signing in. Each acts as one role and only within the scopes you choose.',
  empty: 'No API clients yet',
  emptyText: 'Create one for each system that calls the API, so each can be rotated or revoked on its own.',
  rotated: 'The current client ID and secret stop working at once.',
  forbidden: 'Only admins can manage API clients.',
} as const;

/** Words for a refused row action: an admin-only action, or the spec's try-again words. */
const actionFailure = (error: unknown) =>
  errorCodeOf(error) === 'FORBIDDEN' ? API_ACCESS_MESSAGES.forbidden : FAILURE_MESSAGES.tryAgain;

/** What the tab shows over the list: the create form, a confirmation, or a secret shown once. */
type Dialog =
  | { kind: 'create' }
  | { kind: 'rotate'; client: ApiClient }
  | { kind: 'revoke'; client: ApiClient }
  | { kind: 'secret'; heading: string; secret: ApiClientSecret };

/**
 * The API access tab (admins only, when the provider keeps API clients): the seller's API clients, creating one, and
 * rotating a client's secret or revoking it. A new secret is shown once, in a modal, and never kept.
 */
export function ApiAccessTab() {
  const { data, loading, error } = useQuery(ApiClientsQuery, { fetchPolicy: 'cache-and-network' });
  // A refusal (not an admin) is the not-found page, as for any page the navigation does not offer this person.
  usePageError(errorCodeOf(error) === 'FORBIDDEN' ? error : null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  // The row menu a confirmation was opened from: focus goes back to it, or to Create when the row has no menu now.
  const rowMenu = useRef<HTMLElement | null>(null);
  const backToRow = () => (rowMenu.current?.isConnected ? rowMenu.current : createButton.current);
  const [rotate, rotating] = useToastMutation(RotateApiClientSecretMutation, { failure: actionFailure });
  const [revoke, revoking] = useToastMutation(RevokeApiClientMutation, {
    success: 'API client revoked.',
    failure: actionFailure,
  });
  const clients = data?.apiClients;
  const close = () => setDialog(null);
  const openCreate = () => {
    rowMenu.current = null;
    setDialog({ kind: 'create' });
  };
  const createButtonElement = (
    <Button ref={createButton} onClick={openCreate}>
      Create API client
    </Button>
  );

  return (
    <div className="org-api-access">
      <h2 className="org-section__title">API access</h2>
      <p className="org-api-access__intro">{API_ACCESS_MESSAGES.intro}</p>
      {clients && clients.length === 0 ? (
        <Tile className="org-api-access__empty">
          <h3 className="org-connections__title">{API_ACCESS_MESSAGES.empty}</h3>
          <p>{API_ACCESS_MESSAGES.emptyText}</p>
          {createButtonElement}
        </Tile>
      ) : (
        <ListTable
          label="API clients"
          columns={COLUMNS}
          rows={clients ?? (error ? [] : undefined)}
          rowKey={(client) => client.id}
          loading={loading}
          failed={Boolean(error) && !clients}
          emptyText={API_ACCESS_MESSAGES.empty}
          toolbar={{ label: 'API clients toolbar', actions: createButtonElement }}
          cells={(client) => (
            <>
              <TableCell>{client.name}</TableCell>
              <TableCell>
                {client.clientId ? (
                  <code className="org-api-code">{client.clientId}</code>
                ) : (
                  'Not registered yet'
                )}
              </TableCell>
              <TableCell>{client.role.displayName}</TableCell>
              <TableCell>
                <ul className="org-api-scopes__list" aria-label={`Scopes of ${client.name}`}>
                  {sortedScopes(client.scopes).map((scope) => (
                    <li key={scope}>
                      <Tag type="cool-gray" size="sm">
                        {scopeLabel(scope)}
                      </Tag>
                    </li>
                  ))}
                </ul>
              </TableCell>
              <TableCell>{formatDate(client.createdAt)}</TableCell>
              <TableCell>{client.lastUsedAt ? formatDate(client.lastUsedAt) : 'Never'}</TableCell>
              <TableCell>
                <Tag type={STATUS_TAG[client.status]} size="sm">
                  {STATUS_LABEL[client.status]}
                </Tag>
              </TableCell>
              <TableCell className="cds--table-column-menu">
                {client.status === 'ACTIVE' ? (
                  <ClientActionsMenu
                    client={client}
                    disabled={rotating.loading || revoking.loading}
                    onChoose={(kind, menu) => {
                      rowMenu.current = menu;
                      setDialog({ kind, client });
                    }}
                  />
                ) : null}
              </TableCell>
            </>
          )}
        />
      )}
      {dialog?.kind === 'create' ? (
        <Suspense fallback={null}>
          <CreateApiClientModal
            onClose={close}
            onCreated={(secret) =>
              setDialog({
                kind: 'secret',
                heading: `API client ${secret.client.name} created`,
                secret,
              })
            }
          />
        </Suspense>
      ) : null}
      <ConfirmationModal
        open={dialog?.kind === 'rotate'}
        heading={dialog?.kind === 'rotate' ? `Rotate the secret of ${dialog.client.name}?` : ''}
        confirmText="Rotate secret"
        confirmingText="Rotating the secret"
        confirming={rotating.loading}
        onConfirm={() => {
          if (dialog?.kind !== 'rotate') return;
          const { client } = dialog;
          void rotate({ id: client.id }).then((rotated) =>
            setDialog(
              rotated
                ? {
                    kind: 'secret',
                    heading: `New secret for ${client.name}`,
                    secret: rotated.rotateApiClientSecret,
                  }
                : null,
            ),
          );
        }}
        onClose={close}
        // Rotated, the secret's modal takes over: focus stays in it; else back to the row's menu.
        returnFocusTo={() => secretModalControl() ?? backToRow()}
      >
        <p>
          {API_ACCESS_MESSAGES.rotated} A new client ID and secret are shown once: the system that uses this
          client needs them to go on calling the API.
        </p>
      </ConfirmationModal>
      <ConfirmationModal
        open={dialog?.kind === 'revoke'}
        danger
        heading={dialog?.kind === 'revoke' ? `Revoke ${dialog.client.name}?` : ''}
        confirmText="Revoke"
        confirmingText="Revoking"
        confirming={revoking.loading}
        onConfirm={() => {
          if (dialog?.kind !== 'revoke') return;
          void revoke({ id: dialog.client.id }).finally(close);
        }}
        onClose={close}
        returnFocusTo={backToRow}
      >
        <p>Its next call is refused, and it can get no new token. This cannot be undone.</p>
      </ConfirmationModal>
      {dialog?.kind === 'secret' ? (
        <ApiClientSecretModal
          heading={dialog.heading}
          secret={dialog.secret}
          onClose={close}
          returnFocusTo={backToRow}
        />
      ) : null}
    </div>
  );
}

/** An active client's row actions; the menu's trigger takes focus back when what it opened closes. */
function ClientActionsMenu({
  client,
  disabled,
  onChoose,
}: {
  client: ApiClient;
  disabled: boolean;
  onChoose: (kind: 'rotate' | 'revoke', menu: HTMLElement | null) => void;
}) {
  const menu = useRef<HTMLSpanElement>(null);
  const trigger = () => menu.current?.querySelector('button') ?? null;
  return (
    <span ref={menu}>
      <OverflowMenu
        aria-label={`Actions for ${client.name}`}
        iconDescription={`Actions for ${client.name}`}
        flipped
        size="sm"
        disabled={disabled}
      >
        <OverflowMenuItem itemText="Rotate secret" onClick={() => onChoose('rotate', trigger())} />
        <OverflowMenuItem itemText="Revoke" isDelete onClick={() => onChoose('revoke', trigger())} />
      </OverflowMenu>
    </span>
  );
}
