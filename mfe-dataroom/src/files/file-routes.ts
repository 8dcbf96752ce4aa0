import {
  downloadGatewayFile,
  fetchGatewayFile,
  loadQueryClient,
  postGatewayForm,
} from '@seller-portal/platform';

// The gateway's data room file routes (docs/adr/006): bytes never go through GraphQL. Downloads go through the
// platform's one download; the inline view's bytes through React Query (loaded on first use); uploads report their
// progress.

const BASE = '/data-room';

/** Downloads one file under the name the gateway gives it. */
export async function downloadFile(file: { id: string; name: string }): Promise<void> {
  await downloadGatewayFile(`${BASE}/files/${encodeURIComponent(file.id)}/download`, {
    fallbackName: file.name,
  });
}

/** Downloads the files as one zip named after the seller; answers the zip's name. */
export function downloadFiles(fileIds: readonly string[]): Promise<string> {
  return downloadGatewayFile(`${BASE}/files/bulk-download`, {
    fallbackName: 'data-room.zip',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileIds }),
    },
  });
}

/** A PDF's or an image's bytes for the preview (a file id's bytes never change: kept for the session). */
export async function viewFile(fileId: string): Promise<Blob> {
  const client = await loadQueryClient();
  const { blob } = await client.fetchQuery({
    queryKey: ['data-room', 'view', fileId],
    queryFn: () => fetchGatewayFile(`${BASE}/files/${encodeURIComponent(fileId)}/view`),
    staleTime: Infinity,
    retry: false,
  });
  return blob;
}

export interface UploadItem {
  file: Blob;
  /** The cleaned name it is stored under. */
  name: string;
  type: string;
}

export interface UploadAnswer {
  files: { id: string; name: string }[];
  failures: { fileName: string; message: string }[];
}

/**
 * Uploads files to a folder in one request (bulk for several), reporting the bytes sent so far. `overwrite`: the
 * user confirmed replacing same-name files.
 */
export async function uploadFiles(
  folderId: string,
  items: readonly UploadItem[],
  { overwrite, onProgress }: { overwrite: boolean; onProgress: (sent: number, total: number) => void },
): Promise<UploadAnswer> {
  const bulk = items.length > 1;
  const form = new FormData();
  if (bulk) form.append('request', JSON.stringify({ requests: items.map((item) => ({ type: item.type })) }));
  else form.append('type', items[0]?.type ?? 'OTHER');
  for (const item of items) form.append(bulk ? 'files' : 'file', item.file, item.name);
  const query = overwrite ? '?overwrite=true' : '';
  return postGatewayForm<UploadAnswer>(
    `${BASE}/folders/${encodeURIComponent(folderId)}/files${bulk ? '/bulk' : ''}${query}`,
    form,
    onProgress,
  );
}
