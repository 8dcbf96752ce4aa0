import { z } from 'zod';
import { named, ours, pageSchema, pagingQuery, timestamp } from '../contract/schemas.js';
import { FILE_TYPES, MAX_BULK_DOWNLOAD, MAX_FILE_BYTES, MAX_FILES } from './rules.js';

/** The answers of the data room's operations (spec 02 section 3, File, Folder, Data room object; section 7). */

const fileFields = {
  id: z.guid(),
  name: z.string(),
  size: z.int().min(0).describe('In bytes'),
  type: z.enum(FILE_TYPES),
  extension: z.string(),
  immutable: z.boolean(),
  createdBy: z.string().nullable(),
  createdDate: timestamp(),
  uploadedBy: z.string().nullable(),
  uploadedDate: timestamp(),
  requestedDocument: ours(
    z.string().nullable(),
    'The requested document this file is (GET /data-room/requested-documents), or null',
  ),
};

export const dataRoomFile = named(
  'DataRoomFile',
  z
    .object({ ...fileFields, folderId: ours(z.guid(), 'The folder that holds it') })
    .describe('A file of the data room (spec 02 section 3, File)'),
);

const folderFields = {
  id: z.guid(),
  name: z.string().describe('Empty for the root'),
  parentId: ours(z.guid().nullable(), 'The folder that holds it; null for the root'),
  ancestorsHierarchy: z
    .array(z.object({ id: z.guid(), name: z.string() }))
    .describe('From the root down to its parent; the root has an empty name'),
  filesCount: z.int().min(0),
  lastUploadDate: timestamp().nullable(),
};

export const dataRoomSubfolder = named(
  'DataRoomSubfolder',
  z.object(folderFields).describe('A folder as its parent lists it (spec 02 section 3, Folder)'),
);

export const dataRoomFolder = named(
  'DataRoomFolder',
  z
    .object({
      ...folderFields,
      holds: ours(
        z.object({ files: z.int().min(0), folders: z.int().min(0) }),
        'What it holds at any depth (a delete names it)',
      ),
    })
    .describe('A folder, or the root (spec 02 section 3, Folder)'),
);

export const dataRoomFolderWithContents = named(
  'DataRoomFolderWithContents',
  dataRoomFolder
    .extend({
      folders: ours(z.array(dataRoomSubfolder), 'Its subfolders'),
      files: ours(z.array(dataRoomFile), 'Its files'),
    })
    .describe('A folder with the subfolders and files in it (GET /folders/{id}, the older variant)'),
);

export const dataRoomObject = named(
  'DataRoomObject',
  z
    .object({
      objectType: z.enum(['FILE', 'FOLDER']),
      id: z.guid(),
      name: z.string(),
      size: z.int().min(0).nullable().describe('A file: in bytes; a folder: null'),
      type: z.enum(FILE_TYPES).nullable(),
      extension: z.string().nullable(),
      immutable: z.boolean(),
      createdBy: z.string().nullable(),
      createdDate: timestamp(),
      uploadedBy: z.string().nullable(),
      uploadedDate: timestamp().nullable(),
      requestedDocument: fileFields.requestedDocument,
      filesCount: z.int().min(0).nullable().describe('A folder: its files; a file: null'),
      lastUploadDate: timestamp().nullable(),
    })
    .describe('A row of the data room listing: a file or a folder (spec 02 section 3, Data room object)'),
);

export const dataRoomPage = named('DataRoomPage', pageSchema(dataRoomObject));

export const dataRoomUpload = named(
  'DataRoomUpload',
  z
    .object({
      files: z.array(dataRoomFile).describe('The files stored'),
      failures: z
        .array(z.object({ fileName: z.string(), message: z.string() }))
        .describe('The files refused, each with why'),
    })
    .describe('What an upload stored and what it refused'),
);

const activity = named(
  'DataRoomActivity',
  z
    .object({
      id: z.guid(),
      action: z.enum(['UPLOADED', 'DOWNLOADED', 'VIEWED', 'DELETED', 'RENAMED', 'MOVED']),
      objectType: z.enum(['FILE', 'FOLDER']),
      fileId: z.guid().describe('The file or folder'),
      fileName: z.string(),
      previous: z
        .string()
        .nullable()
        .describe('RENAMED: the name before; MOVED: the path it left; else null'),
      userId: z.guid().nullable(),
      userFullName: z.string().nullable(),
      occurredAt: timestamp(),
    })
    .describe('One line of the data room activity'),
);

export const dataRoomActivityPage = named('DataRoomActivityPage', pageSchema(activity));

export const requestedDocument = named(
  'RequestedDocument',
  z
    .object({
      key: z.string(),
      title: z.string(),
      provided: z.boolean(),
      providedBy: z
        .enum(['FILE', 'USER'])
        .nullable()
        .describe('A file of a matching type or marked, or a user'),
    })
    .describe('A document the provider asks for, and whether it is provided'),
);

/* What the data room's operations read (spec 02 section 7, Data room; ours: rename, move, mark, folder delete). */

/** A folder name (spec 02 section 9): letters, digits, spaces, _ and -, at most 128, not starting with a space. */
const folderName = z
  .string()
  .max(128)
  .regex(/^(?! )[\p{L}\p{N} _-]*[\p{L}\p{N}_-][\p{L}\p{N} _-]*$/u)
  .describe('Letters, digits, spaces, _ and -; at most 128 characters, not starting with a space');

export const newFolder = named(
  'NewFolder',
  z.object({ name: folderName }).describe('A subfolder made (spec 02 section 7: name)'),
);

export const dataRoomQuery = z.object({
  ...pagingQuery,
  search: z.string().optional().describe('Part of a name; its first 200 characters'),
  folderId: z.string().optional().describe('The folder listed (an id or root); the root when absent'),
  showFoldersFirst: z.boolean().optional().describe('Folders before files; true when absent'),
});

export const dataRoomActivityQuery = z.object(pagingQuery);

export const requestedDocumentAnswer = named(
  'RequestedDocumentAnswer',
  z.object({ provided: z.boolean() }).describe('Whether the user says the document is provided'),
);

const uploadedFile = z.file().max(MAX_FILE_BYTES).describe('The file, at most 25 MB');

export const fileUpload = named(
  'DataRoomFileUpload',
  z
    .object({ type: z.enum(FILE_TYPES).describe('What the document is'), file: uploadedFile })
    .describe('One file and its type (spec 02 section 7: multipart with type and file)'),
);

export const filesUpload = named(
  'DataRoomFilesUpload',
  z
    .object({
      request: z
        .string()
        .describe(
          'JSON: { "requests": [{ "type": … }] }, the type of each file in order (one of DataRoomFileUpload\'s)',
        ),
      files: z.array(uploadedFile).min(1).max(MAX_FILES),
    })
    .describe('Several files and their types (spec 02 section 7: multipart with files and a request JSON)'),
);

export const uploadQuery = z.object({
  overwrite: ours(
    z.boolean().optional(),
    'Replaces a file of the same name; refused as a conflict when absent',
  ),
});

export const folderChanges = named(
  'FolderChanges',
  z
    .object({
      name: folderName.optional(),
      parentId: z.string().optional().describe('The folder it moves into (an id or root)'),
    })
    .refine((changes) => Object.keys(changes).length > 0, 'Give a new name or a new parent')
    .meta({ minProperties: 1 })
    .describe('Renames and/or moves a folder: at least one of the two; never the root'),
);

export const folderDeleteQuery = z.object({
  files: z.int().min(0).optional().describe('The files it holds at any depth, as the person was shown'),
  folders: z.int().min(0).optional().describe('The folders it holds at any depth, as the person was shown'),
});

export const fileChanges = named(
  'FileChanges',
  z
    .object({
      name: z.string().regex(/\S/).optional().describe('The new name, with the same extension'),
      folderId: z.string().optional().describe('The folder it moves into (an id or root)'),
      requestedDocument: z
        .string()
        .nullable()
        .optional()
        .describe('A key of GET /data-room/requested-documents the file is, or null to unmark it'),
    })
    .refine((changes) => Object.keys(changes).length > 0, 'Give a new name, folder or requested document')
    .meta({ minProperties: 1 })
    .describe('Renames, moves or marks a file: at least one of the three'),
);

export const bulkDownloadRequest = named(
  'BulkDownloadRequest',
  z
    .object({ fileIds: z.array(z.guid()).min(1).max(MAX_BULK_DOWNLOAD) })
    .describe('The files zipped, in this order (spec 02 section 7: fileIds)'),
);
