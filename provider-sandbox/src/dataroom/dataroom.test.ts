import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerId } from '../core/seed/data.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { sellerHasFiles } from './files.js';
import { demoFileId, demoFolderId, PDF_BYTES, upload, zipEntries } from './test-support.js';

let sandbox: RunningSandbox;
let ada: string; // Acme's admin
let sam: string; // Acme's sales manager
let bob: string; // Borealis' admin
let olivia: string; // Nimbus' owner, onboarding

const ACME_ROOT = demoFolderId('acme', '');
const SUMMARY = demoFileId('acme', '/Signed Financing Summary.pdf');
const MSA = demoFileId('acme', '/Master Services Agreement.pdf');

function call(method: 'get' | 'post' | 'put' | 'delete', path: string, token: string, body?: unknown) {
  const pending = request(sandbox.url)[method](`/api${path}`).set('authorization', `Bearer ${token}`);
  return body === undefined ? pending : pending.send(body as object);
}

/** A binary answer's bytes (supertest buffers only what it knows as text). */
function bytesOf(path: string, token: string, method: 'get' | 'post' = 'get', body?: object) {
  const pending = request(sandbox.url)[method](`/api${path}`).set('authorization', `Bearer ${token}`);
  return (body ? pending.send(body) : pending).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

beforeAll(async () => {
  sandbox = await startSandbox();
  [ada, sam, bob, olivia] = await Promise.all([
    sandbox.tokenFor('admin@acme.example'),
    sandbox.tokenFor('sales@acme.example'),
    sandbox.tokenFor('admin@borealis.example'),
    sandbox.tokenFor('owner@nimbus.example'),
  ]);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('who may use the data room', () => {
  it('admins, executives and sales managers; never account executives nor finance managers', async () => {
    const [evan, alex, fiona] = await Promise.all([
      sandbox.tokenFor('exec@acme.example'),
      sandbox.tokenFor('ae@acme.example'),
      sandbox.tokenFor('finance@acme.example'),
    ]);
    for (const token of [ada, evan, sam])
      expect((await call('get', '/v2/folders/root', token)).status).toBe(200);
    for (const token of [alex, fiona]) {
      expect((await call('get', '/v2/folders/root', token)).status).toBe(403);
      expect((await call('get', `/files/${MSA}/download`, token)).status).toBe(403);
      expect((await upload(sandbox, token, ACME_ROOT, [{ name: 'a.pdf', bytes: PDF_BYTES }])).status).toBe(
        403,
      );
    }
  });
});

describe('folders', () => {
  it('answers the root (empty name) and a nested folder with its ancestors, by id and, v1, by name', async () => {
    const root = await call('get', '/v2/folders/root', ada);
    expect(root.body).toMatchObject({
      id: ACME_ROOT,
      name: '',
      parentId: null,
      ancestorsHierarchy: [],
      filesCount: 12,
    });
    const nested = await call('get', `/v2/folders/${demoFolderId('acme', 'Financials/2024')}`, ada);
    expect(nested.body).toMatchObject({
      name: '2024',
      filesCount: 1,
      ancestorsHierarchy: [
        { id: ACME_ROOT, name: '' },
        { id: demoFolderId('acme', 'Financials'), name: 'Financials' },
      ],
    });
    expect(nested.body).not.toHaveProperty('files');
    const v1 = await call('get', `/folders/${ACME_ROOT}/folders/name/financials`, ada);
    expect(v1.status).toBe(200);
    expect(v1.body.folders.map((folder: { name: string }) => folder.name)).toEqual(['2024', '2025']);
    expect(v1.body.files).toEqual([]);
    const v1Root = await call('get', '/folders/root', ada);
    expect(v1Root.body.files).toHaveLength(12);
    expect(v1Root.body.files[0]).toMatchObject({
      name: 'Balance Sheets 2023-2024.xlsx',
      type: 'OTHER',
      uploadedBy: 'Evan Exec',
    });
  });

  it("answers 404 for another seller's folder, by id or by name", async () => {
    expect((await call('get', `/v2/folders/${ACME_ROOT}`, bob)).status).toBe(404);
    expect((await call('get', `/folders/${ACME_ROOT}`, bob)).status).toBe(404);
    expect((await call('get', `/folders/${ACME_ROOT}/folders/name/Legal`, bob)).status).toBe(404);
    expect((await call('post', `/folders/${ACME_ROOT}/folders`, bob, { name: 'Mine' })).status).toBe(404);
    expect((await call('get', '/v2/folders/not-a-uuid', ada)).status).toBe(404);
  });

  it('creates a folder with the spec rules; a duplicate name (any case) is a conflict', async () => {
    const created = await call('post', `/folders/${demoFolderId('acme', 'Legal')}/folders`, sam, {
      name: 'Board_Minutes-2025',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Board_Minutes-2025', filesCount: 0 });
    expect(created.body.ancestorsHierarchy.map((folder: { name: string }) => folder.name)).toEqual([
      '',
      'Legal',
    ]);
    const again = await call('post', `/folders/${demoFolderId('acme', 'Legal')}/folders`, ada, {
      name: 'board_minutes-2025',
    });
    expect(again.status).toBe(409);
    for (const [name, message] of [
      ['', 'Please enter a name for the folder'],
      [' Leading', 'The folder name cannot start with a space'],
      ['a'.repeat(129), 'The folder name can have at most 128 characters'],
      ['Q1/Q2', 'Use only letters, digits, spaces, _ and -'],
      ['..', 'Use only letters, digits, spaces, _ and -'],
    ]) {
      const refused = await call('post', `/folders/${ACME_ROOT}/folders`, ada, { name });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual([{ field: 'name', message }]);
    }
    expect(
      (
        await call('post', `/folders/${demoFolderId('acme', 'Legal')}/folders`, ada, {
          name: 'a'.repeat(128),
        })
      ).status,
    ).toBe(201);
  });
});

describe('GET /data-room', () => {
  it('pages the folder by 10, folders first, and searches names', async () => {
    const first = await call('get', '/data-room?page=0&size=10&showFoldersFirst=true', ada);
    expect(first.body).toMatchObject({ totalElements: 15, totalPages: 2, number: 0, size: 10 });
    expect(
      first.body.content
        .slice(0, 3)
        .map((item: { name: string; objectType: string }) => [item.objectType, item.name]),
    ).toEqual([
      ['FOLDER', 'Contracts'],
      ['FOLDER', 'Financials'],
      ['FOLDER', 'Legal'],
    ]);
    expect(first.body.content[3]).toMatchObject({
      objectType: 'FILE',
      name: 'Balance Sheets 2023-2024.xlsx',
      extension: 'xlsx',
    });
    const second = await call('get', '/data-room?page=1&size=10', ada);
    expect(second.body.content).toHaveLength(5);
    const search = await call('get', `/data-room?folderId=${ACME_ROOT}&search=bank`, ada);
    expect(search.body.content.map((item: { name: string }) => item.name)).toEqual([
      'Bank Statements Q1 2025.pdf',
      'Bank Statements Q2 2025.pdf',
    ]);
    const folder = await call('get', `/data-room?folderId=${demoFolderId('acme', 'Contracts')}`, ada);
    expect(folder.body.content).toEqual([
      expect.objectContaining({ objectType: 'FOLDER', name: 'Signed', filesCount: 1 }),
    ]);
    expect((await call('get', `/data-room?folderId=${ACME_ROOT}`, bob)).status).toBe(404);
  });
});

describe('uploads, downloads, views and deletes', () => {
  it('keeps an upload, answers it, and records the onboarding task and the activity', async () => {
    expect(await sellerHasFiles(sandbox.sandbox.db, sellerId('nimbus'))).toBe(false);
    const root = await call('get', '/v2/folders/root', olivia);
    expect(root.body.filesCount).toBe(0);
    const answer = await upload(sandbox, olivia, root.body.id, [
      { name: 'Income Statement.pdf', bytes: PDF_BYTES, type: 'OTHER' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.failures).toEqual([]);
    expect(answer.body.files).toEqual([
      expect.objectContaining({
        name: 'Income Statement.pdf',
        size: PDF_BYTES.length,
        type: 'OTHER',
        uploadedBy: 'Olivia Owner',
      }),
    ]);
    expect(await sellerHasFiles(sandbox.sandbox.db, sellerId('nimbus'))).toBe(true);
    const activity = await call('get', '/data-room/activity?page=0&size=10', olivia);
    expect(activity.body.content).toEqual([
      expect.objectContaining({
        action: 'UPLOADED',
        fileName: 'Income Statement.pdf',
        userFullName: 'Olivia Owner',
      }),
    ]);
  });

  it('uploads several files with their types; a same-name file needs the overwrite, never of an immutable one', async () => {
    const legal = demoFolderId('acme', 'Legal');
    const both = await upload(sandbox, sam, legal, [
      { name: 'NDA.pdf', bytes: PDF_BYTES, type: 'MSA' },
      { name: 'Memo.txt', bytes: 'first', type: 'OTHER' },
    ]);
    expect(both.body.files.map((file) => file.name)).toEqual(['NDA.pdf', 'Memo.txt']);
    const again = await upload(sandbox, sam, legal, [{ name: 'memo.txt', bytes: 'second' }]);
    expect(again.body).toEqual({
      files: [],
      failures: [{ fileName: 'memo.txt', message: 'A file named memo.txt already exists in this folder' }],
    });
    const replaced = await upload(sandbox, sam, legal, [{ name: 'Memo.txt', bytes: 'second' }], {
      overwrite: true,
    });
    expect(replaced.body.files).toEqual([expect.objectContaining({ name: 'Memo.txt', size: 6 })]);
    const listing = await call('get', `/folders/${legal}`, sam);
    expect(listing.body.files.filter((file: { name: string }) => file.name === 'Memo.txt')).toHaveLength(1);
    const old = both.body.files[1]!.id;
    expect((await call('get', `/files/${old}/download`, sam)).status).toBe(404);
    const download = await bytesOf(`/files/${replaced.body.files[0]!.id}/download`, sam);
    expect(download.body.toString()).toBe('second');

    const immutable = await upload(
      sandbox,
      ada,
      ACME_ROOT,
      [{ name: 'Signed Financing Summary.pdf', bytes: PDF_BYTES }],
      {
        overwrite: true,
      },
    );
    expect(immutable.body.failures).toEqual([
      {
        fileName: 'Signed Financing Summary.pdf',
        message: 'Signed Financing Summary.pdf cannot be replaced',
      },
    ]);
  });

  it('downloads a file as an attachment with a safe name, and views a PDF inline; both are recorded', async () => {
    const download = await bytesOf(`/files/${MSA}/download`, ada);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="Master Services Agreement.pdf"',
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.body.subarray(0, 5).toString()).toBe('%PDF-');
    const view = await bytesOf(`/files/${MSA}/view`, ada);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(
      (await call('get', `/files/${demoFileId('acme', '/Customer Contracts.csv')}/view`, ada)).status,
    ).toBe(415);
    const activity = await call('get', '/data-room/activity?size=2', ada);
    expect(
      activity.body.content.map((line: { action: string; fileName: string }) => [line.action, line.fileName]),
    ).toEqual([
      ['VIEWED', 'Master Services Agreement.pdf'],
      ['DOWNLOADED', 'Master Services Agreement.pdf'],
    ]);
    expect((await call('get', `/files/${MSA}/download`, bob)).status).toBe(404);
    expect((await call('get', `/files/${MSA}/view`, bob)).status).toBe(404);
  });

  it('zips the selected files, named after the seller', async () => {
    const logo = demoFileId('acme', '/Company Logo.png');
    const zip = await bytesOf('/files/bulk-download', ada, 'post', { fileIds: [MSA, logo] });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe('attachment; filename="Acme Software.zip"');
    const entries = await zipEntries(zip.body);
    expect([...entries.keys()]).toEqual(['Master Services Agreement.pdf', 'Company Logo.png']);
    expect(entries.get('Master Services Agreement.pdf')?.toString('latin1')).toMatch(/^%PDF-/);
    expect((await call('post', '/files/bulk-download', bob, { fileIds: [MSA] })).status).toBe(404);
    expect((await call('post', '/files/bulk-download', ada, { fileIds: [] })).status).toBe(400);
    expect((await call('post', '/files/bulk-download', ada, { fileIds: Array(101).fill(MSA) })).status).toBe(
      400,
    );
  });

  it('deletes a file once; an immutable file and another seller are refused', async () => {
    const notes = demoFileId('acme', 'Legal/Notes.txt');
    expect((await call('delete', `/files/${notes}`, bob)).status).toBe(404);
    expect((await call('delete', `/files/${SUMMARY}`, ada)).status).toBe(403);
    expect((await call('delete', `/files/${notes}`, ada)).status).toBe(204);
    expect((await call('delete', `/files/${notes}`, ada)).status).toBe(404);
    const activity = await call('get', '/data-room/activity?size=1', ada);
    expect(activity.body.content[0]).toMatchObject({
      action: 'DELETED',
      fileName: 'Notes.txt',
      userFullName: 'Ada Admin',
    });
  });
});

describe('requested documents', () => {
  it('counts a matching file as provided, and what a member ticks off', async () => {
    const acme = await call('get', '/data-room/requested-documents', ada);
    expect(acme.body).toHaveLength(5);
    expect(acme.body.find((doc: { key: string }) => doc.key === 'SAMPLE_CUSTOMER_CONTRACT')).toMatchObject({
      title: 'A sample customer contract',
      provided: true,
      providedBy: 'FILE',
    });
    // Acme's three financial workbooks are marked as the financial statements.
    expect(acme.body.find((doc: { key: string }) => doc.key === 'FINANCIAL_STATEMENTS')).toMatchObject({
      provided: true,
      providedBy: 'FILE',
    });
    const ticked = await call('put', '/data-room/requested-documents/BANK_STATEMENTS', bob, {
      provided: true,
    });
    expect(ticked.body).toMatchObject({ key: 'BANK_STATEMENTS', provided: true, providedBy: 'USER' });
    const bobs = await call('get', '/data-room/requested-documents', bob);
    expect(
      bobs.body.filter((doc: { provided: boolean }) => doc.provided).map((doc: { key: string }) => doc.key),
    ).toEqual(['SAMPLE_CUSTOMER_CONTRACT', 'BANK_STATEMENTS']);
    const acmeAgain = await call('get', '/data-room/requested-documents', ada);
    expect(acmeAgain.body.find((doc: { key: string }) => doc.key === 'BANK_STATEMENTS').provided).toBe(false);
    const unticked = await call('put', '/data-room/requested-documents/BANK_STATEMENTS', bob, {
      provided: false,
    });
    expect(unticked.body.provided).toBe(false);
    expect((await call('put', '/data-room/requested-documents/NOPE', bob, { provided: true })).status).toBe(
      404,
    );
    expect(
      (await call('put', '/data-room/requested-documents/BANK_STATEMENTS', bob, { provided: 'yes' })).status,
    ).toBe(400);
  });
});
