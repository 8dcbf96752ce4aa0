import { randomUUID } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SIGNATURE_BYTES } from './rules.js';

/** A file received into the store but not yet kept: its temporary key, size and first bytes. */
export interface ReceivedFile {
  incomingKey: string;
  size: number;
  head: Buffer;
}

const KEY = /^(objects|incoming|seed)\/[0-9a-z-]+$/;

/**
 * The bytes of every data room and offer file, on disk under the sandbox's files folder; the database names them
 * by storage key. An upload lands in `incoming/`, is synced, moves to `objects/` (the move synced too) and only then
 * is named by a row, in one transaction: a row never names bytes a crash could lose. What a crash leaves instead
 * (a file in `incoming/`, an object no row names) `sweep` removes at the next start (docs/adr/014).
 */
export class FileStore {
  constructor(readonly dir: string) {
    for (const folder of ['objects', 'incoming', 'seed']) mkdirSync(join(dir, folder), { recursive: true });
  }

  /** Streams an upload to disk, keeping its first bytes for the signature check; never holds it in memory. */
  async receive(source: Readable): Promise<ReceivedFile> {
    const incomingKey = `incoming/${randomUUID()}`;
    let size = 0;
    const head: Buffer[] = [];
    let headBytes = 0;
    const observe = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (headBytes < SIGNATURE_BYTES) {
          head.push(chunk.subarray(0, SIGNATURE_BYTES - headBytes));
          headBytes += Math.min(chunk.length, SIGNATURE_BYTES - headBytes);
        }
        done(null, chunk);
      },
    });
    try {
      // flush: the bytes are on disk before a row may name them.
      await pipeline(source, observe, createWriteStream(this.path(incomingKey), { flush: true }));
    } catch (error) {
      await this.remove(incomingKey);
      throw error;
    }
    return { incomingKey, size, head: Buffer.concat(head) };
  }

  /** Moves a received file to its final key, durably (the caller commits the row naming it next); answers that key. */
  async keep(incomingKey: string): Promise<string> {
    const storageKey = `objects/${randomUUID()}`;
    await rename(this.path(incomingKey), this.path(storageKey));
    // A rename is on disk once its folder is synced; until then a power cut could undo it under a committed row.
    const folder = await open(join(this.dir, 'objects'), 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
    return storageKey;
  }

  /** Up to `length` bytes at `position` of a received or stored file (fewer at its end). */
  async read(storageKey: string, position: number, length: number): Promise<Buffer> {
    const file = await open(this.path(storageKey), 'r');
    try {
      const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, position);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  /**
   * Removes what an interrupted upload left: every file in `incoming/`, and every object no row names (`named`
   * answers which of the listed keys rows name). Call it at start, before the provider serves a request: both
   * folders are listed before the first `await`, so a file an upload writes later is never taken for garbage, and a
   * listed key no row names never gets one (rows only copy keys that other rows name). Answers the keys removed.
   */
  async sweep(named: (keys: readonly string[]) => Promise<ReadonlySet<string>>): Promise<string[]> {
    const listed = (folder: 'incoming' | 'objects') =>
      readdirSync(join(this.dir, folder), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `${folder}/${entry.name}`)
        // Only names this store makes; anything else in the folder is not ours to delete.
        .filter((key) => KEY.test(key));
    const incoming = listed('incoming');
    const objects = listed('objects');
    await Promise.all(incoming.map((key) => this.remove(key)));
    const kept = objects.length > 0 ? await named(objects) : new Set<string>();
    const orphans = objects.filter((key) => !kept.has(key));
    await Promise.all(orphans.map((key) => this.remove(key)));
    return [...incoming, ...orphans];
  }

  async remove(storageKey: string): Promise<void> {
    await rm(this.path(storageKey), { force: true });
  }

  /** The stored bytes as a stream and their size; null when they are missing on disk. */
  async open(storageKey: string): Promise<{ size: number; stream: () => Readable } | null> {
    const path = this.path(storageKey);
    const stats = await stat(path).catch(() => null);
    return stats?.isFile() ? { size: stats.size, stream: () => createReadStream(path) } : null;
  }

  /** Writes a demo file's bytes once (the seed's rows name them). */
  ensure(storageKey: string, bytes: () => Buffer): void {
    const path = this.path(storageKey);
    if (!existsSync(path)) writeFileSync(path, bytes());
  }

  /** The path of a key; keys come from this store or the seed only, never from a request. */
  private path(storageKey: string): string {
    if (!KEY.test(storageKey)) throw new Error(`not a storage key: ${storageKey}`);
    return join(this.dir, storageKey);
  }
}
