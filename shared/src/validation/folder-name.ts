import * as z from '#zod';
import { cleanFileName, extensionOf } from './data-room-upload.js';

export const FOLDER_NAME_MAX_LENGTH = 128;

/** Add Folder (spec 02 section 5); the gateway checks the same rules and the sandbox mirrors them. */
export const folderNameSchema = z.object({
  name: z.string().check(
    z.refine((name) => name.trim() !== '', 'Please enter a name for the folder'),
    z.maxLength(
      FOLDER_NAME_MAX_LENGTH,
      `The folder name can have at most ${FOLDER_NAME_MAX_LENGTH} characters`,
    ),
    z.refine((name) => !name.startsWith(' '), 'The folder name cannot start with a space'),
    z.regex(/^[\p{L}\p{N} _-]*$/u, 'Use only letters, digits, spaces, _ and -'),
    z.overwrite((name) => name.trimEnd()),
  ),
});

export type FolderNameInput = z.input<typeof folderNameSchema>;

/**
 * A file's new name (docs/adr/006-data-room-access.md): cleaned (and cut to 255 characters) as an upload's name is, with an extension; the
 * provider checks it is the file's own.
 */
export const fileNameSchema = z.object({
  name: z.string().check(
    z.overwrite((name) => cleanFileName(name)),
    z.refine((name) => name !== '', 'Please enter a name for the file'),
    z.refine((name) => extensionOf(name) !== '', "The name must keep the file's extension"),
  ),
});

/** Rename's form for a file: the name without its extension, which the file keeps (the gateway adds it back). */
export const fileStemSchema = z.object({
  name: z.string().check(
    z.overwrite((name) => name.trim()),
    z.refine((name) => cleanFileName(name) !== '', 'Please enter a name for the file'),
    z.maxLength(200, 'The file name can have at most 200 characters'),
  ),
});
