import { pathTo } from '@seller-portal/platform';

/** The data room's routes (spec 02 section 2); in the older variant the parameter is the folder's path of names. */
export const dataroomRoutes = {
  root: '/files',
  folder: '/files/:folderId',
} as const;

export const dataRoomPaths = {
  root: dataroomRoutes.root,
  folder: (folderId: string) => pathTo(dataroomRoutes.folder, { folderId }),
  /** The older variant: the names from the root down, one route parameter. */
  byNames: (names: readonly string[]) =>
    names.length === 0 ? dataroomRoutes.root : pathTo(dataroomRoutes.folder, { folderId: names.join('/') }),
};
