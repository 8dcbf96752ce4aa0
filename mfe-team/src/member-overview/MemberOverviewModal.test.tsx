import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { toastStore, usePageStatus } from '@seller-portal/platform';
import { GraphQLError } from 'graphql';
import { TeamRolesQuery } from '../roles/roles.query.js';
import type { TeamViewer } from '../viewer/team-viewer.js';
import { STALE_FORM_MESSAGES } from '@seller-portal/shared/validation';
import { MemberOverviewModal } from './MemberOverviewModal.js';
import { TeamMemberQuery, UpdateTeamMemberMutation } from './team-member.query.js';

type MockedResponse = MockLink.MockedResponse;

const navigate = vi.hoisted(() => vi.fn());
vi.mock('@seller-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seller-portal/platform')>()),
  navigate,
}));

let toasts: MockInstance<typeof toastStore.show>;

const EXEC = { __typename: 'Role' as const, id: 'role-EXEC', name: 'EXEC', displayName: 'Executive' };
const SALES = {
  __typename: 'Role' as const,
  id: 'role-SALES',
  name: 'SALES_MANAGER',
  displayName: 'Sales Manager',
};

const memberMock = (status: 'ACTIVE' | 'INVITED' | 'DISABLED'): MockedResponse => ({
  request: { query: TeamMemberQuery, variables: { id: 'evan' } },
  result: {
    data: {
      teamMember: {
        __typename: 'TeamMember',
        id: 'evan',
        firstName: 'Evan',
        lastName: 'Exec',
        fullName: 'Evan Exec',
        email: 'exec@acme.example',
        status,
        isOrganizationOwner: false,
        invitationSentDate: status === 'INVITED' ? '2025-06-10T12:00:00.000Z' : null,
        lastLogin: status === 'INVITED' ? null : '2025-06-19T12:00:00.000Z',
        phoneNumber: null,
        roles: [EXEC],
      },
    },
  },
});

/** What the form was opened on, sent with each save (docs/adr/013). */
const OPENED = { firstName: 'Evan', lastName: 'Exec', roleId: 'role-EXEC' };

const rolesMock: MockedResponse = {
  request: { query: TeamRolesQuery },
  result: {
    data: {
      roles: [
        { ...EXEC, description: 'Sees every offer.' },
        { ...SALES, description: 'Creates and manages every offer.' },
      ],
    },
  },
};

const ADMIN: TeamViewer = { id: 'ada', isAdmin: true, isOrganizationOwner: true };
const NOT_ADMIN: TeamViewer = { id: 'sam', isAdmin: false, isOrganizationOwner: false };

/** What the shell would show instead of the page. */
function PageStatus() {
  return <output aria-label="Page status">{usePageStatus()}</output>;
}

function renderOverview(viewer: TeamViewer, mocks: MockedResponse[]) {
  return render(
    // MockedProvider renders one child.
    <MockedProvider mocks={mocks}>
      <>
        <MemberOverviewModal memberId="evan" viewer={viewer} />
        <PageStatus />
      </>
    </MockedProvider>,
  );
}

const pageStatus = () => screen.getByRole('status', { name: 'Page status' }).textContent;

const refused = (extensions: Record<string, unknown>) => ({
  errors: [new GraphQLError('refused', { extensions })],
});

const updateMock = (result: MockedResponse['result']): MockedResponse => ({
  request: {
    query: UpdateTeamMemberMutation,
    // Only the changed field is sent (spec 02 section 5): a mock for the whole form would not match.
    variables: { id: 'evan', input: { lastName: 'Executive' }, loaded: OPENED },
  },
  result,
});

beforeEach(() => {
  vi.clearAllMocks();
  toasts = vi.spyOn(toastStore, 'show');
});

describe('team member overview', () => {
  it('lets an admin change the role: Save is enabled once something changed, only the change is sent, then Save is disabled again', async () => {
    const update = vi.fn(() => ({
      data: {
        updateTeamMember: {
          __typename: 'TeamMember',
          id: 'evan',
          firstName: 'Evan',
          lastName: 'Exec',
          fullName: 'Evan Exec',
          phoneNumber: null,
          roles: [SALES],
        },
      },
    }));
    renderOverview(ADMIN, [
      memberMock('ACTIVE'),
      rolesMock,
      {
        request: {
          query: UpdateTeamMemberMutation,
          variables: { id: 'evan', input: { roleId: 'role-SALES' }, loaded: OPENED },
        },
        result: update,
      },
    ]);
    expect(await screen.findByText(/^Last login at 06\/19\/2025 \d\d:\d\d [AP]M \S+$/)).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('exec@acme.example');
    expect(email.readOnly).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await screen.findByText('Sees every offer.');
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'role-SALES' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({
        kind: 'success',
        title: 'Successfully updated user details.',
      }),
    );
    expect(update).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('shows the first-name message under the field', async () => {
    renderOverview(ADMIN, [memberMock('ACTIVE'), rolesMock]);
    fireEvent.change(await screen.findByLabelText('Recipient First Name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
  });

  it('freezes the Enabled switch for an invited member and shows when the invite was sent', async () => {
    renderOverview(ADMIN, [memberMock('INVITED'), rolesMock]);
    expect(await screen.findByText(/^Invite sent at 06\/10\/2025 \d\d:\d\d [AP]M \S+$/)).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: /Enabled/ }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
  });

  it('shows the switch off for a disabled member', async () => {
    renderOverview(ADMIN, [memberMock('DISABLED'), rolesMock]);
    const toggle = (await screen.findByRole('switch', { name: /Enabled/ })) as HTMLButtonElement;
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.disabled).toBe(false);
  });

  it('gives a non-admin nothing to change', async () => {
    renderOverview(NOT_ADMIN, [memberMock('ACTIVE'), rolesMock]);
    const first = (await screen.findByLabelText('Recipient First Name')) as HTMLInputElement;
    expect(first.disabled).toBe(true);
    expect((screen.getByLabelText('Recipient Last Name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Role') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: /Enabled/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes back to /team on Cancel', async () => {
    renderOverview(ADMIN, [memberMock('ACTIVE'), rolesMock]);
    await screen.findByLabelText('Recipient First Name');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(navigate).toHaveBeenCalledWith('/team');
  });

  it("shows the server's field message under its field and keeps what was typed", async () => {
    renderOverview(ADMIN, [
      memberMock('ACTIVE'),
      rolesMock,
      updateMock(refused({ code: 'BAD_USER_INPUT', fieldErrors: { lastName: 'Maximum of 100 characters' } })),
    ]);
    const lastName = (await screen.findByLabelText('Recipient Last Name')) as HTMLInputElement;
    fireEvent.change(lastName, { target: { value: 'Executive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maximum of 100 characters')).toBeTruthy();
    expect(lastName.value).toBe('Executive');
    expect(toasts).not.toHaveBeenCalled();
  });

  it('keeps what was typed when someone else changed the same field, and Reload brings their value into the form', async () => {
    const theirs = memberMock('ACTIVE');
    const stored = (theirs.result as { data: { teamMember: object } }).data.teamMember;
    renderOverview(ADMIN, [
      memberMock('ACTIVE'),
      rolesMock,
      updateMock(refused({ code: 'CONFLICT', fieldErrors: { lastName: STALE_FORM_MESSAGES.field } })),
      { ...theirs, result: { data: { teamMember: { ...stored, lastName: 'Executor' } } } },
    ]);
    const lastName = (await screen.findByLabelText('Recipient Last Name')) as HTMLInputElement;
    fireEvent.change(lastName, { target: { value: 'Executive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(STALE_FORM_MESSAGES.field)).toBeTruthy();
    expect(lastName.value).toBe('Executive');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(lastName.value).toBe('Executor'));
    expect(screen.queryByText(STALE_FORM_MESSAGES.field)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Recipient First Name')));
  });

  it('shows the not-found screen for a member that does not exist', async () => {
    renderOverview(ADMIN, [
      {
        request: { query: TeamMemberQuery, variables: { id: 'evan' } },
        result: refused({ code: 'NOT_FOUND' }),
      },
      rolesMock,
    ]);
    await waitFor(() => expect(pageStatus()).toBe('not-found'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the not-found screen when the member is gone by the time Save is pressed', async () => {
    renderOverview(ADMIN, [memberMock('ACTIVE'), rolesMock, updateMock(refused({ code: 'NOT_FOUND' }))]);
    fireEvent.change(await screen.findByLabelText('Recipient Last Name'), { target: { value: 'Executive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(pageStatus()).toBe('not-found'));
    expect(toasts).not.toHaveBeenCalled();
  });

  it("shows the save's failure toast for any other error", async () => {
    renderOverview(ADMIN, [
      memberMock('ACTIVE'),
      rolesMock,
      updateMock(refused({ code: 'UPSTREAM_UNAVAILABLE' })),
    ]);
    fireEvent.change(await screen.findByLabelText('Recipient Last Name'), { target: { value: 'Executive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({ kind: 'error', title: 'Something went wrong. Try again.' }),
    );
    expect(pageStatus()).toBe('shown');
  });
});
