import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { toastStore } from '@seller-portal/platform';
import { GraphQLError } from 'graphql';
import {
  ApiClientRolesQuery,
  ApiClientsQuery,
  CreateApiClientMutation,
  RevokeApiClientMutation,
  RotateApiClientSecretMutation,
} from './api-clients.query.js';
import { API_CLIENT_MESSAGES } from '@seller-portal/shared/validation';
import { SECRET_WARNING } from './ApiClientSecretModal.js';
import { API_ACCESS_MESSAGES } from './ApiAccessTab.js';
import type { ApiScope } from '#graphql';
import {
  ACCOUNT_EXEC,
  ADMIN,
  cached,
  connectionsMock,
  contextMocks as areaMocks,
  EXEC,
  openFromEmptyState,
  openMenu,
  pageStatus,
  renderAt,
  type role,
} from '../company/admin-tab-test-support.js';

// The tab, its modals and the secret's modal load lazily, as they do in the portal: on a busy machine (CI's npm test
// runs every package at once) that takes longer than testing-library's one second, as OfferHealthReport's test says.
configure({ asyncUtilTimeout: 15_000 });

type MockedResponse = MockLink.MockedResponse;

let toasts: MockInstance<typeof toastStore.show>;

/** Who is looking, and whether the provider keeps API clients. */
const contextMocks = (roles: ReturnType<typeof role>[], apiClients: boolean) =>
  areaMocks(roles, { apiClients, webhookEndpoints: false });

const client = (
  id: string,
  name: string,
  overrides: Partial<{
    status: 'ACTIVE' | 'REVOKED';
    lastUsedAt: string | null;
    clientId: string;
    scopes: readonly ApiScope[];
  }> = {},
) => ({
  __typename: 'ApiClient' as const,
  id,
  name,
  clientId: `cid-${id}`,
  role: ACCOUNT_EXEC,
  scopes: ['REPORTS_READ', 'OFFERS_READ'] as readonly ApiScope[],
  status: 'ACTIVE' as const,
  createdAt: '2026-03-08T15:00:00Z',
  createdBy: 'Ada Admin',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

const BILLING = client('billing', 'Billing sync', { lastUsedAt: '2026-04-01T15:00:00Z' });
const OLD = client('old', 'Old CRM', { status: 'REVOKED' });

const clientsMock = (clients: ReturnType<typeof client>[]): MockedResponse => ({
  request: { query: ApiClientsQuery },
  result: { data: { apiClients: clients } },
});

const rolesMock: MockedResponse = {
  request: { query: ApiClientRolesQuery },
  result: {
    data: {
      roles: [
        { ...ADMIN, description: 'Everything.' },
        { ...EXEC, description: 'Sees every offer.' },
        { ...ACCOUNT_EXEC, description: 'Only their own offers.' },
      ],
    },
  },
};

const credentials = (of: ReturnType<typeof client>, clientId: string, clientSecret: string) => ({
  __typename: 'ApiClientCredentials' as const,
  client: { ...of, clientId },
  clientId,
  clientSecret,
  tokenEndpoint: 'https://id.example/oauth/token',
  audience: 'https://api.example/graphql',
});

beforeEach(() => {
  vi.clearAllMocks();
  toasts = vi.spyOn(toastStore, 'show');
});

describe('API access: who sees it', { timeout: 30_000 }, () => {
  it('is a Company tab for an admin when the provider keeps API clients', async () => {
    renderAt('/org/payment-connections', [...contextMocks([ADMIN], true), connectionsMock]);
    await screen.findByRole('heading', { name: 'Payment Connections' });
    // The tab shows once the provider's features are known, which may be after the page's heading.
    await screen.findByRole('tab', { name: 'API access' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.at(-1)).toBe('API access');
  });

  it('is no tab for someone who is not an admin, and its address is not found', async () => {
    const view = renderAt('/org/payment-connections', [...contextMocks([EXEC], true), connectionsMock]);
    await screen.findByRole('heading', { name: 'Payment Connections' });
    expect(screen.queryByRole('tab', { name: 'API access' })).toBeNull();
    view.unmount();

    renderAt('/org/api-access', [...contextMocks([EXEC], true), clientsMock([BILLING])]);
    await waitFor(() => expect(pageStatus()).toBe('not-found'));
    expect(screen.queryByText('Billing sync')).toBeNull();
  });

  it('is not found for someone without company data either (not the company data warning)', async () => {
    renderAt('/org/api-access', [...contextMocks([ACCOUNT_EXEC], true), clientsMock([BILLING])]);
    await waitFor(() => expect(pageStatus()).toBe('not-found'));
    expect(screen.queryByText('You do not have access to company data.')).toBeNull();
    expect(screen.queryByText('Billing sync')).toBeNull();
  });

  it('is no tab, and not found, when the provider does not keep API clients', async () => {
    const view = renderAt('/org/payment-connections', [...contextMocks([ADMIN], false), connectionsMock]);
    await screen.findByRole('heading', { name: 'Payment Connections' });
    expect(screen.queryByRole('tab', { name: 'API access' })).toBeNull();
    view.unmount();

    renderAt('/org/api-access', [...contextMocks([ADMIN], false), clientsMock([BILLING])]);
    await waitFor(() => expect(pageStatus()).toBe('not-found'));
    expect(screen.queryByRole('tab', { name: 'API access' })).toBeNull();
  });
});

describe('API access: the clients', { timeout: 30_000 }, () => {
  it('lists the clients with their role, scopes, dates and status; only active ones have actions', async () => {
    renderAt('/org/api-access', [...contextMocks([ADMIN], true), clientsMock([BILLING, OLD])]);
    const table = await screen.findByRole('table', { name: 'API clients' });
    expect(screen.getByRole('tab', { name: 'API access', selected: true })).toBeTruthy();
    expect(screen.getByText(API_ACCESS_MESSAGES.intro)).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameClient IDRoleScopesCreatedLast usedStatusActions',
      `Billing synccid-billingAccount ExecutiveOffers: readReports: read03/08/202604/01/2026ActiveActions for Billing sync`,
      `Old CRMcid-oldAccount ExecutiveOffers: readReports: read03/08/2026NeverRevoked`,
    ]);
    expect(within(rows[1]!).getByText('cid-billing').tagName).toBe('CODE');
    expect(screen.getByRole('button', { name: 'Actions for Billing sync' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for Old CRM' })).toBeNull();
    expect(pageStatus()).toBe('shown');
  });

  it('says there are none yet, with the way to create one', async () => {
    renderAt('/org/api-access', [...contextMocks([ADMIN], true), clientsMock([])]);
    expect(await screen.findByRole('heading', { name: 'No API clients yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create API client' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so in words when the list cannot be loaded', async () => {
    renderAt('/org/api-access', [
      ...contextMocks([ADMIN], true),
      { request: { query: ApiClientsQuery }, error: new Error('network down') },
    ]);
    expect(await screen.findByText('Something went wrong. Try again.')).toBeTruthy();
  });
});

describe('API access: creating a client', { timeout: 30_000 }, () => {
  it('asks for a name and a scope, sends what was chosen, and shows the secret once', async () => {
    const created = vi.fn(() => ({
      data: {
        createApiClient: credentials(
          client('new', 'Warehouse', { scopes: ['DATAROOM_WRITE', 'OFFERS_READ'] }),
          'cid-new',
          's3cret-once',
        ),
      },
    }));
    renderAt('/org/api-access', [
      ...contextMocks([ADMIN], true),
      clientsMock([BILLING]),
      rolesMock,
      {
        request: {
          query: CreateApiClientMutation,
          variables: {
            input: {
              name: 'Warehouse',
              roleId: 'role-ACCOUNT_EXEC',
              scopes: ['OFFERS_READ', 'DATAROOM_WRITE'],
            },
          },
        },
        result: created,
      },
      clientsMock([client('new', 'Warehouse'), BILLING]),
    ]);
    const open = await screen.findByRole('button', { name: 'Create API client' });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Create API client' });
    // The least powerful role is chosen once the roles arrive.
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Role') as HTMLSelectElement).value).toBe('role-ACCOUNT_EXEC'),
    );
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Name')));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(API_CLIENT_MESSAGES.nameRequired)).toBeTruthy();
    const scopesMessage = within(dialog).getByText(API_CLIENT_MESSAGES.scopesRequired);
    expect(within(dialog).getByRole('group', { name: 'Scopes' }).getAttribute('aria-describedby')).toBe(
      scopesMessage.id,
    );

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Warehouse ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Offers: read' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Data room: write' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const secret = await screen.findByRole('dialog', { name: 'API client Warehouse created' });
    expect(created).toHaveBeenCalledTimes(1);
    expect(within(secret).getByText(SECRET_WARNING)).toBeTruthy();
    // Focus is in the secret's modal, and stays there once the form's modal has closed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(secret.contains(document.activeElement)).toBe(true);
    expect(within(secret).getByText('s3cret-once')).toBeTruthy();
    expect(within(secret).getByText('cid-new')).toBeTruthy();
    expect(within(secret).getByText('https://id.example/oauth/token')).toBeTruthy();
    expect(
      within(secret).getByText(
        'curl -u "$CLIENT_ID:$CLIENT_SECRET" -d grant_type=client_credentials -d scope="offers:read dataroom:write" -d resource=https://api.example/graphql https://id.example/oauth/token',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Create API client' })).toBeNull();

    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Shown once: gone from the page and from the cache, and the list shows the new client.
    expect(screen.queryByText('s3cret-once')).toBeNull();
    expect(cached()).not.toContain('s3cret-once');
    expect(await screen.findByText('Warehouse')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create API client' })),
    );
  });

  it('refuses a name over 100 characters in words, keeping it as typed', async () => {
    renderAt('/org/api-access', [...contextMocks([ADMIN], true), clientsMock([]), rolesMock]);
    await openFromEmptyState(API_ACCESS_MESSAGES.empty, 'Create API client');
    const dialog = await screen.findByRole('dialog', { name: 'Create API client' });
    await within(dialog).findByRole('option', { name: 'Account Executive' });
    const long = 'x'.repeat(101);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: long } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Reports: read' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(await within(dialog).findByText(API_CLIENT_MESSAGES.nameTooLong)).toBeTruthy();
    expect(name.value).toBe(long);
    expect(name.getAttribute('aria-describedby')).toBe(
      within(dialog).getByText(API_CLIENT_MESSAGES.nameTooLong).id,
    );
    expect(within(dialog).queryByText(API_CLIENT_MESSAGES.scopesRequired)).toBeNull();
  });

  it("keeps what was typed and puts the server's messages under the fields", async () => {
    renderAt('/org/api-access', [
      ...contextMocks([ADMIN], true),
      clientsMock([]),
      rolesMock,
      {
        request: {
          query: CreateApiClientMutation,
          variables: { input: { name: 'Billing sync', roleId: 'role-ACCOUNT_EXEC', scopes: ['TEAM_READ'] } },
        },
        result: {
          errors: [
            new GraphQLError('bad input', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { name: 'An API client of this name exists already.' },
              },
            }),
          ],
        },
      },
    ]);
    await openFromEmptyState(API_ACCESS_MESSAGES.empty, 'Create API client');
    const dialog = await screen.findByRole('dialog', { name: 'Create API client' });
    await within(dialog).findByRole('option', { name: 'Account Executive' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Billing sync' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Team: read' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('An API client of this name exists already.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Billing sync');
    expect((within(dialog).getByRole('checkbox', { name: 'Team: read' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(toasts).not.toHaveBeenCalled();
  });

  it('says in words when only admins may create one', async () => {
    renderAt('/org/api-access', [
      ...contextMocks([ADMIN], true),
      clientsMock([]),
      rolesMock,
      {
        request: {
          query: CreateApiClientMutation,
          variables: { input: { name: 'Sync', roleId: 'role-ACCOUNT_EXEC', scopes: ['TEAM_READ'] } },
        },
        result: { errors: [new GraphQLError('no', { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    await openFromEmptyState(API_ACCESS_MESSAGES.empty, 'Create API client');
    const dialog = await screen.findByRole('dialog', { name: 'Create API client' });
    await within(dialog).findByRole('option', { name: 'Account Executive' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Sync' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Team: read' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'error', title: 'Only admins can create API clients.' }),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Create API client' })).toBeTruthy();
  });
});

describe('API access: rotating and revoking', { timeout: 30_000 }, () => {
  it('rotates a secret after saying the old one stops working, and shows the new one once', async () => {
    const rotated = vi.fn(() => ({
      data: { rotateApiClientSecret: credentials(BILLING, 'cid-billing-2', 'new-s3cret') },
    }));
    renderAt('/org/api-access', [
      ...contextMocks([ADMIN], true),
      clientsMock([BILLING]),
      { request: { query: RotateApiClientSecretMutation, variables: { id: 'billing' } }, result: rotated },
    ]);
    const items = await openMenu('Billing sync');
    expect(items.map((item) => item.textContent)).toEqual(['Rotate secret', 'Revoke']);
    fireEvent.click(items[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the secret of Billing sync?' });
    expect(within(confirm).getByText(/The current client ID and secret stop working at once\./)).toBeTruthy();
    expect(rotated).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const secret = await screen.findByRole('dialog', { name: 'New secret for Billing sync' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(secret.contains(document.activeElement)).toBe(true);
    expect(within(secret).getByText('new-s3cret')).toBeTruthy();
    expect(within(secret).getByText(SECRET_WARNING)).toBeTruthy();
    // The row shows the new client ID.
    expect(
      within(screen.getByRole('table', { name: 'API clients' })).getByText('cid-billing-2'),
    ).toBeTruthy();
    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('new-s3cret')).toBeNull();
    expect(cached()).not.toContain('new-s3cret');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Billing sync' })),
    );
  });

  it('revokes a client after a danger confirmation: a toast, and the row shows Revoked', async () => {
    const revoked = vi.fn(() => ({
      data: { revokeApiClient: { ...BILLING, status: 'REVOKED', revokedAt: '2026-04-02T15:00:00Z' } },
    }));
    renderAt('/org/api-access', [
      ...contextMocks([ADMIN], true),
      clientsMock([BILLING]),
      { request: { query: RevokeApiClientMutation, variables: { id: 'billing' } }, result: revoked },
    ]);
    const items = await openMenu('Billing sync');
    fireEvent.click(items[1]!);
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Billing sync?' });
    expect(within(confirm).getByText(/Its next call is refused/)).toBeTruthy();
    // Cancel first: nothing is sent.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoked).not.toHaveBeenCalled();

    fireEvent.click((await openMenu('Billing sync'))[1]!);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke Billing sync?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'success', title: 'API client revoked.' }),
      ),
    );
    expect(revoked).toHaveBeenCalledTimes(1);
    const row = within(screen.getByRole('table', { name: 'API clients' })).getAllByRole('row')[1]!;
    expect(within(row).getByText('Revoked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for Billing sync' })).toBeNull();
    // The row's menu is gone with its actions: focus goes to Create rather than nowhere.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create API client' })),
    );
  });
});
