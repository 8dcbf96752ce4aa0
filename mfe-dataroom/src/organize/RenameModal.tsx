import type { RefObject } from 'react';
import { TextInput } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { FormModal, useZodForm } from '@seller-portal/platform/forms';
import { fileStemSchema, folderNameSchema } from '@seller-portal/shared/validation';
import type { DataRoomRow } from '../table/DataRoomTable.js';
import { inWords } from './in-words.js';
import { RenameDataRoomFileMutation, RenameDataRoomFolderMutation } from './organize.mutations.js';

const stemOf = (name: string, extension: string | null | undefined) =>
  extension && name.toLowerCase().endsWith(`.${extension}`) ? name.slice(0, -extension.length - 1) : name;

export interface RenameModalProps {
  item: DataRoomRow;
  launcher: RefObject<HTMLElement | null>;
  onClose: () => void;
  onRenamed: () => void;
}

/** Rename, for a folder (spec 02 section 5's folder name rules) or a file (its extension stays). */
export function RenameModal(props: RenameModalProps) {
  return props.item.objectType === 'FOLDER' ? <RenameFolder {...props} /> : <RenameFile {...props} />;
}

function RenameFolder({ item, launcher, onClose, onRenamed }: RenameModalProps) {
  const form = useZodForm(folderNameSchema, { defaultValues: { name: item.name } });
  const error = form.formState.errors.name?.message;
  const [rename, { loading }] = useToastMutation(RenameDataRoomFolderMutation, {
    success: 'Folder renamed successfully.',
    failure: inWords(`An error occurred while trying to rename ${item.name}`),
    conflict: 'This folder name already exists.',
  });
  return (
    <FormModal
      open
      heading={`Rename ${item.name}`}
      submitText="Rename"
      submittingText="Renaming the folder"
      submitting={loading}
      submitDisabled={!form.formState.isDirty}
      returnFocusTo={() => launcher.current}
      form={form}
      onSubmit={async (input) => {
        if (await rename({ id: item.id, input }, { form })) {
          onRenamed();
          onClose();
        }
      }}
      onClose={onClose}
    >
      <TextInput
        id="data-room-rename-name"
        labelText="Folder name"
        maxLength={128}
        invalid={Boolean(error)}
        invalidText={error}
        aria-describedby={error ? 'data-room-rename-name-error-msg' : undefined}
        {...form.register('name')}
      />
    </FormModal>
  );
}

function RenameFile({ item, launcher, onClose, onRenamed }: RenameModalProps) {
  const extension = item.extension ?? '';
  const form = useZodForm(fileStemSchema, { defaultValues: { name: stemOf(item.name, extension) } });
  const error = form.formState.errors.name?.message;
  const [rename, { loading }] = useToastMutation(RenameDataRoomFileMutation, {
    success: 'File renamed successfully.',
    failure: inWords(`An error occurred while trying to rename ${item.name}`),
  });
  return (
    <FormModal
      open
      heading={`Rename ${item.name}`}
      submitText="Rename"
      submittingText="Renaming the file"
      submitting={loading}
      submitDisabled={!form.formState.isDirty}
      returnFocusTo={() => launcher.current}
      form={form}
      onSubmit={async ({ name }) => {
        if (await rename({ id: item.id, name: extension ? `${name}.${extension}` : name }, { form })) {
          onRenamed();
          onClose();
        }
      }}
      onClose={onClose}
    >
      <TextInput
        id="data-room-rename-name"
        labelText="File name"
        helperText={extension ? `The file keeps its extension, .${extension}` : undefined}
        invalid={Boolean(error)}
        invalidText={error}
        aria-describedby={error ? 'data-room-rename-name-error-msg' : undefined}
        {...form.register('name')}
      />
    </FormModal>
  );
}
