import yauzl from 'yauzl';
import { stableUuid } from '../core/seed/ids.js';
import type { RunningSandbox } from '../testing/harness.js';

// What the data room's tests send: multipart uploads as a browser builds them, and the demo data's fixed ids.

export interface UploadFile {
  name: string;
  bytes: Uint8Array | string;
  type?: string;
}

export const demoFolderId = (seller: string, path: string) => stableUuid(`dataroom-folder:${seller}:${path}`);
export const demoFileId = (seller: string, path: string) => stableUuid(`dataroom-file:${seller}:${path}`);

export const PDF_BYTES = '%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n';

/** POST /folders/{id}/files (one file) or /files/bulk (several, with the `request` part), as fetch sends it. */
export async function upload(
  sandbox: Pick<RunningSandbox, 'url'>,
  token: string,
  folderId: string,
  files: readonly UploadFile[],
  { bulk = files.length > 1, overwrite = false, base = '/api' } = {},
): Promise<{
  status: number;
  body: {
    files: { id: string; name: string; size: number }[];
    failures: { fileName: string; message: string }[];
  } & { message?: string };
}> {
  const form = new FormData();
  if (bulk)
    form.append(
      'request',
      JSON.stringify({ requests: files.map((file) => ({ type: file.type ?? 'OTHER' })) }),
    );
  else form.append('type', files[0]?.type ?? 'OTHER');
  for (const file of files) form.append(bulk ? 'files' : 'file', new File([file.bytes], file.name));
  const path = `${base}/folders/${folderId}/files${bulk ? '/bulk' : ''}${overwrite ? '?overwrite=true' : ''}`;
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The entries of a zip, by name in archive order, with their bytes. */
export function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error);
      const entries = new Map<string, Buffer>();
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.on('end', () => resolve(entries));
      archive.readEntry();
    });
  });
}
