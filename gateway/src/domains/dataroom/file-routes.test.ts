import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_FILE_BYTES, uploadBodyLimit } from '@seller-portal/shared/validation';
import {
  demoFileId,
  demoFolderId,
  PDF_BYTES,
  upload,
  type UploadFile,
  zipEntries,
} from '@seller-portal/provider-sandbox/testing';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  type RunningSandbox,
} from '../../test-support/system.js';

// The file routes: every hardening rule of the issue, sent through the gateway, with what reached the provider.

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string;
let bob: string;

const LEGAL = demoFolderId('acme', 'Legal');
const MSA = demoFileId('acme', '/Master Services Agreement.pdf');
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

const send = (
  token: string,
  files: readonly UploadFile[],
  options: { bulk?: boolean; overwrite?: boolean } = {},
) => upload(gateway, token, LEGAL, files, { ...options, base: '/data-room' });

/** The provider's upload calls since a mark. */
const uploadsSince = (mark: number) =>
  proxy.calls.slice(mark).filter((call) => /\/files(\/bulk)?(\?|$)/.test(call.path));

function bytesOf(path: string, token: string, body?: object) {
  const pending = body ? request(gateway.app).post(path).send(body) : request(gateway.app).get(path);
  return pending
    .set('authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

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

describe('who may use the file routes', () => {
  it('needs a valid token, and a role that reaches the data room', async () => {
    expect((await request(gateway.app).get(`/data-room/files/${MSA}/download`)).status).toBe(401);
    const forged = await request(gateway.app)
      .get(`/data-room/files/${MSA}/download`)
      .set('authorization', 'Bearer not.a.token');
    expect(forged.status).toBe(401);
    const alex = await sandbox.tokenFor('ae@acme.example');
    const mark = proxy.count;
    const refused = await request(gateway.app)
      .get(`/data-room/files/${MSA}/download`)
      .set('authorization', `Bearer ${alex}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await send(alex, [{ name: 'a.pdf', bytes: PDF_BYTES }])).status).toBe(403);
    expect(proxy.calls.slice(mark).every((call) => call.path === '/api/v1/users/current')).toBe(true);
  });
});

describe('uploads through the gateway', () => {
  it('streams good files with their types and leaves out a .pdf that is an executable, type and all', async () => {
    const mark = proxy.count;
    const answer = await send(ada, [
      { name: 'evil.pdf', bytes: EXECUTABLE, type: 'MSA' },
      { name: 'Minutes.txt', bytes: 'minutes', type: 'OTHER' },
      { name: 'Contract.pdf', bytes: PDF_BYTES, type: 'SOW' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.failures).toEqual([
      {
        fileName: 'evil.pdf',
        message: 'evil.pdf is not a real .pdf file: its contents do not match its extension',
      },
    ]);
    expect(answer.body.files).toEqual([
      expect.objectContaining({ name: 'Minutes.txt', type: 'OTHER' }),
      expect.objectContaining({ name: 'Contract.pdf', type: 'SOW' }),
    ]);
    const [forwarded] = uploadsSince(mark);
    expect(forwarded?.body).not.toContain('evil.pdf');
    expect(forwarded?.body).not.toContain('MZ');
    expect(forwarded?.body).toContain('{"requests":[{"type":"OTHER"},{"type":"SOW"}]}');
  });

  it('never calls the provider when every file is refused', async () => {
    const mark = proxy.count;
    const answer = await send(ada, [
      { name: 'setup.exe', bytes: EXECUTABLE },
      { name: 'data.csv', bytes: Buffer.from([0x61, 0, 0x62]) },
    ]);
    expect(answer.body).toEqual({
      files: [],
      failures: [
        { fileName: 'setup.exe', message: 'Not a valid file extension for setup.exe' },
        {
          fileName: 'data.csv',
          message: 'data.csv is not a real .csv file: its contents do not match its extension',
        },
      ],
    });
    expect(uploadsSince(mark)).toEqual([]);
  });

  it('cleans names before they reach the provider, and keeps unicode', async () => {
    const answer = await send(ada, [
      { name: '../../secrets/passwd.txt', bytes: 'p' },
      { name: 'Übersicht – 日本.txt', bytes: 'u' },
    ]);
    expect(answer.body.files.map((file) => file.name)).toEqual(['passwd.txt', 'Übersicht – 日本.txt']);
  });

  it('refuses more than 25 files at a time, and nothing of them is kept', async () => {
    const files = Array.from({ length: 26 }, (_, index) => ({ name: `many-${index}.txt`, bytes: 'm' }));
    const answer = await send(ada, files);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'only a maximum of 25 files at a time',
    });
    const listing = await request(sandbox.url)
      .get(`/api/data-room?folderId=${LEGAL}&search=many-&size=100`)
      .set('authorization', `Bearer ${ada}`);
    expect(listing.body.totalElements).toBe(0);
  });

  it('answers a refusal found mid-body with its reason while the client is still sending, not with a reset', async () => {
    // The 26th file starts the refusal; 12 MB of it are still to come when the gateway knows its answer.
    const files = [
      ...Array.from({ length: 25 }, (_, index) => ({ name: `early-${index}.txt`, bytes: 'e' })),
      { name: 'late.txt', bytes: Buffer.alloc(12 * 1024 * 1024, 0x41) },
    ];
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await send(ada, files);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'only a maximum of 25 files at a time' });
    }
  });

  it('forwards at most one byte past 25 MB of a file, and the file is refused', async () => {
    const mark = proxy.count;
    const answer = await send(ada, [
      { name: 'big.txt', bytes: Buffer.alloc(MAX_UPLOAD_FILE_BYTES + 512 * 1024, 0x41) },
    ]);
    expect(answer.body.failures).toEqual([{ fileName: 'big.txt', message: 'big.txt is larger than 25 MB' }]);
    const [forwarded] = uploadsSince(mark);
    expect(forwarded!.body.length).toBeLessThan(MAX_UPLOAD_FILE_BYTES + 4096);
  });

  it('answers 413 for a body over the limit for its files, before the provider hears of it', async () => {
    const mark = proxy.count;
    const status = await new Promise<number>((resolve, reject) => {
      const call = httpRequest(
        `${gateway.url}/data-room/folders/${LEGAL}/files/bulk`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${ada}`,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(uploadBodyLimit(25) + 1),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      call.on('error', reject);
      call.write('--x\r\n');
    });
    expect(status).toBe(413);
    expect(uploadsSince(mark)).toEqual([]);
  });

  it('refuses a bulk upload whose types do not fit its files', async () => {
    const form = new FormData();
    form.append('request', JSON.stringify({ requests: [{ type: 'OTHER' }, { type: 'OTHER' }] }));
    form.append('files', new File([PDF_BYTES], 'only-one.pdf'));
    const answer = await fetch(`${gateway.url}/data-room/folders/${LEGAL}/files/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada}` },
      body: form,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ fieldErrors: { request: 'Choose a type for each file' } });
  });
});

describe('downloads, views and zips through the gateway', () => {
  it('downloads as an attachment with a safe name and nosniff', async () => {
    const download = await bytesOf(`/data-room/files/${MSA}/download`, ada);
    expect(download.status).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': 'attachment; filename="Master Services Agreement.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(download.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await bytesOf(`/data-room/files/${MSA}/download`, bob)).status).toBe(404);
  });

  it('shows a PDF inline with its own type, and refuses to show a CSV', async () => {
    const view = await bytesOf(`/data-room/files/${MSA}/view`, ada);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toBe('inline; filename="Master Services Agreement.pdf"');
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    const csv = await bytesOf(`/data-room/files/${demoFileId('acme', '/Customer Contracts.csv')}/view`, ada);
    expect(csv.status).toBe(400);
  });

  it('zips the selected files under the seller name; another seller id answers 404', async () => {
    const logo = demoFileId('acme', '/Company Logo.png');
    const zip = await bytesOf('/data-room/files/bulk-download', ada, { fileIds: [logo, MSA] });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe('attachment; filename="Acme Software.zip"');
    expect([...(await zipEntries(zip.body)).keys()]).toEqual([
      'Company Logo.png',
      'Master Services Agreement.pdf',
    ]);
    expect((await bytesOf('/data-room/files/bulk-download', bob, { fileIds: [MSA] })).status).toBe(404);
    expect((await bytesOf('/data-room/files/bulk-download', ada, { fileIds: [] })).status).toBe(400);
  });
});
