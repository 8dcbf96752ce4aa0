import express, { type Request, type Response, type Router } from 'express';
import { ZipArchive } from 'archiver';
import type { SandboxDeps } from '../domain.js';
import { noStore } from '../http/cache.js';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors.js';
import { pageOf, pagingOf } from '../http/paging.js';
import { isUuid, queryParam } from '../http/params.js';
import { bodyOf, FieldChecks, TEXT_MAX } from '../http/validation.js';
import { requireRole, type SellerMember } from '../session/membership.js';
import { findSeller } from '../sellers/repository.js';
import { dataRoomObjectAnswer, fileAnswer, folderAnswer } from './answers.js';
import { FileStore } from './file-store.js';
import {
  activityPage,
  ancestorsOf,
  confirmedDocuments,
  createFolder,
  dataRoomPage,
  deleteFile,
  ensureRootFolder,
  filesIn,
  fileTypesOf,
  findFiles,
  findFolder,
  findFoldersById,
  recordActivity,
  setDocumentConfirmed,
  subfolderNamed,
  subfolders,
  type FileRow,
  type FolderRow,
} from './repository.js';
import { REQUESTED_DOCUMENTS, requestedDocumentsAnswer } from './requested-documents.js';
import {
  cleanFileName,
  DATA_ROOM_ROLES,
  folderNameError,
  MAX_BULK_DOWNLOAD,
  VIEWABLE_TYPES,
} from './rules.js';
import { storeUpload } from './store-upload.js';

/** Spec 02 section 7, Data room: folders, files, uploads, downloads; plus the activity list and requested documents. */
export function dataroomRouter({ db, filesDir }: SandboxDeps, store = new FileStore(filesDir)): Router {
  const router = express.Router();
  const member = (req: Request) => requireRole(db, req, DATA_ROOM_ROLES);

  /** The caller's folder by id, or by `root`; another seller's id is not found. */
  async function folderOf(seller: SellerMember, id: string): Promise<FolderRow> {
    const folderId = id === 'root' ? await ensureRootFolder(db, seller.sellerId) : id;
    const folder = isUuid(folderId) ? await findFolder(db, seller.sellerId, folderId) : undefined;
    if (!folder) throw notFound('Folder not found');
    return folder;
  }

  async function fileOf(seller: SellerMember, id: string): Promise<FileRow> {
    const [file] = isUuid(id) ? await findFiles(db, seller.sellerId, [id]) : [];
    if (!file) throw notFound('File not found');
    return file;
  }

  const v2Folder = async (seller: SellerMember, folder: FolderRow) =>
    folderAnswer(folder, await ancestorsOf(db, seller.sellerId, folder.id));

  /** The older variant's folder: with every subfolder and file in it. */
  const v1Folder = async (seller: SellerMember, folder: FolderRow) => ({
    ...(await v2Folder(seller, folder)),
    folders: (await subfolders(db, seller.sellerId, folder.id)).map((row) => folderAnswer(row, [])),
    files: (await filesIn(db, seller.sellerId, folder.id)).map(fileAnswer),
  });

  for (const [path, answer] of [
    ['/folders/:id', v1Folder],
    ['/v2/folders/:id', v2Folder],
  ] as const) {
    router.get(path, async (req, res) => {
      const seller = await member(req);
      noStore(res).json(await answer(seller, await folderOf(seller, req.params.id)));
    });
  }

  router.get('/folders/:parentId/folders/name/:name', async (req, res) => {
    const seller = await member(req);
    const parent = await folderOf(seller, req.params.parentId);
    const folder = await subfolderNamed(
      db,
      seller.sellerId,
      parent.id,
      req.params.name.slice(0, TEXT_MAX.name),
    );
    if (!folder) throw notFound('Folder not found');
    noStore(res).json(await v1Folder(seller, folder));
  });

  router.post('/folders/:id/folders', async (req, res) => {
    const seller = await member(req);
    const parent = await folderOf(seller, req.params.id);
    const { name } = bodyOf(req);
    const error = folderNameError(name);
    if (error) throw badRequest('Validation failed', [{ field: 'name', message: error }]);
    const id = await createFolder(db, seller.sellerId, parent.id, (name as string).trimEnd(), seller.userId);
    res.status(201).json(await v2Folder(seller, (await findFolder(db, seller.sellerId, id))!));
  });

  router.get('/data-room', async (req, res) => {
    const seller = await member(req);
    const paging = pagingOf(req);
    const rawSearch = queryParam(req, 'search');
    const rawFolder = queryParam(req, 'folderId');
    const foldersFirst = queryParam(req, 'showFoldersFirst');
    if (rawSearch === null || rawFolder === null || foldersFirst === null)
      throw badRequest('Each query parameter may be given once');
    const folder = await folderOf(seller, rawFolder || 'root');
    const search = rawSearch?.trim().slice(0, TEXT_MAX.search) || null;
    const { rows, total } = await dataRoomPage(db, {
      sellerId: seller.sellerId,
      folderId: folder.id,
      search,
      foldersFirst: foldersFirst !== 'false',
      ...paging,
    });
    const ids = (kind: 'FILE' | 'FOLDER') =>
      rows.filter((row) => row.objectType === kind).map((row) => row.id);
    const files = new Map((await findFiles(db, seller.sellerId, ids('FILE'))).map((file) => [file.id, file]));
    const folders = new Map(
      (await findFoldersById(db, seller.sellerId, ids('FOLDER'))).map((row) => [row.id, row]),
    );
    const content = rows.map((row) =>
      row.objectType === 'FILE'
        ? dataRoomObjectAnswer({ objectType: 'FILE', file: files.get(row.id)! })
        : dataRoomObjectAnswer({ objectType: 'FOLDER', folder: folders.get(row.id)! }),
    );
    noStore(res).json(pageOf(content, total, paging));
  });

  router.get('/data-room/activity', async (req, res) => {
    const seller = await member(req);
    const paging = pagingOf(req);
    const { rows, total } = await activityPage(db, seller.sellerId, paging);
    const content = rows.map((row) => ({ ...row, occurredAt: new Date(row.occurredAt).toISOString() }));
    noStore(res).json(pageOf(content, total, paging));
  });

  router.get('/data-room/requested-documents', async (req, res) => {
    const seller = await member(req);
    const [types, confirmed] = await Promise.all([
      fileTypesOf(db, seller.sellerId),
      confirmedDocuments(db, seller.sellerId),
    ]);
    noStore(res).json(requestedDocumentsAnswer(types, confirmed));
  });

  router.put('/data-room/requested-documents/:key', async (req, res) => {
    const seller = await member(req);
    if (!REQUESTED_DOCUMENTS.some((document) => document.key === req.params.key))
      throw notFound('No such document');
    const { provided } = bodyOf(req);
    if (typeof provided !== 'boolean')
      throw badRequest('Validation failed', [{ field: 'provided', message: 'Must be true or false' }]);
    await setDocumentConfirmed(db, seller.sellerId, req.params.key, seller.userId, provided);
    const answer = requestedDocumentsAnswer(
      await fileTypesOf(db, seller.sellerId),
      await confirmedDocuments(db, seller.sellerId),
    );
    res.json(answer.find((document) => document.key === req.params.key));
  });

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

  router.get('/files/:id/download', async (req, res) => {
    const seller = await member(req);
    const file = await fileOf(seller, req.params.id);
    await sendFile(res, file, 'attachment');
    await recordActivity(db, seller.sellerId, seller.userId, 'DOWNLOADED', [file]);
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

  return router;
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
