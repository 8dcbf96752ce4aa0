import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { DataRoomRow } from '../table/DataRoomTable.js';
import { MoveModal } from './MoveModal.js';
import { DataRoomFolderPathsQuery } from './organize.mutations.js';

const PATHS = [
  ['root', '/'],
  ['contracts', '/Contracts'],
  ['signed', '/Contracts/Signed'],
  ['contracts-old', '/Contracts-old'],
  ['legal', '/Legal'],
].map(([id, path]) => ({ __typename: 'DataRoomFolderPath' as const, id: id!, path: path! }));

const row = (objectType: 'FILE' | 'FOLDER', id: string, name: string): DataRoomRow => ({
  id,
  name,
  objectType,
  size: null,
  type: null,
  extension: null,
  immutable: false,
  uploadedBy: null,
  uploadedDate: null,
  requestedDocument: null,
  filesCount: null,
});

async function choices(item: DataRoomRow, currentFolderId: string): Promise<string[]> {
  render(
    <MockedProvider
      mocks={[
        { request: { query: DataRoomFolderPathsQuery }, result: { data: { dataRoomFolderPaths: PATHS } } },
      ]}
    >
      <MoveModal
        item={item}
        currentFolderId={currentFolderId}
        launcher={{ current: null }}
        onClose={vi.fn()}
        onMoved={vi.fn()}
      />
    </MockedProvider>,
  );
  const select = (await screen.findByLabelText('Move to folder')) as HTMLSelectElement;
  return [...select.options].map((option) => option.text);
}

describe('Move', () => {
  it('never offers a folder itself nor a folder inside it, nor where it is now', async () => {
    expect(await choices(row('FOLDER', 'contracts', 'Contracts'), 'root')).toEqual([
      '/Contracts-old',
      '/Legal',
    ]);
  });

  it('offers a file every folder but its own, the top folder by name', async () => {
    expect(await choices(row('FILE', 'f1', 'Notes.txt'), 'legal')).toEqual([
      'Data Room (top folder)',
      '/Contracts',
      '/Contracts/Signed',
      '/Contracts-old',
    ]);
  });
});
