import { z } from 'zod';
import { named, ours, pageSchema, timestamp } from '../contract/schemas.js';
import { FILE_TYPES } from './rules.js';

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
