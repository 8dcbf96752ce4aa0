import { sellerId } from '../core/seed/data.js';
import { stableUuid } from '../core/seed/ids.js';
import type { Db } from '../db/db.js';
import { demoDocx, demoPdf, demoPng, demoXlsx } from './demo-files.js';
import type { FileStore } from './file-store.js';
import { extensionOf, type FileType } from './rules.js';

interface DemoFile {
  /** Folder path below the root, '' for the root itself. */
  folder: string;
  name: string;
  type: FileType;
  immutable?: boolean;
  uploader: string;
  bytes: () => Buffer;
  /** The requested document the file is marked as (requested-documents.ts), as a seller would mark it. */
  requestedDocument?: string;
}

interface DemoDataRoom {
  seller: string;
  folders: readonly string[];
  files: readonly DemoFile[];
}

const statements = (title: string) => () =>
  demoXlsx([
    [title, 'Jan', 'Feb', 'Mar'],
    ['Revenue', 182000, 189500, 201250],
    ['Expenses', 141000, 143200, 150900],
  ]);
const pdf =
  (title: string, ...lines: string[]) =>
  () =>
    demoPdf(title, lines);

/**
 * The demo data rooms: Acme's (the v2 page) has nested folders, more than a page of entries at its root and one
 * immutable file, the signed financing summary; Borealis's (the older page) a few; Nimbus, still onboarding, none,
 * so its "upload documents" task stays open until it uploads.
 */
const DEMO_DATA_ROOMS: readonly DemoDataRoom[] = [
  {
    seller: 'acme',
    folders: ['Contracts', 'Contracts/Signed', 'Financials', 'Financials/2024', 'Financials/2025', 'Legal'],
    files: [
      {
        folder: '',
        name: 'Signed Financing Summary.pdf',
        type: 'FINANCING_SUMMARY',
        immutable: true,
        uploader: 'admin@acme.example',
        bytes: pdf('Financing Summary', 'Acme Software and the provider', 'Signed 05/02/2025 by Ada Admin'),
      },
      {
        folder: '',
        name: 'Master Services Agreement.pdf',
        type: 'MSA',
        uploader: 'admin@acme.example',
        bytes: pdf('Master Services Agreement', 'Acme Software standard terms', 'Version 3.1'),
      },
      {
        folder: '',
        name: 'Order Form - Globex.pdf',
        type: 'ORDER_FORM',
        uploader: 'sales@acme.example',
        bytes: pdf('Order Form', 'Customer: Globex Corporation', 'Annual subscription, 36 months'),
      },
      {
        folder: '',
        name: 'Statement of Work - Initech.docx',
        type: 'SOW',
        uploader: 'sales@acme.example',
        bytes: () => demoDocx(['Statement of Work', 'Customer: Initech', 'Implementation in 6 weeks.']),
      },
      {
        folder: '',
        name: 'Income Statements 2023-2024.xlsx',
        type: 'OTHER',
        requestedDocument: 'FINANCIAL_STATEMENTS',
        uploader: 'exec@acme.example',
        bytes: statements('Income statement'),
      },
      {
        folder: '',
        name: 'Balance Sheets 2023-2024.xlsx',
        type: 'OTHER',
        requestedDocument: 'FINANCIAL_STATEMENTS',
        uploader: 'exec@acme.example',
        bytes: statements('Balance sheet'),
      },
      {
        folder: '',
        name: 'Cash Flow Statements 2023-2024.xlsx',
        type: 'OTHER',
        requestedDocument: 'FINANCIAL_STATEMENTS',
        uploader: 'exec@acme.example',
        bytes: statements('Cash flow'),
      },
      {
        folder: '',
        name: 'Pro Forma Projections 2026.xlsx',
        type: 'OTHER',
        uploader: 'exec@acme.example',
        bytes: statements('Pro forma'),
      },
      {
        folder: '',
        name: 'Customer Contracts.csv',
        type: 'OTHER',
        uploader: 'sales@acme.example',
        bytes: () =>
          Buffer.from(
            'Customer,Start,Term (months),Annual value\nGlobex,2025-01-01,36,120000\nInitech,2025-03-01,24,64000\n',
          ),
      },
      {
        folder: '',
        name: 'Bank Statements Q1 2025.pdf',
        type: 'OTHER',
        uploader: 'admin@acme.example',
        bytes: pdf('Bank statements', 'January to March 2025'),
      },
      {
        folder: '',
        name: 'Bank Statements Q2 2025.pdf',
        type: 'OTHER',
        uploader: 'admin@acme.example',
        bytes: pdf('Bank statements', 'April to June 2025'),
      },
      {
        folder: '',
        name: 'Company Logo.png',
        type: 'OTHER',
        uploader: 'admin@acme.example',
        bytes: () => demoPng(64, 64, [15, 98, 254]),
      },
      {
        folder: 'Contracts/Signed',
        name: 'Globex Signed Order Form.pdf',
        type: 'ORDER_FORM',
        uploader: 'sales@acme.example',
        bytes: pdf('Order Form (signed)', 'Customer: Globex Corporation'),
      },
      {
        folder: 'Financials/2024',
        name: 'Audit Letter 2024.pdf',
        type: 'OTHER',
        uploader: 'exec@acme.example',
        bytes: pdf('Audit letter', 'Fiscal year 2024'),
      },
      {
        folder: 'Financials/2025',
        name: 'Q1 Management Accounts.xlsx',
        type: 'OTHER',
        uploader: 'exec@acme.example',
        bytes: statements('Management accounts'),
      },
      {
        folder: 'Legal',
        name: 'Personal Guaranty.pdf',
        type: 'PERSONAL_GUARANTY',
        uploader: 'admin@acme.example',
        bytes: pdf('Personal Guaranty', 'Given by Ada Admin'),
      },
      {
        folder: 'Legal',
        name: 'Notes.txt',
        type: 'OTHER',
        uploader: 'admin@acme.example',
        bytes: () => Buffer.from('Counsel: Hughes & Partners LLP\n'),
      },
    ],
  },
  {
    seller: 'borealis',
    folders: ['Contracts', 'Finance'],
    files: [
      {
        folder: '',
        name: 'Borealis MSA.pdf',
        type: 'MSA',
        uploader: 'admin@borealis.example',
        bytes: pdf('Master Services Agreement', 'Borealis Systems'),
      },
      {
        folder: 'Contracts',
        name: 'Order Form - Umbrella.pdf',
        type: 'ORDER_FORM',
        uploader: 'admin@borealis.example',
        bytes: pdf('Order Form', 'Customer: Umbrella Corporation'),
      },
      {
        folder: 'Finance',
        name: 'Bank Statements H1 2025.pdf',
        type: 'OTHER',
        uploader: 'admin@borealis.example',
        bytes: pdf('Bank statements', 'January to June 2025'),
      },
    ],
  },
  { seller: 'nimbus', folders: [], files: [] },
  { seller: 'quarry', folders: [], files: [] },
];

const folderId = (seller: string, path: string) => stableUuid(`dataroom-folder:${seller}:${path}`);
const fileId = (seller: string, file: DemoFile) =>
  stableUuid(`dataroom-file:${seller}:${file.folder}/${file.name}`);
const storageKeyOf = (seller: string, file: DemoFile) => `seed/${fileId(seller, file)}`;
/** Fixed instants, one day apart, so a fresh database always looks the same. */
const day = (n: number) => new Date(Date.UTC(2025, 4, 1 + n, 15, 0, 0)).toISOString();

/** Writes the demo files' bytes the seed's rows name (once; a new files folder gets them again). */
export function ensureDemoFiles(store: FileStore): void {
  for (const room of DEMO_DATA_ROOMS)
    for (const file of room.files) store.ensure(storageKeyOf(room.seller, file), file.bytes);
}

/** The demo data rooms of the sellers this database has, with an upload line in the activity list per file. */
export async function seedDataRooms(tx: Db): Promise<void> {
  for (const room of DEMO_DATA_ROOMS) {
    const seller = sellerId(room.seller);
    const { rows } = await tx.query('SELECT 1 FROM sellers WHERE id = $1', [seller]);
    if (rows.length === 0) continue;
    const root = folderId(room.seller, '');
    await tx.query(
      `INSERT INTO dataroom_folders (id, seller_id, parent_id, name, created_at) VALUES ($1, $2, NULL, '', $3)`,
      [root, seller, day(0)],
    );
    for (const path of room.folders) {
      const slash = path.lastIndexOf('/');
      await tx.query(
        `INSERT INTO dataroom_folders (id, seller_id, parent_id, name, created_at) VALUES ($1, $2, $3, $4, $5)`,
        [
          folderId(room.seller, path),
          seller,
          folderId(room.seller, slash < 0 ? '' : path.slice(0, slash)),
          path.slice(slash + 1),
          day(0),
        ],
      );
    }
    for (const [index, file] of room.files.entries()) {
      const id = fileId(room.seller, file);
      const uploader = stableUuid(`user:${file.uploader}`);
      const at = day(index + 1);
      await tx.query(
        `INSERT INTO dataroom_files
           (id, seller_id, folder_id, name, extension, type, size, storage_key, immutable, created_by, created_at, uploaded_by, uploaded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $10, $11)`,
        [
          id,
          seller,
          folderId(room.seller, file.folder),
          file.name,
          extensionOf(file.name),
          file.type,
          file.bytes().length,
          storageKeyOf(room.seller, file),
          file.immutable ?? false,
          uploader,
          at,
        ],
      );
      await tx.query(
        `INSERT INTO dataroom_activity (seller_id, action, file_id, file_name, user_id, occurred_at)
         VALUES ($1, 'UPLOADED', $2, $3, $4, $5)`,
        [seller, id, file.name, uploader, at],
      );
    }
  }
}

/**
 * Acme's financial workbooks marked as the requested financial statements, so the checklist counts what is there
 * (a seed of its own: a database seeded before files could be marked gains the marks on its next start).
 */
export async function markDemoRequestedDocuments(tx: Db): Promise<void> {
  for (const room of DEMO_DATA_ROOMS)
    for (const file of room.files)
      if (file.requestedDocument)
        await tx.query(
          `UPDATE dataroom_files SET requested_document = $1
            WHERE seller_id = $2 AND id = $3 AND requested_document IS NULL`,
          [file.requestedDocument, sellerId(room.seller), fileId(room.seller, file)],
        );
}
