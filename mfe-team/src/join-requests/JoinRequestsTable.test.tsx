import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { toastStore } from '@seller-portal/platform';
import { TeamRolesQuery } from '../roles/roles.query.js';
import {
  ApproveJoinRequestMutation,
  PendingJoinRequestsQuery,
  RejectJoinRequestMutation,
} from './join-requests.query.js';
import { JoinRequestsTable } from './JoinRequestsTable.js';

type MockedResponse = MockLink.MockedResponse;

const navigate = vi.hoisted(() => vi.fn());
vi.mock('@seller-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seller-portal/platform')>()),
  navigate,
}));

let toasts: MockInstance<typeof toastStore.show>;

const request = (id: string, firstName: string, lastName: string, status: 'PENDING' | 'REJECTED') => ({
  __typename: 'JoinRequest' as const,
  id,
  firstName,
  lastName,
  fullName: `${firstName} ${lastName}`,
  email: `${firstName.toLowerCase()}@acme.example`,
  status,
});

const requestsMock: MockedResponse = {
  request: { query: PendingJoinRequestsQuery },
  result: {
    data: {
      pendingJoinRequests: [
        request('riley', 'Riley', 'Rejected', 'REJECTED'),
        request('jordan', 'Jordan', 'Joiner', 'PENDING'),
      ],
    },
  },
};

const rolesMock: MockedResponse = {
  request: { query: TeamRolesQuery },
  result: {
    data: {
      roles: [
        {
          __typename: 'Role',
          id: 'role-EXEC',
          name: 'EXEC',
          displayName: 'Executive',
          description: 'Sees all.',
        },
      ],
    },
  },
};

function renderTable(mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <JoinRequestsTable />
    </MockedProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  toasts = vi.spyOn(toastStore, 'show');
});

describe('join requests', () => {
  it('lists name, email and status with a Manage action per request', async () => {
    renderTable([requestsMock]);
    const table = await screen.findByRole('table', { name: 'Join requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Status', 'Manage']);
    expect(await within(table).findByText('riley@acme.example')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Manage Jordan Joiner' })).toBeTruthy();
  });

  it('opens a rejected request on approve, with decline unavailable, and asks for a role', async () => {
    renderTable([requestsMock, rolesMock]);
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Riley Rejected' }));
    const approve = (await screen.findByLabelText('Approve')) as HTMLInputElement;
    expect(approve.checked).toBe(true);
    expect((screen.getByLabelText('Decline') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Riley');
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Role is required')).toBeTruthy();
    expect(screen.getByText('Invalid phone number format')).toBeTruthy();
    expect(toasts).not.toHaveBeenCalled();
  });

  it('declines a pending request with the success toast', async () => {
    renderTable([
      requestsMock,
      rolesMock,
      {
        request: { query: RejectJoinRequestMutation, variables: { id: 'jordan' } },
        result: {
          data: { rejectJoinRequest: { __typename: 'JoinRequest', id: 'jordan', status: 'REJECTED' } },
        },
      },
      requestsMock,
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Jordan Joiner' }));
    const submit = (await screen.findByRole('button', { name: 'Submit' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Decline'));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({
        kind: 'success',
        title: 'Action performed successfully.',
      }),
    );
  });

  it('shows and sends the phone numbers as (###) ###-####', async () => {
    const sent = vi.fn((_variables: unknown) => true);
    renderTable([
      requestsMock,
      rolesMock,
      {
        request: { query: ApproveJoinRequestMutation, variables: sent },
        result: {
          data: { approveJoinRequest: { __typename: 'JoinRequest', id: 'jordan', status: 'APPROVED' } },
        },
      },
      requestsMock,
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Jordan Joiner' }));
    fireEvent.click(await screen.findByLabelText('Approve'));
    const phone = (await screen.findByLabelText('Phone Number')) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '555123' } });
    expect(phone.value).toBe('(555) 123');
    fireEvent.change(phone, { target: { value: '(555) 1234567' } });
    expect(phone.value).toBe('(555) 123-4567');
    fireEvent.change(screen.getByLabelText('Mobile Phone Number'), { target: { value: '+1 555 987 6543' } });
    expect((screen.getByLabelText('Mobile Phone Number') as HTMLInputElement).value).toBe('(555) 987-6543');
    fireEvent.change(await screen.findByLabelText('Role'), { target: { value: 'role-EXEC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0]![0]).toMatchObject({
      input: { phoneNumber: '(555) 123-4567', mobilePhoneNumber: '(555) 987-6543' },
    });
  });

  it('shows a request without a name by its email once, under a clear heading', async () => {
    renderTable([
      {
        request: { query: PendingJoinRequestsQuery },
        result: {
          data: {
            pendingJoinRequests: [
              {
                __typename: 'JoinRequest',
                id: 'nameless',
                firstName: null,
                lastName: null,
                fullName: 'cole@acme.example',
                email: 'cole@acme.example',
                status: 'PENDING',
              },
            ],
          },
        },
      },
      rolesMock,
    ]);
    const table = await screen.findByRole('table', { name: 'Join requests' });
    await within(table).findByText('No name given');
    expect(within(table).getAllByText('cole@acme.example')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Manage cole@acme.example' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Manage join request' })).toBeTruthy();
    expect(within(dialog).getAllByText(/cole@acme\.example/)).toHaveLength(2);
    expect(within(dialog).getByText('cole@acme.example asked to join your company.')).toBeTruthy();
  });
});
