import { useState, type RefObject } from 'react';
import { useQuery } from '@apollo/client/react';
import { InlineLoading, Modal, Select, SelectItem } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import type { DataRoomRow } from '../table/DataRoomTable.js';
import { useFocusReturn } from '../table/use-focus-return.js';
import { inWords } from './in-words.js';
import {
  DataRoomFolderPathsQuery,
  MoveDataRoomFileMutation,
  MoveDataRoomFolderMutation,
} from './organize.mutations.js';

export interface MoveModalProps {
  item: DataRoomRow;
  /** The folder it is in now (not offered). */
  currentFolderId: string;
  launcher: RefObject<HTMLElement | null>;
  onClose: () => void;
  onMoved: () => void;
}

/** Move: choose the folder it goes into, by path; a folder is never offered itself nor the folders inside it. */
export function MoveModal({ item, currentFolderId, launcher, onClose, onMoved }: MoveModalProps) {
  useFocusReturn(launcher);
  const isFolder = item.objectType === 'FOLDER';
  const { data, loading: loadingPaths } = useQuery(DataRoomFolderPathsQuery, { fetchPolicy: 'network-only' });
  const all = data?.dataRoomFolderPaths ?? [];
  const own = isFolder ? all.find((folder) => folder.id === item.id)?.path : undefined;
  const choices = all.filter(
    (folder) =>
      folder.id !== currentFolderId && !(own && (folder.path === own || folder.path.startsWith(`${own}/`))),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const target = chosen ?? choices[0]?.id ?? null;
  const options = {
    success: isFolder ? 'Folder moved successfully.' : 'File moved successfully.',
    failure: inWords(`An error occurred while trying to move ${item.name}`),
  };
  const [moveFolder, folderMove] = useToastMutation(MoveDataRoomFolderMutation, options);
  const [moveFile, fileMove] = useToastMutation(MoveDataRoomFileMutation, options);
  const loading = folderMove.loading || fileMove.loading;

  return (
    <Modal
      open
      size="sm"
      modalHeading={`Move ${item.name}`}
      primaryButtonText="Move"
      secondaryButtonText="Cancel"
      primaryButtonDisabled={loading || !target}
      loadingStatus={loading ? 'active' : 'inactive'}
      loadingDescription={`Moving ${item.name}`}
      onRequestClose={onClose}
      onRequestSubmit={async () => {
        if (!target) return;
        const moved = isFolder
          ? await moveFolder({ id: item.id, parentId: target })
          : await moveFile({ id: item.id, folderId: target });
        if (moved) {
          onMoved();
          onClose();
        }
      }}
    >
      {loadingPaths && !data ? (
        <InlineLoading description="Reading the folders" />
      ) : choices.length === 0 ? (
        <p>There is no other folder to move it to.</p>
      ) : (
        <Select
          id="data-room-move-target"
          labelText="Move to folder"
          value={target ?? ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          {choices.map((folder) => (
            <SelectItem
              key={folder.id}
              value={folder.id}
              text={folder.path === '/' ? 'Data Room (top folder)' : folder.path}
            />
          ))}
        </Select>
      )}
    </Modal>
  );
}
