import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { toastStore, usePageStatus } from '@seller-portal/platform';
import { TeamRoutes } from './TeamRoutes.js';
import { TeamMembersQuery } from './team-table/team-members.query.js';
import { TeamViewerQuery } from './viewer/team-viewer.query.js';
import { PendingJoinRequestsQuery } from './join-requests/join-requests.query.js';
import { TeamRolesQuery } from './roles/roles.query.js';
import { DisableTeamMemberMutation } from './team-table/team-member.mutations.js';

type MockedResponse = MockLink.MockedResponse;

const navigate = vi.hoisted(() => vi.fn());
vi.mock('@seller-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seller-portal/platform')>()),
  navigate,
}));

let toasts: MockInstance<typeof toastStore.show>;

const role = (name: string, displayName: string) => ({
  __typename: 'Role' as const,
  id: `role-${name}`,
  name,
  displayName,
});
const ADMIN = role('ADMIN', 'Admin');
const EXEC = role('EXEC', 'Executive');

const member = (
  id: string,
  fullName: string,
  status: 'ACTIVE' | 'INVITED' | 'DISABLED',
  roles: ReturnType<typeof role>[],
  isOrganizationOwner = false,
) => ({
  __typename: 'TeamMember' as const,
  id,
  fullName,
  email: `${id}@acme.example`,
  status,
  isOrganizationOwner,
  roles,
});

const TEAM = [
  member('ada', 'Ada Admin', 'ACTIVE', [ADMIN], true),
  member('alan', 'Alan Admin', 'ACTIVE', [ADMIN]),
  member('evan', 'Evan Exec', 'ACTIVE', [EXEC]),
  member('ivy', 'Ivy Invited', 'INVITED', [EXEC]),
  member('dan', 'Dan Disabled', 'DISABLED', [EXEC]),
];

function viewerMock(
  id: string,
  roles: ReturnType<typeof role>[],
  isOrganizationOwner: boolean,
): MockedResponse {
  return {
    request: { query: TeamViewerQuery },
    result: { data: { viewer: { __typename: 'Viewer', id, isOrganizationOwner, roles } } },
  };
}

const teamMock: MockedResponse = {
  request: { query: TeamMembersQuery, variables: { page: 0, size: 10, search: null } },
  result: {
    data: {
      team: {
        __typename: 'TeamMemberPage',
        items: TEAM,
        pageInfo: { __typename: 'PageInfo', page: 0, size: 10, totalPages: 1, totalElements: TEAM.length },
      },
    },
  },
};

const rolesMock: MockedResponse = {
  request: { query: TeamRolesQuery },
  result: {
    data: {
      roles: [
        { ...ADMIN, description: 'Full access.' },
        { ...EXEC, description: 'Sees every offer.' },
      ],
    },
  },
};

/** What the shell would show instead of the page. */
function PageStatus() {
  return <output aria-label="Page status">{usePageStatus()}</output>;
}

function renderAt(path: string, mocks: MockedResponse[]) {
  window.history.pushState(null, '', path);
  return render(
    // MockedProvider renders one child.
    <MockedProvider mocks={mocks}>
      <>
        <TeamRoutes />
        <PageStatus />
      </>
    </MockedProvider>,
  );
}

async function actionItems(fullName: string): Promise<string[]> {
  const trigger = await screen.findByRole('button', { name: `Actions for ${fullName}` });
  fireEvent.click(trigger);
  // Carbon keeps the floating menu visibility:hidden until it can measure, which jsdom never does.
  const items = await screen.findAllByRole('menuitem', { hidden: true });
  const labels = items.map((item) => item.textContent ?? '');
  fireEvent.keyDown(items[0]!, { key: 'Escape' });
  return labels;
}

beforeEach(() => {
  vi.clearAllMocks();
  toasts = vi.spyOn(toastStore, 'show');
});

describe('team visibility rules', () => {
  it("shows the owner the tabs, the invite button, and each row's allowed actions", async () => {
    renderAt('/team', [viewerMock('ada', [ADMIN], true), teamMock]);
    await screen.findByText('Evan Exec');
    expect(screen.getByRole('tab', { name: 'Team' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Requests' })).toBeTruthy();
    // Each tab controls a panel that exists; the Team tab's panel holds the table.
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).toBe('tabpanel');
    }
    const teamPanel = document.getElementById(
      screen.getByRole('tab', { name: 'Team' }).getAttribute('aria-controls')!,
    );
    expect(teamPanel?.contains(screen.getByRole('table', { name: 'Team members' }))).toBe(true);
    expect(screen.getByRole('button', { name: 'Invite a Team Member' })).toBeTruthy();
    expect(await actionItems('Alan Admin')).toEqual(['Transfer Ownership', 'Disable']);
    expect(await actionItems('Evan Exec')).toEqual(['Disable']);
    expect(await actionItems('Ivy Invited')).toEqual(['Resend Invitation']);
    expect(await actionItems('Dan Disabled')).toEqual(['Enable']);
    // Never on oneself (the owner): no menu at all.
    expect(screen.queryByRole('button', { name: 'Actions for Ada Admin' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Evan Exec' }).getAttribute('href')).toBe('/team/evan/details');
  });

  it('gives an admin who is not the owner the actions but no tabs and no transfer', async () => {
    renderAt('/team', [viewerMock('alan', [ADMIN], false), teamMock]);
    await screen.findByText('Evan Exec');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('button', { name: 'Invite a Team Member' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for Ada Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Alan Admin' })).toBeNull();
    expect(await actionItems('Evan Exec')).toEqual(['Disable']);
  });

  it('shows other roles no action menu, no invite button and no tabs', async () => {
    renderAt('/team', [viewerMock('evan', [EXEC], false), teamMock]);
    await screen.findByText('Evan Exec');
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toEqual([]));
    expect(screen.queryByRole('button', { name: 'Invite a Team Member' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('table', { name: 'Team members' }).querySelectorAll('th')).toHaveLength(4);
  });

  it('sends a non-owner on /team/requests back to /team', async () => {
    renderAt('/team/requests', [viewerMock('alan', [ADMIN], false), teamMock]);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/team'));
  });

  it('shows the owner the requests empty state', async () => {
    renderAt('/team/requests', [
      viewerMock('ada', [ADMIN], true),
      { request: { query: PendingJoinRequestsQuery }, result: { data: { pendingJoinRequests: [] } } },
    ]);
    expect(await screen.findByText('Currently no pending request to view.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('invite a team member', () => {
  it("shows the spec's messages under each field and sends nothing while the form is incomplete", async () => {
    renderAt('/team', [viewerMock('ada', [ADMIN], true), teamMock, rolesMock]);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite a Team Member' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Email address is required')).toBeTruthy();
    expect(within(dialog).getByText('First name is required')).toBeTruthy();
    expect(within(dialog).getByText('Last name is required')).toBeTruthy();
    expect(within(dialog).getByText('Role is required')).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'Executive' });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'role-EXEC' } });
    expect(await within(dialog).findByText('Sees every offer.')).toBeTruthy();
    expect(toasts).not.toHaveBeenCalled();
  });
});

describe('actions that are asked about first', () => {
  async function choose(fullName: string, action: string) {
    fireEvent.click(await screen.findByRole('button', { name: `Actions for ${fullName}` }));
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    fireEvent.click(items.find((item) => item.textContent === action)!);
  }

  it('asks before disabling, naming the person; Cancel sends nothing, Disable sends it', async () => {
    const disabled = vi.fn(() => ({
      data: { disableTeamMember: { __typename: 'TeamMember', id: 'evan', status: 'DISABLED' } },
    }));
    renderAt('/team', [
      viewerMock('ada', [ADMIN], true),
      teamMock,
      { request: { query: DisableTeamMemberMutation, variables: { id: 'evan' } }, result: disabled },
    ]);
    await choose('Evan Exec', 'Disable');
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Disable Evan Exec?')).toBeTruthy();
    expect(
      within(dialog).getByText(/Evan Exec \(evan@acme\.example\) will no longer be able to sign in/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(disabled).not.toHaveBeenCalled();
    // Focus goes back to the row's action menu.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Evan Exec' })),
    );

    await choose('Evan Exec', 'Disable');
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(disabled).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({ kind: 'success', title: 'Successfully disable account.' }),
    );
  });

  it('asks before transferring ownership, naming the new owner', async () => {
    renderAt('/team', [viewerMock('ada', [ADMIN], true), teamMock]);
    await choose('Alan Admin', 'Transfer Ownership');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Transfer ownership to Alan Admin?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Transfer Ownership' })).toBeTruthy();
    expect(toasts).not.toHaveBeenCalled();
  });
});

describe('paths under /team', () => {
  it.each(['/team/x/y', '/team/requests/x', '/team/evan'])(
    'shows the not-found screen instead of the team at %s',
    async (path) => {
      renderAt(path, [viewerMock('ada', [ADMIN], true), teamMock]);
      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'Page status' }).textContent).toBe('not-found'),
      );
      expect(screen.queryByRole('table')).toBeNull();
    },
  );

  it('shows the team at /team/', async () => {
    renderAt('/team/', [viewerMock('ada', [ADMIN], true), teamMock]);
    await screen.findByText('Evan Exec');
    expect(screen.getByRole('status', { name: 'Page status' }).textContent).toBe('shown');
  });
});
