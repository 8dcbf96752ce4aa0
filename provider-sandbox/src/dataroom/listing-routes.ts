import type { Router } from 'express';
import { noStore } from '../http/cache.js';
import { badRequest, notFound } from '../http/errors.js';
import { pageOf, pagingOf } from '../http/paging.js';
import { queryParam } from '../http/params.js';
import { bodyOf, TEXT_MAX } from '../http/validation.js';
import { dataRoomObjectAnswer } from './answers.js';
import {
  activityPage,
  createFolder,
  dataRoomPage,
  findFiles,
  findFolder,
  findFoldersById,
  setDocumentConfirmed,
  subfolderNamed,
} from './repository.js';
import { isRequestedDocument } from './requested-documents.js';
import { folderNameError } from './rules.js';
import type { Db } from '../db/db.js';
import type { DataRoomInputs } from './inputs.js';

/** Reading the data room: folders (spec v1 and v2), a name check, a new folder, the listing, the activity, the requested documents. */
export function addListingRoutes(router: Router, db: Db, inputs: DataRoomInputs): void {
  const { member, folderOf, v1Folder, v2Folder, requestedDocumentsOf } = inputs;
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
}
