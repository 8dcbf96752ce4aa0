import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useFilePicker } from '@seller-portal/shared/hooks';
import { Button, InlineNotification, Modal, ProgressBar, Select, SelectItem } from '@carbon/react';
import type { DataRoomFileType, RequestedDocumentKey } from '#graphql';
import { FileRouteError, navigate, showToast, useToastMutation } from '@seller-portal/platform';
import {
  cleanFileName,
  DATA_ROOM_FILE_TYPES,
  MAX_UPLOAD_FILES,
  UPLOAD_MESSAGES,
  uploadProblem,
} from '@seller-portal/shared/validation';
import { uploadFiles, type UploadAnswer } from '../files/file-routes.js';
import { formatFileSize } from '@seller-portal/shared/formatters';
import { FILE_TYPE_LABEL } from '../table/file-types.js';
import { SetDataRoomFileRequestedDocumentMutation } from '../organize/organize.mutations.js';
import { RequestedDocumentSelect } from '../requested-documents/RequestedDocumentSelect.js';
import { RequestedDocumentsQuery } from '../requested-documents/requested-documents.query.js';
import { DataRoomAccessQuery } from '../access/data-room-access.query.js';
import { ExistingFileNamesQuery } from './existing-file-names.query.js';
import { useFocusReturn } from '../table/use-focus-return.js';
import { ONBOARDING_TASKS_LINK } from '@seller-portal/shared/navigation';

interface ChosenFile {
  key: string;
  file: File;
  /** The cleaned name it is stored under (spec 02 section 5: files are renamed before upload). */
  name: string;
  type: DataRoomFileType;
  /** The requested document it is, chosen as it is uploaded (optional). */
  requestedDocument: RequestedDocumentKey | null;
  problem: string | null;
  /** 0 to 1 while uploading. */
  progress: number;
  /** After the upload: null when kept, else the failure's message. */
  outcome?: string | null;
}

type Stage = 'choose' | 'overwrite' | 'uploading' | 'done';

let nextKey = 0;
const chosen = (file: File): ChosenFile => ({
  key: `file-${nextKey++}`,
  file,
  name: cleanFileName(file.name),
  type: 'OTHER',
  requestedDocument: null,
  problem: uploadProblem(file),
  progress: 0,
});

export interface UploadModalProps {
  folderId: string;
  /** Files dropped on the page before the modal opened. */
  initialFiles?: readonly File[];
  onClose: () => void;
  onUploaded: () => void;
}

/**
 * Upload Files (spec 02 sections 4, 5, 8 and 9): pick or drop up to 25 files, a type for each, a same-name file asks
 * to overwrite first, a progress bar per file and overall, then each file's outcome.
 */
export function UploadModal({ folderId, initialFiles = [], onClose, onUploaded }: UploadModalProps) {
  useFocusReturn();
  const apollo = useApolloClient();
  // While onboarding, an upload does a task (spec 01 section 2): its toast offers the way back to the checklist.
  const onboarding = useQuery(DataRoomAccessQuery, { fetchPolicy: 'cache-first' }).data?.organization
    ?.isOnboarding;
  const [files, setFiles] = useState<ChosenFile[]>(() => initialFiles.map(chosen));
  const refusedCount = files.filter((file) => file.outcome).length;
  const [stage, setStage] = useState<Stage>('choose');
  const [existing, setExisting] = useState<string[]>([]);
  const [overall, setOverall] = useState(0);
  const [dragging, setDragging] = useState(false);
  const { ref: picker, open: openPicker } = useFilePicker();
  const [mark] = useToastMutation(SetDataRoomFileRequestedDocumentMutation, {
    failure: 'Something went wrong while trying to mark the file as a requested document.',
  });

  const tooMany = files.length > MAX_UPLOAD_FILES;
  const blocked = files.length === 0 || tooMany || files.some((file) => file.problem);
  const add = (list: FileList | null) =>
    setFiles((current) => [...current, ...Array.from(list ?? [], chosen)]);
  const update = (key: string, change: Partial<ChosenFile>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));

  async function start() {
    const answer = await apollo
      .query({
        query: ExistingFileNamesQuery,
        variables: { folderId, names: files.map((file) => file.name) },
        fetchPolicy: 'network-only',
      })
      .catch(() => null);
    const names = answer?.data?.dataRoomExistingFileNames ?? [];
    if (names.length > 0) {
      setExisting(names);
      setStage('overwrite');
    } else {
      await send(false);
    }
  }

  async function send(overwrite: boolean) {
    setStage('uploading');
    const sizes = files.map((file) => file.file.size);
    const totalSize = sizes.reduce((sum, size) => sum + size, 0) || 1;
    const offsets = sizes.map((_, index) => sizes.slice(0, index).reduce((sum, size) => sum + size, 0));
    let answer: UploadAnswer;
    try {
      answer = await uploadFiles(
        folderId,
        files.map((file) => ({ file: file.file, name: file.name, type: file.type })),
        {
          overwrite,
          onProgress: (sent, total) => {
            // Files go in order: how far the bytes sent have reached into each one.
            const reached = (sent / (total || 1)) * totalSize;
            setOverall(sent / (total || 1));
            setFiles((current) =>
              current.map((file, index) => ({
                ...file,
                progress: Math.min(1, Math.max(0, (reached - offsets[index]!) / (sizes[index] || 1))),
              })),
            );
          },
        },
      );
    } catch (error) {
      const reason =
        error instanceof FileRouteError && error.status === 0
          ? UPLOAD_MESSAGES.connectionLost
          : error instanceof Error && error.message
            ? error.message
            : UPLOAD_MESSAGES.connectionLost;
      showToast({ kind: 'error', title: 'Something went wrong while trying to upload:', subtitle: reason });
      setStage('choose');
      return;
    }
    const failed = new Map(answer.failures.map((failure) => [failure.fileName, failure.message]));
    setOverall(1);
    setFiles((current) =>
      current.map((file) => ({ ...file, progress: 1, outcome: failed.get(file.name) ?? null })),
    );
    // The requested documents chosen for the files kept, then the checklist read again.
    const marks = answer.files.flatMap((stored) => {
      const document = files.find((file) => file.name === stored.name)?.requestedDocument;
      return document ? [{ id: stored.id, requestedDocument: document }] : [];
    });
    await Promise.all(marks.map((variables) => mark(variables)));
    await apollo.refetchQueries({ include: [RequestedDocumentsQuery] });
    setStage('done');
    if (answer.files.length > 0) onUploaded();
    if (answer.failures.length > 0) {
      showToast({
        kind: 'error',
        title: 'Something went wrong while trying to upload:',
        subtitle: answer.failures.map((failure) => failure.message).join('\n'),
      });
    } else {
      showToast({
        kind: 'success',
        title:
          answer.files.length === 1 ? 'Successfully uploaded your file' : 'Successfully uploaded your files',
        action: onboarding
          ? {
              label: ONBOARDING_TASKS_LINK.label,
              href: ONBOARDING_TASKS_LINK.path,
              onClick: () => navigate(ONBOARDING_TASKS_LINK.path),
            }
          : undefined,
      });
    }
  }

  const primary: Record<Stage, { text: string; run: () => void; disabled: boolean }> = {
    choose: { text: 'Upload', run: () => void start(), disabled: blocked },
    overwrite: { text: 'Overwrite', run: () => void send(true), disabled: false },
    uploading: { text: 'Uploading', run: () => undefined, disabled: true },
    done: { text: 'Done', run: onClose, disabled: false },
  };

  return (
    <Modal
      open
      size="md"
      modalHeading={stage === 'overwrite' ? 'Overwrite files?' : 'Upload Files'}
      primaryButtonText={primary[stage].text}
      primaryButtonDisabled={primary[stage].disabled}
      secondaryButtonText={stage === 'overwrite' ? 'Back' : stage === 'done' ? undefined : 'Cancel'}
      onSecondarySubmit={stage === 'overwrite' ? () => setStage('choose') : onClose}
      onRequestSubmit={primary[stage].run}
      onRequestClose={stage === 'uploading' ? () => undefined : onClose}
      preventCloseOnClickOutside
    >
      {stage === 'overwrite' ? (
        <div className="data-room-upload__overwrite">
          <p>These files already exist in this folder. Uploading replaces them:</p>
          <ul>
            {existing.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          {stage === 'choose' ? (
            <div
              className={`data-room-upload__drop${dragging ? ' data-room-upload__drop--over' : ''}`}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={(event) => {
                event.preventDefault();
                setDragging(false);
                add(event.dataTransfer.files);
              }}
            >
              <p>Drag and drop files here, up to {MAX_UPLOAD_FILES} at a time, 25 MB each.</p>
              <Button kind="tertiary" size="sm" onClick={openPicker}>
                Choose files
              </Button>
              <input
                ref={picker}
                type="file"
                multiple
                hidden
                aria-label="Choose files"
                accept=".pdf,.doc,.docx,.xls,.xlsx,.csv,.txt,.png,.jpg,.jpeg"
                onChange={(event) => {
                  add(event.target.files);
                  event.target.value = '';
                }}
              />
            </div>
          ) : null}
          {tooMany ? (
            <InlineNotification
              kind="error"
              title={UPLOAD_MESSAGES.tooManyFiles}
              hideCloseButton
              lowContrast
            />
          ) : null}
          {stage !== 'choose' ? (
            <ProgressBar
              className="data-room-upload__overall"
              label="All files"
              value={Math.round(overall * 100)}
              // Done with a refused file is not a success: the bar says how many went in.
              status={stage === 'done' ? (refusedCount > 0 ? 'error' : 'finished') : 'active'}
              helperText={
                stage === 'done' && refusedCount > 0
                  ? `${files.length - refusedCount} of ${files.length} uploaded`
                  : undefined
              }
            />
          ) : null}
          <ul className="data-room-upload__files" aria-label="Files to upload">
            {files.map((file) => (
              <li key={file.key} className="data-room-upload__file">
                <div className="data-room-upload__file-head">
                  <span className="data-room-upload__file-name">{file.name || file.file.name}</span>
                  <span className="data-room-upload__file-size">{formatFileSize(file.file.size)}</span>
                  {stage === 'choose' ? (
                    <>
                      <Select
                        id={`${file.key}-type`}
                        labelText={`Type of ${file.name || file.file.name}`}
                        hideLabel
                        size="sm"
                        value={file.type}
                        onChange={(event) =>
                          update(file.key, { type: event.target.value as DataRoomFileType })
                        }
                      >
                        {DATA_ROOM_FILE_TYPES.map((type) => (
                          <SelectItem key={type} value={type} text={FILE_TYPE_LABEL[type]} />
                        ))}
                      </Select>
                      <Button
                        kind="ghost"
                        size="sm"
                        onClick={() =>
                          setFiles((current) => current.filter((other) => other.key !== file.key))
                        }
                      >
                        Remove
                      </Button>
                    </>
                  ) : null}
                </div>
                {stage === 'choose' && !file.problem ? (
                  <RequestedDocumentSelect
                    id={`${file.key}-requested`}
                    labelText={`Requested document ${file.name || file.file.name} is`}
                    hideLabel
                    value={file.requestedDocument}
                    onChange={(requestedDocument) => update(file.key, { requestedDocument })}
                  />
                ) : null}
                {file.problem ? <p className="data-room-upload__problem">{file.problem}</p> : null}
                {stage === 'uploading' || stage === 'done' ? (
                  <ProgressBar
                    size="small"
                    label={`${file.name} upload`}
                    hideLabel
                    value={Math.round(file.progress * 100)}
                    status={file.outcome ? 'error' : stage === 'done' ? 'finished' : 'active'}
                    helperText={
                      stage === 'done' ? (file.outcome ?? 'Uploaded') : `${Math.round(file.progress * 100)}%`
                    }
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
