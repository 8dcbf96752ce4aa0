import type { z } from 'zod';
import type { dataRoomFile, dataRoomFolder, dataRoomObject, dataRoomSubfolder } from './contract.js';
import type { FileRow, FolderRow } from './repository.js';

// The answer shapes of spec 02 section 3 (File, Folder, Data room object): their contract's schemas.

type DataRoomFile = z.infer<typeof dataRoomFile>;
/** A folder as its parent lists it, or with what it holds (`holds`) as the folder calls answer it. */
type FolderAnswer = z.infer<typeof dataRoomSubfolder> &
  Partial<Pick<z.infer<typeof dataRoomFolder>, 'holds'>>;
type DataRoomObject = z.infer<typeof dataRoomObject>;

const at = (value: Date) => new Date(value).toISOString();
const iso = (value: Date | null) => (value ? at(value) : null);

/** A file (spec 02 section 3, File). */
export function fileAnswer(row: FileRow): DataRoomFile {
  return {
    id: row.id,
    folderId: row.folderId,
    name: row.name,
    size: row.size,
    type: row.type,
    extension: row.extension,
    immutable: row.immutable,
    createdBy: row.createdBy,
    createdDate: at(row.createdDate),
    uploadedBy: row.uploadedBy,
    uploadedDate: at(row.uploadedDate),
    // An extension of spec 02 section 3's File: which requested document it is (docs/adr/006).
    requestedDocument: row.requestedDocument,
  };
}

/** A folder (spec 02 section 3, Folder); the root has an empty name. */
export function folderAnswer(
  row: FolderRow,
  ancestorsHierarchy: { id: string; name: string }[],
  holdings?: { files: number; folders: number },
): FolderAnswer {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    ancestorsHierarchy,
    filesCount: row.filesCount,
    lastUploadDate: iso(row.lastUploadDate),
    // An extension of spec 02 section 3's Folder: what it holds at any depth (a delete names it, docs/adr/006).
    ...(holdings ? { holds: holdings } : {}),
  };
}

/** A row of GET /data-room: a folder or a file (spec 02 section 3, data room object type). */
export function dataRoomObjectAnswer(
  item: { objectType: 'FILE'; file: FileRow } | { objectType: 'FOLDER'; folder: FolderRow },
): DataRoomObject {
  if (item.objectType === 'FILE') {
    const { folderId: _folderId, ...file } = fileAnswer(item.file);
    return { objectType: 'FILE' as const, ...file, filesCount: null, lastUploadDate: null };
  }
  const { folder } = item;
  return {
    objectType: 'FOLDER' as const,
    id: folder.id,
    name: folder.name,
    size: null,
    type: null,
    extension: null,
    immutable: false,
    createdBy: folder.createdBy,
    createdDate: at(folder.createdDate),
    uploadedBy: null,
    uploadedDate: null,
    requestedDocument: null,
    filesCount: folder.filesCount,
    lastUploadDate: iso(folder.lastUploadDate),
  };
}
