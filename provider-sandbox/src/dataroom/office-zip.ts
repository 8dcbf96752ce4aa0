// Whether a .docx or .xlsx is the Office Open XML package its extension says, not any ZIP (docs/adr/014). Only the
// ZIP's end record and central directory are read: nothing is extracted or inflated, and the sizes checked are the
// ones the directory declares.

/** The parts without which a package is not a document of its extension. */
const REQUIRED_PARTS: Readonly<Record<string, readonly string[]>> = {
  docx: ['[Content_Types].xml', 'word/document.xml'],
  xlsx: ['[Content_Types].xml', 'xl/workbook.xml'],
};

export const ZIP_LIMITS = {
  /** Word and Excel write tens of entries, hundreds with many images or sheets. */
  entries: 10_000,
  centralDirectoryBytes: 4 * 1024 * 1024,
  /** Declared uncompressed bytes, all entries together, per byte of the file (Office's XML deflates 5 to 20 times). */
  ratio: 100,
  uncompressedBytes: 1024 * 1024 * 1024,
} as const;

export const isOfficeExtension = (extension: string): boolean => extension in REQUIRED_PARTS;

/** Reads up to `length` bytes of the file at `position` (fewer at its end). */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

interface Entry {
  name: string;
  uncompressedSize: number;
  /** Where the entry's local header starts, and the least it and its data take from there. */
  offset: number;
  minLength: number;
}

const END_SIGNATURE = 0x06054b50;
const END_BYTES = 22;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_BYTES = 46;
const LOCAL_BYTES = 30;
const STORED = 0;
const DEFLATED = 8;

/**
 * Whether the file of this extension and size is an Office package: a single-disk ZIP whose entries are stored or
 * deflated, not encrypted, with relative names (no `..`, no absolute path, no backslash), each name once, the
 * required parts present, data that does not overlap, and declared sizes within ZIP_LIMITS.
 */
export async function isOfficePackage(extension: string, size: number, readAt: ReadAt): Promise<boolean> {
  const required = REQUIRED_PARTS[extension];
  if (!required) return false;
  const directory = await centralDirectory(size, readAt);
  if (!directory) return false;
  const { entries, start } = directory;
  const names = new Set(entries.map((entry) => entry.name));
  // Two entries of one name: readers disagree on which is the document.
  if (names.size !== entries.length || !required.every((part) => names.has(part))) return false;
  if (!entries.every((entry) => isRelativeName(entry.name))) return false;
  const uncompressed = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  if (uncompressed > Math.min(size * ZIP_LIMITS.ratio, ZIP_LIMITS.uncompressedBytes)) return false;
  // Entries sharing their data would multiply what a reader inflates (the overlapping-files zip bomb).
  const byOffset = [...entries].sort((a, b) => a.offset - b.offset);
  return byOffset.every(
    (entry, index) => entry.offset + entry.minLength <= (byOffset[index + 1]?.offset ?? start),
  );
}

/** A name a reader cannot resolve outside the folder it extracts to. */
function isRelativeName(name: string): boolean {
  if (
    name === '' ||
    name.startsWith('/') ||
    name.includes('\\') ||
    name.includes('\0') ||
    /^[a-z]:/i.test(name)
  )
    return false;
  return name.split('/').every((segment) => segment !== '..' && segment !== '.');
}

/**
 * The central directory's entries and where it starts, or null when the end record or the directory is not what a
 * plain ZIP has. ZIP64 is refused, not read: its markers (0xFFFF counts, 0xFFFFFFFF sizes and offsets) fail the
 * limits or the position checks, and a 25 MB upload never needs it.
 */
async function centralDirectory(
  size: number,
  readAt: ReadAt,
): Promise<{ entries: Entry[]; start: number } | null> {
  // The end record is the last 22 bytes, followed only by a comment of at most 65,535 bytes.
  const tailLength = Math.min(size, END_BYTES + 0xffff);
  const tail = await readAt(size - tailLength, tailLength);
  let end = -1;
  for (let at = tail.length - END_BYTES; at >= 0 && end < 0; at--)
    if (
      tail.readUInt32LE(at) === END_SIGNATURE &&
      at + END_BYTES + tail.readUInt16LE(at + 20) === tail.length
    )
      end = at;
  if (end < 0) return null;
  const disk = tail.readUInt16LE(end + 4);
  const directoryDisk = tail.readUInt16LE(end + 6);
  const entriesHere = tail.readUInt16LE(end + 8);
  const count = tail.readUInt16LE(end + 10);
  const length = tail.readUInt32LE(end + 12);
  const start = tail.readUInt32LE(end + 16);
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== count) return null;
  if (count === 0 || count > ZIP_LIMITS.entries || length > ZIP_LIMITS.centralDirectoryBytes) return null;
  // The directory ends where the end record starts: nothing hidden between them.
  if (start + length !== size - tailLength + end) return null;

  const directory = await readAt(start, length);
  if (directory.length !== length) return null;
  const entries: Entry[] = [];
  let at = 0;
  while (at < directory.length) {
    if (at + CENTRAL_BYTES > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE)
      return null;
    const flags = directory.readUInt16LE(at + 8);
    const method = directory.readUInt16LE(at + 10);
    const compressedSize = directory.readUInt32LE(at + 20);
    const uncompressedSize = directory.readUInt32LE(at + 24);
    const nameLength = directory.readUInt16LE(at + 28);
    const next =
      at + CENTRAL_BYTES + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    const offset = directory.readUInt32LE(at + 42);
    if (next > directory.length || directory.readUInt16LE(at + 34) !== 0) return null;
    // Bit 0: encrypted. Office writes entries stored or deflated, and a stored entry is its own size.
    if (flags & 1 || (method !== STORED && method !== DEFLATED)) return null;
    if (method === STORED && compressedSize !== uncompressedSize) return null;
    // Bit 11: the name is UTF-8; otherwise code page 437, whose bytes below 0x80 are ASCII as well.
    const name = directory.toString(
      flags & 0x800 ? 'utf8' : 'latin1',
      at + CENTRAL_BYTES,
      at + CENTRAL_BYTES + nameLength,
    );
    entries.push({ name, uncompressedSize, offset, minLength: LOCAL_BYTES + nameLength + compressedSize });
    at = next;
  }
  return entries.length === count ? { entries, start } : null;
}
