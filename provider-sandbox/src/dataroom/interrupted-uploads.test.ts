import { randomUUID } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { FileStore } from './file-store.js';
import { demoFolderId, PDF_BYTES, upload } from './test-support.js';

// Issue item 7: a provider killed mid-upload left partial files and objects no row named, and once told the client
// an upload failed that it had stored. What a restart finds, and what an upload that goes wrong part-way answers.

let sandbox: RunningSandbox;
let ada: string;
const LEGAL = demoFolderId('acme', 'Legal');

const filesDir = () => `${sandbox.dataDir}-files`;
const listed = (folder: 'incoming' | 'objects') => readdirSync(join(filesDir(), folder)).sort();
const rowsNamed = async (...names: string[]) =>
  (
    await sandbox.sandbox.db.query<{ name: string }>(
      'SELECT name FROM dataroom_files WHERE name = ANY($1::text[]) ORDER BY name',
      [names],
    )
  ).rows.map((row) => row.name);
const download = async (fileId: string) => {
  const response = await fetch(`${sandbox.url}/api/files/${fileId}/download`, {
    headers: { authorization: `Bearer ${ada}` },
  });
  return { status: response.status, text: await response.text() };
};

beforeAll(async () => {
  sandbox = await startSandbox();
  ada = await sandbox.tokenFor('admin@acme.example');
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await sandbox?.close();
});

describe('what a restart finds after a crash', () => {
  it('removes partial files in incoming/ and objects no row names, and keeps every stored file', async () => {
    const stored = await upload(sandbox, ada, LEGAL, [{ name: 'before the crash.pdf', bytes: PDF_BYTES }]);
    expect(stored.status).toBe(200);
    const [kept] = listed('objects');
    // kill -9 mid-upload: a partial file in incoming/; between the move and the commit: an object with no row.
    const partial = randomUUID();
    const orphan = randomUUID();
    await sandbox.close({ keepData: true });
    writeFileSync(join(filesDir(), 'incoming', partial), Buffer.alloc(1024 * 1024, 1));
    writeFileSync(join(filesDir(), 'objects', orphan), PDF_BYTES);

    sandbox = await startSandbox({ dataDir: sandbox.dataDir });
    ada = await sandbox.tokenFor('admin@acme.example');

    await vi.waitFor(() => {
      expect(listed('incoming')).toEqual([]);
      expect(listed('objects')).toEqual([kept]);
    });
    expect(await download(stored.body.files[0]!.id)).toEqual({ status: 200, text: PDF_BYTES });
  });
});

describe('an upload that goes wrong part-way', () => {
  it('keeps none of its files and answers the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const objectsBefore = listed('objects');
    const keep = FileStore.prototype.keep;
    let calls = 0;
    // The disk fills up as the third of four files is moved into place.
    vi.spyOn(FileStore.prototype, 'keep').mockImplementation(function (this: FileStore, key: string) {
      if (++calls === 3) return Promise.reject(new Error('ENOSPC: no space left on device'));
      return keep.call(this, key);
    });

    const names = ['part 1.pdf', 'part 2.pdf', 'part 3.pdf', 'part 4.pdf'];
    const answer = await upload(
      sandbox,
      ada,
      LEGAL,
      names.map((name) => ({ name, bytes: PDF_BYTES })),
    );

    expect(answer.status).toBe(500);
    expect(await rowsNamed(...names)).toEqual([]);
    expect(listed('incoming')).toEqual([]);
    expect(listed('objects')).toEqual(objectsBefore);
  });

  it('answers the stored files once their rows are committed, even when the old bytes cannot be removed', async () => {
    const first = await upload(sandbox, ada, LEGAL, [{ name: 'board minutes.pdf', bytes: PDF_BYTES }]);
    expect(first.status).toBe(200);
    const remove = FileStore.prototype.remove;
    // After the commit the replaced file's bytes are removed; the disk refuses (a busy file, a read-only mount).
    vi.spyOn(FileStore.prototype, 'remove').mockImplementation(function (this: FileStore, key: string) {
      if (key.startsWith('objects/')) return Promise.reject(new Error('EBUSY: resource busy or locked'));
      return remove.call(this, key);
    });
    const replacement = `${PDF_BYTES}% corrected\n`;

    const second = await upload(sandbox, ada, LEGAL, [{ name: 'board minutes.pdf', bytes: replacement }], {
      overwrite: true,
    });

    expect(second.status).toBe(200);
    expect(second.body.files.map((file) => file.name)).toEqual(['board minutes.pdf']);
    expect(await download(second.body.files[0]!.id)).toEqual({ status: 200, text: replacement });
    expect((await download(first.body.files[0]!.id)).status).toBe(404);
  });

  it('keeps nothing of an upload its caller abandoned before the rows were written', async () => {
    const objectsBefore = listed('objects');
    let reached!: () => void;
    const keeping = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const keep = FileStore.prototype.keep;
    // Holds the upload between its body and its rows, as a slow disk or a busy database would.
    vi.spyOn(FileStore.prototype, 'keep').mockImplementation(async function (this: FileStore, key: string) {
      reached();
      await released;
      return keep.call(this, key);
    });

    const form = new FormData();
    form.append('type', 'OTHER');
    form.append('file', new File([PDF_BYTES], 'abandoned.pdf'));
    // The gateway past its deadline: it aborts the call and tells its user the upload failed.
    const caller = new AbortController();
    const sent = fetch(`${sandbox.url}/api/folders/${LEGAL}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada}` },
      body: form,
      signal: caller.signal,
    }).then(
      () => 'answered',
      () => 'aborted',
    );
    await keeping;
    caller.abort();
    expect(await sent).toBe('aborted');
    // The provider hears the connection close before the upload goes on.
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();

    await vi.waitFor(() => {
      expect(listed('incoming')).toEqual([]);
      expect(listed('objects')).toEqual(objectsBefore);
    });
    expect(await rowsNamed('abandoned.pdf')).toEqual([]);
  });
});
