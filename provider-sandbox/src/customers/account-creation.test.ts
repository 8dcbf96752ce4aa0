import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { callAs, setPhoneRequired } from './customers-test-support.js';

let sandbox: RunningSandbox;
let alex: ReturnType<typeof callAs>; // Acme's account executive
let bob: ReturnType<typeof callAs>; // Borealis' admin

const ADDRESS = {
  label: '600 Congress Avenue, Austin, TX 78701, USA',
  country: 'USA',
  timeZone: 'America/Chicago',
};
const CONTACT = {
  firstName: 'Bill',
  lastName: 'Lumbergh',
  email: 'bill@initech.example',
  phoneNumber: '(512) 555-0100',
};
const account = (name: string, ein: string | null, extra: Record<string, unknown> = {}) => ({
  name,
  address: ADDRESS,
  ein,
  isNoEinSelected: ein === null,
  // Each new customer's primary contact has an email of its own (another customer's primary email is refused).
  accountContact: { ...CONTACT, email: `bill@${name.toLowerCase().replace(/[^a-z]+/g, '-')}.example` },
  ...extra,
});

beforeAll(async () => {
  sandbox = await startSandbox();
  alex = callAs(sandbox, await sandbox.tokenFor('ae@acme.example'));
  bob = callAs(sandbox, await sandbox.tokenFor('admin@borealis.example'));
});

afterEach(async () => {
  await setPhoneRequired(sandbox, false);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('POST /api/v3/accounts/validations (the sandbox credit bureau)', () => {
  it('answers each outcome for its documented input', async () => {
    const single = await alex('post', '/v3/accounts/validations', account('Initech', null));
    expect(single.status).toBe(200);
    expect(single.body).toEqual({
      renderExperience: 'SINGLE_ACCOUNT',
      highConfidenceMatch: {
        name: 'Initech LLC',
        ein: '74-3021558',
        address: '600 Congress Avenue, Austin, TX 78701, USA',
        experianBin: '700100001',
      },
      potentialMatches: [expect.objectContaining({ experianBin: '700100001' })],
    });
    const byEin = await alex('post', '/v3/accounts/validations', account('Someone Else', '74-3021558'));
    expect(byEin.body.highConfidenceMatch.name).toBe('Initech LLC');
    const several = await alex('post', '/v3/accounts/validations', account('Globex, Inc.', null));
    expect(several.body.renderExperience).toBe('MULTIPLE_ACCOUNT_RESULTS');
    expect(several.body.highConfidenceMatch).toBeNull();
    expect(several.body.potentialMatches.map((match: { name: string }) => match.name)).toEqual([
      'Globex Corporation',
      'Globex Holdings Inc',
      'Globex Logistics Co',
    ]);
    const none = await alex('post', '/v3/accounts/validations', account('Nowhere Widgets', '45-1234567'));
    expect(none.body).toEqual({
      renderExperience: 'NOT_FOUND',
      highConfidenceMatch: null,
      potentialMatches: [],
    });
    const existing = await alex('post', '/v3/accounts/validations', account('Umbrella Corporation', null));
    expect(existing.body.renderExperience).toBe('ACCOUNT_ALREADY_EXISTS');
    const outage = await alex('post', '/v3/accounts/validations', account('Bureau Outage', null));
    expect(outage.status).toBe(503);
  });

  it('refuses a missing name or address and a wrong EIN with the spec’s messages', async () => {
    const wrong = await alex('post', '/v3/accounts/validations', {
      name: ' ',
      address: null,
      ein: '12-345',
      isNoEinSelected: false,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual([
      { field: 'name', message: 'Company name is required' },
      { field: 'address', message: 'Address is required' },
      { field: 'ein', message: 'Invalid EIN. Value must be in format XX-XXXXXXX' },
    ]);
    const prefix = await alex('post', '/v3/accounts/validations', account('Initech', '07-1234567'));
    expect(prefix.body.fieldErrors).toEqual([{ field: 'ein', message: 'EIN is Invalid' }]);
    const noEin = await alex(
      'post',
      '/v3/accounts/validations',
      account('Initech', '', { isNoEinSelected: false }),
    );
    expect(noEin.body.fieldErrors).toEqual([{ field: 'ein', message: 'EIN is required' }]);
    const zone = await alex(
      'post',
      '/v3/accounts/validations',
      account('Initech', null, { address: { ...ADDRESS, timeZone: 'Mars/Base' } }),
    );
    expect(zone.body.fieldErrors).toEqual([{ field: 'address.timeZone', message: 'Unknown time zone' }]);
  });
});

describe('POST /api/v5/accounts', () => {
  it('creates the account as the chosen match: its legal name, EIN and address, and its contact as primary', async () => {
    const typed = {
      label: '1 Typed Street, Dallas, TX 75201, USA',
      country: 'USA',
      timeZone: 'America/Denver',
    };
    const created = await alex(
      'post',
      '/v5/accounts',
      account('Initech', null, { experianBin: '700100001', address: typed }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Initech LLC',
      ein: '74-3021558',
      address: ADDRESS,
      experianBin: '700100001',
      isAccountDelinquent: false,
      accountContact: { firstName: 'Bill', lastName: 'Lumbergh', email: 'bill@initech.example' },
    });
    expect((await alex('get', `/v1/accounts/${created.body.id}`)).body).toMatchObject({
      name: 'Initech LLC',
      ein: '74-3021558',
      address: ADDRESS,
    });
    const contacts = await alex('get', `/v1/accounts/${created.body.id}/account-contacts`);
    expect(contacts.body).toEqual([
      expect.objectContaining({ isPrimary: true, phoneNumber: '(512) 555-0100' }),
    ]);
    expect((await bob('get', `/v1/accounts/${created.body.id}`)).status).toBe(404);
  });

  it('refuses a match the bureau did not give for the company, and a second customer with the same EIN', async () => {
    const wrongBin = await alex(
      'post',
      '/v5/accounts',
      account('Globex', null, { experianBin: '700100001' }),
    );
    expect(wrongBin.status).toBe(400);
    expect(wrongBin.body.fieldErrors).toEqual([
      { field: 'experianBin', message: 'This credit bureau match is not one found for this company.' },
    ]);
    const twice = await alex('post', '/v5/accounts', account('Initech Again', '74-3021558'));
    expect(twice.status).toBe(409);
    const reason = 'A customer with this EIN already exists: Initech LLC.';
    expect(twice.body).toMatchObject({ message: reason, fieldErrors: [{ field: 'ein', message: reason }] });
    // The same company chosen again by its match, with no EIN typed: the match's EIN is the one refused.
    const matchedTwice = await alex(
      'post',
      '/v5/accounts',
      account('Initech', null, { experianBin: '700100001' }),
    );
    expect(matchedTwice.status).toBe(409);
    expect(matchedTwice.body.message).toBe(reason);
  });

  it('links an account the provider already holds to its match by itself, and creates one without an EIN', async () => {
    const umbrella = await alex('post', '/v5/accounts', account('Umbrella', null));
    expect(umbrella.status).toBe(201);
    expect(umbrella.body).toMatchObject({
      name: 'Umbrella Corporation',
      ein: '52-1234567',
      experianBin: '700300001',
      address: {
        label: '1 Lincoln Street, Boston, MA 02111, USA',
        country: 'USA',
        timeZone: 'America/New_York',
      },
    });
    const none = await alex('post', '/v5/accounts', account('Nowhere Widgets', null));
    expect(none.body).toMatchObject({
      name: 'Nowhere Widgets',
      ein: null,
      experianBin: null,
      address: ADDRESS,
    });
  });

  it("checks the account contact, with the seller's phone rule", async () => {
    await setPhoneRequired(sandbox, true);
    const answer = await alex(
      'post',
      '/v5/accounts',
      account('Phoneless Co', null, {
        accountContact: { firstName: '', lastName: 'L', email: 'x@y.example' },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual([
      { field: 'accountContact.firstName', message: 'First name is required' },
      { field: 'accountContact.phoneNumber', message: 'Please provide at least one contact number.' },
    ]);
  });
});

describe('PATCH /api/v1/accounts/{id} (the EIN of a customer without one)', () => {
  it("gives the customer its EIN, refuses another customer's and changing a valid one, and only to its seller", async () => {
    const created = await alex('post', '/v5/accounts', account('Einless Widgets', null));
    const id = created.body.id as string;
    const patch = (ein: unknown) => [{ op: 'replace', path: '/ein', value: ein }];

    const wrong = await alex('patch', `/v1/accounts/${id}`, patch('12-34'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual([
      { field: 'ein', message: 'Invalid EIN. Value must be in format XX-XXXXXXX' },
    ]);
    const otherField = await alex('patch', `/v1/accounts/${id}`, [
      { op: 'replace', path: '/name', value: 'X' },
    ]);
    expect(otherField.status).toBe(400);
    expect((await bob('patch', `/v1/accounts/${id}`, patch('45-1234567'))).status).toBe(404);

    await alex('post', '/v5/accounts', account('Taken Ein Co', '46-7654321'));
    const taken = await alex('patch', `/v1/accounts/${id}`, patch('46-7654321'));
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors).toEqual([
      { field: 'ein', message: 'A customer with this EIN already exists: Taken Ein Co.' },
    ]);

    const saved = await alex('patch', `/v1/accounts/${id}`, patch('45-1234567'));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id, name: 'Einless Widgets', ein: '45-1234567' });
    expect((await alex('get', `/v1/accounts/${id}`)).body.ein).toBe('45-1234567');

    const changed = await alex('patch', `/v1/accounts/${id}`, patch('47-1111111'));
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe("This customer's EIN is already on file and cannot be changed.");
  });
});
