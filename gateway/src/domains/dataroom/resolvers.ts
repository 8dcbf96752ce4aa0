import { z } from 'zod';
import {
  cleanFileName,
  DATA_ROOM_FILE_TYPES,
  folderNameSchema,
  MAX_UPLOAD_FILES,
} from '@seller-portal/shared/validation';
import type { DataRoomFileType, Resolvers } from '../../generated/resolvers-types.js';
import { pageArgs, pageFields } from '../../provider/page.js';
import { validInput } from '../../validation/valid-input.js';
import { requireDataRoomMember } from './access.js';
import type {
  ProviderActivity,
  ProviderDataRoomObject,
  ProviderFile,
  ProviderFolder,
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

/** A folder of the older call's answer as a row of the listing. */
const folderObject = (folder: ProviderFolder): ProviderDataRoomObject => ({
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
  filesCount: folder.filesCount,
  lastUploadDate: folder.lastUploadDate,
});

/** A file of the older call's answer as a row of the listing. */
const fileObject = ({ folderId: _folderId, ...file }: ProviderFile): ProviderDataRoomObject => ({
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
      const stored = new Map((folder.files ?? []).map((file) => [file.name.toLowerCase(), file.name]));
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
    setRequestedDocumentProvided: async (_parent, { key, provided }, context) => {
      await requireDataRoomMember(context);
      return context.dataroom.setRequestedDocument(key, provided);
    },
  },
  DataRoomFolder: {
    ancestors: (folder) => folder.ancestorsHierarchy,
    contents: async (folder, _args, context) => {
      const whole =
        folder.folders && folder.files ? folder : await context.dataroom.folderWithContents(folder.id);
      return [...(whole.folders ?? []).map(folderObject), ...(whole.files ?? []).map(fileObject)];
    },
  },
  DataRoomObject: {
    type: (item) =>
      DATA_ROOM_FILE_TYPES.includes(item.type as DataRoomFileType) ? (item.type as DataRoomFileType) : null,
  },
  DataRoomObjectPage: pageFields<ProviderDataRoomObject>(),
  DataRoomActivity: {
    actor: (line) => line.userFullName,
  },
  DataRoomActivityPage: pageFields<ProviderActivity>(),
};
