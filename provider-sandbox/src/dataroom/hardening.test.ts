import { request as httpRequest } from 'node:http';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { MAX_FILE_BYTES, uploadBodyLimit } from './rules.js';
import { demoFolderId, PDF_BYTES, upload } from './test-support.js';

// Each rule of the "Files, streamed and hardened", with the bad file that breaks it.

let sandbox: RunningSandbox;
let ada: string;
const LEGAL = demoFolderId('acme', 'Legal');
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

/** What is on disk besides the demo files: nothing of a refused upload may stay. */
const storedFiles = () =>
  ['objects', 'incoming'].flatMap((folder) => readdirSync(join(`${sandbox.dataDir}-files`, folder)));

beforeAll(async () => {
  sandbox = await startSandbox();
  ada = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await sandbox?.close();
});

describe('what an uploaded file must be', () => {
  it('refuses a .pdf that is an executable, and keeps the good file of the same upload', async () => {
    const answer = await upload(sandbox, ada, LEGAL, [
      { name: 'invoice.pdf', bytes: EXECUTABLE },
      { name: 'real.pdf', bytes: PDF_BYTES },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.failures).toEqual([
      {
        fileName: 'invoice.pdf',
        message: 'invoice.pdf is not a real .pdf file: its contents do not match its extension',
      },
    ]);
    expect(answer.body.files.map((file) => file.name)).toEqual(['real.pdf']);
    expect(storedFiles()).toHaveLength(1);
  });

  it('refuses extensions off the allowed list, text files with binary content, and a docx that is no zip', async () => {
    const answer = await upload(sandbox, ada, LEGAL, [
      { name: 'setup.exe', bytes: EXECUTABLE },
      { name: 'script.sh', bytes: '#!/bin/sh\n' },
      { name: 'data.csv', bytes: Buffer.from([0x61, 0x00, 0x62]) },
      { name: 'letter.docx', bytes: PDF_BYTES },
      { name: 'no-extension', bytes: 'text' },
    ]);
    expect(answer.body.files).toEqual([]);
    expect(answer.body.failures.map((failure) => failure.message)).toEqual([
      'Not a valid file extension for setup.exe',
      'Not a valid file extension for script.sh',
      'data.csv is not a real .csv file: its contents do not match its extension',
      'letter.docx is not a real .docx file: its contents do not match its extension',
      'Not a valid file extension for no-extension',
    ]);
  });

  it('refuses a file over 25 MB and keeps none of its bytes', async () => {
    const before = storedFiles().length;
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 0x41);
    const answer = await upload(sandbox, ada, LEGAL, [{ name: 'big.txt', bytes: big }]);
    expect(answer.body.failures).toEqual([{ fileName: 'big.txt', message: 'big.txt is larger than 25 MB' }]);
    expect(storedFiles()).toHaveLength(before);
    const exactly = await upload(sandbox, ada, LEGAL, [
      { name: 'limit.txt', bytes: big.subarray(0, MAX_FILE_BYTES) },
    ]);
    expect(exactly.body.failures).toEqual([]);
    expect(exactly.body.files).toEqual([
      expect.objectContaining({ name: 'limit.txt', size: MAX_FILE_BYTES }),
    ]);
  });

  it('refuses more than 25 files at a time, keeping none', async () => {
    const before = storedFiles().length;
    const files = Array.from({ length: 26 }, (_, index) => ({ name: `note-${index}.txt`, bytes: 'n' }));
    const answer = await upload(sandbox, ada, LEGAL, files);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('only a maximum of 25 files at a time');
    expect(storedFiles()).toHaveLength(before);
    const single = await upload(sandbox, ada, LEGAL, files.slice(0, 2), { bulk: false });
    expect(single.status).toBe(400);
  });

  it('refuses a body over the limit for its files before reading it', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = httpRequest(
        `${sandbox.url}/api/folders/${LEGAL}/files/bulk`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${ada}`,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(uploadBodyLimit(25) + 1),
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      call.on('error', reject);
      call.write('--x\r\n');
    });
    expect(answer.status).toBe(413);
  });

  it('refuses a body that grows past the limit for the files it holds', async () => {
    const answer = await upload(sandbox, ada, LEGAL, [
      { name: 'huge.txt', bytes: Buffer.alloc(uploadBodyLimit(1) + 1024, 0x41) },
    ]).catch(() => ({ status: 413 }));
    expect(answer.status).toBe(413);
  });

  it('refuses a bulk upload whose types do not match its files', async () => {
    const form = new FormData();
    form.append('request', JSON.stringify({ requests: [{ type: 'NOT_A_TYPE' }] }));
    form.append('files', new File([PDF_BYTES], 'a.pdf'));
    const answer = await fetch(`${sandbox.url}/api/folders/${LEGAL}/files/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada}` },
      body: form,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      fieldErrors: [{ field: 'request', message: 'Choose a type for each file' }],
    });
  });
});

describe('names', () => {
  it('cleans path separators, control, bidi and invisible characters and `..`, and keeps unicode', async () => {
    const answer = await upload(sandbox, ada, LEGAL, [
      { name: '../../etc/passwd.txt', bytes: 'root' },
      { name: 'C:\\Users\\me\\report.txt', bytes: 'r' },
      { name: 'tab\tand"quote.txt', bytes: 'b' },
      { name: 'Übersicht – 日本..txt', bytes: 'u' },
      { name: '..', bytes: 'x' },
      // Shown with the override, this reads "reportfdp.png".
      { name: 'report\u202Egnp.txt', bytes: 'p' },
    ]);
    expect(answer.body.files.map((file) => file.name)).toEqual([
      'passwd.txt',
      'report.txt',
      'taband%22quote.txt',
      'Übersicht – 日本.txt',
      'reportgnp.txt',
    ]);
    expect(answer.body.failures).toEqual([{ fileName: '', message: 'Not a valid file name' }]);
    const unicode = answer.body.files[3]!;
    const download = await supertest(sandbox.url)
      .get(`/api/files/${unicode.id}/download`)
      .set('authorization', `Bearer ${ada}`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="?bersicht ? ??.txt"; filename*=UTF-8''%C3%9Cbersicht%20%E2%80%93%20%E6%97%A5%E6%9C%AC.txt`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });
});
