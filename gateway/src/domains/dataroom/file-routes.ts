import { pipeline } from 'node:stream/promises';
import { create as contentDisposition, parse as parseContentDisposition } from 'content-disposition';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Agent } from 'undici';
import {
  cleanFileName,
  extensionOf,
  MAX_BULK_DOWNLOAD_FILES,
  VIEWABLE_FILE_TYPES,
} from '@seller-portal/shared/validation';
import {
  bearerTokenOf,
  IdentityProviderUnavailableError,
  InvalidAccessTokenError,
  type Caller,
} from '../../auth/access-token.js';
import { createContext } from '../../context.js';
import { gatewayError, isGatewayError, type GatewayErrorCode } from '../../provider/errors.js';
import { ProviderHttp, type ProviderHttpOptions, type ProviderStream } from '../../provider/provider-http.js';
import { requireDataRoomMember } from './access.js';
import { forwardUpload, UploadRefusal } from './upload-forwarding.js';

export interface FileRouteDeps {
  verify(token: string): Promise<Caller>;
  provider: ProviderHttpOptions;
  agent: Agent;
}

const STATUS: Record<GatewayErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UPSTREAM_UNAVAILABLE: 503,
};

/** The provider's name for a file (its Content-Disposition), cleaned again: it goes into our header. */
function fileNameOf(upstream: ProviderStream, fallback: string): string {
  try {
    const { parameters } = parseContentDisposition(String(upstream.headers['content-disposition'] ?? ''));
    return cleanFileName(parameters.filename ?? '') || fallback;
  } catch {
    return fallback;
  }
}

/** Streams the provider's answer on: the file's bytes never sit whole in the gateway. */
async function relay(
  res: Response,
  upstream: ProviderStream,
  headers: { type: string; disposition: 'attachment' | 'inline'; name: string },
): Promise<void> {
  res.status(200).set({
    'content-type': headers.type,
    'content-disposition': contentDisposition(headers.name, { type: headers.disposition }),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  const length = upstream.headers['content-length'];
  if (typeof length === 'string') res.set('content-length', length);
  await pipeline(upstream.body, res);
}

/**
 * The data room's file routes on the gateway (ARCHITECTURE section 1, files: no multipart GraphQL): upload, download,
 * bulk zip and view, each checking the bearer token as /graphql does and the data room's roles, then streaming to
 * and from the provider. Errors answer `{ code, message, fieldErrors? }` with the status of the code.
 */
export function dataRoomFileRoutes({ verify, provider, agent }: FileRouteDeps): Router {
  const router = express.Router();

  /** The caller's provider connection, once the token and the role are checked. */
  async function signedIn(req: Request, res: Response): Promise<ProviderHttp> {
    const token = bearerTokenOf(req.headers.authorization);
    if (!token) throw gatewayError('UNAUTHENTICATED', 'Sign-in required.');
    let caller: Caller;
    try {
      caller = await verify(token);
    } catch (error) {
      if (error instanceof InvalidAccessTokenError)
        throw gatewayError('UNAUTHENTICATED', 'The access token is not valid.');
      if (error instanceof IdentityProviderUnavailableError) throw gatewayError('UPSTREAM_UNAVAILABLE');
      throw error;
    }
    // The caller going away abandons the provider calls still running for them.
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    await requireDataRoomMember(createContext(caller, token, provider, agent, gone.signal));
    return new ProviderHttp(provider, agent, token, gone.signal);
  }

  for (const [path, bulk] of [
    ['/folders/:folderId/files', false],
    ['/folders/:folderId/files/bulk', true],
  ] as const) {
    router.post(path, async (req, res) => {
      const http = await signedIn(req, res);
      const overwrite = req.query.overwrite === 'true';
      res.json(await forwardUpload(req, http, { folderId: req.params.folderId, bulk, overwrite }));
    });
  }

  router.get('/files/:fileId/download', async (req, res) => {
    const http = await signedIn(req, res);
    const upstream = await http.stream('GET', `/files/${encodeURIComponent(req.params.fileId)}/download`);
    const name = fileNameOf(upstream, 'file');
    await relay(res, upstream, { type: 'application/octet-stream', disposition: 'attachment', name });
  });

  router.get('/files/:fileId/view', async (req, res) => {
    const http = await signedIn(req, res);
    const upstream = await http.stream('GET', `/files/${encodeURIComponent(req.params.fileId)}/view`);
    const name = fileNameOf(upstream, '');
    // The type comes from the checked extension, never from the provider's header or the browser's guess.
    const type = VIEWABLE_FILE_TYPES[extensionOf(name)];
    if (!type) {
      upstream.body.destroy();
      throw gatewayError('BAD_USER_INPUT', 'This file cannot be shown in the browser.');
    }
    await relay(res, upstream, { type, disposition: 'inline', name });
  });

  router.post('/files/bulk-download', express.json({ limit: '16kb' }), async (req, res) => {
    const http = await signedIn(req, res);
    const fileIds: unknown = (req.body as { fileIds?: unknown } | undefined)?.fileIds;
    if (
      !Array.isArray(fileIds) ||
      fileIds.length === 0 ||
      fileIds.length > MAX_BULK_DOWNLOAD_FILES ||
      !fileIds.every((id) => typeof id === 'string' && id.length <= 100)
    ) {
      throw gatewayError('BAD_USER_INPUT', `Choose 1 to ${MAX_BULK_DOWNLOAD_FILES} files to download.`);
    }
    const upstream = await http.stream('POST', '/files/bulk-download', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileIds }),
    });
    const name = fileNameOf(upstream, 'data-room.zip');
    await relay(res, upstream, { type: 'application/zip', disposition: 'attachment', name });
  });

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      // Mid-stream: the browser sees a broken download rather than a file cut short.
      res.destroy();
      return;
    }
    if (error instanceof UploadRefusal) {
      // What the client is still sending is not read: close the connection once answered.
      res.set('connection', 'close');
      const fieldErrors = error.field ? { [error.field]: error.message } : undefined;
      res.status(error.status).json({ code: 'BAD_USER_INPUT', message: error.message, fieldErrors });
      return;
    }
    if (isGatewayError(error)) {
      const code = error.extensions.code as GatewayErrorCode;
      const { fieldErrors } = error.extensions as { fieldErrors?: Record<string, string> };
      res.status(STATUS[code]).json({ code, message: error.message, fieldErrors });
      return;
    }
    next(error);
  });

  return router;
}
