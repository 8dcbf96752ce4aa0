import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { json } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import type { Request } from 'express';
import {
  cleanFileName,
  DATA_ROOM_FILE_TYPES,
  extensionOf,
  isAllowedExtension,
  MAX_UPLOAD_FILE_BYTES,
  MAX_UPLOAD_FILES,
  UPLOAD_MESSAGES,
  uploadBodyLimit,
} from '@seller-portal/shared/validation';
import type { ProviderHttp } from '../provider/provider-http.js';
import { headOf, signatureMatches } from './signatures.js';

/** A file the upload refused, with the reason the page lists after "Something went wrong while trying to upload:". */
export interface UploadFailure {
  fileName: string;
  message: string;
}

export interface UploadAnswer {
  files: unknown[];
  failures: UploadFailure[];
}

/** Refused before the provider is asked: the status the file route answers and why. */
export class UploadRefusal extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

type Part =
  | { kind: 'file'; field: string; fileName: string; stream: Readable }
  | { kind: 'field'; name: string; value: string };

/** The multipart parser's events as an ordered stream of parts; a refusal ends it with that error. */
function partsOf(req: Request, maxFiles: number): AsyncIterable<Part> {
  if (!req.is('multipart/form-data')) throw new UploadRefusal(400, 'Send the files as multipart/form-data');
  if (Number(req.headers['content-length'] ?? 0) > uploadBodyLimit(maxFiles))
    throw new UploadRefusal(413, 'The upload is larger than its files may be');
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      // Names without an RFC 5987 `filename*` are read as UTF-8, as browsers send them.
      headers: { ...req.headers, 'content-type': req.headers['content-type'] ?? '' },
      defCharset: 'utf8',
      // One byte past the limit tells a file over it: the provider sees that byte and refuses the file.
      limits: {
        files: maxFiles,
        fileSize: MAX_UPLOAD_FILE_BYTES + 1,
        fields: 8,
        fieldSize: 64 * 1024,
        parts: maxFiles + 8,
      },
    });
  } catch {
    throw new UploadRefusal(400, 'The multipart body is not valid');
  }
  const parts = new Readable({ objectMode: true, read() {} });
  let files = 0;
  const refuse = (refusal: UploadRefusal) => parts.destroy(refusal);
  parser.on('file', (field, stream, fileName) => {
    files++;
    parts.push({ kind: 'file', field, fileName: fileName ?? '', stream } satisfies Part);
  });
  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) refuse(new UploadRefusal(400, `The ${name} part is too long`));
    else parts.push({ kind: 'field', name, value } satisfies Part);
  });
  parser.on('filesLimit', () => refuse(new UploadRefusal(400, UPLOAD_MESSAGES.tooManyFiles)));
  parser.on('partsLimit', () => refuse(new UploadRefusal(400, 'The upload has too many parts')));
  parser.on('fieldsLimit', () => refuse(new UploadRefusal(400, 'The upload has too many fields')));
  parser.on('finish', () => parts.push(null));
  let bytes = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(
        bytes > uploadBodyLimit(files)
          ? new UploadRefusal(413, 'The upload is larger than its files may be')
          : null,
        chunk,
      );
    },
  });
  pipeline(req, bounded, parser).catch((error: unknown) =>
    refuse(
      error instanceof UploadRefusal ? error : new UploadRefusal(400, 'The multipart body is not valid'),
    ),
  );
  return parts;
}

/** RFC 5987 encoding for a part's `filename*` (our parser and every provider read it). */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const isFileType = (value: unknown): boolean => DATA_ROOM_FILE_TYPES.includes(value as never);

/** Where an upload goes and what the call takes besides its files. */
interface UploadTarget {
  path: string;
  query?: Record<string, string | boolean | undefined>;
  /** The part the files come in. */
  fileField: 'file' | 'files';
  maxFiles: number;
  /** The part naming the types of the files that went on (it goes last); null for a call that takes no types. */
  typesPart:
    | ((
        fields: ReadonlyMap<string, string>,
        filesSeen: number,
        forwarded: readonly number[],
      ) => {
        name: string;
        value: string;
      })
    | null;
}

/**
 * Streams an upload to the provider, checking each file on the way (docs/architecture.md's allowed upload extensions,
 * docs/adr/014): its name cleaned, its extension allowed and matching its first bytes, at most `maxFiles` files, at
 * most 25 MB each, the body at most the limit for its files. A refused file is left out (with its type) and listed
 * among the failures; a refused request reaches the provider not at all or is abandoned. Nothing is held in memory but
 * a file's first bytes. Answers the provider's JSON, or null when no file passed (the provider was not asked).
 */
async function streamUpload(
  req: Request,
  http: ProviderHttp,
  { path, query, fileField, maxFiles, typesPart }: UploadTarget,
): Promise<{ answer: unknown; failures: UploadFailure[] }> {
  const parts = partsOf(req, maxFiles);
  const failures: UploadFailure[] = [];
  const boundary = `upload-${randomUUID()}`;
  let filesSeen = 0;

  async function* body(): AsyncGenerator<Buffer> {
    const fields = new Map<string, string>();
    const forwarded: number[] = [];
    for await (const part of parts as AsyncIterable<Part>) {
      if (part.kind === 'field') {
        fields.set(part.name, part.value);
        continue;
      }
      const index = filesSeen++;
      const name = cleanFileName(part.fileName);
      const extension = extensionOf(name);
      if (part.field !== fileField) throw new UploadRefusal(400, `Send the files in the "${fileField}" part`);
      if (!name || !isAllowedExtension(extension)) {
        failures.push({
          fileName: name || part.fileName,
          message: name ? UPLOAD_MESSAGES.invalidExtension(name) : UPLOAD_MESSAGES.invalidName,
        });
        part.stream.resume();
        continue;
      }
      const { head, rest } = await headOf(part.stream);
      if (!(await signatureMatches(extension, head))) {
        failures.push({ fileName: name, message: UPLOAD_MESSAGES.notWhatItSays(name) });
        for await (const _chunk of rest);
        continue;
      }
      forwarded.push(index);
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename*=UTF-8''${extValue(name)}\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      );
      yield head;
      yield* rest;
      yield Buffer.from('\r\n');
    }
    if (filesSeen === 0)
      throw new UploadRefusal(400, maxFiles > 1 ? 'Choose the files to upload' : 'Choose a file to upload');
    if (forwarded.length === 0) return;
    // The types go last, once it is known which files went: a refused file's type is left out with it.
    const types = typesPart?.(fields, filesSeen, forwarded);
    if (types)
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${types.name}"\r\n\r\n${types.value}\r\n`,
      );
    yield Buffer.from(`--${boundary}--\r\n`);
  }

  const encoded = body();
  // The provider is asked only once a file has passed; an upload whose files all failed never reaches it.
  const first = await encoded.next();
  if (first.done) return { answer: null, failures };
  const stream = Readable.from(
    (async function* () {
      yield first.value;
      yield* encoded;
    })(),
  );
  let refusal: UploadRefusal | null = null;
  stream.on('error', (error) => {
    if (error instanceof UploadRefusal) refusal = error;
  });
  try {
    const answer = await http.stream('POST', path, {
      query,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: stream,
    });
    return { answer: await json(answer.body), failures };
  } catch (error) {
    throw refusal ?? error;
  }
}

/**
 * An upload of files with their types (the data room's, an offer's attachment): one file with its `type`, or up to
 * 25 in `files` with a `request` part of their types (`bulk`). Answers the files kept and every failure, the
 * gateway's and the provider's.
 */
export async function forwardUpload(
  req: Request,
  http: ProviderHttp,
  {
    path,
    query,
    bulk,
  }: { path: string; query?: Record<string, string | boolean | undefined>; bulk: boolean },
): Promise<UploadAnswer> {
  const { answer, failures } = await streamUpload(req, http, {
    path,
    query,
    fileField: bulk ? 'files' : 'file',
    maxFiles: bulk ? MAX_UPLOAD_FILES : 1,
    typesPart: (fields, filesSeen, forwarded) =>
      bulk
        ? { name: 'request', value: typesOfBulk(fields.get('request'), filesSeen, forwarded) }
        : { name: 'type', value: singleType(fields.get('type')) },
  });
  if (!answer) return { files: [], failures };
  const provider = answer as UploadAnswer;
  return { files: provider.files, failures: [...failures, ...provider.failures] };
}

/**
 * One file in the `file` part and nothing else (POST /offers/files), checked as every upload; answers the provider's
 * JSON. A file refused on the way is a 400 with its reason: there is no list of failures to put it in.
 */
export async function forwardOneFile<Answer>(
  req: Request,
  http: ProviderHttp,
  path: string,
): Promise<Answer> {
  const { answer, failures } = await streamUpload(req, http, {
    path,
    fileField: 'file',
    maxFiles: 1,
    typesPart: null,
  });
  if (!answer) throw new UploadRefusal(400, failures[0]?.message ?? UPLOAD_MESSAGES.invalidName, 'file');
  return answer as Answer;
}

/** The `request` part's `{ requests: [{ type }] }` for the files that went on; 400 when it does not fit the files. */
function typesOfBulk(raw: string | undefined, fileCount: number, forwarded: readonly number[]): string {
  let requests: unknown;
  try {
    requests = (JSON.parse(raw ?? '') as { requests?: unknown } | null)?.requests;
  } catch {
    requests = undefined;
  }
  if (
    !Array.isArray(requests) ||
    requests.length !== fileCount ||
    !requests.every((entry: unknown) => isFileType((entry as { type?: unknown } | null)?.type))
  ) {
    throw new UploadRefusal(400, UPLOAD_MESSAGES.typeRequired, 'request');
  }
  return JSON.stringify({
    requests: forwarded.map((index) => ({ type: (requests as { type: string }[])[index]!.type })),
  });
}

function singleType(type: string | undefined): string {
  if (!isFileType(type)) throw new UploadRefusal(400, UPLOAD_MESSAGES.typeRequired, 'type');
  return type!;
}
