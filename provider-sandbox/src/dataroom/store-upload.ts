import type { Request } from 'express';
import type { Db } from '../db/db.js';
import { ApiError, badRequest } from '../http/errors.js';
import type { SellerMember } from '../session/membership.js';
import { fileAnswer } from './answers.js';
import type { FileStore } from './file-store.js';
import {
  deleteFile,
  filesNamed,
  findFiles,
  insertFile,
  recordActivity,
  type FileRow,
  type FolderRow,
} from './repository.js';
import { FILE_TYPES, MAX_FILES, MESSAGES, type FileType } from './rules.js';
import { receiveUpload, type UploadedPart } from './uploads.js';

export interface UploadRequest {
  db: Db;
  store: FileStore;
  req: Request;
  seller: SellerMember;
  folder: FolderRow;
  /** POST /folders/{id}/files/bulk (files and a `request` JSON part) rather than /files (one file and its type). */
  bulk: boolean;
  /** Replace same-name files (the user confirmed); without it a same-name file is a failure. */
  overwrite: boolean;
  /** Whether the caller has closed the connection: it will never read the answer, so nothing may be kept. */
  clientGone: () => boolean;
}

const isFileType = (value: unknown): value is FileType => FILE_TYPES.includes(value as FileType);

/** The type of each file, in order: the `type` field, or the `request` part's `{ requests: [{ type }] }`. */
function typesOf(fields: ReadonlyMap<string, string>, fileCount: number, bulk: boolean): FileType[] {
  const invalid = (field: string) =>
    badRequest('Validation failed', [{ field, message: MESSAGES.typeRequired }]);
  if (!bulk) {
    const type = fields.get('type');
    if (!isFileType(type)) throw invalid('type');
    return [type];
  }
  let request: unknown;
  try {
    request = JSON.parse(fields.get('request') ?? '');
  } catch {
    throw invalid('request');
  }
  const requests = (request as { requests?: unknown } | null)?.requests;
  if (!Array.isArray(requests) || requests.length !== fileCount) throw invalid('request');
  return requests.map((entry: unknown) => {
    const type = (entry as { type?: unknown } | null)?.type;
    if (!isFileType(type)) throw invalid('request');
    return type;
  });
}

/**
 * Spec 02 section 7, POST /folders/{id}/files[/bulk]: keeps every file that passes, answers them and the failures
 * ("Something went wrong while trying to upload:" lists these). A same-name file replaces the old one only when
 * the user confirmed the overwrite, and never an immutable one. The answer is what was stored (docs/adr/014): an
 * error means nothing was kept, and once the rows are committed nothing can turn the answer into an error.
 */
export async function storeUpload({
  db,
  store,
  req,
  seller,
  folder,
  bulk,
  overwrite,
  clientGone,
}: UploadRequest) {
  const upload = await receiveUpload(req, store, {
    maxFiles: bulk ? MAX_FILES : 1,
    fileField: bulk ? 'files' : 'file',
  });
  const kept: string[] = [];
  try {
    if (upload.files.length === 0)
      throw badRequest(bulk ? 'Choose the files to upload' : 'Choose a file to upload');
    const types = typesOf(upload.fields, upload.files.length, bulk);
    const candidates = upload.files.filter((file) => !file.failure);
    const existing = new Map(
      (
        await filesNamed(
          db,
          seller.sellerId,
          folder.id,
          candidates.map((file) => file.name),
        )
      ).map((file) => [file.name.toLowerCase(), file]),
    );
    const seen = new Set<string>();
    const replaced = new Map<UploadedPart, FileRow>();
    for (const file of candidates) {
      const key = file.name.toLowerCase();
      const current = existing.get(key);
      if (seen.has(key)) file.failure = MESSAGES.twiceInUpload(file.name);
      else if (current && !overwrite) file.failure = MESSAGES.alreadyExists(file.name);
      else if (current?.immutable) file.failure = MESSAGES.immutable(file.name);
      else if (current) replaced.set(file, current);
      seen.add(key);
    }
    const accepted = upload.files
      .map((file, index) => ({ file, type: types[index]! }))
      .filter(({ file }) => !file.failure);
    const storageKeys = new Map<UploadedPart, string>();
    for (const { file } of accepted) {
      const storageKey = await store.keep(file.received!.incomingKey);
      kept.push(storageKey);
      storageKeys.set(file, storageKey);
    }
    // The bytes are in objects/ and synced (FileStore.keep) before the rows naming them commit.
    const stored = await db.transaction(async (tx) => {
      for (const old of replaced.values()) await deleteFile(tx, seller.sellerId, old.id);
      const inserted: { id: string; name: string }[] = [];
      for (const { file, type } of accepted) {
        const id = await insertFile(tx, {
          sellerId: seller.sellerId,
          folderId: folder.id,
          name: file.name,
          extension: file.extension,
          type,
          size: file.received!.size,
          storageKey: storageKeys.get(file)!,
          userId: seller.userId,
        });
        inserted.push({ id, name: file.name });
      }
      await recordActivity(tx, seller.sellerId, seller.userId, 'UPLOADED', inserted);
      // The answer is read before the commit, so that nothing after it can fail.
      const ids = inserted.map((file) => file.id);
      const rows = new Map((await findFiles(tx, seller.sellerId, ids)).map((row) => [row.id, row]));
      // A caller that gave up (a gateway past its deadline) has told its user the upload failed: keep nothing.
      // 499 is nginx's "client closed request"; no one reads this answer.
      if (clientGone()) throw new ApiError(499, 'The upload was abandoned before it was stored');
      return ids.map((id) => rows.get(id)!);
    });
    kept.length = 0;
    // The old bytes no row names any more; should removing them fail, the next start's sweep does it.
    await Promise.all(
      [...replaced.values()].map((old) => store.remove(old.storageKey).catch(() => undefined)),
    );
    return {
      files: stored.map(fileAnswer),
      failures: upload.files
        .filter((file) => file.failure)
        .map((file) => ({ fileName: file.name, message: file.failure! })),
    };
  } finally {
    // Nothing of a refused request or file stays on disk (a kept file has left incoming/ already). Removing is
    // best effort: a failure must not turn a committed upload into an error; the next start's sweep retries.
    const leftovers = [
      ...kept,
      ...upload.files.flatMap((file) => (file.received ? [file.received.incomingKey] : [])),
    ];
    await Promise.all(leftovers.map((key) => store.remove(key).catch(() => undefined)));
  }
}
