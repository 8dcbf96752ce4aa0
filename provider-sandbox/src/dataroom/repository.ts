import { expectRows, type Db } from '../db/db.js';
import { INDEX_PAGE_END, limitOffset, type Paging } from '../http/paging.js';
import type { FileType } from './rules.js';

// Every statement names the seller: another seller's folder or file is simply not found.

export interface FolderRow {
  id: string;
  name: string;
  parentId: string | null;
  filesCount: number;
  lastUploadDate: Date | null;
  createdBy: string | null;
  createdDate: Date;
}

export interface FileRow {
  id: string;
  folderId: string;
  name: string;
  extension: string;
  type: FileType;
  size: number;
  storageKey: string;
  immutable: boolean;
  createdBy: string | null;
  createdDate: Date;
  uploadedBy: string | null;
  uploadedDate: Date;
  /** The requested document this file is (requested-documents.ts), or null. */
  requestedDocument: string | null;
}

export type ActivityAction = 'UPLOADED' | 'DOWNLOADED' | 'VIEWED' | 'DELETED' | 'RENAMED' | 'MOVED';

export interface ActivityRow {
  id: string;
  action: ActivityAction;
  objectType: 'FILE' | 'FOLDER';
  fileId: string;
  fileName: string;
  /** RENAMED: the name before; MOVED: the path of the folder it left; otherwise null. */
  previous: string | null;
  userId: string | null;
  userFullName: string | null;
  occurredAt: Date;
}

const fullName = (alias: string) =>
  `NULLIF(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`;

const FOLDER_COLUMNS = `f.id, f.name, f.parent_id AS "parentId", f.created_at AS "createdDate",
  ${fullName('cu')} AS "createdBy",
  (SELECT count(*)::int FROM dataroom_files x WHERE x.seller_id = f.seller_id AND x.folder_id = f.id) AS "filesCount",
  (SELECT max(x.uploaded_at) FROM dataroom_files x WHERE x.seller_id = f.seller_id AND x.folder_id = f.id)
    AS "lastUploadDate"`;
const FOLDER_FROM = 'dataroom_folders f LEFT JOIN users cu ON cu.id = f.created_by';

const FILE_COLUMNS = `d.id, d.folder_id AS "folderId", d.name, d.extension, d.type, d.size::int AS size,
  d.storage_key AS "storageKey", d.immutable, d.requested_document AS "requestedDocument", d.created_at AS "createdDate", d.uploaded_at AS "uploadedDate",
  ${fullName('cu')} AS "createdBy", ${fullName('uu')} AS "uploadedBy"`;
const FILE_FROM =
  'dataroom_files d LEFT JOIN users cu ON cu.id = d.created_by LEFT JOIN users uu ON uu.id = d.uploaded_by';

/**
 * The seller's root folder. A read only reads it; it is written once, on the first use by a company registered
 * after the seed (none yet), so a read of the data room writes nothing (docs/adr/016, "Work done once per request").
 */
export async function ensureRootFolder(db: Db, sellerId: string): Promise<string> {
  const root = () =>
    db.query<{ id: string }>('SELECT id FROM dataroom_folders WHERE seller_id = $1 AND parent_id IS NULL', [
      sellerId,
    ]);
  const found = (await root()).rows[0];
  if (found) return found.id;
  await db.query(
    `INSERT INTO dataroom_folders (seller_id, parent_id, name) VALUES ($1, NULL, '')
     ON CONFLICT (seller_id) WHERE parent_id IS NULL DO NOTHING`,
    [sellerId],
  );
  return (await root()).rows[0]!.id;
}

export async function findFolder(db: Db, sellerId: string, id: string): Promise<FolderRow | undefined> {
  return (await findFoldersById(db, sellerId, [id]))[0];
}

/** A folder's ancestors from the root down to its parent. */
export async function ancestorsOf(
  db: Db,
  sellerId: string,
  folderId: string,
): Promise<{ id: string; name: string }[]> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `WITH RECURSIVE chain (id, name, parent_id, depth) AS (
       SELECT id, name, parent_id, 0 FROM dataroom_folders WHERE seller_id = $1 AND id = $2
       UNION ALL
       SELECT p.id, p.name, p.parent_id, c.depth + 1
         FROM dataroom_folders p JOIN chain c ON p.id = c.parent_id
        WHERE p.seller_id = $1
     )
     SELECT id, name FROM chain WHERE depth > 0 ORDER BY depth DESC`,
    [sellerId, folderId],
  );
  return rows;
}

export async function subfolders(db: Db, sellerId: string, parentId: string): Promise<FolderRow[]> {
  const { rows } = await db.query<FolderRow>(
    `SELECT ${FOLDER_COLUMNS} FROM ${FOLDER_FROM}
      WHERE f.seller_id = $1 AND f.parent_id = $2 ORDER BY lower(f.name), f.id`,
    [sellerId, parentId],
  );
  return rows;
}

export async function subfolderNamed(
  db: Db,
  sellerId: string,
  parentId: string,
  name: string,
): Promise<FolderRow | undefined> {
  const { rows } = await db.query<FolderRow>(
    `SELECT ${FOLDER_COLUMNS} FROM ${FOLDER_FROM}
      WHERE f.seller_id = $1 AND f.parent_id = $2 AND lower(f.name) = lower($3)`,
    [sellerId, parentId, name],
  );
  return rows[0];
}

export async function createFolder(
  db: Db,
  sellerId: string,
  parentId: string,
  name: string,
  userId: string,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO dataroom_folders (seller_id, parent_id, name, created_by)
     SELECT $1, id, $3, $4 FROM dataroom_folders WHERE seller_id = $1 AND id = $2 RETURNING id`,
    [sellerId, parentId, name, userId],
  );
  expectRows({ rows, rowCount: rows.length }, 1, 'folder');
  return rows[0]!.id;
}

export async function filesIn(db: Db, sellerId: string, folderId: string): Promise<FileRow[]> {
  const { rows } = await db.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM ${FILE_FROM} WHERE d.seller_id = $1 AND d.folder_id = $2 ORDER BY lower(d.name), d.id`,
    [sellerId, folderId],
  );
  return rows;
}

/** The seller's files among these ids (unknown and other sellers' ids are left out). */
export async function findFiles(db: Db, sellerId: string, ids: readonly string[]): Promise<FileRow[]> {
  const { rows } = await db.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM ${FILE_FROM} WHERE d.seller_id = $1 AND d.id = ANY($2::uuid[])`,
    [sellerId, ids],
  );
  return rows;
}

/** The folder's files with these names, compared as the unique index does (lower case). */
export async function filesNamed(
  db: Db,
  sellerId: string,
  folderId: string,
  names: readonly string[],
): Promise<FileRow[]> {
  const { rows } = await db.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM ${FILE_FROM}
      WHERE d.seller_id = $1 AND d.folder_id = $2 AND lower(d.name) = ANY($3::text[])`,
    [sellerId, folderId, names.map((name) => name.toLowerCase())],
  );
  return rows;
}

export interface NewFile {
  sellerId: string;
  folderId: string;
  name: string;
  extension: string;
  type: FileType;
  size: number;
  storageKey: string;
  userId: string;
}

export async function insertFile(tx: Db, file: NewFile): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO dataroom_files (seller_id, folder_id, name, extension, type, size, storage_key, created_by, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [
      file.sellerId,
      file.folderId,
      file.name,
      file.extension,
      file.type,
      file.size,
      file.storageKey,
      file.userId,
    ],
  );
  return rows[0]!.id;
}

/** Deletes a file that is not immutable. */
export async function deleteFile(tx: Db, sellerId: string, fileId: string): Promise<void> {
  const result = await tx.query(
    'DELETE FROM dataroom_files WHERE seller_id = $1 AND id = $2 AND NOT immutable',
    [sellerId, fileId],
  );
  expectRows(result, 1, 'deleted file');
}

export interface DataRoomQuery extends Paging {
  sellerId: string;
  folderId: string;
  search: string | null;
  foldersFirst: boolean;
}

export interface DataRoomRow {
  objectType: 'FILE' | 'FOLDER';
  id: string;
}

/**
 * One page of a folder's contents (folders and files), ordered by name, folders first when asked. Each kind is read
 * in the order of its index (files: dataroom 004) up to the page's end, then the two are merged: the page sorting the
 * whole folder would give, from about a page of index entries (docs/adr/016, "A page read from an index"). The total
 * rides on the page's rows; a page past the end counts alone.
 */
export async function dataRoomPage(
  db: Db,
  query: DataRoomQuery,
): Promise<{ rows: DataRoomRow[]; total: number }> {
  const params: unknown[] = [query.sellerId, query.folderId];
  let nameFilter = '';
  if (query.search) {
    params.push(`%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    nameFilter = `AND name ILIKE $3`;
  }
  const inFolders = `FROM dataroom_folders WHERE seller_id = $1 AND parent_id = $2 ${nameFilter}`;
  const inFiles = `FROM dataroom_files WHERE seller_id = $1 AND folder_id = $2 ${nameFilter}`;
  const folders = `SELECT 'FOLDER' AS "objectType", id, name ${inFolders}`;
  const files = `SELECT 'FILE' AS "objectType", id, name ${inFiles}`;
  // Each kind counted alone: no row of either passes through an append.
  const count = `(SELECT count(*)::int ${inFolders}) + (SELECT count(*)::int ${inFiles})`;
  const order = `${query.foldersFirst ? `("objectType" = 'FILE'),` : ''} lower(name), id`;
  const end = (query.page + 1) * query.size;
  // Past INDEX_PAGE_END, reading the folder once and sorting it costs less than reading it in the index's order.
  const upToEnd = end <= INDEX_PAGE_END ? `ORDER BY lower(name), id LIMIT ${end}` : '';
  const { rows } = await db.query<DataRoomRow & { total: number }>(
    `SELECT "objectType", id, ${count} AS total
       FROM ((${folders} ${upToEnd}) UNION ALL (${files} ${upToEnd})) o
      ORDER BY ${order} ${limitOffset(query)}`,
    params,
  );
  const total =
    rows[0]?.total ??
    (await db.query<{ total: number }>(`SELECT ${count} AS total`, params)).rows[0]?.total ??
    0;
  return { rows: rows.map(({ objectType, id }) => ({ objectType, id })), total };
}

export async function findFoldersById(
  db: Db,
  sellerId: string,
  ids: readonly string[],
): Promise<FolderRow[]> {
  const { rows } = await db.query<FolderRow>(
    `SELECT ${FOLDER_COLUMNS} FROM ${FOLDER_FROM} WHERE f.seller_id = $1 AND f.id = ANY($2::uuid[])`,
    [sellerId, ids],
  );
  return rows;
}

/** One line of the activity list per file (or folder, with `objectType`). */
export async function recordActivity(
  db: Db,
  sellerId: string,
  userId: string,
  action: ActivityAction,
  files: readonly { id: string; name: string; previous?: string | null }[],
  objectType: 'FILE' | 'FOLDER' = 'FILE',
): Promise<void> {
  if (files.length === 0) return;
  await db.query(
    `INSERT INTO dataroom_activity (seller_id, user_id, action, object_type, file_id, file_name, previous)
     SELECT $1, $2, $3, $4, f.id, f.name, f.previous
       FROM unnest($5::uuid[], $6::text[], $7::text[]) WITH ORDINALITY AS f (id, name, previous, n) ORDER BY n`,
    [
      sellerId,
      userId,
      action,
      objectType,
      files.map((file) => file.id),
      files.map((file) => file.name),
      files.map((file) => file.previous ?? null),
    ],
  );
}

/** The activity list, newest first. */
export async function activityPage(
  db: Db,
  sellerId: string,
  paging: Paging,
): Promise<{ rows: ActivityRow[]; total: number }> {
  const count = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM dataroom_activity WHERE seller_id = $1',
    [sellerId],
  );
  const total = count.rows[0]?.total ?? 0;
  const { rows } = await db.query<ActivityRow>(
    `SELECT a.id, a.action, a.object_type AS "objectType", a.file_id AS "fileId", a.file_name AS "fileName",
            a.previous, a.user_id AS "userId",
            ${fullName('u')} AS "userFullName", a.occurred_at AS "occurredAt"
       FROM dataroom_activity a LEFT JOIN users u ON u.id = a.user_id
      WHERE a.seller_id = $1 ORDER BY a.seq DESC ${limitOffset(paging)}`,
    [sellerId],
  );
  return { rows, total };
}

/** The file types present anywhere in the seller's data room. */
export async function fileTypesOf(db: Db, sellerId: string): Promise<Set<FileType>> {
  const { rows } = await db.query<{ type: FileType }>(
    'SELECT DISTINCT type FROM dataroom_files WHERE seller_id = $1',
    [sellerId],
  );
  return new Set(rows.map((row) => row.type));
}

/** The requested documents a file of the seller's data room is marked as. */
export async function markedDocuments(db: Db, sellerId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ document: string }>(
    `SELECT DISTINCT requested_document AS document FROM dataroom_files
      WHERE seller_id = $1 AND requested_document IS NOT NULL`,
    [sellerId],
  );
  return new Set(rows.map((row) => row.document));
}

export async function confirmedDocuments(db: Db, sellerId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ document: string }>(
    'SELECT document FROM dataroom_requested_documents WHERE seller_id = $1',
    [sellerId],
  );
  return new Set(rows.map((row) => row.document));
}

/** Ticks a requested document off as provided, or takes the tick back. */
export async function setDocumentConfirmed(
  db: Db,
  sellerId: string,
  document: string,
  userId: string,
  confirmed: boolean,
): Promise<void> {
  if (confirmed) {
    await db.query(
      `INSERT INTO dataroom_requested_documents (seller_id, document, confirmed_by) VALUES ($1, $2, $3)
       ON CONFLICT (seller_id, document) DO NOTHING`,
      [sellerId, document, userId],
    );
  } else {
    await db.query('DELETE FROM dataroom_requested_documents WHERE seller_id = $1 AND document = $2', [
      sellerId,
      document,
    ]);
  }
}

/** A folder's name and place: each change is one statement naming the seller. */
export async function updateFolder(
  tx: Db,
  sellerId: string,
  id: string,
  change: { name?: string; parentId?: string },
): Promise<void> {
  const result = await tx.query(
    `UPDATE dataroom_folders SET name = coalesce($3, name), parent_id = coalesce($4, parent_id)
      WHERE seller_id = $1 AND id = $2 AND parent_id IS NOT NULL`,
    [sellerId, id, change.name ?? null, change.parentId ?? null],
  );
  expectRows(result, 1, 'folder');
}

/** Everything under a folder at any depth: its folders and its files. */
export async function folderHoldings(
  db: Db,
  sellerId: string,
  folderId: string,
): Promise<{ folders: string[]; files: FileRow[] }> {
  const { rows } = await db.query<{ id: string }>(
    `WITH RECURSIVE below (id) AS (
       SELECT id FROM dataroom_folders WHERE seller_id = $1 AND parent_id = $2
       UNION ALL
       SELECT f.id FROM dataroom_folders f JOIN below b ON f.parent_id = b.id WHERE f.seller_id = $1
     )
     SELECT id FROM below`,
    [sellerId, folderId],
  );
  const folders = rows.map((row) => row.id);
  const files = await db.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM ${FILE_FROM}
      WHERE d.seller_id = $1 AND d.folder_id = ANY($2::uuid[]) ORDER BY lower(d.name), d.id`,
    [sellerId, [folderId, ...folders]],
  );
  return { folders, files: files.rows };
}

/** Deletes a folder that is not the root; its folders and files go with it (the tables cascade). */
export async function deleteFolder(tx: Db, sellerId: string, folderId: string): Promise<void> {
  const result = await tx.query(
    'DELETE FROM dataroom_folders WHERE seller_id = $1 AND id = $2 AND parent_id IS NOT NULL',
    [sellerId, folderId],
  );
  expectRows(result, 1, 'deleted folder');
}

/** A file's name, folder and requested document; `requestedDocument: null` takes the mark away. */
export async function updateFile(
  tx: Db,
  sellerId: string,
  id: string,
  change: { name?: string; folderId?: string; requestedDocument?: string | null },
): Promise<void> {
  const result = await tx.query(
    `UPDATE dataroom_files SET name = coalesce($3, name), folder_id = coalesce($4, folder_id),
            requested_document = CASE WHEN $5 THEN $6 ELSE requested_document END
      WHERE seller_id = $1 AND id = $2`,
    [
      sellerId,
      id,
      change.name ?? null,
      change.folderId ?? null,
      change.requestedDocument !== undefined,
      change.requestedDocument ?? null,
    ],
  );
  expectRows(result, 1, 'file');
}
