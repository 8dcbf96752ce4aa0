import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { demoFileId, demoFolderId, PDF_BYTES, upload } from './test-support.js';

// Renaming, moving and deleting folders, renaming, moving and marking files (docs/adr/006-data-room-access.md).

let sandbox: RunningSandbox;
let ada: string; // Acme's admin
let sam: string; // Acme's sales manager
let alex: string; // Acme's account executive
let bob: string; // Borealis' admin

const ACME_ROOT = demoFolderId('acme', '');
const SUMMARY = demoFileId('acme', '/Signed Financing Summary.pdf');

function call(method: 'get' | 'post' | 'patch' | 'delete', path: string, token: string, body?: object) {
  const pending = request(sandbox.url)[method](`/api${path}`).set('authorization', `Bearer ${token}`);
  return body === undefined ? pending : pending.send(body);
}

const lastActivity = async (count: number) =>
  (await call('get', `/data-room/activity?size=${count}`, ada)).body.content.map(
    (line: { action: string; objectType: string; fileName: string; previous: string | null }) => [
      line.action,
      line.objectType,
      line.fileName,
      line.previous,
    ],
  );

beforeAll(async () => {
  sandbox = await startSandbox();
  [ada, sam, alex, bob] = await Promise.all([
    sandbox.tokenFor('admin@acme.example'),
    sandbox.tokenFor('sales@acme.example'),
    sandbox.tokenFor('ae@acme.example'),
    sandbox.tokenFor('admin@borealis.example'),
  ]);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('PATCH /folders/{id}', () => {
  it('renames with the spec rules, records the old name; a taken name, the root, other roles and sellers are refused', async () => {
    const legal = demoFolderId('acme', 'Legal');
    const renamed = await call('patch', `/folders/${legal}`, sam, { name: 'Legal_Docs-2025' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id: legal,
      name: 'Legal_Docs-2025',
      holds: { files: 2, folders: 0 },
    });
    expect(await lastActivity(1)).toEqual([['RENAMED', 'FOLDER', 'Legal_Docs-2025', 'Legal']]);
    for (const [name, message] of [
      ['', 'Please enter a name for the folder'],
      [' Leading', 'The folder name cannot start with a space'],
      ['a'.repeat(129), 'The folder name can have at most 128 characters'],
      ['Q1/Q2', 'Use only letters, digits, spaces, _ and -'],
    ]) {
      const refused = await call('patch', `/folders/${legal}`, ada, { name });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual([{ field: 'name', message }]);
    }
    const taken = await call('patch', `/folders/${legal}`, ada, { name: 'contracts' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This folder name already exists.');
    expect((await call('patch', `/folders/${ACME_ROOT}`, ada, { name: 'Top' })).status).toBe(403);
    expect((await call('patch', `/folders/${legal}`, alex, { name: 'Mine' })).status).toBe(403);
    expect((await call('patch', `/folders/${legal}`, bob, { name: 'Mine' })).status).toBe(404);
  });

  it('moves a folder with what it holds, never into itself or below itself, nor next to a same-name folder', async () => {
    const financials = demoFolderId('acme', 'Financials');
    const contracts = demoFolderId('acme', 'Contracts');
    for (const into of [financials, demoFolderId('acme', 'Financials/2024')]) {
      const refused = await call('patch', `/folders/${financials}`, ada, { parentId: into });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual([
        { field: 'parentId', message: 'A folder cannot be moved into itself or a folder inside it' },
      ]);
    }
    const moved = await call('patch', `/folders/${demoFolderId('acme', 'Financials/2024')}`, ada, {
      parentId: contracts,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.ancestorsHierarchy.map((folder: { name: string }) => folder.name)).toEqual([
      '',
      'Contracts',
    ]);
    expect(await lastActivity(1)).toEqual([['MOVED', 'FOLDER', '2024', '/Financials']]);
    const listing = await call('get', `/data-room?folderId=${contracts}`, ada);
    expect(listing.body.content.map((item: { name: string }) => item.name)).toEqual(['2024', 'Signed']);
    const sameName = await call('post', `/folders/${financials}/folders`, ada, { name: 'Signed' });
    expect(sameName.status).toBe(201);
    const clash = await call('patch', `/folders/${sameName.body.id}`, ada, { parentId: contracts });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('This folder name already exists.');
  });
});

describe('DELETE /folders/{id}', () => {
  it('deletes a folder holding anything only once what it holds is confirmed; its files and lines go in the activity', async () => {
    const parent = await call('post', `/folders/${ACME_ROOT}/folders`, sam, { name: 'Old Quarter' });
    const child = await call('post', `/folders/${parent.body.id}/folders`, sam, { name: 'Inner' });
    await upload(sandbox, sam, parent.body.id, [
      { name: 'a.pdf', bytes: PDF_BYTES },
      { name: 'b.txt', bytes: 'b' },
    ]);
    const inner = await upload(sandbox, sam, child.body.id, [{ name: 'c.txt', bytes: 'c' }]);
    const shown = await call('get', `/v2/folders/${parent.body.id}`, sam);
    expect(shown.body.holds).toEqual({ files: 3, folders: 1 });

    const unasked = await call('delete', `/folders/${parent.body.id}`, sam);
    expect(unasked.status).toBe(409);
    expect(unasked.body.message).toBe(
      'This folder holds 3 files and 1 folder. Confirm to delete them with it.',
    );
    const stale = await call('delete', `/folders/${parent.body.id}?files=2&folders=1`, sam);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This folder now holds 3 files and 1 folder. Confirm again to delete them with it.',
    );
    expect((await call('delete', `/folders/${parent.body.id}?files=3&folders=1`, alex)).status).toBe(403);
    expect((await call('delete', `/folders/${parent.body.id}?files=3&folders=1`, bob)).status).toBe(404);

    expect((await call('delete', `/folders/${parent.body.id}?files=3&folders=1`, sam)).status).toBe(204);
    expect((await call('get', `/v2/folders/${parent.body.id}`, sam)).status).toBe(404);
    expect((await call('get', `/v2/folders/${child.body.id}`, sam)).status).toBe(404);
    expect((await call('get', `/files/${inner.body.files[0]!.id}/download`, sam)).status).toBe(404);
    expect(await lastActivity(4)).toEqual([
      ['DELETED', 'FOLDER', 'Old Quarter', null],
      ['DELETED', 'FILE', 'c.txt', null],
      ['DELETED', 'FILE', 'b.txt', null],
      ['DELETED', 'FILE', 'a.pdf', null],
    ]);
  });

  it('never deletes a folder holding a signed file, and says which', async () => {
    const folder = await call('post', `/folders/${ACME_ROOT}/folders`, ada, { name: 'Signed Papers' });
    const signed = await upload(sandbox, ada, folder.body.id, [{ name: 'Guaranty.pdf', bytes: PDF_BYTES }]);
    await sandbox.sandbox.db.query('UPDATE dataroom_files SET immutable = true WHERE id = $1', [
      signed.body.files[0]!.id,
    ]);
    const refused = await call('delete', `/folders/${folder.body.id}?files=1&folders=0`, ada);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This folder holds Guaranty.pdf, which cannot be deleted');
    expect((await call('get', `/v2/folders/${folder.body.id}`, ada)).status).toBe(200);
  });

  it('deletes an empty folder at once; never the root', async () => {
    const empty = await call('post', `/folders/${ACME_ROOT}/folders`, ada, { name: 'Empty' });
    expect((await call('delete', `/folders/${empty.body.id}`, ada)).status).toBe(204);
    expect((await call('delete', `/folders/${ACME_ROOT}?files=18&folders=6`, ada)).status).toBe(403);
  });
});

describe('PATCH /files/{id}', () => {
  it('renames keeping the extension and moves a file, each in the activity; a same name there and a signed file are refused', async () => {
    const notes = demoFileId('acme', 'Legal/Notes.txt');
    const renamed = await call('patch', `/files/${notes}`, ada, { name: 'Counsel Notes.txt' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Counsel Notes.txt', extension: 'txt' });
    const otherExtension = await call('patch', `/files/${notes}`, ada, { name: 'Counsel Notes.pdf' });
    expect(otherExtension.status).toBe(400);
    expect(otherExtension.body.fieldErrors).toEqual([
      { field: 'name', message: "The name must keep the file's extension, .txt" },
    ]);
    const moved = await call('patch', `/files/${notes}`, ada, { folderId: ACME_ROOT });
    expect(moved.body.folderId).toBe(ACME_ROOT);
    expect(await lastActivity(2)).toEqual([
      ['MOVED', 'FILE', 'Counsel Notes.txt', '/Legal_Docs-2025'],
      ['RENAMED', 'FILE', 'Counsel Notes.txt', 'Notes.txt'],
    ]);
    const sameName = await upload(sandbox, ada, demoFolderId('acme', 'Contracts'), [
      { name: 'Counsel Notes.txt', bytes: 'other' },
    ]);
    const refused = await call('patch', `/files/${sameName.body.files[0]!.id}`, ada, { folderId: ACME_ROOT });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A file named Counsel Notes.txt already exists in this folder');
    expect((await call('patch', `/files/${SUMMARY}`, ada, { name: 'Summary.pdf' })).status).toBe(403);
    expect(
      (await call('patch', `/files/${SUMMARY}`, ada, { folderId: demoFolderId('acme', 'Contracts') })).status,
    ).toBe(403);
    expect((await call('patch', `/files/${notes}`, alex, { name: 'x.txt' })).status).toBe(403);
    expect((await call('patch', `/files/${notes}`, bob, { name: 'x.txt' })).status).toBe(404);
  });

  it('marks a file as a requested document: the checklist ticks, and unticks when it is unmarked or deleted', async () => {
    const provided = async () =>
      (await call('get', '/data-room/requested-documents', ada)).body.find(
        (document: { key: string }) => document.key === 'BANK_STATEMENTS',
      );
    expect(await provided()).toMatchObject({ provided: false, providedBy: null });
    const q1 = demoFileId('acme', '/Bank Statements Q1 2025.pdf');
    const q2 = demoFileId('acme', '/Bank Statements Q2 2025.pdf');
    const marked = await call('patch', `/files/${q1}`, sam, { requestedDocument: 'BANK_STATEMENTS' });
    expect(marked.body.requestedDocument).toBe('BANK_STATEMENTS');
    await call('patch', `/files/${q2}`, sam, { requestedDocument: 'BANK_STATEMENTS' });
    expect(await provided()).toMatchObject({ provided: true, providedBy: 'FILE' });
    await call('patch', `/files/${q1}`, sam, { requestedDocument: null });
    expect(await provided()).toMatchObject({ provided: true });
    expect((await call('delete', `/files/${q2}`, sam)).status).toBe(204);
    expect(await provided()).toMatchObject({ provided: false, providedBy: null });
    const wrong = await call('patch', `/files/${q1}`, sam, { requestedDocument: 'PASSPORT' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual([
      { field: 'requestedDocument', message: 'Not a requested document' },
    ]);
    expect((await call('patch', `/files/${q1}`, alex, { requestedDocument: 'BANK_STATEMENTS' })).status).toBe(
      403,
    );
  });
});
