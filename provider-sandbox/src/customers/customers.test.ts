import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import type { Account } from './repository.js';
import { callAs } from './customers-test-support.js';
import { demoAccountId } from './seed.js';

let sandbox: RunningSandbox;
let ada: ReturnType<typeof callAs>; // Acme's admin
let alex: ReturnType<typeof callAs>; // Acme's account executive
let fiona: ReturnType<typeof callAs>; // Acme's finance manager
let bob: ReturnType<typeof callAs>; // Borealis' admin

const ACME = (name: string) => demoAccountId('acme', name);

beforeAll(async () => {
  sandbox = await startSandbox();
  const as = async (email: string) => callAs(sandbox, await sandbox.tokenFor(email));
  [ada, alex, fiona, bob] = await Promise.all([
    as('admin@acme.example'),
    as('ae@acme.example'),
    as('finance@acme.example'),
    as('admin@borealis.example'),
  ]);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('GET /api/v1/accounts', () => {
  it("pages the seller's customers by name in the spec's shape: Acme's 25 span three pages", async () => {
    const first = await ada('get', '/v1/accounts?page=0&size=10');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      totalPages: 3,
      totalElements: 25,
      size: 10,
      number: 0,
      pageable: { pageNumber: 0, pageSize: 10 },
    });
    expect(first.body.content[0]).toEqual({
      id: ACME('Aperture Labs'),
      name: 'Aperture Labs',
      address: {
        label: '100 Pine Street, San Francisco, CA 94111, USA',
        country: 'USA',
        timeZone: 'America/Los_Angeles',
      },
      ein: '94-3101001',
      accountContact: {
        id: expect.any(String),
        firstName: 'Cave',
        lastName: 'Johnson',
        email: 'cave.johnson@aperturelabs.example',
      },
      isAccountDelinquent: false,
      experianBin: null,
      createdDate: '2025-03-01T15:30:00.000Z',
    });
    const last = await ada('get', '/v1/accounts?page=2&size=10');
    expect(last.body.content.map((account: Account) => account.name)).toEqual([
      'Quarry Lane Studios',
      'Redwood Fitness',
      'Silverline Telecom',
      'Tidewater Marine',
      'Willow Creek Farms',
    ]);
  });

  it('searches the customer name, and never shows another seller’s customers', async () => {
    const found = await ada('get', '/v1/accounts?textSearchField=%20harbor%20');
    expect(found.body.content.map((account: Account) => account.name)).toEqual([
      'Blue Harbor Logistics',
      'Harborview Clinics',
    ]);
    const borealis = await bob('get', '/v1/accounts');
    expect(borealis.body.content.map((account: Account) => account.name)).toEqual([
      'Aurora Ski Resorts',
      'Polar Freight Lines',
      'Tundra Outfitters',
    ]);
    expect((await ada('get', '/v1/accounts?textSearchField=aurora')).body.totalElements).toBe(0);
  });

  it('refuses bad paging and an over-long search', async () => {
    expect((await ada('get', '/v1/accounts?size=101')).status).toBe(400);
    expect((await ada('get', '/v1/accounts?page=-1')).status).toBe(400);
    expect((await ada('get', `/v1/accounts?textSearchField=${'x'.repeat(201)}`)).status).toBe(400);
  });
});

describe('who may call the customers calls', () => {
  const CALLS: [method: 'get' | 'post' | 'patch', path: () => string, body?: unknown][] = [
    ['get', () => '/v1/accounts'],
    ['get', () => '/v1/accounts/typeahead?query=ape'],
    ['get', () => '/v1/accounts/typeaheadTopTen'],
    ['get', () => `/v1/accounts/${ACME('Aperture Labs')}`],
    ['get', () => `/v1/customers/${ACME('Aperture Labs')}`],
    ['get', () => `/v1/accounts/${ACME('Aperture Labs')}/account-contacts`],
    ['post', () => `/v1/accounts/${ACME('Aperture Labs')}/account-contacts`, {}],
    ['post', () => `/v1/accounts/${ACME('Aperture Labs')}/account-contacts/primary`, {}],
    ['post', () => '/v3/accounts/validations', {}],
    ['post', () => '/v5/accounts', {}],
  ];

  it('refuses a finance manager every one of them (403)', async () => {
    for (const [method, path, body] of CALLS) {
      expect((await fiona(method, path(), body)).status, path()).toBe(403);
    }
  });

  it('lets an account executive see every customer of the seller (docs/adr/005)', async () => {
    expect((await alex('get', '/v1/accounts')).body.totalElements).toBe(25);
    expect((await alex('get', `/v1/customers/${ACME('Keystone Freight')}`)).status).toBe(200);
  });
});

describe('GET /api/v1/accounts/{id} and /api/v1/customers/{id}', () => {
  it('answers the account, marks a delinquent one, and counts the offers the caller sees', async () => {
    const keystone = await ada('get', `/v1/customers/${ACME('Keystone Freight')}`);
    expect(keystone.status).toBe(200);
    expect(keystone.body).toMatchObject({
      name: 'Keystone Freight',
      isAccountDelinquent: true,
      offersCount: 1,
    });
    // An account executive counts only the offers they own (docs/adr/005): Keystone's is Alan's.
    expect((await alex('get', `/v1/customers/${ACME('Keystone Freight')}`)).body.offersCount).toBe(0);
    const account = await ada('get', `/v1/accounts/${ACME('Driftwood Hospitality')}`);
    expect(account.body).toMatchObject({ ein: null, address: { country: 'GBR', timeZone: 'Europe/London' } });
    const noContacts = await ada('get', `/v1/accounts/${ACME('Ironwood Construction')}`);
    expect(noContacts.body.accountContact).toBeNull();
  });

  it("answers 404 for another seller's account, an unknown id and a malformed one", async () => {
    for (const path of ['/v1/accounts', '/v1/customers']) {
      expect((await bob('get', `${path}/${ACME('Aperture Labs')}`)).status).toBe(404);
      expect((await ada('get', `${path}/${demoAccountId('acme', 'Nobody')}`)).status).toBe(404);
      expect((await ada('get', `${path}/not-an-id`)).status).toBe(404);
    }
    expect((await bob('get', `/v1/accounts/${ACME('Aperture Labs')}/account-contacts`)).status).toBe(404);
  });
});

describe('GET /api/v1/accounts/typeahead and /typeaheadTopTen', () => {
  it('finds names containing the text, those starting with it first; 2 to 200 characters', async () => {
    const found = await ada('get', '/v1/accounts/typeahead?query=harbor');
    expect(found.body.content).toEqual([
      { id: ACME('Harborview Clinics'), name: 'Harborview Clinics' },
      { id: ACME('Blue Harbor Logistics'), name: 'Blue Harbor Logistics' },
    ]);
    expect((await ada('get', '/v1/accounts/typeahead?query=h')).status).toBe(400);
    expect((await ada('get', `/v1/accounts/typeahead?query=${'h'.repeat(201)}`)).status).toBe(400);
    expect((await bob('get', '/v1/accounts/typeahead?query=harbor')).body.content).toEqual([]);
  });

  it("answers ten of the seller's accounts", async () => {
    const top = await ada('get', '/v1/accounts/typeaheadTopTen');
    expect(top.body.content).toHaveLength(10);
    expect((await bob('get', '/v1/accounts/typeaheadTopTen')).body.content).toHaveLength(3);
  });
});
