import type { FileRow, FolderRow } from './repository.js';

// The answer shapes of spec 02 section 3 (File, Folder, Data room object).

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** A file (spec 02 section 3, File). */
export function fileAnswer(row: FileRow) {
  return {
    id: row.id,
    folderId: row.folderId,
    name: row.name,
    size: row.size,
    type: row.type,
    extension: row.extension,
    immutable: row.immutable,
    createdBy: row.createdBy,
    createdDate: iso(row.createdDate),
    uploadedBy: row.uploadedBy,
    uploadedDate: iso(row.uploadedDate),
    // An extension of spec 02 section 3's File: which requested document it is (docs/adr/006).
    requestedDocument: row.requestedDocument,
  };
}

/** A folder (spec 02 section 3, Folder); the root has an empty name. */
export function folderAnswer(
  row: FolderRow,
  ancestorsHierarchy: { id: string; name: string }[],
  holdings?: { files: number; folders: number },
) {
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
) {
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
    createdDate: iso(folder.createdDate),
    uploadedBy: null,
    uploadedDate: null,
    requestedDocument: null,
    filesCount: folder.filesCount,
    lastUploadDate: iso(folder.lastUploadDate),
  };
}
