import express, { type Router } from 'express';
import type { components } from '../../generated/provider-api.js';
import { extensionOf, MAX_BULK_DOWNLOAD_FILES, VIEWABLE_FILE_TYPES } from '@seller-portal/shared/validation';
import {
  fileNameOf,
  fileRouteErrors,
  relay,
  signedIn as signedInWith,
  type FileRouteDeps,
} from '../../files/file-route-kit.js';
import { forwardUpload } from '../../files/upload-forwarding.js';
import { gatewayError, notOffered } from '../../provider/errors.js';
import { requireDataRoomMember } from './access.js';

export type { FileRouteDeps };

/**
 * The data room's file routes on the gateway (docs/adr/006: files do not travel through GraphQL): upload, download,
 * bulk zip and view, each checking the bearer token as /graphql does and the data room's roles, then streaming to
 * and from the provider. Errors answer `{ code, message, fieldErrors? }` with the status of the code.
 */
export function dataRoomFileRoutes(deps: FileRouteDeps): Router {
  const router = express.Router();
  const signedIn = (req: express.Request, res: express.Response) =>
    signedInWith(deps, req, res, requireDataRoomMember);

  for (const [path, bulk] of [
    ['/folders/:folderId/files', false],
    ['/folders/:folderId/files/bulk', true],
  ] as const) {
    router.post(path, async (req, res) => {
      const http = await signedIn(req, res);
      const overwrite = req.query.overwrite === 'true';
      const folder = encodeURIComponent(req.params.folderId);
      const target = `/folders/${folder}/files${bulk ? '/bulk' : ''}`;
      const query = { overwrite: overwrite || undefined };
      res.json(await forwardUpload(req, http, { path: target, query, bulk }));
    });
  }

  router.get('/files/:fileId/download', async (req, res) => {
    const http = await signedIn(req, res);
    const upstream = await http.stream('GET', `/files/${encodeURIComponent(req.params.fileId)}/download`);
    const name = fileNameOf(upstream, 'file');
    await relay(res, upstream, { type: 'application/octet-stream', disposition: 'attachment', name });
  });

  // Ours (docs/adr/019): a provider without it is not asked; the spec's download still serves the file.
  router.get('/files/:fileId/view', async (req, res) => {
    const http = await signedIn(req, res);
    if (!(await http.offers('dataRoomFileView'))) throw notOffered('show files in the browser');
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
      body: JSON.stringify({ fileIds } satisfies components['schemas']['BulkDownloadRequest']),
    });
    const name = fileNameOf(upstream, 'data-room.zip');
    await relay(res, upstream, { type: 'application/zip', disposition: 'attachment', name });
  });

  router.use(fileRouteErrors);

  return router;
}
