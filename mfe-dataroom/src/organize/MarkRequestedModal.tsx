import { useState, type RefObject } from 'react';
import { Modal } from '@carbon/react';
import type { RequestedDocumentKey } from '#graphql';
import { useToastMutation } from '@seller-portal/platform';
import { RequestedDocumentSelect } from '../requested-documents/RequestedDocumentSelect.js';
import { RequestedDocumentsQuery } from '../requested-documents/requested-documents.query.js';
import type { DataRoomRow } from '../table/DataRoomTable.js';
import { useFocusReturn } from '../table/use-focus-return.js';
import { SetDataRoomFileRequestedDocumentMutation } from './organize.mutations.js';

export interface MarkRequestedModalProps {
  file: DataRoomRow;
  launcher: RefObject<HTMLElement | null>;
  onClose: () => void;
  onMarked: () => void;
}

/** Which requested document a file is: the checklist ticks from it while the file is there. */
export function MarkRequestedModal({ file, launcher, onClose, onMarked }: MarkRequestedModalProps) {
  useFocusReturn(launcher);
  const [value, setValue] = useState<RequestedDocumentKey | null>(file.requestedDocument ?? null);
  const [mark, { loading }] = useToastMutation(SetDataRoomFileRequestedDocumentMutation, {
    success: 'Requested document updated successfully.',
    failure: `An error occurred while trying to update ${file.name}`,
    refetch: [RequestedDocumentsQuery],
  });
  return (
    <Modal
      open
      size="sm"
      modalHeading={`Mark ${file.name} as a requested document`}
      primaryButtonText="Save"
      secondaryButtonText="Cancel"
      primaryButtonDisabled={loading || value === (file.requestedDocument ?? null)}
      loadingStatus={loading ? 'active' : 'inactive'}
      loadingDescription="Saving"
      onRequestClose={onClose}
      onRequestSubmit={async () => {
        if (await mark({ id: file.id, requestedDocument: value })) {
          onMarked();
          onClose();
        }
      }}
    >
      <RequestedDocumentSelect
        id="data-room-mark-requested"
        labelText="Requested document"
        value={value}
        onChange={setValue}
      />
    </Modal>
  );
}
