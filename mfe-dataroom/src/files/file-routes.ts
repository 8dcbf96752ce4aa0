import { fetchGatewayFile, loadQueryClient, postGatewayForm, saveFile } from '@seller-portal/platform';

// The gateway's data room file routes (docs/adr/006): bytes never go through GraphQL. Reads go through React Query
// (loaded on first use); uploads report their progress.

const BASE = '/data-room';

async function fetchFile(path: string, init: RequestInit = {}): Promise<{ blob: Blob; name: string }> {
  return fetchGatewayFile(`${BASE}${path}`, init);
}

/** Downloads one file under the name the gateway gives it. */
export async function downloadFile(file: { id: string; name: string }): Promise<void> {
  const client = await loadQueryClient();
  const { blob, name } = await client.fetchQuery({
    queryKey: ['data-room', 'download', file.id],
    queryFn: () => fetchFile(`/files/${encodeURIComponent(file.id)}/download`),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  saveFile(blob, name || file.name);
}

/** Downloads the files as one zip named after the seller; answers the zip's name. */
export async function downloadFiles(fileIds: readonly string[]): Promise<string> {
  const client = await loadQueryClient();
  const { blob, name } = await client.fetchQuery({
    queryKey: ['data-room', 'bulk-download', [...fileIds].sort()],
    queryFn: () =>
      fetchFile('/files/bulk-download', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fileIds }),
      }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  saveFile(blob, name || 'data-room.zip');
  return name || 'data-room.zip';
}

/** A PDF's or an image's bytes for the preview (a file id's bytes never change: kept for the session). */
export async function viewFile(fileId: string): Promise<Blob> {
  const client = await loadQueryClient();
  const { blob } = await client.fetchQuery({
    queryKey: ['data-room', 'view', fileId],
    queryFn: () => fetchFile(`/files/${encodeURIComponent(fileId)}/view`),
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
