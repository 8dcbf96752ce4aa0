import { TextInput } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { fieldProps, FormModal, useZodForm } from '@seller-portal/platform/forms';
import { folderNameSchema } from '@seller-portal/shared/validation';
import { CreateDataRoomFolderMutation } from './create-folder.mutation.js';

export interface AddFolderModalProps {
  parentId: string;
  onClose: () => void;
  onCreated: () => void;
}

/** Add Folder (spec 02 sections 5 and 8). */
export function AddFolderModal({ parentId, onClose, onCreated }: AddFolderModalProps) {
  const form = useZodForm(folderNameSchema, { defaultValues: { name: '' } });
  const [create, { loading }] = useToastMutation(CreateDataRoomFolderMutation, {
    success: 'Successfully created the folder',
    failure: 'Something went wrong while trying to create the folder.',
    conflict: 'This folder name already exists.',
  });
  return (
    <FormModal
      open
      heading="Add Folder"
      submitText="Create"
      submittingText="Creating the folder"
      submitting={loading}
      form={form}
      onSubmit={async (input) => {
        const created = await create({ parentId, input }, { form });
        if (created) {
          onCreated();
          onClose();
        }
      }}
      onClose={onClose}
    >
      <TextInput
        labelText="Folder name"
        maxLength={128}
        {...fieldProps(form, 'name', 'data-room-folder-name')}
      />
    </FormModal>
  );
}
