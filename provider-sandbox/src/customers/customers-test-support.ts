import request from 'supertest';
import { sellerId } from '../core/seed/data.js';
import type { RunningSandbox } from '../testing/harness.js';

/** One REST call of the customers domain as a signed-in persona. */
export function callAs(sandbox: RunningSandbox, token: string) {
  return (method: 'get' | 'post' | 'patch', path: string, body?: unknown) => {
    const pending = request(sandbox.url)[method](`/api${path}`).set('authorization', `Bearer ${token}`);
    return body === undefined ? pending : pending.send(body as object);
  };
}

/** Switches Acme's phoneNumberRequiredForAccountContacts through the sandbox control. */
export async function setPhoneRequired(sandbox: RunningSandbox, on: boolean): Promise<void> {
  await request(sandbox.url)
    .post(`/sandbox/sellers/${sellerId('acme')}/settings`)
    .send({ phoneNumberRequiredForAccountContacts: on })
    .expect(200);
}
