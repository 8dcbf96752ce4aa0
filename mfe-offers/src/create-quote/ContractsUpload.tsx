import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, ProgressBar } from '@carbon/react';
import { FileRouteError, postGatewayForm } from '@seller-portal/platform';
import { formatFileSize } from '@seller-portal/shared/formatters';
import { useFilePicker } from '@seller-portal/shared/hooks';
import { FormSection } from './FormSection.js';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  cleanFileName,
  OFFER_CREATE_LIMITS,
  OFFER_CREATE_MESSAGES,
  UPLOAD_MESSAGES,
  uploadProblem,
} from '@seller-portal/shared/validation';

/** The gateway's route for POST /offers/files (spec 02 section 7): one contract, answered with its fileId. */
export const CONTRACTS_URL = '/offer-files/files';
/** Spec 02 section 8, upload failures. */
const UPLOAD_FAILURE = 'Something went wrong while trying to upload:';

/** A contract the seller attached: uploading, uploaded (with its fileId) or refused (with the reason). */
export interface Contract {
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'uploaded' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  fileId?: string;
  failure?: string;
}

let nextKey = 0;

/** Why the upload failed, in the server's words when it gave some. */
function reasonOf(error: unknown): string {
  if (error instanceof FileRouteError && error.status === 0) return UPLOAD_MESSAGES.connectionLost;
  if (error instanceof FileRouteError && !error.message.startsWith('The file route')) return error.message;
  return 'The file could not be uploaded.';
}

/**
 * The contracts of the offer being written (spec 02 sections 2 and 9): each file picked is uploaded at once through
 * POST /offers/files, at most 10 attached; `fileIds` are those uploaded, for the create call.
 */
export function useContracts() {
  const [contracts, setContracts] = useState<Contract[]>([]);
  // What is attached now, for uploads that finish after a file was removed or the list cleared.
  const current = useRef<Contract[]>([]);
  const change = useCallback((next: (list: Contract[]) => Contract[]) => {
    current.current = next(current.current);
    setContracts(current.current);
  }, []);
  const update = useCallback(
    (key: string, changes: Partial<Contract>) =>
      change((list) =>
        list.map((contract) => (contract.key === key ? { ...contract, ...changes } : contract)),
      ),
    [change],
  );

  const upload = useCallback(
    async (key: string, file: File, name: string) => {
      const form = new FormData();
      form.append('file', file, name);
      try {
        const answer = await postGatewayForm<{ fileId: string }>(CONTRACTS_URL, form, (sent, total) =>
          update(key, { progress: total > 0 ? sent / total : 0 }),
        );
        update(key, { status: 'uploaded', progress: 1, fileId: answer.fileId });
      } catch (error) {
        update(key, { status: 'failed', failure: reasonOf(error) });
      }
    },
    [update],
  );

  /** Attaches the files picked, as many as the offer still has room for; answers how many were left out. */
  const attach = useCallback(
    (files: readonly File[]): number => {
      const room = OFFER_CREATE_LIMITS.files - current.current.filter((c) => c.status !== 'failed').length;
      const taken = files.slice(0, Math.max(0, room));
      const added = taken.map((file): [Contract, File] => {
        const problem = uploadProblem(file);
        const contract: Contract = {
          key: `contract-${nextKey++}`,
          // Spec 02 section 5: files are renamed before upload.
          name: cleanFileName(file.name) || file.name,
          size: file.size,
          status: problem ? 'failed' : 'uploading',
          progress: 0,
          ...(problem ? { failure: problem } : {}),
        };
        return [contract, file];
      });
      change((list) => [...list, ...added.map(([contract]) => contract)]);
      for (const [contract, file] of added)
        if (contract.status === 'uploading') void upload(contract.key, file, contract.name);
      return files.length - taken.length;
    },
    [change, upload],
  );

  const remove = useCallback(
    (key: string) => change((list) => list.filter((contract) => contract.key !== key)),
    [change],
  );
  const clear = useCallback(() => change(() => []), [change]);

  const fileIds = contracts.flatMap((contract) => (contract.fileId ? [contract.fileId] : []));
  const uploading = contracts.some((contract) => contract.status === 'uploading');
  return { contracts, attach, remove, clear, fileIds, uploading };
}

export interface ContractsUploadProps {
  contracts: readonly Contract[];
  attach: (files: readonly File[]) => number;
  remove: (key: string) => void;
  /** A delinquent customer locks the uploads (spec 02 section 4). */
  disabled: boolean;
  /** The create call's refusal of the files, if any. */
  invalidText?: string;
}

/** The Contracts Upload accordion of the create screen (spec 02 section 2). */
export function ContractsUpload({ contracts, attach, remove, disabled, invalidText }: ContractsUploadProps) {
  const { ref: picker, open: openPicker } = useFilePicker();
  const [leftOut, setLeftOut] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const attachButton = useRef<HTMLButtonElement>(null);
  // Focus stays where the keyboard was: the next file's Remove, else the one before it, else Attach File.
  const removeAt = (index: number, key: string) => {
    flushSync(() => remove(key));
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? attachButton.current)?.focus();
  };
  const attached = contracts.filter((contract) => contract.status !== 'failed').length;
  // Spec 02 section 9: attach is disabled above 9 files.
  const full = attached > OFFER_CREATE_LIMITS.attachDisabledAbove;

  return (
    <FormSection title="Contracts Upload">
      <p className="offers-muted" id="contracts-help">
        {`Attach the signed contract or order form: up to ${OFFER_CREATE_LIMITS.files} files of 25 MB each (${ALLOWED_UPLOAD_EXTENSIONS.join(', ')}).`}
      </p>
      <div>
        <input
          ref={picker}
          type="file"
          multiple
          className="cds--visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          accept={ALLOWED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          disabled={disabled || full}
          onChange={(event) => {
            setLeftOut(attach(Array.from(event.target.files ?? [])));
            event.target.value = '';
          }}
        />
        <Button
          ref={attachButton}
          kind="tertiary"
          size="md"
          disabled={disabled || full}
          aria-describedby="contracts-help"
          onClick={openPicker}
        >
          Attach File
        </Button>
      </div>
      {full || leftOut > 0 ? (
        <p className="offers-muted" role="status">
          {leftOut > 0
            ? `${OFFER_CREATE_MESSAGES.tooManyFiles} ${leftOut === 1 ? 'One file was' : `${leftOut} files were`} not attached.`
            : OFFER_CREATE_MESSAGES.tooManyFiles}
        </p>
      ) : null}
      {invalidText ? (
        <p className="offer-create__error" role="alert">
          {invalidText}
        </p>
      ) : null}
      {contracts.length > 0 ? (
        <ul ref={list} className="offer-create__contracts" aria-label="Contracts">
          {contracts.map((contract, index) => (
            <li key={contract.key} className="offer-create__contract">
              <span className="offer-create__contract-name">{contract.name}</span>
              <span className="offers-muted">{formatFileSize(contract.size)}</span>
              {contract.status === 'uploading' ? (
                <ProgressBar
                  className="offer-create__contract-status"
                  label={`Uploading ${contract.name}`}
                  hideLabel
                  size="small"
                  value={Math.round(contract.progress * 100)}
                />
              ) : (
                <span className="offers-muted offer-create__contract-status">
                  {contract.status === 'failed' ? 'Not attached' : 'Uploaded'}
                </span>
              )}
              <Button kind="ghost" size="sm" onClick={() => removeAt(index, contract.key)}>
                Remove<span className="cds--visually-hidden"> {contract.name}</span>
              </Button>
              {contract.status === 'failed' ? (
                <p className="offer-create__error offer-create__contract-failure" role="alert">
                  {`${UPLOAD_FAILURE} ${contract.failure}`}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </FormSection>
  );
}
