import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFileId, demoFolderId } from '@seller-portal/provider-sandbox/testing';
import { graphql } from '../../test-support/graphql.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  type RunningSandbox,
} from '../../test-support/system.js';

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string;
let bob: string;

const ACME_ROOT = demoFolderId('acme', '');

const LISTING = /* GraphQL */ `
  query Listing($folderId: ID, $page: Int!, $size: Int!, $search: String) {
    dataRoomFolder(id: $folderId) {
      id
      name
      ancestors {
        id
        name
      }
    }
    dataRoom(folderId: $folderId, page: $page, size: $size, search: $search) {
      items {
        id
        name
        objectType
        type
        size
        immutable
        filesCount
      }
      pageInfo {
        totalElements
        totalPages
      }
    }
  }
`;

interface ListingAnswer {
  dataRoomFolder: { id: string; name: string; ancestors: { id: string; name: string }[] };
  dataRoom: {
    items: { id: string; name: string; objectType: string; type: string | null; immutable: boolean }[];
    pageInfo: { totalElements: number; totalPages: number };
  };
}

const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  [ada, bob] = await Promise.all([
    sandbox.tokenFor('admin@acme.example'),
    sandbox.tokenFor('admin@borealis.example'),
  ]);
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

describe('the data room queries', () => {
  it('lists the root by 10, folders first, and a nested folder with its ancestors', async () => {
    const root = await graphql<ListingAnswer>(gateway.app, LISTING, { page: 0, size: 10 }, ada);
    expect(root.errors).toBeUndefined();
    expect(root.data?.dataRoomFolder).toEqual({ id: ACME_ROOT, name: '', ancestors: [] });
    expect(root.data?.dataRoom.pageInfo).toEqual({ totalElements: 15, totalPages: 2 });
    expect(root.data?.dataRoom.items.slice(0, 4).map((item) => item.name)).toEqual([
      'Contracts',
      'Financials',
      'Legal',
      'Balance Sheets 2023-2024.xlsx',
    ]);
    const search = await graphql<ListingAnswer>(
      gateway.app,
      LISTING,
      { page: 0, size: 10, search: 'summary' },
      ada,
    );
    expect(search.data?.dataRoom.items).toEqual([
      expect.objectContaining({
        name: 'Signed Financing Summary.pdf',
        type: 'FINANCING_SUMMARY',
        immutable: true,
      }),
    ]);
    const nested = await graphql<ListingAnswer>(
      gateway.app,
      LISTING,
      { folderId: demoFolderId('acme', 'Contracts/Signed'), page: 0, size: 10 },
      ada,
    );
    expect(nested.data?.dataRoomFolder.ancestors.map((folder) => folder.name)).toEqual(['', 'Contracts']);
    expect(nested.data?.dataRoom.items.map((item) => item.name)).toEqual(['Globex Signed Order Form.pdf']);
  });

  it('pages a folder’s contents as Query.dataRoom does (docs/adr/022-integrator-contract.md)', async () => {
    const answer = await graphql<{
      dataRoomFolderByPath: {
        contentsPage: {
          items: { name: string }[];
          pageInfo: { totalElements: number; hasNextPage: boolean };
        };
        last: { items: { name: string }[]; pageInfo: { hasNextPage: boolean } };
      };
    }>(
      gateway.app,
      `
        query {
          dataRoomFolderByPath(names: ["Financials"]) {
            contentsPage(page: 0, size: 1) {
              items {
                name
              }
              pageInfo {
                totalElements
                hasNextPage
              }
            }
            last: contentsPage(page: 1, size: 1) {
              items {
                name
              }
              pageInfo {
                hasNextPage
              }
            }
          }
        }
      `,
      {},
      ada,
    );
    expect(answer.data?.dataRoomFolderByPath).toEqual({
      contentsPage: { items: [{ name: '2024' }], pageInfo: { totalElements: 2, hasNextPage: true } },
      last: { items: [{ name: '2025' }], pageInfo: { hasNextPage: false } },
    });
  });

  it('finds the older page folder by its path of names, with everything in it', async () => {
    const answer = await graphql<{
      dataRoomFolderByPath: { name: string; contents: { name: string; objectType: string }[] };
    }>(
      gateway.app,
      `
        query {
          dataRoomFolderByPath(names: ["Financials"]) {
            name
            contents {
              name
              objectType
            }
          }
        }
      `,
      {},
      ada,
    );
    expect(answer.data?.dataRoomFolderByPath).toEqual({
      name: 'Financials',
      contents: [
        { name: '2024', objectType: 'FOLDER' },
        { name: '2025', objectType: 'FOLDER' },
      ],
    });
    const missing = await graphql(
      gateway.app,
      `
        query {
          dataRoomFolderByPath(names: ["Nope"]) {
            id
          }
        }
      `,
      {},
      ada,
    );
    expect(codeOf(missing)).toBe('NOT_FOUND');
  });

  it('names the files a folder has already, as stored, for the overwrite question', async () => {
    const answer = await graphql<{ dataRoomExistingFileNames: string[] }>(
      gateway.app,
      `
        query ($folderId: ID!, $names: [String!]!) {
          dataRoomExistingFileNames(folderId: $folderId, names: $names)
        }
      `,
      { folderId: ACME_ROOT, names: ['notes.txt', 'company logo.PNG', 'new.pdf'] },
      ada,
    );
    expect(answer.data?.dataRoomExistingFileNames).toEqual(['Company Logo.png']);
  });

  it("answers NOT_FOUND for another seller's folder", async () => {
    const answer = await graphql(gateway.app, LISTING, { folderId: ACME_ROOT, page: 0, size: 10 }, bob);
    expect(codeOf(answer)).toBe('NOT_FOUND');
  });
});

describe('the data room mutations', () => {
  const CREATE = `mutation ($parentId: ID!, $name: String!) {
    createDataRoomFolder(parentId: $parentId, input: { name: $name }) { id name ancestors { name } }
  }`;

  it("checks a folder name with the form's schema before the provider, and answers a duplicate with CONFLICT", async () => {
    const before = proxy.count;
    for (const [name, message] of [
      ['', 'Please enter a name for the folder'],
      [' Lead', 'The folder name cannot start with a space'],
      ['a'.repeat(129), 'The folder name can have at most 128 characters'],
      ['a/b', 'Use only letters, digits, spaces, _ and -'],
    ]) {
      const refused = await graphql(gateway.app, CREATE, { parentId: ACME_ROOT, name }, ada);
      expect(refused.errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: { name: message },
      });
    }
    // Only the role check reached the provider.
    expect(proxy.calls.slice(before).every((call) => call.path === '/api/v1/users/current')).toBe(true);
    const created = await graphql<{ createDataRoomFolder: { name: string; ancestors: { name: string }[] } }>(
      gateway.app,
      CREATE,
      { parentId: ACME_ROOT, name: 'Board Minutes' },
      ada,
    );
    expect(created.data?.createDataRoomFolder).toMatchObject({
      name: 'Board Minutes',
      ancestors: [{ name: '' }],
    });
    const again = await graphql(gateway.app, CREATE, { parentId: ACME_ROOT, name: 'board minutes' }, ada);
    expect(codeOf(again)).toBe('CONFLICT');
  });

  it('deletes a file; an immutable one is FORBIDDEN, another seller NOT_FOUND', async () => {
    const DELETE = `mutation ($id: ID!) { deleteDataRoomFile(id: $id) }`;
    const notes = demoFileId('acme', 'Legal/Notes.txt');
    expect(codeOf(await graphql(gateway.app, DELETE, { id: notes }, bob))).toBe('NOT_FOUND');
    const summary = demoFileId('acme', '/Signed Financing Summary.pdf');
    expect(codeOf(await graphql(gateway.app, DELETE, { id: summary }, ada))).toBe('FORBIDDEN');
    const deleted = await graphql<{ deleteDataRoomFile: string }>(gateway.app, DELETE, { id: notes }, ada);
    expect(deleted.data?.deleteDataRoomFile).toBe(notes);
    const activity = await graphql<{
      dataRoomActivity: { items: { action: string; fileName: string; actor: string }[] };
    }>(
      gateway.app,
      `
        query {
          dataRoomActivity(page: 0, size: 1) {
            items {
              action
              fileName
              actor
            }
          }
        }
      `,
      {},
      ada,
    );
    expect(activity.data?.dataRoomActivity.items).toEqual([
      { action: 'DELETED', fileName: 'Notes.txt', actor: 'Ada Admin' },
    ]);
  });

  it('ticks a requested document off and back', async () => {
    const SET = `mutation ($provided: Boolean!) {
      setRequestedDocumentProvided(key: PRO_FORMA_PROJECTIONS, provided: $provided) { key provided providedBy }
    }`;
    const ticked = await graphql<{ setRequestedDocumentProvided: unknown }>(
      gateway.app,
      SET,
      { provided: true },
      ada,
    );
    expect(ticked.data?.setRequestedDocumentProvided).toEqual({
      key: 'PRO_FORMA_PROJECTIONS',
      provided: true,
      providedBy: 'USER',
    });
    const list = await graphql<{ dataRoomRequestedDocuments: { key: string; provided: boolean }[] }>(
      gateway.app,
      `
        query {
          dataRoomRequestedDocuments {
            key
            title
            provided
          }
        }
      `,
      {},
      ada,
    );
    expect(list.data?.dataRoomRequestedDocuments.filter((doc) => doc.provided).map((doc) => doc.key)).toEqual(
      ['FINANCIAL_STATEMENTS', 'PRO_FORMA_PROJECTIONS', 'SAMPLE_CUSTOMER_CONTRACT'],
    );
  });
});

describe('who may use the data room', () => {
  it('refuses account executives and finance managers before any data room call', async () => {
    const [alex, fiona] = await Promise.all([
      sandbox.tokenFor('ae@acme.example'),
      sandbox.tokenFor('finance@acme.example'),
    ]);
    for (const token of [alex, fiona]) {
      const before = proxy.count;
      const answer = await graphql(gateway.app, LISTING, { page: 0, size: 10 }, token);
      expect(codeOf(answer)).toBe('FORBIDDEN');
      expect(proxy.calls.slice(before).map((call) => call.path)).toEqual(['/api/v1/users/current']);
    }
  });
});
