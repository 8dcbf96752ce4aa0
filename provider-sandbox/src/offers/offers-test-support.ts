import request from 'supertest';
import { demoOfferId } from './seed.js';
import type { RunningSandbox } from '../testing/harness.js';

export { callAs } from '../customers/customers-test-support.js';

/** A demo offer of Acme by its seed key. */
export const ACME = (key: string): string => demoOfferId('acme', key);
export const BOREALIS = (key: string): string => demoOfferId('borealis', key);

/** A sandbox control (demo switch) with a JSON body. */
export function control(sandbox: RunningSandbox, path: string, body?: object) {
  const pending = request(sandbox.url).post(`/sandbox${path}`);
  return body ? pending.send(body) : pending;
}
