import express, { type Request, type Response, type Router } from 'express';
import { ZipArchive } from 'archiver';
import type { SandboxDeps } from '../domain.js';
import { noStore } from '../http/cache.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.js';
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
  deleteFolder,
  ensureRootFolder,
  filesIn,
  filesNamed,
  fileTypesOf,
  findFiles,
  findFolder,
  findFoldersById,
  folderHoldings,
  markedDocuments,
  recordActivity,
  setDocumentConfirmed,
  subfolderNamed,
  subfolders,
  updateFile,
  updateFolder,
  type FileRow,
  type FolderRow,
} from './repository.js';
import { isRequestedDocument, requestedDocumentsAnswer } from './requested-documents.js';
import {
  cleanFileName,
  DATA_ROOM_ROLES,
  extensionOf,
  folderNameError,
  holdingsText,
  MAX_BULK_DOWNLOAD,
  MESSAGES,
  VIEWABLE_TYPES,
} from './rules.js';
import { storeUpload } from './store-upload.js';

/** Spec 02 section 7, Data room: folders, files, uploads, downloads; plus the activity list and requested documents. */
export function dataroomRouter({ db, filesDir }: SandboxDeps, store = new FileStore(filesDir)): Router {
  const router = express.Router();
  const member = (req: Request) => requireRole(req, DATA_ROOM_ROLES);

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

  const v2Folder = async (seller: SellerMember, folder: FolderRow) => {
    const [ancestors, holdings] = await Promise.all([
      ancestorsOf(db, seller.sellerId, folder.id),
      folderHoldings(db, seller.sellerId, folder.id),
    ]);
    return folderAnswer(folder, ancestors, {
      files: holdings.files.length,
      folders: holdings.folders.length,
    });
  };

  /** A folder's path from the root, as the activity list names where something was: `/Legal/2024`, `/`. */
  const pathOf = async (seller: SellerMember, folder: FolderRow) =>
    [...(await ancestorsOf(db, seller.sellerId, folder.id)), folder].map((each) => each.name).join('/') ||
    '/';

  /** The requested documents' answer as it is now. */
  const requestedDocumentsOf = async (seller: SellerMember) => {
    const [types, confirmed, marked] = await Promise.all([
      fileTypesOf(db, seller.sellerId),
      confirmedDocuments(db, seller.sellerId),
      markedDocuments(db, seller.sellerId),
    ]);
    return requestedDocumentsAnswer(types, confirmed, marked);
  };

  const fieldError = (field: string, message: string) =>
    badRequest('Validation failed', [{ field, message }]);

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
    noStore(res).json(await requestedDocumentsOf(seller));
  });

  router.put('/data-room/requested-documents/:key', async (req, res) => {
    const seller = await member(req);
    if (!isRequestedDocument(req.params.key)) throw notFound('No such document');
    const { provided } = bodyOf(req);
    if (typeof provided !== 'boolean')
      throw badRequest('Validation failed', [{ field: 'provided', message: 'Must be true or false' }]);
    await setDocumentConfirmed(db, seller.sellerId, req.params.key, seller.userId, provided);
    const answer = await requestedDocumentsOf(seller);
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

  // Renaming, moving and deleting folders, and renaming, moving and marking files: extensions of spec 02 section 7's
  // calls (docs/adr/006-data-room-access.md), with the spec's folder name rules and one activity line each.

  /** PATCH /folders/{id} `{ name?, parentId? }`: renames and/or moves a folder; never the root. */
  router.patch('/folders/:id', async (req, res) => {
    const seller = await member(req);
    const folder = await folderOf(seller, req.params.id);
    const { name, parentId } = bodyOf(req);
    if (name === undefined && parentId === undefined) throw badRequest('Give a new name or a new parent');
    if (folder.parentId === null) throw forbidden(MESSAGES.rootUnchanged);
    const error = name === undefined ? null : folderNameError(name);
    if (error) throw fieldError('name', error);
    if (parentId !== undefined && typeof parentId !== 'string')
      throw fieldError('parentId', 'Choose a folder');
    const newName = typeof name === 'string' ? name.trimEnd() : folder.name;
    const target = parentId === undefined ? undefined : await folderOf(seller, parentId);
    if (
      target &&
      (target.id === folder.id ||
        (await ancestorsOf(db, seller.sellerId, target.id)).some((up) => up.id === folder.id))
    )
      throw fieldError('parentId', MESSAGES.intoItself);
    const parent = target ?? (await folderOf(seller, folder.parentId));
    const sameName = await subfolderNamed(db, seller.sellerId, parent.id, newName);
    if (sameName && sameName.id !== folder.id) throw conflict(MESSAGES.folderNameTaken);
    const renamed = newName !== folder.name;
    const moved = target !== undefined && target.id !== folder.parentId;
    const from = moved ? await pathOf(seller, await folderOf(seller, folder.parentId)) : null;
    await db.transaction(async (tx) => {
      await updateFolder(tx, seller.sellerId, folder.id, {
        ...(renamed ? { name: newName } : {}),
        ...(moved ? { parentId: target.id } : {}),
      });
      if (renamed)
        await recordActivity(
          tx,
          seller.sellerId,
          seller.userId,
          'RENAMED',
          [{ id: folder.id, name: newName, previous: folder.name }],
          'FOLDER',
        );
      if (moved)
        await recordActivity(
          tx,
          seller.sellerId,
          seller.userId,
          'MOVED',
          [{ id: folder.id, name: newName, previous: from }],
          'FOLDER',
        );
    });
    res.json(await v2Folder(seller, await folderOf(seller, folder.id)));
  });

  /**
   * DELETE /folders/{id}: an empty folder goes at once; one holding anything only with `?files=&folders=` saying
   * what it holds at any depth (what the person was shown and confirmed), else 409 naming it. Never the root, nor a
   * folder holding an immutable file.
   */
  router.delete('/folders/:id', async (req, res) => {
    const seller = await member(req);
    const folder = await folderOf(seller, req.params.id);
    if (folder.parentId === null) throw forbidden(MESSAGES.rootUnchanged);
    const holdings = await folderHoldings(db, seller.sellerId, folder.id);
    const immutable = holdings.files.find((file) => file.immutable);
    // 409, not 403: what it holds refuses it, and the person reads why.
    if (immutable) throw conflict(MESSAGES.holdsImmutable(immutable.name));
    const holds = { files: holdings.files.length, folders: holdings.folders.length };
    const confirmed = { files: queryParam(req, 'files'), folders: queryParam(req, 'folders') };
    if (holds.files + holds.folders > 0) {
      if (confirmed.files === undefined && confirmed.folders === undefined)
        throw conflict(MESSAGES.confirmHoldings(holdingsText(holds)));
      if (confirmed.files !== String(holds.files) || confirmed.folders !== String(holds.folders))
        throw conflict(MESSAGES.holdingsChanged(holdingsText(holds)));
    }
    await db.transaction(async (tx) => {
      await recordActivity(tx, seller.sellerId, seller.userId, 'DELETED', holdings.files);
      await deleteFolder(tx, seller.sellerId, folder.id);
      await recordActivity(tx, seller.sellerId, seller.userId, 'DELETED', [folder], 'FOLDER');
    });
    // Deleted once committed: should removing the bytes fail, the next start's sweep does it (docs/adr/014).
    await Promise.all(holdings.files.map((file) => store.remove(file.storageKey).catch(() => undefined)));
    res.status(204).end();
  });

  /**
   * PATCH /files/{id} `{ name?, folderId?, requestedDocument? }`: renames (keeping the extension), moves, or marks
   * the file as a requested document (null takes the mark away). An immutable file is neither renamed nor moved.
   */
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
