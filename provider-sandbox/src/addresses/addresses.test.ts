import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import type { Address } from './directory.js';

let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = await sandbox.tokenFor('owner@nimbus.example');
});

afterAll(async () => {
  await sandbox?.close();
});

const search = (query: string) =>
  sandbox.api<Address[] | { fieldErrors: { field: string; message: string }[] }>(
    `/api/v1/addresses/typeahead?${query}`,
    { token },
  );

describe('GET /api/v1/addresses/typeahead', () => {
  it('finds domestic addresses by every word typed, with their label and parts', async () => {
    const answer = await search('query=pine%20san&international=false');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({
        label: '100 Pine Street, San Francisco, CA 94111, USA',
        addressNumber: '100',
        street: 'Pine Street',
        municipality: 'San Francisco',
        region: 'CA',
        postalCode: '94111',
        country: 'USA',
        isInternational: false,
        timeZone: 'America/Los_Angeles',
      }),
    ]);
  });

  it('keeps international addresses apart and ignores accents', async () => {
    const answer = await search('query=zurich&international=true');
    expect((answer.body as Address[]).map((address) => address.country)).toEqual(['CHE']);
    expect(((await search('query=zurich&international=false')).body as Address[]).length).toBe(0);
  });

  it('needs 2 to 200 characters, and a token', async () => {
    expect((await search('query=a')).status).toBe(400);
    expect((await search(`query=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await search('query=pi&international=maybe')).status).toBe(400);
    expect((await sandbox.api('/api/v1/addresses/typeahead?query=pine')).status).toBe(401);
  });
});
