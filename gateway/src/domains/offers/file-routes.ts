import express, { type Request, type Response, type Router } from 'express';
import { OFFER_ACTION_ROLES, OFFER_READ_ROLES } from '@seller-portal/shared/roles';
import { requireRole } from '../../auth/authorization.js';
import {
  fileNameOf,
  fileRouteErrors,
  relay,
  signedIn,
  type FileRouteDeps,
} from '../../files/file-route-kit.js';
import { forwardUpload } from '../../files/upload-forwarding.js';

/**
 * An offer's file routes (spec 02 section 7, POST /offers/{id}/files): attach one file with its type, streamed and
 * checked on the way like the data room's, and download one. Members who act on offers attach; every role that
 * reads offers downloads; the provider decides which offers each sees (another's answers 404).
 */
export function offerFileRoutes(deps: FileRouteDeps): Router {
  const router = express.Router();
  const offerPath = (req: Request) => `/offers/${encodeURIComponent(String(req.params.offerId))}`;
  const as = (roles: typeof OFFER_READ_ROLES) => (req: Request, res: Response) =>
    signedIn(deps, req, res, (context) => requireRole(context, roles));

  router.post('/:offerId/files', async (req, res) => {
    const http = await as(OFFER_ACTION_ROLES)(req, res);
    res.json(await forwardUpload(req, http, { path: `${offerPath(req)}/files`, bulk: false }));
  });

  router.get('/:offerId/files/:fileId/download', async (req, res) => {
    const http = await as(OFFER_READ_ROLES)(req, res);
    const upstream = await http.stream(
      'GET',
      `${offerPath(req)}/files/${encodeURIComponent(req.params.fileId)}/download`,
    );
    const name = fileNameOf(upstream, 'file');
    await relay(res, upstream, { type: 'application/octet-stream', disposition: 'attachment', name });
  });

  router.use(fileRouteErrors);
  return router;
}
