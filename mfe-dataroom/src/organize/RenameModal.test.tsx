import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { DataRoomRow } from '../table/DataRoomTable.js';
import { RenameModal } from './RenameModal.js';
import { RenameDataRoomFileMutation } from './organize.mutations.js';

const notes: DataRoomRow = {
  id: 'f1',
  name: 'Notes.txt',
  objectType: 'FILE',
  size: 10,
  type: 'OTHER',
  extension: 'txt',
  immutable: false,
  uploadedBy: null,
  uploadedDate: null,
  requestedDocument: null,
  filesCount: null,
};

describe('Rename a file', () => {
  it('edits the name before the extension, which the file keeps', async () => {
    const onRenamed = vi.fn();
    render(
      <MockedProvider
        mocks={[
          {
            request: {
              query: RenameDataRoomFileMutation,
              variables: { id: 'f1', name: 'Counsel Notes.txt' },
            },
            result: {
              data: {
                renameDataRoomFile: { __typename: 'DataRoomObject', id: 'f1', name: 'Counsel Notes.txt' },
              },
            },
          },
        ]}
      >
        <RenameModal item={notes} launcher={{ current: null }} onClose={vi.fn()} onRenamed={onRenamed} />
      </MockedProvider>,
    );
    const field = screen.getByLabelText('File name') as HTMLInputElement;
    expect(field.value).toBe('Notes');
    expect(screen.getByText('The file keeps its extension, .txt')).toBeTruthy();
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await screen.findByText('Please enter a name for the file');
    fireEvent.change(field, { target: { value: 'Counsel Notes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(onRenamed).toHaveBeenCalled());
  });
});
