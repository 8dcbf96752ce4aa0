import { getSession } from './platform.js';

// Files come from the gateway's file routes, never through GraphQL: fetched with the session's token, handed to the
// browser's downloads under the name the caller decides (or the gateway's).

/** A file route that answered other than 2xx (0: no answer at all). */
export class DownloadError extends Error {
  constructor(readonly status: number) {
    super(`The file route answered ${status}`);
  }
}

/** Hands bytes to the browser's downloads. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function fetchOnce(path: string): Promise<Blob> {
  const token = await getSession().accessToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new DownloadError(0);
  }
  if (response.status === 401) void getSession().expire();
  if (!response.ok) throw new DownloadError(response.status);
  return response.blob();
}

/**
 * Downloads a gateway file route's answer as `name`. A failure other than 404 (there is no such file) is tried
 * again up to `retries` times; the last failure is thrown.
 */
export async function downloadFile(path: string, name: string, { retries = 0 } = {}): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      saveFile(await fetchOnce(path), name);
      return;
    } catch (error) {
      const status = error instanceof DownloadError ? error.status : 0;
      if (status === 404 || status === 401 || status === 403 || attempt >= retries) throw error;
    }
  }
}
