import request from 'supertest';
import { expect } from 'vitest';
import { demoOfferId } from './seed.js';
import type { RunningSandbox } from '../testing/harness.js';
import type { callAs } from '../customers/customers-test-support.js';

export { callAs } from '../customers/customers-test-support.js';

/** A demo offer of Acme by its seed key. */
export const ACME = (key: string): string => demoOfferId('acme', key);
export const BOREALIS = (key: string): string => demoOfferId('borealis', key);

/** A sandbox control (demo switch) with a JSON body. */
export function control(sandbox: RunningSandbox, path: string, body?: object) {
  const pending = request(sandbox.url).post(`/sandbox${path}`);
  return body ? pending.send(body) : pending;
}

/**
 * Starts an offers export (POST /v2/offers/export with `body`) as the caller and waits until it is their latest report
 * of its type: its file id and its CSV as downloaded.
 */
export async function exportOffers(
  call: ReturnType<typeof callAs>,
  body: { exportType: string } & Record<string, unknown>,
): Promise<{ fileId: string; csv: string }> {
  const latest = () => call('get', `/v2/offers/export?exportType=${body.exportType}`);
  const before: unknown = (await latest()).body?.fileId;
  const started = await call('post', '/v2/offers/export', body);
  expect(started.status).toBe(202);
  let answer = await latest();
  for (
    let attempt = 0;
    (answer.status !== 200 || answer.body.fileId === before) && attempt < 200;
    attempt += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await latest();
  }
  expect(answer.status).toBe(200);
  expect(answer.body.fileId).not.toBe(before);
  const file = await call('get', `/files/${answer.body.fileId}/download`);
  expect(file.status).toBe(200);
  return { fileId: answer.body.fileId, csv: file.text };
}
