import { fileTypeFromBuffer } from 'file-type';
import { withoutNotSingleLine } from '../http/validation.js';

// The data room's rules (spec 02 sections 5 and 9, docs/architecture.md's allowed upload extensions). The gateway
// checks the same ones (shared/src/validation/data-room-upload.ts); keep the two identical.

/** Spec 01 section 2: account executives and finance managers do not reach the data room. */
export const DATA_ROOM_ROLES = ['ADMIN', 'EXEC', 'SALES_MANAGER'] as const;

export const FILE_TYPES = [
  'ORDER_FORM',
  'MSA',
  'SOW',
  'OTHER',
  'FINANCING_SUMMARY',
  'PERSONAL_GUARANTY',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const MAX_FILES = 25;
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
/** The body limit is a multiple of the file count (spec 02 section 5), plus room for the parts' headers. */
export const uploadBodyLimit = (fileCount: number): number =>
  Math.max(fileCount, 1) * MAX_FILE_BYTES + 1024 * 1024;
/** Bulk downloads name at most this many files. */
export const MAX_BULK_DOWNLOAD = 100;
const FOLDER_NAME_MAX = 128;
const FILE_NAME_MAX = 255;

/**
 * What file-type detects for each allowed extension; `text` means no binary signature and no NUL byte. A .docx or
 * .xlsx that reads as a ZIP is then read as an Office package too (office-zip.ts; the sandbox only, docs/adr/014).
 */
const SIGNATURES: Record<string, readonly string[]> = {
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
/** Bytes read from a file's start to recognise it. */
export const SIGNATURE_BYTES = 4100;

/** Types a browser may show in a preview, by extension. */
export const VIEWABLE_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export const MESSAGES = {
  folderNameRequired: 'Please enter a name for the folder',
  folderNameTooLong: `The folder name can have at most ${FOLDER_NAME_MAX} characters`,
  folderNameLeadingSpace: 'The folder name cannot start with a space',
  folderNameCharacters: 'Use only letters, digits, spaces, _ and -',
  tooManyFiles: `only a maximum of ${MAX_FILES} files at a time`,
  invalidExtension: (file: string) => `Not a valid file extension for ${file}`,
  notWhatItSays: (file: string) =>
    `${file} is not a real .${extensionOf(file)} file: its contents do not match its extension`,
  tooLarge: (file: string) => `${file} is larger than 25 MB`,
  invalidName: 'Not a valid file name',
  alreadyExists: (file: string) => `A file named ${file} already exists in this folder`,
  twiceInUpload: (file: string) => `${file} is in this upload twice`,
  immutable: (file: string) => `${file} cannot be replaced`,
  typeRequired: 'Choose a type for each file',
  folderNameTaken: 'This folder name already exists.',
  rootUnchanged: 'The top folder of the data room cannot be renamed, moved or deleted',
  intoItself: 'A folder cannot be moved into itself or a folder inside it',
  immutableChanged: (file: string) => `${file} is signed: it cannot be renamed, moved or deleted`,
  keepExtension: (extension: string) => `The name must keep the file's extension, .${extension}`,
  holdsImmutable: (file: string) => `This folder holds ${file}, which cannot be deleted`,
  confirmHoldings: (holds: string) => `This folder holds ${holds}. Confirm to delete them with it.`,
  holdingsChanged: (holds: string) => `This folder now holds ${holds}. Confirm again to delete them with it.`,
  notARequestedDocument: 'Not a requested document',
} as const;

/** What a folder holds in words: "3 files and 1 folder", "1 file", "nothing". */
export function holdingsText({ files, folders }: { files: number; folders: number }): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = [files ? count(files, 'file') : '', folders ? count(folders, 'folder') : ''].filter(Boolean);
  return parts.join(' and ') || 'nothing';
}

/** Spec 02 section 5: letters, digits, spaces, _ and -, no leading space, at most 128 characters. */
export function folderNameError(name: unknown): string | null {
  if (typeof name !== 'string' || name.trim() === '') return MESSAGES.folderNameRequired;
  if (name.length > FOLDER_NAME_MAX) return MESSAGES.folderNameTooLong;
  if (name.startsWith(' ')) return MESSAGES.folderNameLeadingSpace;
  if (!/^[\p{L}\p{N} _-]+$/u.test(name)) return MESSAGES.folderNameCharacters;
  return null;
}

/**
 * A file name safe to store and to send back: the last path segment only, no control, bidi or invisible characters, no `..`, no
 * quotes, unicode kept (NFC); '' when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  // Control, bidi and invisible characters go (docs/adr/014): `report\u202Egnp.pdf` would show as "reportfdp.png".
  const cleaned = withoutNotSingleLine(lastSegment)
    .replace(/"/g, '')
    .replace(/\.{2,}/g, '.')
    .trim()
    .replace(/^\.+/, '');
  return [...cleaned].slice(0, FILE_NAME_MAX).join('');
}

/** The lower-case extension after the last dot ('' without one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export const isAllowedExtension = (extension: string): boolean => extension in SIGNATURES;

/** Whether the file's first bytes are what its extension says (a `.pdf` that is an executable is not). */
export async function signatureMatches(extension: string, head: Uint8Array): Promise<boolean> {
  const expected = SIGNATURES[extension];
  if (!expected) return false;
  const detected = (await fileTypeFromBuffer(head))?.ext ?? (head.includes(0) ? 'binary' : 'text');
  return expected.includes(detected);
}
