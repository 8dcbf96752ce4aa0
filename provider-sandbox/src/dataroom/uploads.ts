import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import type { Request } from 'express';
import { ApiError, badRequest } from '../http/errors.js';
import type { FileStore, ReceivedFile } from './file-store.js';
import { isOfficeExtension, isOfficePackage } from './office-zip.js';
import {
  cleanFileName,
  extensionOf,
  isAllowedExtension,
  MAX_FILE_BYTES,
  MESSAGES,
  signatureMatches,
  uploadBodyLimit,
} from './rules.js';

/** One file of an upload, in the order sent: received to disk, or refused with the reason. */
export interface UploadedPart {
  name: string;
  extension: string;
  received?: ReceivedFile;
  failure?: string;
}

export interface ReceivedUpload {
  files: UploadedPart[];
  fields: ReadonlyMap<string, string>;
}

const payloadTooLarge = () => new ApiError(413, 'The upload is larger than its files may be');

/**
 * Whether a received file is what its extension says: its first bytes, and for a .docx or .xlsx (which read as any
 * ZIP there) its central directory too, read from disk without extracting anything (docs/adr/014).
 */
async function contentsMatch(store: FileStore, extension: string, received: ReceivedFile): Promise<boolean> {
  if (!(await signatureMatches(extension, received.head))) return false;
  return (
    !isOfficeExtension(extension) ||
    isOfficePackage(extension, received.size, (position, length) =>
      store.read(received.incomingKey, position, length),
    )
  );
}

/**
 * Reads a multipart upload as it streams: each file to disk (at most 25 MB kept), the body at most the limit for
 * the files seen so far, at most `maxFiles` files; each file's name cleaned, its extension allowed and matching its
 * contents. A refused file is a failure of the answer, not of the request; a refused request keeps nothing.
 */
export async function receiveUpload(
  req: Request,
  store: FileStore,
  { maxFiles, fileField }: { maxFiles: number; fileField: string },
): Promise<ReceivedUpload> {
  if (!req.is('multipart/form-data')) throw badRequest('Send the files as multipart/form-data');
  if (Number(req.headers['content-length'] ?? 0) > uploadBodyLimit(maxFiles)) throw payloadTooLarge();

  const files: UploadedPart[] = [];
  const fields = new Map<string, string>();
  const checks: Promise<void>[] = [];
  let refusal: ApiError | null = null;
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      // Names without an RFC 5987 `filename*` are read as UTF-8, as browsers send them.
      headers: { ...req.headers, 'content-type': req.headers['content-type'] ?? '' },
      defCharset: 'utf8',
      limits: {
        files: maxFiles,
        // A file over the limit is cut there and marked truncated; one of exactly the limit is not.
        fileSize: MAX_FILE_BYTES,
        fields: 8,
        fieldSize: 64 * 1024,
        parts: maxFiles + 8,
      },
    });
  } catch {
    throw badRequest('The multipart body is not valid');
  }

  parser.on('file', (field, stream, fileName) => {
    const name = cleanFileName(fileName ?? '');
    const part: UploadedPart = { name: name || fileName || '', extension: extensionOf(name) };
    if (field !== fileField) {
      refusal ??= badRequest(`Send the files in the "${fileField}" part`);
    } else {
      files.push(part);
    }
    if (field !== fileField || !name || !isAllowedExtension(part.extension)) {
      if (field === fileField) part.failure = name ? MESSAGES.invalidExtension(name) : MESSAGES.invalidName;
      stream.resume();
      return;
    }
    checks.push(
      store.receive(stream).then(async (received) => {
        part.received = received;
        if (stream.truncated) part.failure = MESSAGES.tooLarge(name);
        else if (!(await contentsMatch(store, part.extension, received)))
          part.failure = MESSAGES.notWhatItSays(name);
      }),
    );
  });
  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) refusal ??= badRequest(`The ${name} part is too long`);
    fields.set(name, value);
  });
  parser.on('filesLimit', () => (refusal ??= badRequest(MESSAGES.tooManyFiles)));
  parser.on('partsLimit', () => (refusal ??= badRequest('The upload has too many parts')));
  parser.on('fieldsLimit', () => (refusal ??= badRequest('The upload has too many fields')));

  let bytes = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > uploadBodyLimit(files.length) ? payloadTooLarge() : null, chunk);
    },
  });

  try {
    await pipeline(req, bounded, parser);
    await Promise.all(checks);
    if (refusal) throw refusal;
  } catch (error) {
    await Promise.allSettled(checks);
    await Promise.all(files.map((file) => (file.received ? store.remove(file.received.incomingKey) : null)));
    if (error instanceof ApiError) throw error;
    throw badRequest('The multipart body is not valid');
  }
  return { files, fields };
}
