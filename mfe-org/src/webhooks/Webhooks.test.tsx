import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { toastStore } from '@seller-portal/platform';
import { STALE_FORM_MESSAGES, WEBHOOK_ENDPOINT_MESSAGES } from '@seller-portal/shared/validation';
import { GraphQLError } from 'graphql';
import type { WebhookEvent } from '#graphql';
import {
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
import {
  CreateWebhookEndpointMutation,
  DeleteWebhookEndpointMutation,
  EnableWebhookEndpointMutation,
  RedeliverWebhookMutation,
  RotateWebhookEndpointSecretMutation,
  SendTestWebhookMutation,
  UpdateWebhookEndpointMutation,
  WebhookDeliveriesQuery,
  WebhookEndpointsQuery,
  WebhookEventTypesQuery,
} from './webhooks.query.js';
import { WEBHOOKS_MESSAGES } from './WebhooksTab.js';

// The tab, its form, its deliveries and the secret's modal load lazily, as they do in the portal (see ApiAccess.test).
configure({ asyncUtilTimeout: 15_000 });

type MockedResponse = MockLink.MockedResponse;

let toasts: MockInstance<typeof toastStore.show>;

/** Who is looking, and whether the provider delivers webhooks. */
const contextMocks = (roles: ReturnType<typeof role>[], webhookEndpoints: boolean) =>
  areaMocks(roles, { apiClients: true, webhookEndpoints });

interface LastDelivery {
  __typename: 'WebhookDelivery';
  id: string;
  type: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  createdAt: string;
}

type Endpoint = ReturnType<typeof endpoint>;

const endpoint = (
  id: string,
  url: string,
  overrides: Partial<{
    description: string | null;
    events: WebhookEvent[];
    status: 'ENABLED' | 'DISABLED';
    disabledReason: string | null;
    consecutiveFailures: number;
    previousSecretExpiresAt: string | null;
    lastDelivery: LastDelivery | null;
  }> = {},
) => ({
  __typename: 'WebhookEndpoint' as const,
  id,
  url,
  description: 'Order sync' as string | null,
  events: ['PAYMENT_SUCCEEDED', 'OFFER_STAGE_CHANGED'] as WebhookEvent[],
  status: 'ENABLED' as 'ENABLED' | 'DISABLED',
  disabledReason: null as string | null,
  consecutiveFailures: 0,
  createdAt: '2026-03-08T15:00:00Z',
  createdBy: 'Ada Admin',
  previousSecretExpiresAt: null as string | null,
  lastDelivery: null as LastDelivery | null,
  ...overrides,
});

const ORDERS = endpoint('orders', 'https://hooks.acme.example/orders');
const FAILING = endpoint('crm', 'https://crm.acme.example/hooks', {
  description: null,
  events: ['ADVANCE_PAID'],
  status: 'DISABLED',
  disabledReason: 'Disabled after 15 failed attempts in a row.',
  consecutiveFailures: 15,
  lastDelivery: {
    __typename: 'WebhookDelivery',
    id: 'd-crm',
    type: 'advance.paid',
    status: 'FAILED',
    createdAt: '2026-04-01T15:00:00Z',
  },
});

const endpointsMock = (endpoints: Endpoint[]): MockedResponse => ({
  request: { query: WebhookEndpointsQuery },
  result: { data: { webhookEndpoints: endpoints } },
});

const eventType = (event: WebhookEvent, type: string, description: string) => ({
  __typename: 'WebhookEventType' as const,
  event,
  type,
  description,
});

const eventTypesMock: MockedResponse = {
  request: { query: WebhookEventTypesQuery },
  result: {
    data: {
      webhookEventTypes: [
        eventType('PAYMENT_SUCCEEDED', 'payment.succeeded', "A customer's payment on an offer succeeded."),
        eventType('OFFER_STAGE_CHANGED', 'offer.stage_changed', 'An offer moved from one stage to another.'),
        eventType('ADVANCE_PAID', 'advance.paid', 'The provider paid the seller in advance.'),
      ],
    },
  },
};

async function chooseAction(url: string, action: string) {
  const items = await openMenu(url);
  const item = items.find((candidate) => candidate.textContent === action);
  if (!item) throw new Error(`No ${action} in ${items.map((candidate) => candidate.textContent).join(', ')}`);
  fireEvent.click(item);
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  vi.clearAllMocks();
  toasts = vi.spyOn(toastStore, 'show');
});

describe('Webhooks: who sees it', { timeout: 30_000 }, () => {
  it('is a Company tab for an admin when the provider delivers webhooks', async () => {
    renderAt('/org/payment-connections', [...contextMocks([ADMIN], true), connectionsMock]);
    await screen.findByRole('heading', { name: 'Payment Connections' });
    await screen.findByRole('tab', { name: 'Webhooks' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.slice(-2)).toEqual(['API access', 'Webhooks']);
  });

  it('is no tab for someone who is not an admin, and its address is not found', async () => {
    const view = renderAt('/org/payment-connections', [...contextMocks([EXEC], true), connectionsMock]);
    await screen.findByRole('heading', { name: 'Payment Connections' });
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).toBeNull();
    view.unmount();

    renderAt('/org/webhooks', [...contextMocks([EXEC], true), endpointsMock([ORDERS])]);
    await waitFor(() => expect(pageStatus()).toBe('not-found'));
    expect(screen.queryByText(ORDERS.url)).toBeNull();
  });

  it('is no tab, and not found, when the provider does not deliver webhooks', async () => {
    const view = renderAt('/org/payment-connections', [...contextMocks([ADMIN], false), connectionsMock]);
    await screen.findByRole('heading', { name: 'Payment Connections' });
    // The provider's features have arrived: API access is offered, Webhooks is not.
    await screen.findByRole('tab', { name: 'API access' });
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).toBeNull();
    view.unmount();

    renderAt('/org/webhooks', [...contextMocks([ADMIN], false), endpointsMock([ORDERS])]);
    await waitFor(() => expect(pageStatus()).toBe('not-found'));
    expect(screen.queryByText(ORDERS.url)).toBeNull();
  });
});

describe('Webhooks: the endpoints', { timeout: 30_000 }, () => {
  it('lists the endpoints with their events, status, last delivery and date', async () => {
    renderAt('/org/webhooks', [...contextMocks([ADMIN], true), endpointsMock([ORDERS, FAILING])]);
    const table = await screen.findByRole('table', { name: WEBHOOKS_MESSAGES.tableLabel });
    expect(screen.getByRole('tab', { name: 'Webhooks', selected: true })).toBeTruthy();
    expect(screen.getByText(WEBHOOKS_MESSAGES.intro)).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('URLDescriptionEventsStatusLast deliveryCreatedActions');
    // The events in the form's order, whatever order the answer gave them in.
    expect(
      within(within(rows[1]!).getByRole('list', { name: `Events of ${ORDERS.url}` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Offer stage changed', 'Payment succeeded']);
    expect(rows[1]!.textContent).toContain('Enabled');
    expect(within(rows[1]!).queryByText(/in a row/)).toBeNull();
    expect(rows[1]!.textContent).toContain(WEBHOOKS_MESSAGES.noLastDelivery);
    expect(rows[1]!.textContent).toContain('03/08/2026');
    expect(rows[2]!.textContent).toContain('Disabled');
    expect(within(rows[2]!).getByText('Disabled after 15 failed attempts in a row.')).toBeTruthy();
    expect(rows[2]!.textContent).toMatch(/Failed 04\/01\/2026 \d\d:00 [AP]M/);
    expect(pageStatus()).toBe('shown');
  });

  it('warns of an enabled endpoint that keeps failing', async () => {
    renderAt('/org/webhooks', [
      ...contextMocks([ADMIN], true),
      endpointsMock([endpoint('flaky', 'https://flaky.acme.example/hooks', { consecutiveFailures: 3 })]),
    ]);
    expect(await screen.findByText('3 failed attempts in a row (disabled at 15).')).toBeTruthy();
  });

  it('says there are none yet, with the way to add one', async () => {
    renderAt('/org/webhooks', [...contextMocks([ADMIN], true), endpointsMock([])]);
    expect(await screen.findByRole('heading', { name: WEBHOOKS_MESSAGES.empty })).toBeTruthy();
    expect(screen.getByRole('button', { name: WEBHOOKS_MESSAGES.add })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so in words when the list cannot be loaded', async () => {
    renderAt('/org/webhooks', [
      ...contextMocks([ADMIN], true),
      { request: { query: WebhookEndpointsQuery }, error: new Error('network down') },
    ]);
    expect(await screen.findByText('Something went wrong. Try again.')).toBeTruthy();
  });
});

describe('Webhooks: adding an endpoint', { timeout: 30_000 }, () => {
  it('asks for at least one event, keeping the URL typed, then shows the signing secret once', async () => {
    const created = vi.fn(() => ({
      data: {
        createWebhookEndpoint: {
          __typename: 'WebhookEndpointSecret',
          endpoint: endpoint('new', 'https://hooks.acme.example/new', {
            description: null,
            events: ['PAYMENT_SUCCEEDED'],
          }),
          secret: 'whsec_c2VjcmV0LW9uY2U=',
        },
      },
    }));
    renderAt('/org/webhooks', [
      ...contextMocks([ADMIN], true),
      endpointsMock([]),
      eventTypesMock,
      {
        request: {
          query: CreateWebhookEndpointMutation,
          variables: {
            input: {
              url: 'https://hooks.acme.example/new',
              description: null,
              events: ['PAYMENT_SUCCEEDED'],
            },
          },
        },
        result: created,
      },
      endpointsMock([endpoint('new', 'https://hooks.acme.example/new', { events: ['PAYMENT_SUCCEEDED'] })]),
    ]);
    await openFromEmptyState(WEBHOOKS_MESSAGES.empty, WEBHOOKS_MESSAGES.add);
    const dialog = await screen.findByRole('dialog', { name: WEBHOOKS_MESSAGES.add });
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'URL')));
    const payment = await within(dialog).findByRole('checkbox', { name: /Payment succeeded/ });
    // Each event says what it means.
    expect(
      within(dialog).getByText("payment.succeeded: A customer's payment on an offer succeeded."),
    ).toBeTruthy();

    fireEvent.change(field(dialog, 'URL'), { target: { value: 'https://hooks.acme.example/new' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const message = await within(dialog).findByText(WEBHOOK_ENDPOINT_MESSAGES.eventsRequired);
    expect(message.textContent).toBe('Choose at least one event.');
    expect(within(dialog).getByRole('group', { name: 'Events' }).getAttribute('aria-describedby')).toContain(
      message.id,
    );
    // The first invalid field has focus; what was typed stays.
    const first = within(dialog).getAllByRole('checkbox')[0]!;
    expect(first).toBe(within(dialog).getByRole('checkbox', { name: /Offer stage changed/ }));
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(field(dialog, 'URL').value).toBe('https://hooks.acme.example/new');
    expect(created).not.toHaveBeenCalled();

    fireEvent.click(payment);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const secret = await screen.findByRole('dialog', {
      name: 'Endpoint https://hooks.acme.example/new added',
    });
    expect(created).toHaveBeenCalledTimes(1);
    expect(within(secret).getByText(WEBHOOKS_MESSAGES.secretWarning)).toBeTruthy();
    expect(within(secret).getByText('whsec_c2VjcmV0LW9uY2U=')).toBeTruthy();
    expect(within(secret).getByRole('button', { name: 'Copy signing secret' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(secret.contains(document.activeElement)).toBe(true);
    expect(screen.queryByRole('dialog', { name: WEBHOOKS_MESSAGES.add })).toBeNull();

    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Shown once: gone from the page and from the cache; the list shows the new endpoint.
    expect(screen.queryByText('whsec_c2VjcmV0LW9uY2U=')).toBeNull();
    expect(cached()).not.toContain('whsec_c2VjcmV0LW9uY2U=');
    expect(await screen.findByText('https://hooks.acme.example/new')).toBeTruthy();
  });

  it("puts the server's words on the URL under the field, keeping everything typed", async () => {
    renderAt('/org/webhooks', [
      ...contextMocks([ADMIN], true),
      endpointsMock([]),
      eventTypesMock,
      {
        request: {
          query: CreateWebhookEndpointMutation,
          variables: {
            input: { url: 'http://10.0.0.5/hooks', description: 'Internal', events: ['ADVANCE_PAID'] },
          },
        },
        result: {
          errors: [
            new GraphQLError('bad input', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { url: 'Use an HTTPS address.' } },
            }),
          ],
        },
      },
    ]);
    await openFromEmptyState(WEBHOOKS_MESSAGES.empty, WEBHOOKS_MESSAGES.add);
    const dialog = await screen.findByRole('dialog', { name: WEBHOOKS_MESSAGES.add });
    const advance = await within(dialog).findByRole('checkbox', { name: /Advance paid/ });
    fireEvent.change(field(dialog, 'URL'), { target: { value: 'http://10.0.0.5/hooks' } });
    fireEvent.change(field(dialog, 'Description (optional)'), { target: { value: 'Internal' } });
    fireEvent.click(advance);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    const message = await within(dialog).findByText('Use an HTTPS address.');
    const url = field(dialog, 'URL');
    expect(url.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(url.value).toBe('http://10.0.0.5/hooks');
    expect(field(dialog, 'Description (optional)').value).toBe('Internal');
    expect((advance as HTMLInputElement).checked).toBe(true);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('edits an endpoint in the same form, filled in', async () => {
    const updated = vi.fn(() => ({
      data: {
        updateWebhookEndpoint: {
          ...ORDERS,
          description: 'Orders and advances',
          events: [...ORDERS.events, 'ADVANCE_PAID'],
        },
      },
    }));
    renderAt('/org/webhooks', [
      ...contextMocks([ADMIN], true),
      endpointsMock([ORDERS]),
      eventTypesMock,
      {
        request: {
          query: UpdateWebhookEndpointMutation,
          variables: {
            id: 'orders',
            input: {
              url: ORDERS.url,
              description: 'Orders and advances',
              events: ['PAYMENT_SUCCEEDED', 'OFFER_STAGE_CHANGED', 'ADVANCE_PAID'],
            },
            // What the form was opened on: only this admin's changes are saved over another's.
            loaded: { url: ORDERS.url, description: 'Order sync', events: ORDERS.events },
          },
        },
        result: updated,
      },
    ]);
    await chooseAction(ORDERS.url, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: `Edit ${ORDERS.url}` });
    expect(field(dialog, 'URL').value).toBe(ORDERS.url);
    expect(field(dialog, 'Description (optional)').value).toBe('Order sync');
    const offer = await within(dialog).findByRole('checkbox', { name: /Offer stage changed/ });
    expect((offer as HTMLInputElement).checked).toBe(true);
    fireEvent.change(field(dialog, 'Description (optional)'), { target: { value: 'Orders and advances' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Advance paid/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'success', title: WEBHOOKS_MESSAGES.saved }),
      ),
    );
    expect(updated).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Orders and advances')).toBeTruthy();
  });
});

describe('Webhooks: two admins editing one endpoint', { timeout: 30_000 }, () => {
  it('says under the field that another admin changed it since, and keeps what was typed', async () => {
    renderAt('/org/webhooks', [
      ...contextMocks([ADMIN], true),
      endpointsMock([ORDERS]),
      eventTypesMock,
      {
        request: {
          query: UpdateWebhookEndpointMutation,
          variables: {
            id: 'orders',
            input: { url: 'https://hooks.acme.example/v2', description: 'Order sync', events: ORDERS.events },
            loaded: { url: ORDERS.url, description: 'Order sync', events: ORDERS.events },
          },
        },
        result: {
          errors: [
            new GraphQLError(STALE_FORM_MESSAGES.form, {
              extensions: { code: 'CONFLICT', fieldErrors: { url: STALE_FORM_MESSAGES.field } },
            }),
          ],
        },
      },
    ]);
    await chooseAction(ORDERS.url, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: `Edit ${ORDERS.url}` });
    await within(dialog).findByRole('checkbox', { name: /Offer stage changed/ });
    fireEvent.change(field(dialog, 'URL'), { target: { value: 'https://hooks.acme.example/v2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const message = await within(dialog).findByText(STALE_FORM_MESSAGES.field);
    expect(field(dialog, 'URL').getAttribute('aria-describedby')).toBe(message.id);
    expect(field(dialog, 'URL').value).toBe('https://hooks.acme.example/v2');
    expect(screen.getByRole('dialog', { name: `Edit ${ORDERS.url}` })).toBeTruthy();
  });
});

describe('Webhooks: an endpoint’s actions', { timeout: 30_000 }, () => {
  it('offers every action by keyboard, named with the endpoint’s URL', async () => {
    renderAt('/org/webhooks', [...contextMocks([ADMIN], true), endpointsMock([ORDERS, FAILING])]);
    expect((await openMenu(ORDERS.url)).map((item) => item.textContent)).toEqual([
      'View deliveries',
      'Edit',
      'Send test event',
      'Rotate secret',
      'Disable',
      'Delete',
    ]);
  });

  it('rotates the secret after saying both secrets sign for 24 hours, and shows the new one once', async () => {
    const rotated = vi.fn(() => ({
      data: {
        rotateWebhookEndpointSecret: {
          __typename: 'WebhookEndpointSecret',
          endpoint: { ...ORDERS, previousSecretExpiresAt: '2026-04-02T15:00:00Z' },
          secret: 'whsec_bmV3LXNlY3JldA==',
        },
      },
    }));
    renderAt('/org/webhooks', [
      ...contextMocks([ADMIN], true),
      endpointsMock([ORDERS]),
      {
        request: { query: RotateWebhookEndpointSecretMutation, variables: { id: 'orders' } },
        result: rotated,
      },
    ]);
    await chooseAction(ORDERS.url, 'Rotate secret');
    const confirm = await screen.findByRole('dialog', {
      name: `Rotate the signing secret of ${ORDERS.url}?`,
    });
    expect(within(confirm).getByText(WEBHOOKS_MESSAGES.rotateConfirm)).toBeTruthy();
    expect(WEBHOOKS_MESSAGES.rotateConfirm).toContain('For 24 hours each delivery is signed with both');
    expect(rotated).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));

    const secret = await screen.findByRole('dialog', { name: `New signing secret for ${ORDERS.url}` });
    expect(rotated).toHaveBeenCalledTimes(1);
    expect(within(secret).getByText('whsec_bmV3LXNlY3JldA==')).toBeTruthy();
    expect(within(secret).getByText(WEBHOOKS_MESSAGES.secretWarning)).toBeTruthy();
    expect(within(secret).getByText(/deliveries are signed with the previous secret too/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(secret.contains(document.activeElement)).toBe(true);
    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('whsec_bmV3LXNlY3JldA==')).toBeNull();
    expect(cached()).not.toContain('whsec_bmV3LXNlY3JldA==');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: `Actions for ${ORDERS.url}` })),
    );
  });

  it('enables an endpoint disabled after repeated failure: its reason shows, then it is Enabled', async () => {
    const enabled = vi.fn(() => ({
      data: {
        enableWebhookEndpoint: {
          ...FAILING,
          status: 'ENABLED',
          disabledReason: null,
          consecutiveFailures: 0,
        },
      },
    }));
    renderAt('/org/webhooks', [
      ...contextMocks([ADMIN], true),
      endpointsMock([FAILING]),
      { request: { query: EnableWebhookEndpointMutation, variables: { id: 'crm' } }, result: enabled },
    ]);
    expect(await screen.findByText('Disabled after 15 failed attempts in a row.')).toBeTruthy();
    const items = await openMenu(FAILING.url);
    expect(items.map((item) => item.textContent)).not.toContain('Disable');
    fireEvent.click(items.find((item) => item.textContent === 'Enable')!);
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'success', title: WEBHOOKS_MESSAGES.enabled }),
      ),
    );
    expect(enabled).toHaveBeenCalledTimes(1);
    const row = within(screen.getByRole('table', { name: WEBHOOKS_MESSAGES.tableLabel })).getAllByRole(
      'row',
    )[1]!;
    await waitFor(() => expect(within(row).getByText('Enabled')).toBeTruthy());
    expect(within(row).queryByText('Disabled after 15 failed attempts in a row.')).toBeNull();
  });

  it('sends a test event and says so', async () => {
    const sent = vi.fn(() => ({
      data: {
        sendTestWebhook: {
          __typename: 'WebhookDelivery',
          id: 'd-test',
          messageId: 'msg_test',
          type: 'webhook.test',
          status: 'PENDING',
          createdAt: '2026-04-02T15:00:00Z',
          nextAttemptAt: null,
          payload: '{}',
          attempts: [],
        },
      },
    }));
    renderAt('/org/webhooks', [
      ...contextMocks([ADMIN], true),
      endpointsMock([ORDERS]),
      { request: { query: SendTestWebhookMutation, variables: { endpointId: 'orders' } }, result: sent },
      endpointsMock([ORDERS]),
    ]);
    await chooseAction(ORDERS.url, 'Send test event');
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'success', title: WEBHOOKS_MESSAGES.testSent }),
      ),
    );
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('deletes an endpoint only after a danger confirmation', async () => {
    const deleted = vi.fn(() => ({ data: { deleteWebhookEndpoint: 'orders' } }));
    renderAt('/org/webhooks', [
      ...contextMocks([ADMIN], true),
      endpointsMock([ORDERS]),
      { request: { query: DeleteWebhookEndpointMutation, variables: { id: 'orders' } }, result: deleted },
      endpointsMock([]),
    ]);
    await chooseAction(ORDERS.url, 'Delete');
    const confirm = await screen.findByRole('dialog', { name: `Delete ${ORDERS.url}?` });
    expect(within(confirm).getByText(WEBHOOKS_MESSAGES.deleteConfirm)).toBeTruthy();
    expect(deleted).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'success', title: WEBHOOKS_MESSAGES.deleted }),
      ),
    );
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: WEBHOOKS_MESSAGES.empty })).toBeTruthy();
  });
});

const delivery = (
  id: string,
  overrides: Partial<{
    type: string;
    status: 'PENDING' | 'DELIVERED' | 'FAILED';
    nextAttemptAt: string | null;
    attempts: {
      attempt: number;
      at: string;
      statusCode: number | null;
      responseBody: string | null;
      error: string | null;
      durationMs: number;
    }[];
  }> = {},
) => {
  const { attempts = [], ...rest } = overrides;
  return {
    __typename: 'WebhookDelivery' as const,
    id,
    messageId: `msg_${id}`,
    type: 'payment.succeeded',
    status: 'DELIVERED' as 'PENDING' | 'DELIVERED' | 'FAILED',
    createdAt: '2026-04-01T15:00:00Z',
    nextAttemptAt: null as string | null,
    payload: `{"type":"payment.succeeded","data":{"offerId":"offer-${id}"}}`,
    ...rest,
    attempts: attempts.map((attempt) => ({ __typename: 'WebhookAttempt' as const, ...attempt })),
  };
};

const FAILED_DELIVERY = delivery('d1', {
  status: 'FAILED',
  attempts: [
    {
      attempt: 1,
      at: '2026-04-01T15:00:01Z',
      statusCode: 500,
      responseBody: 'Internal error',
      error: null,
      durationMs: 120,
    },
    {
      attempt: 2,
      at: '2026-04-01T15:05:01Z',
      statusCode: null,
      responseBody: null,
      error: 'Timed out after 15 s',
      durationMs: 15000,
    },
  ],
});

const deliveriesMock = (deliveries: ReturnType<typeof delivery>[]): MockedResponse => ({
  request: { query: WebhookDeliveriesQuery, variables: { id: 'orders', page: 0, size: 10 } },
  result: {
    data: {
      webhookDeliveries: {
        __typename: 'WebhookDeliveryPage',
        items: deliveries,
        pageInfo: {
          __typename: 'PageInfo',
          page: 0,
          size: 10,
          totalPages: 1,
          totalElements: deliveries.length,
          hasNextPage: false,
        },
      },
    },
  },
});

describe('Webhooks: deliveries', { timeout: 30_000 }, () => {
  it('says there are none yet, and how to try the endpoint', async () => {
    renderAt('/org/webhooks', [...contextMocks([ADMIN], true), endpointsMock([ORDERS]), deliveriesMock([])]);
    await chooseAction(ORDERS.url, 'View deliveries');
    const section = await screen.findByRole('region', { name: `Deliveries to ${ORDERS.url}` });
    expect(await within(section).findByText(WEBHOOKS_MESSAGES.noDeliveries)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('heading', { name: `Deliveries to ${ORDERS.url}` }),
      ),
    );
  });

  it('lists the deliveries with their attempts and payload, and redelivers one', async () => {
    const redelivered = vi.fn(() => ({
      data: {
        redeliverWebhook: { ...FAILED_DELIVERY, status: 'PENDING', nextAttemptAt: '2026-04-02T15:00:00Z' },
      },
    }));
    renderAt('/org/webhooks', [
      ...contextMocks([ADMIN], true),
      endpointsMock([ORDERS]),
      deliveriesMock([
        FAILED_DELIVERY,
        delivery('d2', {
          type: 'offer.stage_changed',
          attempts: [
            {
              attempt: 1,
              at: '2026-04-01T15:00:01Z',
              statusCode: 204,
              responseBody: null,
              error: null,
              durationMs: 80,
            },
          ],
        }),
      ]),
      {
        request: { query: RedeliverWebhookMutation, variables: { endpointId: 'orders', deliveryId: 'd1' } },
        result: redelivered,
      },
      deliveriesMock([{ ...FAILED_DELIVERY, status: 'PENDING', nextAttemptAt: '2026-04-02T15:00:00Z' }]),
      endpointsMock([ORDERS]),
    ]);
    await chooseAction(ORDERS.url, 'View deliveries');
    const table = await screen.findByRole('table', { name: `Deliveries to ${ORDERS.url}` });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('TimeEventStatusAttemptsLast answerNext attemptActions');
    // The failed one: two attempts, the last without an answer.
    expect(rows[1]!.textContent).toContain('payment.succeeded');
    expect(rows[1]!.textContent).toContain('Failed');
    expect(within(rows[1]!).getAllByRole('cell')[3]!.textContent).toBe('2');
    expect(within(rows[1]!).getAllByRole('cell')[4]!.textContent).toBe('Timed out after 15 s');
    expect(within(rows[2]!).getAllByRole('cell')[4]!.textContent).toBe('HTTP 204');

    const when = within(rows[1]!).getAllByRole('cell')[0]!.textContent;
    fireEvent.click(
      within(rows[1]!).getByRole('button', { name: `Details of payment.succeeded of ${when}` }),
    );
    const details = await screen.findByRole('dialog', { name: `payment.succeeded of ${when}` });
    const attempts = within(
      within(details).getByRole('table', { name: 'Attempts of payment.succeeded' }),
    ).getAllByRole('row');
    expect(attempts).toHaveLength(3);
    expect(attempts[1]!.textContent).toContain('HTTP 500');
    expect(attempts[1]!.textContent).toContain('Internal error');
    expect(attempts[2]!.textContent).toContain('Timed out after 15 s');
    expect(within(details).getByText('msg_d1')).toBeTruthy();
    expect(within(details).getByLabelText('Payload').textContent).toContain('"offerId": "offer-d1"');
    fireEvent.click(within(details).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(rows[1]!).getByRole('button', { name: `Redeliver payment.succeeded of ${when}` }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'success', title: WEBHOOKS_MESSAGES.redelivered }),
      ),
    );
    expect(redelivered).toHaveBeenCalledTimes(1);
    // Refreshed: the delivery is pending again.
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: `Deliveries to ${ORDERS.url}` })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(
      within(screen.getByRole('table', { name: `Deliveries to ${ORDERS.url}` })).getByText('Pending'),
    ).toBeTruthy();
  });
});
