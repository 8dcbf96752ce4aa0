import { type Response, type Router } from 'express';
import { ZipArchive } from 'archiver';
import { noStore } from '../http/cache.js';
import { addFileDownload } from '../http/file-download.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { isUuid, queryParam } from '../http/params.js';
import { bodyOf, FieldChecks } from '../http/validation.js';
import { findSeller } from '../sellers/repository.js';
import { sellerMemberOf } from '../session/membership.js';
import { fileAnswer } from './answers.js';
import { FileStore } from './file-store.js';
import { deleteFile, filesNamed, findFiles, recordActivity, updateFile, type FileRow } from './repository.js';
import { isRequestedDocument } from './requested-documents.js';
import { cleanFileName, extensionOf, MAX_BULK_DOWNLOAD, MESSAGES, VIEWABLE_TYPES } from './rules.js';
import { storeUpload } from './store-upload.js';
import type { Db } from '../db/db.js';
import type { DataRoomInputs } from './inputs.js';

/** A file's life: upload (one or in bulk), rename, move and mark, delete, download, view, and a zip of several. */
export function addFileRoutes(router: Router, db: Db, store: FileStore, inputs: DataRoomInputs): void {
  const { member, folderOf, fileOf, pathOf, fieldError } = inputs;
  for (const [path, bulk] of [
    ['/folders/:id/files', false],
    ['/folders/:id/files/bulk', true],
  ] as const) {
    router.post(path, async (req, res) => {
      const seller = await member(req);
      const folder = await folderOf(seller, req.params.id);
      const overwrite = queryParam(req, 'overwrite') === 'true';
      try {
        const clientGone = () => res.destroyed;
        res.json(await storeUpload({ db, store, req, seller, folder, bulk, overwrite, clientGone }));
      } catch (error) {
        // Whatever the client still sends is not read: close the connection once answered.
        if (error instanceof ApiError) res.set('connection', 'close');
        throw error;
      }
    });
  }

  router.delete('/files/:id', async (req, res) => {
    const seller = await member(req);
    const file = await fileOf(seller, req.params.id);
    if (file.immutable) throw forbidden('This file cannot be deleted');
    await db.transaction(async (tx) => {
      await deleteFile(tx, seller.sellerId, file.id);
      await recordActivity(tx, seller.sellerId, seller.userId, 'DELETED', [file]);
    });
    // Deleted once committed: should removing the bytes fail, the next start's sweep does it (docs/adr/014).
    await store.remove(file.storageKey).catch(() => undefined);
    res.status(204).end();
  });

  // Renaming, moving and deleting folders, and renaming, moving and marking files: extensions of spec 02 section 7's
  // calls (docs/adr/006-data-room-access.md), with the spec's folder name rules and one activity line each.

  /** PATCH /folders/{id} `{ name?, parentId? }`: renames and/or moves a folder; never the root. */

  router.patch('/files/:id', async (req, res) => {
    const seller = await member(req);
    const file = await fileOf(seller, req.params.id);
    const { name, folderId, requestedDocument } = bodyOf(req);
    if (name === undefined && folderId === undefined && requestedDocument === undefined)
      throw badRequest('Give a new name, folder or requested document');
    if (
      requestedDocument !== undefined &&
      requestedDocument !== null &&
      !isRequestedDocument(requestedDocument)
    )
      throw fieldError('requestedDocument', MESSAGES.notARequestedDocument);
    if (folderId !== undefined && typeof folderId !== 'string')
      throw fieldError('folderId', 'Choose a folder');
    const newName = name === undefined ? file.name : typeof name === 'string' ? cleanFileName(name) : '';
    if (!newName) throw fieldError('name', MESSAGES.invalidName);
    if (extensionOf(newName) !== file.extension)
      throw fieldError('name', MESSAGES.keepExtension(file.extension));
    const renamed = newName !== file.name;
    const target = folderId === undefined ? undefined : await folderOf(seller, folderId);
    const moved = target !== undefined && target.id !== file.folderId;
    if ((renamed || moved) && file.immutable) throw forbidden(MESSAGES.immutableChanged(file.name));
    const [sameName] = await filesNamed(db, seller.sellerId, target?.id ?? file.folderId, [newName]);
    if (sameName && sameName.id !== file.id) throw conflict(MESSAGES.alreadyExists(newName));
    const from = moved ? await pathOf(seller, await folderOf(seller, file.folderId)) : null;
    await db.transaction(async (tx) => {
      await updateFile(tx, seller.sellerId, file.id, {
        ...(renamed ? { name: newName } : {}),
        ...(moved ? { folderId: target.id } : {}),
        ...(requestedDocument !== undefined ? { requestedDocument: requestedDocument as string | null } : {}),
      });
      if (renamed)
        await recordActivity(tx, seller.sellerId, seller.userId, 'RENAMED', [
          { id: file.id, name: newName, previous: file.name },
        ]);
      if (moved)
        await recordActivity(tx, seller.sellerId, seller.userId, 'MOVED', [
          { id: file.id, name: newName, previous: from },
        ]);
    });
    res.json(fileAnswer(await fileOf(seller, file.id)));
  });

  // The spec's download serves report files too (http/file-download.ts): an id that is not one of the seller's data
  // room files is passed on; a caller without a data room role is refused one that is.
  addFileDownload(router, async (req, res, id) => {
    const [file] = isUuid(id) ? await findFiles(db, sellerMemberOf(req).sellerId, [id]) : [];
    if (!file) return false;
    const seller = member(req);
    await sendFile(res, file, 'attachment');
    await recordActivity(db, seller.sellerId, seller.userId, 'DOWNLOADED', [file]);
    return true;
  });

  router.get('/files/:id/view', async (req, res) => {
    const seller = await member(req);
    const file = await fileOf(seller, req.params.id);
    if (!VIEWABLE_TYPES[file.extension]) throw new ApiError(415, 'This file cannot be shown in the browser');
    await sendFile(res, file, 'inline');
    await recordActivity(db, seller.sellerId, seller.userId, 'VIEWED', [file]);
  });

  router.post('/files/bulk-download', async (req, res) => {
    const seller = await member(req);
    const checks = new FieldChecks();
    const ids = checks.stringList(
      bodyOf(req).fileIds,
      'fileIds',
      'Choose the files to download',
      MAX_BULK_DOWNLOAD,
    );
    checks.done();
    const unique = [...new Set(ids)];
    const found = new Map(
      (unique.every(isUuid) ? await findFiles(db, seller.sellerId, unique) : []).map((file) => [
        file.id,
        file,
      ]),
    );
    if (found.size !== unique.length) throw notFound('File not found');
    // The zip keeps the order the files were asked for in.
    const files = unique.map((id) => found.get(id)!);
    const opened = await Promise.all(
      files.map(async (file) => ({ file, bytes: await store.open(file.storageKey) })),
    );
    if (opened.some(({ bytes }) => !bytes)) throw notFound('The content of a file is missing');
    const company = await findSeller(db, seller.sellerId);
    noStore(res)
      .attachment(`${cleanFileName(company?.name ?? '') || 'data-room'}.zip`)
      .set({ 'content-type': 'application/zip', 'x-content-type-options': 'nosniff' });
    const zip = new ZipArchive({ zlib: { level: 6 } });
    zip.on('error', () => res.destroy());
    zip.pipe(res);
    const names = new Set<string>();
    for (const { file, bytes } of opened) zip.append(bytes!.stream(), { name: uniqueName(file.name, names) });
    await zip.finalize();
    await recordActivity(db, seller.sellerId, seller.userId, 'DOWNLOADED', files);
  });

  /** Streams a stored file with a safe name; the type is never left to the browser to guess. */
  async function sendFile(res: Response, file: FileRow, disposition: 'attachment' | 'inline'): Promise<void> {
    const bytes = await store.open(file.storageKey);
    if (!bytes) throw notFound('The content of this file is missing');
    noStore(res).attachment(file.name);
    res.set({
      'content-type': disposition === 'inline' ? VIEWABLE_TYPES[file.extension]! : 'application/octet-stream',
      'content-length': String(bytes.size),
      'x-content-type-options': 'nosniff',
    });
    if (disposition === 'inline')
      res.set('content-disposition', res.get('content-disposition')!.replace(/^attachment/, 'inline'));
    await new Promise<void>((resolve, reject) => {
      bytes.stream().on('error', reject).pipe(res).on('finish', resolve).on('close', resolve);
    });
  }
}

/** Zip entries with one name each: a second `a.pdf` becomes `a (2).pdf`. */
function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
