import { traceparent } from './trace.js';
import { getSession } from './platform.js';

// The gateway's file routes (docs/adr/006): bytes never go through GraphQL. One way for every domain to fetch,
// save and upload a file with the session's token.

/** A file route that answered other than 2xx (0: no answer at all), with the server's message when it gave one. */
export class FileRouteError extends Error {
  constructor(
    readonly status: number,
    message = `The file route answered ${status}`,
  ) {
    super(message);
  }
}

/** What every file route call carries: the bearer token and a new trace. */
async function gatewayHeaders(): Promise<Record<string, string>> {
  const token = await getSession().accessToken();
  return { traceparent: traceparent(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/**
 * The file name of a Content-Disposition header (its UTF-8 `filename*` when there is one), quoted or a bare token
 * (RFC 6266: the gateway leaves a name of plain characters unquoted).
 */
export function fileNameOf(header: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename=(?:"([^"]*)"|([^";\s]+))/i.exec(header ?? '');
  return plain?.[1] || plain?.[2] || fallback;
}

/**
 * A file from a gateway file route, with the name the gateway gives it ('' without one): for reading the bytes in
 * the page (an inline view). To save a file, `downloadGatewayFile`.
 */
export async function fetchGatewayFile(
  url: string,
  init: RequestInit = {},
): Promise<{ blob: Blob; name: string }> {
  const headers = { ...(await gatewayHeaders()), ...(init.headers as Record<string, string>) };
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch {
    throw new FileRouteError(0);
  }
  if (response.status === 401) void getSession().expire();
  if (!response.ok) throw new FileRouteError(response.status);
  return { blob: await response.blob(), name: fileNameOf(response.headers.get('content-disposition'), '') };
}

/** Hands a file to the browser's downloads. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface DownloadOptions {
  /** The name to save under whatever the gateway calls the file (a name the spec sets, as a report's). */
  name?: string;
  /** The name to save under when the gateway gives none (otherwise "download"). */
  fallbackName?: string;
  /** How many times a failure other than 404 (no such file), 401 or 403 is tried again; none unless told. */
  retries?: number;
  /** The request, when it is not a plain GET (a POST of the files to zip). */
  init?: RequestInit;
}

/**
 * The one way to download a gateway file route's answer: saved under `name`, else the gateway's Content-Disposition
 * name, else `fallbackName`; answers the name it was saved under. A failure other than 404, 401 or 403 is tried
 * again up to `retries` times; the last failure is thrown.
 */
export async function downloadGatewayFile(url: string, options: DownloadOptions = {}): Promise<string> {
  const { name, fallbackName = 'download', retries = 0, init } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const file = await fetchGatewayFile(url, init);
      const saved = name || file.name || fallbackName;
      saveFile(file.blob, saved);
      return saved;
    } catch (error) {
      const status = error instanceof FileRouteError ? error.status : 0;
      if (status === 404 || status === 401 || status === 403 || attempt >= retries) throw error;
    }
  }
}

/**
 * Posts a multipart form to a gateway file route, reporting the bytes sent so far (XMLHttpRequest: the one browser
 * API that reports upload progress); answers the route's JSON, or fails with its status and message.
 */
export async function postGatewayForm<Answer>(
  url: string,
  form: FormData,
  onProgress: (sent: number, total: number) => void = () => undefined,
): Promise<Answer> {
  const headers = await gatewayHeaders();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    request.onerror = () => reject(new FileRouteError(0));
    request.onload = () => {
      if (request.status === 401) void getSession().expire();
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      const message = (body as { message?: string } | null)?.message;
      if (request.status >= 200 && request.status < 300) resolve(body as Answer);
      else reject(new FileRouteError(request.status, message));
    };
    request.send(form);
  });
}
