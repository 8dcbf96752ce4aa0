import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { toastStore } from '@seller-portal/platform';
import { TeamRolesQuery } from '../roles/roles.query.js';
import { PendingJoinRequestsQuery, RejectJoinRequestMutation } from './join-requests.query.js';
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
});
