import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../testing/harness.js';
import { UNATTACHED_UPLOAD_HOURS } from './upload.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox?.close();
});

async function uploadContract(name: string): Promise<string> {
  const token = await sandbox.tokenFor('admin@acme.example');
  const answer = await request(sandbox.url)
    .post('/api/offers/files')
    .set('authorization', `Bearer ${token}`)
    .attach('file', Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n'), name);
  expect(answer.status).toBe(201);
  return answer.body.fileId as string;
}

const storageKeyOf = async (id: string) =>
  (
    await sandbox.sandbox.db.query<{ key: string }>(
      'SELECT storage_key AS key FROM offer_upload_files WHERE id = $1',
      [id],
    )
  ).rows[0]?.key;

describe('contracts uploaded for an offer that was never created', () => {
  it('are removed, row and bytes, once a day old, when the provider starts; newer ones wait for their offer', async () => {
    const abandoned = await uploadContract('Left behind.pdf');
    const recent = await uploadContract('Still being written.pdf');
    await sandbox.sandbox.db.query(
      `UPDATE offer_upload_files SET uploaded_at = now() - make_interval(hours => $2) WHERE id = $1`,
      [abandoned, UNATTACHED_UPLOAD_HOURS + 1],
    );
    const [abandonedKey, recentKey] = [await storageKeyOf(abandoned), await storageKeyOf(recent)];
    const filesDir = `${sandbox.dataDir}-files`;
    expect(existsSync(join(filesDir, abandonedKey!))).toBe(true);

    await sandbox.close({ keepData: true });
    sandbox = await startSandbox({ dataDir: sandbox.dataDir });

    await vi.waitFor(async () => {
      expect(await storageKeyOf(abandoned)).toBeUndefined();
      expect(existsSync(join(filesDir, abandonedKey!))).toBe(false);
    });
    expect(await storageKeyOf(recent)).toBe(recentKey);
    expect(existsSync(join(filesDir, recentKey!))).toBe(true);
  });
});
