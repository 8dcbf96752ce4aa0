import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { RequestedDocumentsQuery } from '../requested-documents/requested-documents.query.js';
import { DeleteFolderModal } from './DeleteFolderModal.js';
import { holdingsText } from './in-words.js';
import { DataRoomFolderHoldsQuery, DeleteDataRoomFolderMutation } from './organize.mutations.js';

const holdsAnswer = (files: number, folders: number) => ({
  request: { query: DataRoomFolderHoldsQuery, variables: { id: 'folder-1' } },
  result: {
    data: {
      dataRoomFolder: {
        __typename: 'DataRoomFolder' as const,
        id: 'folder-1',
        holds: { __typename: 'DataRoomFolderHolds' as const, files, folders },
      },
    },
  },
});

function open(mocks: MockedProviderProps['mocks']) {
  const onDeleted = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <DeleteFolderModal
        folder={{ id: 'folder-1', name: 'Old Quarter' }}
        launcher={{ current: null }}
        onClose={vi.fn()}
        onDeleted={onDeleted}
        onRefresh={vi.fn()}
      />
    </MockedProvider>,
  );
  return onDeleted;
}

describe('Delete folder', () => {
  it('says what the folder holds and confirms exactly that to the server', async () => {
    const onDeleted = open([
      holdsAnswer(3, 1),
      {
        request: {
          query: DeleteDataRoomFolderMutation,
          variables: { id: 'folder-1', holds: { files: 3, folders: 1 } },
        },
        result: { data: { deleteDataRoomFolder: 'folder-1' } },
      },
      { request: { query: RequestedDocumentsQuery }, result: { data: { dataRoomRequestedDocuments: [] } } },
    ]);
    await screen.findByText(/Old Quarter holds 3 files and 1 folder\. Are you sure/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete folder and contents' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('folder-1'));
  });

  it('asks plainly for an empty folder and confirms nothing', async () => {
    const onDeleted = open([
      holdsAnswer(0, 0),
      {
        request: { query: DeleteDataRoomFolderMutation, variables: { id: 'folder-1', holds: null } },
        result: { data: { deleteDataRoomFolder: 'folder-1' } },
      },
      { request: { query: RequestedDocumentsQuery }, result: { data: { dataRoomRequestedDocuments: [] } } },
    ]);
    await screen.findByText('Are you sure you want to delete Old Quarter? This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('folder-1'));
  });
});

describe('holdingsText', () => {
  it('says what a folder holds as the delete confirmation asks it', () => {
    expect(holdingsText({ files: 3, folders: 1 })).toBe('3 files and 1 folder');
    expect(holdingsText({ files: 1, folders: 0 })).toBe('1 file');
    expect(holdingsText({ files: 0, folders: 2 })).toBe('2 folders');
    expect(holdingsText({ files: 0, folders: 0 })).toBe('');
  });
});
