import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFileId, demoFolderId } from '@seller-portal/provider-sandbox/testing';
import { graphql } from '../../test-support/graphql.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  type RunningSandbox,
} from '../../test-support/system.js';

// Renaming, moving and deleting folders, renaming, moving and marking files (docs/adr/006-data-room-access.md).

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string;

const ACME_ROOT = demoFolderId('acme', '');
const LEGAL = demoFolderId('acme', 'Legal');

const RENAME_FOLDER = `mutation ($id: ID!, $name: String!) {
  renameDataRoomFolder(id: $id, input: { name: $name }) { id name holds { files folders } }
}`;
const MOVE_FOLDER = `mutation ($id: ID!, $parentId: ID!) {
  moveDataRoomFolder(id: $id, parentId: $parentId) { id ancestors { name } }
}`;
const DELETE_FOLDER = `mutation ($id: ID!, $holds: DataRoomFolderHoldsInput) { deleteDataRoomFolder(id: $id, holds: $holds) }`;
const RENAME_FILE = `mutation ($id: ID!, $name: String!) { renameDataRoomFile(id: $id, name: $name) { id name } }`;
const MOVE_FILE = `mutation ($id: ID!, $folderId: ID!) { moveDataRoomFile(id: $id, folderId: $folderId) { id name } }`;
const MARK_FILE = `mutation ($id: ID!, $document: RequestedDocumentKey) {
  setDataRoomFileRequestedDocument(id: $id, requestedDocument: $document) { id requestedDocument }
}`;
const ACTIVITY = `query { dataRoomActivity(page: 0, size: 2) { items { action objectType fileName previous } } }`;
const PROVIDED = `query { dataRoomRequestedDocuments { key provided providedBy } }`;

type Answer = Awaited<ReturnType<typeof graphql>>;
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  ada = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

describe('folders', () => {
  it('renames with the form schema before the provider, a taken name is CONFLICT, the root FORBIDDEN; the activity says so', async () => {
    const before = proxy.count;
    const refused = await graphql(gateway.app, RENAME_FOLDER, { id: LEGAL, name: 'Q1/Q2' }, ada);
    expect(refused.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: 'Use only letters, digits, spaces, _ and -' },
    });
    expect(proxy.calls.slice(before).every((call) => call.path === '/api/v1/users/current')).toBe(true);
    const renamed = await graphql<{ renameDataRoomFolder: unknown }>(
      gateway.app,
      RENAME_FOLDER,
      { id: LEGAL, name: 'Counsel' },
      ada,
    );
    expect(renamed.data?.renameDataRoomFolder).toEqual({
      id: LEGAL,
      name: 'Counsel',
      holds: { files: 2, folders: 0 },
    });
    const taken = await graphql(gateway.app, RENAME_FOLDER, { id: LEGAL, name: 'contracts' }, ada);
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(taken.errors?.[0]?.message).toBe('This folder name already exists.');
    expect(codeOf(await graphql(gateway.app, RENAME_FOLDER, { id: ACME_ROOT, name: 'Top' }, ada))).toBe(
      'FORBIDDEN',
    );
    const activity = await graphql<{ dataRoomActivity: { items: unknown[] } }>(
      gateway.app,
      ACTIVITY,
      {},
      ada,
    );
    expect(activity.data?.dataRoomActivity.items[0]).toEqual({
      action: 'RENAMED',
      objectType: 'FOLDER',
      fileName: 'Counsel',
      previous: 'Legal',
    });
  });

  it('moves a folder and offers every folder by path; never into itself', async () => {
    const paths = await graphql<{ dataRoomFolderPaths: { path: string }[] }>(
      gateway.app,
      'query { dataRoomFolderPaths { id path } }',
      {},
      ada,
    );
    expect(paths.data?.dataRoomFolderPaths.map((folder) => folder.path)).toEqual([
      '/',
      '/Contracts',
      '/Contracts/Signed',
      '/Counsel',
      '/Financials',
      '/Financials/2024',
      '/Financials/2025',
    ]);
    const financials = demoFolderId('acme', 'Financials');
    const inside = await graphql(gateway.app, MOVE_FOLDER, { id: financials, parentId: financials }, ada);
    expect(codeOf(inside)).toBe('BAD_USER_INPUT');
    expect(inside.errors?.[0]?.extensions?.fieldErrors).toEqual({
      parentId: 'A folder cannot be moved into itself or a folder inside it',
    });
    const moved = await graphql<{ moveDataRoomFolder: unknown }>(
      gateway.app,
      MOVE_FOLDER,
      { id: demoFolderId('acme', 'Financials/2025'), parentId: LEGAL },
      ada,
    );
    expect(moved.data?.moveDataRoomFolder).toMatchObject({ ancestors: [{ name: '' }, { name: 'Counsel' }] });
    // A folder that is not there to move into is simply not found.
    const nowhere = await graphql(
      gateway.app,
      MOVE_FOLDER,
      { id: LEGAL, parentId: demoFolderId('acme', 'Nope') },
      ada,
    );
    expect(nowhere.errors?.[0]).toMatchObject({ message: 'Not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('deletes a folder holding anything only with what it holds confirmed, else CONFLICT naming it', async () => {
    const financials = demoFolderId('acme', 'Financials');
    const unconfirmed = await graphql(gateway.app, DELETE_FOLDER, { id: financials }, ada);
    expect(codeOf(unconfirmed)).toBe('CONFLICT');
    expect(unconfirmed.errors?.[0]?.message).toBe(
      'This folder holds 1 file and 1 folder. Confirm to delete them with it.',
    );
    const deleted = await graphql<{ deleteDataRoomFolder: string }>(
      gateway.app,
      DELETE_FOLDER,
      { id: financials, holds: { files: 1, folders: 1 } },
      ada,
    );
    expect(deleted.data?.deleteDataRoomFolder).toBe(financials);
    const activity = await graphql<{ dataRoomActivity: { items: { action: string; objectType: string }[] } }>(
      gateway.app,
      ACTIVITY,
      {},
      ada,
    );
    expect(activity.data?.dataRoomActivity.items).toEqual([
      { action: 'DELETED', objectType: 'FOLDER', fileName: 'Financials', previous: null },
      { action: 'DELETED', objectType: 'FILE', fileName: 'Audit Letter 2024.pdf', previous: null },
    ]);
    const negative = await graphql(
      gateway.app,
      DELETE_FOLDER,
      { id: LEGAL, holds: { files: -1, folders: 0 } },
      ada,
    );
    expect(codeOf(negative)).toBe('BAD_USER_INPUT');
  });
});

describe('files', () => {
  it('renames keeping the extension and moves a file; a signed file is FORBIDDEN', async () => {
    const logo = demoFileId('acme', '/Company Logo.png');
    const noExtension = await graphql(gateway.app, RENAME_FILE, { id: logo, name: 'Logo' }, ada);
    expect(noExtension.errors?.[0]?.extensions?.fieldErrors).toEqual({
      name: "The name must keep the file's extension",
    });
    const renamed = await graphql<{ renameDataRoomFile: unknown }>(
      gateway.app,
      RENAME_FILE,
      { id: logo, name: 'Acme Logo.png' },
      ada,
    );
    expect(renamed.data?.renameDataRoomFile).toEqual({ id: logo, name: 'Acme Logo.png' });
    const moved = await graphql<{ moveDataRoomFile: unknown }>(
      gateway.app,
      MOVE_FILE,
      { id: logo, folderId: LEGAL },
      ada,
    );
    expect(moved.data?.moveDataRoomFile).toEqual({ id: logo, name: 'Acme Logo.png' });
    const activity = await graphql<{ dataRoomActivity: { items: unknown[] } }>(
      gateway.app,
      ACTIVITY,
      {},
      ada,
    );
    expect(activity.data?.dataRoomActivity.items).toEqual([
      { action: 'MOVED', objectType: 'FILE', fileName: 'Acme Logo.png', previous: '/' },
      { action: 'RENAMED', objectType: 'FILE', fileName: 'Acme Logo.png', previous: 'Company Logo.png' },
    ]);
    const summary = demoFileId('acme', '/Signed Financing Summary.pdf');
    expect(codeOf(await graphql(gateway.app, RENAME_FILE, { id: summary, name: 'Summary.pdf' }, ada))).toBe(
      'FORBIDDEN',
    );
  });

  it('marks a file as a requested document and the checklist counts it, then unmarks it', async () => {
    const q1 = demoFileId('acme', '/Bank Statements Q1 2025.pdf');
    const bank = async () =>
      (
        await graphql<{
          dataRoomRequestedDocuments: { key: string; provided: boolean; providedBy: string | null }[];
        }>(gateway.app, PROVIDED, {}, ada)
      ).data?.dataRoomRequestedDocuments.find((document) => document.key === 'BANK_STATEMENTS');
    expect(await bank()).toEqual({ key: 'BANK_STATEMENTS', provided: false, providedBy: null });
    const marked = await graphql<{ setDataRoomFileRequestedDocument: unknown }>(
      gateway.app,
      MARK_FILE,
      { id: q1, document: 'BANK_STATEMENTS' },
      ada,
    );
    expect(marked.data?.setDataRoomFileRequestedDocument).toEqual({
      id: q1,
      requestedDocument: 'BANK_STATEMENTS',
    });
    expect(await bank()).toEqual({ key: 'BANK_STATEMENTS', provided: true, providedBy: 'FILE' });
    await graphql(gateway.app, MARK_FILE, { id: q1, document: null }, ada);
    expect(await bank()).toMatchObject({ provided: false });
  });
});

describe('who may change the data room', () => {
  it('refuses account executives and finance managers before any data room call', async () => {
    const tokens = await Promise.all([
      sandbox.tokenFor('ae@acme.example'),
      sandbox.tokenFor('finance@acme.example'),
    ]);
    const notes = demoFileId('acme', 'Legal/Notes.txt');
    for (const token of tokens) {
      const before = proxy.count;
      for (const [mutation, variables] of [
        [RENAME_FOLDER, { id: LEGAL, name: 'Mine' }],
        [MOVE_FOLDER, { id: LEGAL, parentId: ACME_ROOT }],
        [DELETE_FOLDER, { id: LEGAL }],
        [RENAME_FILE, { id: notes, name: 'x.txt' }],
        [MOVE_FILE, { id: notes, folderId: ACME_ROOT }],
        [MARK_FILE, { id: notes, document: 'BANK_STATEMENTS' }],
        ['query { dataRoomFolderPaths { id } }', {}],
      ] as const)
        expect(codeOf(await graphql(gateway.app, mutation, variables, token))).toBe('FORBIDDEN');
      expect(proxy.calls.slice(before).every((call) => call.path === '/api/v1/users/current')).toBe(true);
    }
  });
});

describe('a provider with only the spec calls', () => {
  let specOnly: Awaited<ReturnType<typeof startRecordingProxy>>;
  let narrowGateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    // PATCH on a folder path it knows answers 405; DELETE /folders/{id} and PATCH /files/{id} are unknown routes.
    specOnly = await startRecordingProxy(sandbox.url, {
      refuse: (method, path) =>
        method === 'PATCH' && path.startsWith('/api/folders/')
          ? 405
          : /^(DELETE \/api\/folders|PATCH \/api\/files)\//.test(`${method} ${path}`)
            ? 404
            : undefined,
    });
    narrowGateway = await startGateway({ providerUrl: specOnly.url, issuer: sandbox.issuer });
  });

  afterAll(async () => {
    await narrowGateway?.stop();
    await specOnly?.close();
  });

  it('answers in words that the provider cannot do it yet, not "Not found" nor "unavailable"', async () => {
    const contracts = demoFolderId('acme', 'Contracts');
    const rename = await graphql(narrowGateway.app, RENAME_FOLDER, { id: contracts, name: 'Deals' }, ada);
    expect(rename.errors?.[0]).toMatchObject({
      message: "This data room's provider cannot rename or move folders yet.",
      extensions: { code: 'CONFLICT' },
    });
    const remove = await graphql(narrowGateway.app, DELETE_FOLDER, { id: contracts }, ada);
    expect(remove.errors?.[0]).toMatchObject({
      message: "This data room's provider cannot delete folders yet.",
      extensions: { code: 'CONFLICT' },
    });
    const file = await graphql(
      narrowGateway.app,
      RENAME_FILE,
      { id: demoFileId('acme', '/Customer Contracts.csv'), name: 'Customers.csv' },
      ada,
    );
    expect(file.errors?.[0]).toMatchObject({
      message:
        'This file is not in the data room any more, or its provider cannot rename, move or mark files.',
      extensions: { code: 'NOT_FOUND' },
    });
    // A folder that is truly gone is still simply not found.
    const gone = await graphql(narrowGateway.app, DELETE_FOLDER, { id: demoFolderId('acme', 'Nope') }, ada);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Not found.', extensions: { code: 'NOT_FOUND' } });
  });
});
