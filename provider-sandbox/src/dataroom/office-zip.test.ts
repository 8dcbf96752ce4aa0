import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { demoDocx, demoXlsx } from './demo-files.js';
import { isOfficePackage, ZIP_LIMITS } from './office-zip.js';
import { demoFolderId, upload } from './test-support.js';

// Issue item 12: any ZIP passed as a .docx or .xlsx, traversal names and zip bombs included.

interface Part {
  name: string;
  data?: string | Buffer;
  deflate?: boolean;
  /** The uncompressed size the directory declares, when it lies. */
  declaredSize?: number;
}

/** A ZIP archive as a writer lays it out: local headers and data, the central directory, the end record. */
function zipOf(parts: readonly Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const data = Buffer.from(part.data ?? '<x/>');
    const stored = part.deflate ? deflateRawSync(data) : data;
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0x800, at + 2);
      header.writeUInt16LE(part.deflate ? 8 : 0, at + 4);
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(stored.length, at + 14);
      header.writeUInt32LE(part.declaredSize ?? data.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, stored);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const DOCX_PARTS: Part[] = [
  { name: '[Content_Types].xml', data: '<Types/>', deflate: true },
  { name: '_rels/.rels', data: '<Relationships/>', deflate: true },
  { name: 'word/document.xml', data: '<w:document><w:body/></w:document>', deflate: true },
];

const check = (extension: string, file: Buffer) =>
  isOfficePackage(extension, file.length, async (position, length) =>
    file.subarray(position, position + length),
  );

describe('a .docx or .xlsx read from its central directory', () => {
  it('accepts Office packages, stored or deflated', async () => {
    expect(await check('docx', demoDocx(['Hello']))).toBe(true);
    expect(await check('docx', zipOf(DOCX_PARTS))).toBe(true);
    expect(await check('xlsx', demoXlsx([['Revenue', 1200]]))).toBe(true);
  });

  it('refuses a ZIP without the parts of its extension', async () => {
    expect(await check('docx', zipOf([{ name: 'notes.txt', data: 'hello' }]))).toBe(false);
    expect(await check('xlsx', demoDocx(['Hello']))).toBe(false);
    expect(await check('docx', zipOf([{ name: 'word/document.xml' }]))).toBe(false);
  });

  it('refuses entry names that leave the folder a reader extracts to', async () => {
    for (const name of [
      '../../../../etc/evil.txt',
      'word/../../evil.txt',
      '/etc/evil.txt',
      'word\\..\\evil.txt',
      'C:/evil.txt',
    ])
      expect(await check('docx', zipOf([...DOCX_PARTS, { name }])), name).toBe(false);
  });

  it('refuses zip bombs: a ratio over the limit, declared or real, and entries sharing their data', async () => {
    // 100 MB of zeros deflate to about 100 KB.
    const zeros = { name: 'word/media/zeros.bin', data: Buffer.alloc(100 * 1024 * 1024), deflate: true };
    expect(await check('docx', zipOf([...DOCX_PARTS, zeros]))).toBe(false);
    const declared = { name: 'word/media/big.bin', deflate: true, declaredSize: 0xfffffffe };
    expect(await check('docx', zipOf([...DOCX_PARTS, declared]))).toBe(false);

    const overlapping = zipOf(DOCX_PARTS);
    // The third directory entry points at the first one's data.
    const directory = overlapping.readUInt32LE(overlapping.length - 6);
    const third = directory + 2 * 46 + '[Content_Types].xml'.length + '_rels/.rels'.length;
    overlapping.writeUInt32LE(0, third + 42);
    expect(await check('docx', overlapping)).toBe(false);
  });

  it('refuses too many entries, encrypted or unknown entries, and what is no plain ZIP', async () => {
    const many = Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, index) => ({
      name: `word/p${index}.xml`,
    }));
    expect(await check('docx', zipOf([...DOCX_PARTS, ...many]))).toBe(false);

    const encrypted = zipOf(DOCX_PARTS);
    encrypted.writeUInt16LE(0x801, encrypted.readUInt32LE(encrypted.length - 6) + 8);
    expect(await check('docx', encrypted)).toBe(false);

    const docx = zipOf(DOCX_PARTS);
    expect(await check('docx', docx.subarray(0, docx.length - 1))).toBe(false);
    expect(await check('docx', Buffer.concat([docx, Buffer.from('trailing')]))).toBe(false);
    const zip64 = Buffer.from(docx);
    zip64.writeUInt32LE(0xffffffff, zip64.length - 6);
    expect(await check('docx', zip64)).toBe(false);
  });
});

describe('uploading them', () => {
  let sandbox: RunningSandbox;
  let ada: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    ada = await sandbox.tokenFor('admin@acme.example');
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  it('keeps a real document and refuses a plain ZIP, a traversal entry and a bomb named .docx', async () => {
    const answer = await upload(sandbox, ada, demoFolderId('acme', 'Legal'), [
      { name: 'contract.docx', bytes: zipOf(DOCX_PARTS) },
      { name: 'plain.docx', bytes: zipOf([{ name: 'notes.txt', data: 'hello' }]) },
      { name: 'escape.docx', bytes: zipOf([...DOCX_PARTS, { name: '../../../../etc/evil.txt' }]) },
      {
        name: 'bomb.docx',
        bytes: zipOf([...DOCX_PARTS, { name: 'word/big.bin', deflate: true, declaredSize: 0xfffffffe }]),
      },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.files.map((file) => file.name)).toEqual(['contract.docx']);
    expect(answer.body.failures).toEqual(
      ['plain.docx', 'escape.docx', 'bomb.docx'].map((fileName) => ({
        fileName,
        message: `${fileName} is not a real .docx file: its contents do not match its extension`,
      })),
    );
  });
});
