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
import { forwardOneFile, forwardUpload, UploadRefusal } from '../../files/upload-forwarding.js';
import type { components } from '../../generated/provider-api.js';
import { notOffered } from '../../provider/errors.js';

/** The provider's answer to POST /offers/files (spec 02 section 7: returns fileId). */
export type UploadedContract = components['schemas']['OfferUpload'];

/**
 * An offer's file routes (spec 02 section 7, POST /offers/{id}/files and POST /offers/files): attach one file with
 * its type, streamed and checked on the way like the data room's; upload a contract for an offer still being written;
 * download one, and the offer's quote (PDF). Members who act on offers attach and upload (as they create offers); every role that reads offers
 * downloads; the provider decides which offers each sees (another's answers 404).
 */
export function offerFileRoutes(deps: FileRouteDeps): Router {
  const router = express.Router();
  const offerPath = (req: Request) => `/offers/${encodeURIComponent(String(req.params.offerId))}`;
  const as = (roles: typeof OFFER_READ_ROLES) => (req: Request, res: Response) =>
    signedIn(deps, req, res, (context) => requireRole(context, roles));

  // A contract for the offer being created: its fileId goes into createOffer's fileIds (the create screen's
  // Contracts Upload). Same checks as any offer file: allowed extension matching its bytes, 25 MB.
  router.post('/files', async (req, res) => {
    const http = await as(OFFER_ACTION_ROLES)(req, res);
    const { fileId, name } = await forwardOneFile<UploadedContract>(req, http, '/offers/files');
    res.status(201).json({ fileId, name });
  });

  router.post('/:offerId/files', async (req, res) => {
    const http = await as(OFFER_ACTION_ROLES)(req, res);
    const answer = await forwardUpload(req, http, { path: `${offerPath(req)}/files`, bulk: false });
    // One file at a time: a file refused on the way is a refusal with its reason (as the provider answers it),
    // never a 200 the page would take for an attached file.
    const [refused] = answer.failures;
    if (answer.files.length === 0 && refused) throw new UploadRefusal(400, refused.message, 'file');
    res.json(answer);
  });

  // Ours (docs/adr/019): a provider without it is not asked.
  router.get('/:offerId/files/:fileId/download', async (req, res) => {
    const http = await as(OFFER_READ_ROLES)(req, res);
    if (!(await http.offers('offerFileDownload'))) throw notOffered("download an offer's files");
    const upstream = await http.stream(
      'GET',
      `${offerPath(req)}/files/${encodeURIComponent(req.params.fileId)}/download`,
    );
    const name = fileNameOf(upstream, 'file');
    await relay(res, upstream, { type: 'application/octet-stream', disposition: 'attachment', name });
  });

  // Ours (docs/adr/019): the offer's quote as a PDF, named {customer}_{offer id}_{MM-dd-yyyy}.pdf by the provider.
  router.get('/:offerId/quote', async (req, res) => {
    const http = await as(OFFER_READ_ROLES)(req, res);
    if (!(await http.offers('offerQuotePdf'))) throw notOffered("make an offer's quote");
    const upstream = await http.stream('GET', `/v1${offerPath(req)}/quote`);
    await relay(res, upstream, {
      type: 'application/pdf',
      disposition: 'attachment',
      name: fileNameOf(upstream, 'quote.pdf'),
    });
  });

  router.use(fileRouteErrors);
  return router;
}
