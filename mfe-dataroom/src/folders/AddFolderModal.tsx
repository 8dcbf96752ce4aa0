import { TextInput } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { FormModal, useZodForm } from '@seller-portal/platform/forms';
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
  const error = form.formState.errors.name?.message;
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
        id="data-room-folder-name"
        labelText="Folder name"
        maxLength={128}
        invalid={Boolean(error)}
        invalidText={error}
        // Carbon points aria-errormessage at the message; assistive tech (and axe) also need it described.
        aria-describedby={error ? 'data-room-folder-name-error-msg' : undefined}
        {...form.register('name')}
      />
    </FormModal>
  );
}
