import express, { type Router } from 'express';
import type { Db } from '../../db/db.js';
import { FileStore } from '../../dataroom/file-store.js';
import { receiveUpload } from '../../dataroom/uploads.js';
import type { SandboxDeps } from '../../domain.js';
import { badRequest } from '../../http/errors.js';
import { noStore } from '../../http/cache.js';
import { requireRole } from '../../session/membership.js';
import { OFFER_ACTION_ROLES } from '../rules.js';

/** How long a contract uploaded for an offer may wait for the offer before it is removed. */
export const UNATTACHED_UPLOAD_HOURS = 24;

/**
 * Removes the contracts uploaded for an offer that was never created (the seller left the form), rows and bytes, once
 * they are a day old. Called as the provider starts; should it fail, they stay for the next start.
 */
async function removeUnattachedUploads(db: Db, store: FileStore): Promise<number> {
  const { rows } = await db.query<{ key: string }>(
    `DELETE FROM offer_upload_files WHERE uploaded_at < now() - make_interval(hours => $1)
     RETURNING storage_key AS key`,
    [UNATTACHED_UPLOAD_HOURS],
  );
  for (const { key } of rows) await store.remove(key).catch(() => undefined);
  return rows.length;
}

/**
 * POST /offers/files (spec 02 section 7): one contract uploaded while the offer is being written, checked like every
 * upload (extension, first bytes, 25 MB); answers its fileId, which the create call's quoteRequest.fileIds attaches.
 */
export function offerUploadRouter({ db, filesDir }: SandboxDeps): Router {
  const router = express.Router();
  // The offers' file store: on create the offer's file row takes over the same bytes by their storage key.
  const store = new FileStore(filesDir);
  void removeUnattachedUploads(db, store).then(
    (removed) => {
      if (removed > 0)
        console.info(
          `provider sandbox: removed ${removed} contract${removed === 1 ? '' : 's'} never attached to an offer`,
        );
    },
    (error: unknown) =>
      console.error(
        'provider sandbox: could not remove unattached contracts:',
        error instanceof Error ? error.message : error,
      ),
  );

  router.post('/offers/files', async (req, res) => {
    const member = requireRole(req, OFFER_ACTION_ROLES);
    const { files } = await receiveUpload(req, store, { maxFiles: 1, fileField: 'file' });
    const [file] = files;
    let kept: string | null = null;
    try {
      if (!file) throw badRequest('Send one file in the "file" part');
      if (file.failure || !file.received) throw badRequest(file.failure ?? 'The file could not be read');
      kept = await store.keep(file.received.incomingKey);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO offer_upload_files (seller_id, uploaded_by, name, extension, size, storage_key)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [member.sellerId, member.userId, file.name, file.extension, file.received.size, kept],
      );
      noStore(res).status(201).json({ fileId: rows[0]!.id, name: file.name });
    } catch (error) {
      if (kept) await store.remove(kept);
      else if (file?.received) await store.remove(file.received.incomingKey).catch(() => undefined);
      throw error;
    }
  });

  return router;
}
