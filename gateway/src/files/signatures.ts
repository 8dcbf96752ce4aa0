import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_SIGNATURES } from '@seller-portal/shared/validation';

/** Bytes read from a file's start to recognise it. */
const SIGNATURE_BYTES = 4100;

/** Whether the file's first bytes are what its extension says (a `.pdf` that is an executable is not). */
export async function signatureMatches(extension: string, head: Uint8Array): Promise<boolean> {
  const expected = UPLOAD_SIGNATURES[extension];
  if (!expected) return false;
  const detected = (await fileTypeFromBuffer(head))?.ext ?? (head.includes(0) ? 'binary' : 'text');
  return expected.includes(detected);
}

/** A stream's first bytes (at least `bytes`, unless it is shorter) and the rest of it, still unread. */
export async function headOf(
  stream: Readable,
  bytes = SIGNATURE_BYTES,
): Promise<{ head: Buffer; rest: AsyncIterable<Buffer> }> {
  const iterator: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    size += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest: { [Symbol.asyncIterator]: () => iterator } };
}
