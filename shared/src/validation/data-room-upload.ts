// The data room's upload rules (spec 02 sections 5 and 9, docs/architecture.md's allowed upload extensions): the upload
// modal and the gateway's file routes check them; provider-sandbox/src/dataroom/rules.ts mirrors them.

import { withoutNotSingleLine } from './text.js';

export const DATA_ROOM_FILE_TYPES = [
  'ORDER_FORM',
  'MSA',
  'SOW',
  'OTHER',
  'FINANCING_SUMMARY',
  'PERSONAL_GUARANTY',
] as const;
export type DataRoomFileTypeName = (typeof DATA_ROOM_FILE_TYPES)[number];

export const MAX_UPLOAD_FILES = 25;
export const MAX_UPLOAD_FILE_BYTES = 25 * 1024 * 1024;
/** The body limit is a multiple of the file count, plus room for the parts' headers. */
export const uploadBodyLimit = (fileCount: number): number =>
  Math.max(fileCount, 1) * MAX_UPLOAD_FILE_BYTES + 1024 * 1024;
/** A bulk download names at most this many files. */
export const MAX_BULK_DOWNLOAD_FILES = 100;

/** What file-type detects for each allowed extension; `text` means no binary signature and no NUL byte. */
export const UPLOAD_SIGNATURES: Readonly<Record<string, readonly string[]>> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  docx: ['docx', 'zip'],
  xls: ['cfb'],
  xlsx: ['xlsx', 'zip'],
  csv: ['text'],
  txt: ['text'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
};
export const ALLOWED_UPLOAD_EXTENSIONS = Object.keys(UPLOAD_SIGNATURES);

/** The file types a browser shows in a preview, by extension. */
export const VIEWABLE_FILE_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export const UPLOAD_MESSAGES = {
  tooManyFiles: `only a maximum of ${MAX_UPLOAD_FILES} files at a time`,
  invalidExtension: (file: string) => `Not a valid file extension for ${file}`,
  // Ours: an allowed extension on other contents (an executable renamed .pdf) says what is wrong, not "extension".
  notWhatItSays: (file: string) =>
    `${file} is not a real .${extensionOf(file)} file: its contents do not match its extension`,
  tooLarge: (file: string) => `${file} is larger than 25 MB`,
  // Ours: the browser lost the gateway mid-upload (no answer at all).
  connectionLost: 'The connection was lost before the upload finished. Check your connection and try again.',
  invalidName: 'Not a valid file name',
  typeRequired: 'Choose a type for each file',
} as const;

const FILE_NAME_MAX_LENGTH = 255;

/**
 * A file name safe to store and to send back: the last path segment only, no control, bidi or invisible characters, no `..`, no
 * quotes, unicode kept (NFC); '' when nothing is left. The browser renames files with it before upload.
 */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  // Control, bidi and invisible characters go (docs/adr/014): `report\u202Egnp.pdf` would show as "reportfdp.png".
  const cleaned = withoutNotSingleLine(lastSegment)
    .replace(/"/g, '')
    .replace(/\.{2,}/g, '.')
    .trim()
    .replace(/^\.+/, '');
  return [...cleaned].slice(0, FILE_NAME_MAX_LENGTH).join('');
}

/** The lower-case extension after the last dot ('' without one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export const isAllowedExtension = (extension: string): boolean => extension in UPLOAD_SIGNATURES;

/** Why a file the user picked cannot be uploaded (extension, size, name), or null when it can. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  const name = cleanFileName(file.name);
  if (!name) return UPLOAD_MESSAGES.invalidName;
  if (!isAllowedExtension(extensionOf(name))) return UPLOAD_MESSAGES.invalidExtension(name);
  if (file.size > MAX_UPLOAD_FILE_BYTES) return UPLOAD_MESSAGES.tooLarge(name);
  return null;
}
