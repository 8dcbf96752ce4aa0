import type { Router } from 'express';
import { badRequest, conflict, forbidden } from '../http/errors.js';
import { queryParam } from '../http/params.js';
import { bodyOf } from '../http/validation.js';
import { FileStore } from './file-store.js';
import {
  ancestorsOf,
  deleteFolder,
  folderHoldings,
  recordActivity,
  subfolderNamed,
  updateFolder,
} from './repository.js';
import { folderNameError, holdingsText, MESSAGES } from './rules.js';
import type { Db } from '../db/db.js';
import type { DataRoomInputs } from './inputs.js';

/** Ours: a folder renamed or moved, and deleted with what it holds once confirmed. */
export function addFolderRoutes(router: Router, db: Db, store: FileStore, inputs: DataRoomInputs): void {
  const { member, folderOf, v2Folder, pathOf, fieldError } = inputs;
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
}
