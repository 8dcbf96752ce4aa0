import express, { type Request, type Router } from 'express';
import type { SandboxDeps } from '../domain.js';
import { noStore } from '../http/cache.js';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { type SellerMember } from '../session/membership.js';
import type { FileStore } from '../dataroom/file-store.js';
import { FILE_TYPES, type FileType } from '../dataroom/rules.js';
import { receiveUpload } from '../dataroom/uploads.js';
import { moveContextOf } from './answers.js';
import { recordEvent } from './events.js';
import { moveOffer } from './moves.js';
import { filesOf, findOfferFile, type OfferFile, type OfferRow } from './repository.js';
import { OFFER_LIMITS, OFFER_MESSAGES } from './rules.js';
import { nextStage } from './stages.js';
import { type OfferAccess } from './offer-access.js';

/** An offer's files: the seller's upload and the download (spec 02 section 7). */
export function offerFilesRouter({ db }: SandboxDeps, access: OfferAccess, store: FileStore): Router {
  const router = express.Router();
  const { reader, actor, offerOf } = access;
  // Spec 02 section 7: multipart `type` and `file`; a refused file answers its reason (the portal shows it).
  router.post('/offers/:id/files', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    try {
      if (offer.filesCount >= OFFER_LIMITS.filesPerOffer) throw conflict(OFFER_MESSAGES.tooManyFiles);
      const file = await attachFile(req, member, offer, () => res.destroyed);
      // The upload answer of the data room's calls: the files kept and the ones refused (none here: a refusal is a 400).
      noStore(res)
        .status(201)
        .json({ files: [file], failures: [] });
    } catch (error) {
      // What the client is still sending is not read: the connection closes once answered.
      if (error instanceof ApiError) res.set('connection', 'close');
      throw error;
    }
  });

  /**
   * Keeps one file and its row, as the data room keeps its uploads (docs/adr/014): the bytes are in place before the
   * row commits, the answer is read inside the transaction, and a caller that gave up keeps nothing.
   */
  async function attachFile(
    req: Request,
    member: SellerMember,
    offer: OfferRow,
    clientGone: () => boolean,
  ): Promise<OfferFile> {
    const upload = await receiveUpload(req, store, { maxFiles: 1, fileField: 'file' });
    const part = upload.files[0];
    let kept: string | null = null;
    try {
      if (!part) throw badRequest('Choose a file to upload');
      const type = upload.fields.get('type');
      if (!FILE_TYPES.includes(type as FileType))
        throw badRequest('Validation failed', [{ field: 'type', message: 'Choose the type of the file' }]);
      if (part.failure) throw badRequest(part.failure);
      kept = await store.keep(part.received!.incomingKey);
      const storageKey = kept;
      const stored = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO offer_files (seller_id, offer_id, name, extension, type, size, storage_key, uploaded_by)
           SELECT $1, $2, $3, $4, $5, $6, $7, $8
            WHERE (SELECT count(*) FROM offer_files WHERE seller_id = $1 AND offer_id = $2) < $9
           RETURNING id`,
          [
            offer.sellerId,
            offer.id,
            part.name,
            part.extension,
            type,
            part.received!.size,
            storageKey,
            member.userId,
            OFFER_LIMITS.filesPerOffer,
          ],
        );
        if (!rows[0]) throw conflict(OFFER_MESSAGES.tooManyFiles);
        await recordEvent(tx, {
          sellerId: offer.sellerId,
          offerId: offer.id,
          type: 'FILE_ATTACHED',
          actor: { userId: member.userId },
          description: `File attached: ${part.name}`,
        });
        // The contract the customer must see is here: Ready * becomes Ready.
        const attached = { ...offer, filesCount: offer.filesCount + 1 };
        if (nextStage(offer.stage, 'meetRequirements', moveContextOf(attached)))
          await moveOffer(tx, attached, 'meetRequirements', { actor: { userId: member.userId } });
        else
          await tx.query('UPDATE offers SET updated_at = now() WHERE seller_id = $1 AND id = $2', [
            offer.sellerId,
            offer.id,
          ]);
        const id = rows[0].id;
        const file = (await filesOf(tx, offer.sellerId, offer.id)).find((row) => row.id === id)!;
        // A caller past its deadline has told its user the upload failed; 499: no one reads this answer.
        if (clientGone()) throw new ApiError(499, 'The upload was abandoned before it was stored');
        return file;
      });
      kept = null;
      return stored;
    } finally {
      // Best effort: a failure must not turn a stored file into an error; the next start's sweep retries.
      if (kept) await store.remove(kept).catch(() => undefined);
      if (part?.received && !kept) await store.remove(part.received.incomingKey).catch(() => undefined);
    }
  }

  router.get('/offers/:id/files/:fileId/download', async (req, res) => {
    const member = await reader(req);
    const offer = await offerOf(member, req.params.id);
    const file = isUuid(req.params.fileId)
      ? await findOfferFile(db, member.sellerId, offer.id, req.params.fileId)
      : undefined;
    const bytes = file && (await store.open(file.storageKey));
    if (!file || !bytes) throw notFound('File not found');
    noStore(res).attachment(file.name);
    res.set({ 'content-type': 'application/octet-stream', 'content-length': String(bytes.size) });
    await new Promise<void>((resolve, reject) => {
      bytes.stream().on('error', reject).pipe(res).on('finish', resolve).on('close', resolve);
    });
  });

  return router;
}
