import type { Request, Response, Router } from 'express';
import { notFound } from './errors.js';

/**
 * The spec's one file download, `GET /files/{id}/download`, serves every file a seller's user may fetch: a data room
 * file (spec 02 section 7) and an offer report's CSV (spec 01 section 7). Each domain that keeps files adds its part
 * with `addFileDownload`: it answers for an id it keeps and passes any other on, so the order of the domains does not
 * matter. After every domain's part, `endFileDownloads` answers an id none of them keeps: 404, File not found.
 */
const FILE_DOWNLOAD = '/files/:id/download';

/**
 * `send` answers the request and resolves true when the id is one of the domain's files for this caller, and
 * resolves false, without answering, when it is not (the next domain is asked).
 */
type FileDownload = (req: Request, res: Response, id: string) => Promise<boolean>;

export function addFileDownload(router: Router, send: FileDownload): void {
  router.get(FILE_DOWNLOAD, async (req, res, next) => {
    if (!(await send(req, res, String(req.params.id)))) next();
  });
}

export function endFileDownloads(router: Router): void {
  router.get(FILE_DOWNLOAD, () => {
    throw notFound('File not found');
  });
}
