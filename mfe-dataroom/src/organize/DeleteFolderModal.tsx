import type { RefObject } from 'react';
import { useQuery } from '@apollo/client/react';
import { InlineLoading, Modal } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { RequestedDocumentsQuery } from '../requested-documents/requested-documents.query.js';
import { useFocusReturn } from '../table/use-focus-return.js';
import { holdingsText, inWords } from './in-words.js';
import { DataRoomFolderHoldsQuery, DeleteDataRoomFolderMutation } from './organize.mutations.js';

export interface DeleteFolderModalProps {
  folder: { id: string; name: string };
  launcher: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The folder is gone: its row leaves. */
  onDeleted: (id: string) => void;
  /** The failure toast's refresh link. */
  onRefresh: () => void;
}

/**
 * Delete a folder: the confirmation says what it holds at any depth ("holds 3 files and 1 folder"), and the server
 * deletes it only with that confirmed (docs/adr/006-data-room-access.md).
 */
export function DeleteFolderModal({
  folder,
  launcher,
  onClose,
  onDeleted,
  onRefresh,
}: DeleteFolderModalProps) {
  useFocusReturn(launcher);
  const { data, loading: reading } = useQuery(DataRoomFolderHoldsQuery, {
    variables: { id: folder.id },
    fetchPolicy: 'network-only',
  });
  const holds = data?.dataRoomFolder.holds ?? null;
  const holding = holds ? holdingsText(holds) : '';
  const [remove, { loading }] = useToastMutation(DeleteDataRoomFolderMutation, {
    success: 'Folder deleted successfully.',
    failure: inWords(`An error occurred while trying to delete ${folder.name}`),
    failureAction: { label: 'Refresh', onClick: onRefresh },
    refetch: [RequestedDocumentsQuery],
  });
  return (
    <Modal
      open
      danger
      size="sm"
      modalHeading="Delete folder"
      primaryButtonText={holding ? 'Delete folder and contents' : 'Delete'}
      secondaryButtonText="Cancel"
      primaryButtonDisabled={loading || reading}
      loadingStatus={loading ? 'active' : 'inactive'}
      loadingDescription="Deleting the folder"
      onRequestClose={onClose}
      onRequestSubmit={async () => {
        // What was shown is what is confirmed (the counts alone, not the cached object).
        const confirmed = holds && holding ? { files: holds.files, folders: holds.folders } : null;
        const deleted = await remove({ id: folder.id, holds: confirmed });
        onClose();
        if (deleted) onDeleted(folder.id);
      }}
    >
      {reading ? (
        <InlineLoading description="Reading what the folder holds" />
      ) : holding ? (
        <p>
          {folder.name} holds {holding}. Are you sure you want to delete the folder and everything in it? This
          cannot be undone.
        </p>
      ) : (
        <p>Are you sure you want to delete {folder.name}? This cannot be undone.</p>
      )}
    </Modal>
  );
}
