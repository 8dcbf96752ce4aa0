import type { Request } from 'express';
import { badRequest, notFound } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { requireRole, type SellerMember } from '../session/membership.js';
import { fileAnswer, folderAnswer } from './answers.js';
import {
  ancestorsOf,
  confirmedDocuments,
  ensureRootFolder,
  filesIn,
  fileTypesOf,
  findFiles,
  findFolder,
  folderHoldings,
  markedDocuments,
  subfolders,
  type FileRow,
  type FolderRow,
} from './repository.js';
import { requestedDocumentsAnswer } from './requested-documents.js';
import { DATA_ROOM_ROLES } from './rules.js';
import type { Db } from '../db/db.js';

/** What the data room's calls read from a request: the caller, their folder or file, and a folder's answers. */
export function dataRoomInputs(db: Db) {
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

  return { member, folderOf, fileOf, v1Folder, v2Folder, pathOf, requestedDocumentsOf, fieldError };
}

export type DataRoomInputs = ReturnType<typeof dataRoomInputs>;
