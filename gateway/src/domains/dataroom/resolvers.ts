import { z } from 'zod';
import {
  cleanFileName,
  DATA_ROOM_FILE_TYPES,
  fileNameSchema,
  folderNameSchema,
  MAX_UPLOAD_FILES,
} from '@seller-portal/shared/validation';
import type {
  DataRoomFileType,
  DataRoomFolderPath,
  RequestedDocumentKey,
  Resolvers,
} from '../../generated/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { gatewayError } from '../../provider/errors.js';
import { pageArgs, pageFields } from '../../provider/page.js';
import { validInput } from '../../validation/valid-input.js';
import { requireDataRoomMember } from './access.js';
import type {
  ProviderActivity,
  DataRoomObjectRecord,
  ProviderFile,
  ProviderSubfolder,
} from './provider-client.js';

const listingQuery = pageArgs.extend({
  folderId: z.string().max(100).nullish(),
  search: z.string().trim().max(200, 'Maximum of 200 characters').nullish(),
});

const pathQuery = z.object({
  names: z.array(z.string().min(1).max(128)).max(20, 'At most 20 folders deep'),
});

const existingNamesQuery = z.object({
  names: z.array(z.string().max(1000)).max(MAX_UPLOAD_FILES, `At most ${MAX_UPLOAD_FILES} names`),
});

const REQUESTED_DOCUMENT_KEYS: readonly string[] = [
  'FINANCIAL_STATEMENTS',
  'PRO_FORMA_PROJECTIONS',
  'SAMPLE_CUSTOMER_CONTRACT',
  'CUSTOMER_CONTRACT_LIST',
  'BANK_STATEMENTS',
] satisfies RequestedDocumentKey[];

const holdsInput = z.object({
  files: z.number().int().min(0),
  folders: z.number().int().min(0),
});

/** The most folders Move offers (the tree is read level by level through the older call). */
const MAX_FOLDERS = 500;

/** Every folder with its path (`/Legal/2024`, the root `/`), read one level at a time from the root. */
async function folderPaths(context: GatewayContext): Promise<DataRoomFolderPath[]> {
  const root = await context.dataroom.folderWithContents('root');
  const paths: DataRoomFolderPath[] = [{ id: root.id, path: '/' }];
  let level = [{ folder: root, path: '' }];
  while (level.length > 0 && paths.length < MAX_FOLDERS) {
    const children = level.flatMap(({ folder, path }) =>
      folder.folders.map((child) => ({ id: child.id, path: `${path}/${child.name}` })),
    );
    paths.push(...children);
    level = await Promise.all(
      children.map(async ({ id, path }) => ({ folder: await context.dataroom.folderWithContents(id), path })),
    );
  }
  return paths.slice(0, MAX_FOLDERS).sort((a, b) => a.path.localeCompare(b.path));
}

/** A folder that is not the root (which is neither renamed, moved nor deleted); NOT_FOUND when it is not there. */
async function nonRootFolder(context: GatewayContext, id: string) {
  const folder = await context.dataroom.folder(id);
  if (folder.parentId === null)
    throw gatewayError('FORBIDDEN', 'The top folder of the data room cannot be renamed, moved or deleted.');
  return folder;
}

/** A folder of the older call's answer as a row of the listing. */
const folderObject = (folder: ProviderSubfolder): DataRoomObjectRecord => ({
  id: folder.id,
  name: folder.name,
  objectType: 'FOLDER',
  size: null,
  type: null,
  extension: null,
  immutable: false,
  createdBy: null,
  createdDate: null,
  uploadedBy: null,
  uploadedDate: null,
  requestedDocument: null,
  filesCount: folder.filesCount,
  lastUploadDate: folder.lastUploadDate,
});

/** A file of the older call's answer as a row of the listing. */
const fileObject = ({ folderId: _folderId, ...file }: ProviderFile): DataRoomObjectRecord => ({
  ...file,
  objectType: 'FILE',
  filesCount: null,
  lastUploadDate: null,
});

export const dataroomResolvers: Resolvers = {
  Query: {
    dataRoomFolder: async (_parent, { id }, context) => {
      await requireDataRoomMember(context);
      return context.dataroom.folder(id ?? 'root');
    },
    dataRoomFolderByPath: async (_parent, args, context) => {
      await requireDataRoomMember(context);
      const { names } = validInput(pathQuery, args);
      // One level at a time from the root: the older page names folders, not ids.
      let folder = await context.dataroom.folderWithContents('root');
      for (const name of names) folder = await context.dataroom.subfolderNamed({ parentId: folder.id, name });
      return folder;
    },
    dataRoom: async (_parent, args, context) => {
      await requireDataRoomMember(context);
      const { folderId, page, size, search } = validInput(listingQuery, args);
      return context.dataroom.listing({ folderId: folderId ?? null, page, size, search: search ?? null });
    },
    dataRoomExistingFileNames: async (_parent, args, context) => {
      await requireDataRoomMember(context);
      const { names } = validInput(existingNamesQuery, args);
      const folder = await context.dataroom.folderWithContents(args.folderId);
      const stored = new Map(folder.files.map((file) => [file.name.toLowerCase(), file.name]));
      const wanted = new Set(names.map((name) => cleanFileName(name).toLowerCase()));
      return [...wanted].flatMap((name) => stored.get(name) ?? []);
    },
    dataRoomActivity: async (_parent, args, context) => {
      await requireDataRoomMember(context);
      return context.dataroom.activity(validInput(pageArgs, args));
    },
    dataRoomRequestedDocuments: async (_parent, _args, context) => {
      await requireDataRoomMember(context);
      return context.dataroom.requestedDocuments();
    },
    dataRoomFolderPaths: async (_parent, _args, context) => {
      await requireDataRoomMember(context);
      return folderPaths(context);
    },
  },
  Mutation: {
    createDataRoomFolder: async (_parent, { parentId, input }, context) => {
      await requireDataRoomMember(context);
      const { name } = validInput(folderNameSchema, input);
      return context.dataroom.createFolder(parentId, name);
    },
    deleteDataRoomFile: async (_parent, { id }, context) => {
      await requireDataRoomMember(context);
      await context.dataroom.deleteFile(id);
      return id;
    },
    renameDataRoomFolder: async (_parent, { id, input }, context) => {
      await requireDataRoomMember(context);
      const { name } = validInput(folderNameSchema, input);
      await nonRootFolder(context, id);
      return context.dataroom.updateFolder(id, { name });
    },
    moveDataRoomFolder: async (_parent, { id, parentId }, context) => {
      await requireDataRoomMember(context);
      // Both read through spec calls first: a 404 from the move itself then means the call is missing.
      await Promise.all([nonRootFolder(context, id), context.dataroom.folder(parentId)]);
      return context.dataroom.updateFolder(id, { parentId });
    },
    deleteDataRoomFolder: async (_parent, { id, holds }, context) => {
      await requireDataRoomMember(context);
      const confirmed = holds ? validInput(holdsInput, holds) : null;
      await nonRootFolder(context, id);
      await context.dataroom.deleteFolder(id, confirmed);
      return id;
    },
    renameDataRoomFile: async (_parent, { id, name }, context) => {
      await requireDataRoomMember(context);
      return fileObject(await context.dataroom.updateFile(id, validInput(fileNameSchema, { name })));
    },
    moveDataRoomFile: async (_parent, { id, folderId }, context) => {
      await requireDataRoomMember(context);
      await context.dataroom.folder(folderId);
      return fileObject(await context.dataroom.updateFile(id, { folderId }));
    },
    setDataRoomFileRequestedDocument: async (_parent, { id, requestedDocument }, context) => {
      await requireDataRoomMember(context);
      return fileObject(
        await context.dataroom.updateFile(id, { requestedDocument: requestedDocument ?? null }),
      );
    },
    setRequestedDocumentProvided: async (_parent, { key, provided }, context) => {
      await requireDataRoomMember(context);
      return context.dataroom.setRequestedDocument(key, provided);
    },
  },
  DataRoomFolder: {
    ancestors: (folder) => folder.ancestorsHierarchy,
    contents: async (folder, _args, context) => {
      const whole = 'folders' in folder ? folder : await context.dataroom.folderWithContents(folder.id);
      return [...whole.folders.map(folderObject), ...whole.files.map(fileObject)];
    },
    // The provider's own paged listing, as Query.dataRoom asks it.
    contentsPage: (folder, args, context) => {
      const { page, size } = validInput(pageArgs, args);
      return context.dataroom.listing({ folderId: folder.id, page, size, search: null });
    },
  },
  DataRoomObject: {
    type: (item) =>
      DATA_ROOM_FILE_TYPES.includes(item.type as DataRoomFileType) ? (item.type as DataRoomFileType) : null,
    // A key this schema does not know yet is left out rather than failing the listing.
    requestedDocument: (item) =>
      REQUESTED_DOCUMENT_KEYS.includes(item.requestedDocument ?? '')
        ? (item.requestedDocument as RequestedDocumentKey)
        : null,
  },
  DataRoomObjectPage: pageFields<DataRoomObjectRecord>(),
  DataRoomActivity: {
    actor: (line) => line.userFullName,
    objectType: (line) => line.objectType ?? 'FILE',
    previous: (line) => line.previous ?? null,
  },
  DataRoomActivityPage: pageFields<ProviderActivity>(),
};
