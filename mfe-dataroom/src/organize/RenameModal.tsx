import type { RefObject } from 'react';
import { TextInput } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { fieldProps, FormModal, useZodForm } from '@seller-portal/platform/forms';
import { fileStemSchema, folderNameSchema } from '@seller-portal/shared/validation';
import type { DataRoomRow } from '../table/DataRoomTable.js';
import { inWords } from './in-words.js';
import { RenameDataRoomFileMutation, RenameDataRoomFolderMutation } from './organize.mutations.js';

const stemOf = (name: string, extension: string) =>
  extension && name.toLowerCase().endsWith(`.${extension}`) ? name.slice(0, -extension.length - 1) : name;

export interface RenameModalProps {
  item: DataRoomRow;
  launcher: RefObject<HTMLElement | null>;
  onClose: () => void;
  onRenamed: () => void;
}

/**
 * Rename, for a folder (spec 02 section 5's folder name rules, "This folder name already exists.") or a file, whose
 * extension stays: the field holds the name before it (docs/adr/006-data-room-access.md).
 */
export function RenameModal({ item, launcher, onClose, onRenamed }: RenameModalProps) {
  const isFolder = item.objectType === 'FOLDER';
  const extension = isFolder ? '' : (item.extension ?? '');
  const form = useZodForm(isFolder ? folderNameSchema : fileStemSchema, {
    defaultValues: { name: stemOf(item.name, extension) },
  });
  const failure = inWords(`An error occurred while trying to rename ${item.name}`);
  const [renameFolder, folderCall] = useToastMutation(RenameDataRoomFolderMutation, {
    success: 'Folder renamed successfully.',
    failure,
    conflict: 'This folder name already exists.',
  });
  const [renameFile, fileCall] = useToastMutation(RenameDataRoomFileMutation, {
    success: 'File renamed successfully.',
    failure,
  });
  return (
    <FormModal
      open
      heading={`Rename ${item.name}`}
      submitText="Rename"
      submittingText={isFolder ? 'Renaming the folder' : 'Renaming the file'}
      submitting={folderCall.loading || fileCall.loading}
      submitDisabled={!form.formState.isDirty}
      returnFocusTo={() => launcher.current}
      form={form}
      onSubmit={async ({ name }) => {
        const renamed = isFolder
          ? await renameFolder({ id: item.id, input: { name } }, { form })
          : await renameFile({ id: item.id, name: extension ? `${name}.${extension}` : name }, { form });
        if (renamed) {
          onRenamed();
          onClose();
        }
      }}
      onClose={onClose}
    >
      <TextInput
        labelText={isFolder ? 'Folder name' : 'File name'}
        helperText={extension ? `The file keeps its extension, .${extension}` : undefined}
        maxLength={isFolder ? 128 : undefined}
        {...fieldProps(form, 'name', 'data-room-rename-name')}
      />
    </FormModal>
  );
}
