import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type Router } from 'express';
import { FileStore } from '../../dataroom/file-store.js';
import { receiveUpload } from '../../dataroom/uploads.js';
import type { SandboxDeps } from '../../domain.js';
import { badRequest } from '../../http/errors.js';
import { noStore } from '../../http/cache.js';
import { requireRole } from '../../session/membership.js';
import { OFFER_ACTION_ROLES } from '../rules.js';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * POST /offers/files (spec 02 section 7): one contract uploaded while the offer is being written, checked like every
 * upload (extension, first bytes, 25 MB); answers its fileId, which the create call's quoteRequest.fileIds attaches.
 */
export function offerUploadRouter({ db, filesDir }: SandboxDeps): Router {
  const router = express.Router();
  const store = new FileStore(join(filesDir, 'offer-uploads'));

  router.post('/offers/files', async (req, res) => {
    const member = await requireRole(db, req, OFFER_ACTION_ROLES);
    const { files } = await receiveUpload(req, store, { maxFiles: 1, fileField: 'file' });
    const [file] = files;
    try {
      if (!file) throw badRequest('Send one file in the "file" part');
      if (file.failure || !file.received) throw badRequest(file.failure ?? 'The file could not be read');
      const content = await readFile(join(store.dir, file.received.incomingKey));
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO offer_upload_files (seller_id, uploaded_by, name, extension, content_type, size, content)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          member.sellerId,
          member.userId,
          file.name,
          file.extension,
          CONTENT_TYPES[file.extension] ?? 'application/octet-stream',
          content.length,
          content,
        ],
      );
      noStore(res).status(201).json({ fileId: rows[0]!.id, name: file.name });
    } finally {
      if (file?.received) await store.remove(file.received.incomingKey);
    }
  });

  return router;
}
