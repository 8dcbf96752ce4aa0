import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
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
 * The bytes of every data room file, on disk under the sandbox's files folder; the database names them by
 * storage key. Uploads land in `incoming/` and move to `objects/` only once their rows are written.
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
      await pipeline(source, observe, createWriteStream(this.path(incomingKey)));
    } catch (error) {
      await this.remove(incomingKey);
      throw error;
    }
    return { incomingKey, size, head: Buffer.concat(head) };
  }

  /** Moves a received file to its final key; answers that key. */
  async keep(incomingKey: string): Promise<string> {
    const storageKey = `objects/${randomUUID()}`;
    await rename(this.path(incomingKey), this.path(storageKey));
    return storageKey;
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
