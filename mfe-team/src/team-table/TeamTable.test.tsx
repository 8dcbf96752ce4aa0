import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { TeamMembersQuery } from './team-members.query.js';
import { TeamTable } from './TeamTable.js';

type MockedResponse = MockLink.MockedResponse;

const member = (id: string, fullName: string) => ({
  __typename: 'TeamMember' as const,
  id,
  fullName,
  email: `${id}@acme.example`,
  status: 'ACTIVE' as const,
  isOrganizationOwner: false,
  roles: [],
});

function teamPage(page: number, search: string | null, names: string[], total = 15): MockedResponse {
  return {
    request: { query: TeamMembersQuery, variables: { page, size: 10, search } },
    result: {
      data: {
        team: {
          __typename: 'TeamMemberPage',
          items: names.map((name) => member(name.toLowerCase().replace(/\s/g, '-'), name)),
          pageInfo: { __typename: 'PageInfo', page, size: 10, totalPages: 2, totalElements: total },
        },
      },
    },
  };
}

const search = () => screen.getByRole('searchbox', { name: 'Name or Email' });

describe('TeamTable', () => {
  it('goes back to the first page when the search changes, cleared included', async () => {
    render(
      <MockedProvider
        mocks={[
          teamPage(0, null, ['First Page']),
          teamPage(1, null, ['Second Page']),
          teamPage(0, 'ada', ['Ada Admin'], 1),
        ]}
      >
        <TeamTable viewer={null} onInvite={() => undefined} />
      </MockedProvider>,
    );
    await screen.findByText('First Page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Second Page');

    fireEvent.change(search(), { target: { value: 'ada' } });
    await screen.findByText('Ada Admin');
    fireEvent.change(search(), { target: { value: '' } });
    await screen.findByText('First Page');
    expect(screen.queryByText('Second Page')).toBeNull();
  });

  it('says so when a search fails, instead of passing the old rows off as its result', async () => {
    render(
      <MockedProvider
        mocks={[
          teamPage(0, null, ['First Page']),
          {
            request: { query: TeamMembersQuery, variables: { page: 0, size: 10, search: 'zzz' } },
            error: new Error('network down'),
          },
        ]}
      >
        <TeamTable viewer={null} onInvite={() => undefined} />
      </MockedProvider>,
    );
    await screen.findByText('First Page');
    expect(screen.queryByText('The search failed.')).toBeNull();
    fireEvent.change(search(), { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The search failed.'));
  });
});
