import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { usePageStatus } from '@seller-portal/platform';
import { DataRoomAccessQuery } from './access/data-room-access.query.js';
import { DataRoomArea } from './DataRoomArea.js';

function accessMock(role: string, useDataRoomV2Page: boolean, offered = true): MockLink.MockedResponse {
  return {
    request: { query: DataRoomAccessQuery },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer',
          id: 'u1',
          roles: [{ __typename: 'Role', id: `r-${role}`, name: role }],
        },
        organization: {
          __typename: 'Organization',
          id: 'o1',
          isOnboarding: false,
          isUnderwriting: false,
          isApproved: true,
          settings: { __typename: 'SellerSettings', useDataRoomV2Page },
        },
        providerFeatures: {
          __typename: 'ProviderFeatures',
          dataRoomOrganize: offered,
          dataRoomFileView: offered,
          dataRoomActivity: offered,
          dataRoomRequestedDocuments: offered,
        },
      },
    },
  };
}

function PageStatus() {
  return <output aria-label="Page status">{usePageStatus()}</output>;
}

function renderAt(path: string, mock: MockLink.MockedResponse) {
  window.history.pushState(null, '', path);
  render(
    <MockedProvider mocks={[mock]}>
      <>
        <DataRoomArea />
        <PageStatus />
      </>
    </MockedProvider>,
  );
}

describe('who reaches the data room, and which page', () => {
  it.each(['ACCOUNT_EXEC', 'FINANCE_MANAGER'])('shows a %s the not-found screen', async (role) => {
    renderAt('/files', accessMock(role, true));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Page status' }).textContent).toBe('not-found'),
    );
    expect(screen.queryByRole('heading', { name: 'Data Room' })).toBeNull();
  });

  it('shows a sales manager the v2 page with the requested documents, or the older page without them', async () => {
    renderAt('/files', accessMock('SALES_MANAGER', true));
    await screen.findByRole('heading', { name: 'Data Room' });
    expect(screen.getByRole('complementary', { name: 'Requested documents' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Activity' })).toBeTruthy();
    document.body.innerHTML = '';
    renderAt('/files/Contracts', accessMock('EXEC', false));
    await screen.findByRole('heading', { name: 'Data Room' });
    expect(screen.queryByRole('complementary', { name: 'Requested documents' })).toBeNull();
  });

  it('leaves out the requested documents and the activity when the provider does not offer them', async () => {
    renderAt('/files', accessMock('SALES_MANAGER', true, false));
    await screen.findByRole('heading', { name: 'Data Room' });
    expect(screen.queryByRole('complementary', { name: 'Requested documents' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Activity' })).toBeNull();
  });
});
