import type { RefObject } from 'react';
import { Modal } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { RequestedDocumentsQuery } from '../requested-documents/requested-documents.query.js';
import { DeleteDataRoomFileMutation } from './delete-file.mutation.js';
import { useFocusReturn } from '../table/use-focus-return.js';

export interface DeleteFileModalProps {
  file: { id: string; name: string };
  onClose: () => void;
  /** Where focus goes back to when it closes. */
  launcher: RefObject<HTMLElement | null>;
  /** The file is gone: its row leaves. */
  onDeleted: (id: string) => void;
  /** The failure toast's refresh link. */
  onRefresh: () => void;
}

/** The delete confirmation (spec 02 section 4); the row then leaves with an animation. */
export function DeleteFileModal({ file, onClose, onDeleted, onRefresh, launcher }: DeleteFileModalProps) {
  useFocusReturn(launcher);
  const [remove, { loading }] = useToastMutation(DeleteDataRoomFileMutation, {
    success: 'File deleted successfully.',
    failure: `An error occurred while trying to delete ${file.name}`,
    failureAction: { label: 'Refresh', onClick: onRefresh },
    // A file marked as a requested document unticks it as it goes.
    refetch: [RequestedDocumentsQuery],
  });
  return (
    <Modal
      open
      danger
      size="sm"
      modalHeading="Delete file"
      primaryButtonText="Delete"
      secondaryButtonText="Cancel"
      primaryButtonDisabled={loading}
      loadingStatus={loading ? 'active' : 'inactive'}
      loadingDescription="Deleting the file"
      onRequestClose={onClose}
      onRequestSubmit={async () => {
        const deleted = await remove({ id: file.id });
        onClose();
        if (deleted) onDeleted(file.id);
      }}
    >
      <p>Are you sure you want to delete {file.name}? This cannot be undone.</p>
    </Modal>
  );
}
