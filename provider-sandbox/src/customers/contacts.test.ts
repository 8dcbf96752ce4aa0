import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import type { AccountContact } from './repository.js';
import { callAs, setPhoneRequired } from './customers-test-support.js';
import { demoAccountId } from './seed.js';

let sandbox: RunningSandbox;
let sam: ReturnType<typeof callAs>; // Acme's sales manager
let bob: ReturnType<typeof callAs>; // Borealis' admin

const ACME = (name: string) => demoAccountId('acme', name);
const contactsPath = (account: string) => `/v1/accounts/${ACME(account)}/account-contacts`;

async function contactsOf(account: string): Promise<AccountContact[]> {
  const answer = await sam('get', contactsPath(account));
  expect(answer.status).toBe(200);
  return answer.body as AccountContact[];
}

const NEW_CONTACT = {
  firstName: ' Paula ',
  lastName: 'Pham',
  email: 'Paula.Pham@Example.com',
  phoneNumber: null,
  mobilePhoneNumber: '',
  isPrimary: false,
};

beforeAll(async () => {
  sandbox = await startSandbox();
  const [samToken, bobToken] = await Promise.all(
    ['sales@acme.example', 'admin@borealis.example'].map((email) => sandbox.tokenFor(email)),
  );
  sam = callAs(sandbox, samToken!);
  bob = callAs(sandbox, bobToken!);
});

afterEach(async () => {
  await setPhoneRequired(sandbox, false);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('POST /api/v1/accounts/{id}/account-contacts', () => {
  it('adds a contact, trimmed, with its dates; the first contact of an account becomes its primary', async () => {
    const created = await sam('post', contactsPath('Ironwood Construction'), NEW_CONTACT);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      firstName: 'Paula',
      lastName: 'Pham',
      email: 'paula.pham@example.com',
      phoneNumber: null,
      mobilePhoneNumber: null,
      isPrimary: true,
      created: expect.any(String),
      updated: expect.any(String),
    });
    const again = await sam('post', contactsPath('Ironwood Construction'), {
      ...NEW_CONTACT,
      email: 'p2@example.com',
    });
    expect(again.body.isPrimary).toBe(false);
  });

  it("answers the spec's messages, and asks for a phone only with the seller setting on", async () => {
    const wrong = await sam('post', contactsPath('Aperture Labs'), {
      firstName: '',
      lastName: ' ',
      email: 'nobody@',
      phoneNumber: '555-0100',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Invalid Email' },
      { field: 'phoneNumber', message: 'Invalid phone number format' },
    ]);
    const noPhone = { ...NEW_CONTACT, email: 'no.phone@example.com' };
    await setPhoneRequired(sandbox, true);
    const refused = await sam('post', contactsPath('Aperture Labs'), noPhone);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([
      { field: 'phoneNumber', message: 'Please provide at least one contact number.' },
    ]);
    const mobileOnly = await sam('post', contactsPath('Aperture Labs'), {
      ...noPhone,
      mobilePhoneNumber: '(415) 555-0199',
    });
    expect(mobileOnly.status).toBe(201);
    await setPhoneRequired(sandbox, false);
    const off = await sam('post', contactsPath('Aperture Labs'), {
      ...noPhone,
      email: 'no.phone2@example.com',
    });
    expect(off.status).toBe(201);
  });

  it("refuses an email the account's contacts already use (409 with the reason)", async () => {
    const taken = await sam('post', contactsPath('Aperture Labs'), {
      ...NEW_CONTACT,
      email: 'CAVE.johnson@aperturelabs.example',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A contact with this email already exists for this customer.');
  });

  it("refuses a primary contact with another customer's primary email, naming that customer", async () => {
    const [aperture] = (await contactsOf('Aperture Labs')).filter((contact) => contact.isPrimary);
    const taken = aperture!.email;
    const message = `${taken} is already the primary contact of Aperture Labs. Use another email for this customer's primary contact.`;
    const other = 'Juniper Learning';
    const asPrimary = await sam('post', contactsPath(other), {
      ...NEW_CONTACT,
      email: taken,
      isPrimary: true,
    });
    expect(asPrimary.status).toBe(409);
    expect(asPrimary.body).toMatchObject({ message, fieldErrors: [{ field: 'email', message }] });
    // Not primary, it may share the email (offers go to primary contacts); made primary, it may not.
    const secondary = await sam('post', contactsPath(other), { ...NEW_CONTACT, email: taken });
    expect(secondary.status).toBe(201);
    const made = await sam('post', `${contactsPath(other)}/primary`, { accountContactId: secondary.body.id });
    expect(made.status).toBe(409);
    const [primary] = (await contactsOf(other)).filter((contact) => contact.isPrimary);
    const renamed = await sam('patch', `${contactsPath(other)}/${primary!.id}`, [
      { op: 'replace', path: '/email', value: taken.toUpperCase() },
    ]);
    expect(renamed.status).toBe(409);
    expect((await contactsOf(other)).find((contact) => contact.id === primary!.id)!.email).toBe(
      primary!.email,
    );
  });

  it("answers 404 for another seller's account", async () => {
    expect((await bob('post', contactsPath('Aperture Labs'), NEW_CONTACT)).status).toBe(404);
  });
});

describe('POST /api/v1/accounts/{id}/account-contacts/primary', () => {
  it('makes a contact the primary one and unsets the old one', async () => {
    const [maya, owen] = await contactsOf('Beacon Health Partners');
    expect([maya!.isPrimary, owen!.isPrimary]).toEqual([true, false]);
    const answer = await sam('post', `${contactsPath('Beacon Health Partners')}/primary`, {
      accountContactId: owen!.id,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: owen!.id, isPrimary: true });
    const after = await contactsOf('Beacon Health Partners');
    expect(after.map((contact) => [contact.firstName, contact.isPrimary])).toEqual([
      ['Owen', true],
      ['Maya', false],
    ]);
    const account = await sam('get', `/v1/accounts/${ACME('Beacon Health Partners')}`);
    expect(account.body.accountContact.firstName).toBe('Owen');
  });

  it("answers 404 in another seller's account, and for a contact of another account, changing nothing", async () => {
    const [caleb, ivy] = await contactsOf('Granite Peak Insurance');
    expect(
      (await bob('post', `${contactsPath('Granite Peak Insurance')}/primary`, { accountContactId: ivy!.id }))
        .status,
    ).toBe(404);
    expect(
      (await sam('post', `${contactsPath('Aperture Labs')}/primary`, { accountContactId: ivy!.id })).status,
    ).toBe(404);
    expect(
      (await sam('post', `${contactsPath('Aperture Labs')}/primary`, { accountContactId: 'x' })).status,
    ).toBe(404);
    expect((await contactsOf('Granite Peak Insurance'))[0]!.id).toBe(caleb!.id);
  });
});

describe('GET and PATCH /api/v1/accounts/{id}/account-contacts/{contactId}', () => {
  it('replaces only the fields named, and can make the contact primary in the same change', async () => {
    const [, ivy] = await contactsOf('Granite Peak Insurance');
    const answer = await sam('patch', `${contactsPath('Granite Peak Insurance')}/${ivy!.id}`, [
      { op: 'replace', path: '/lastName', value: ' Chen-Wu ' },
      { op: 'replace', path: '/isPrimary', value: true },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...ivy,
      lastName: 'Chen-Wu',
      isPrimary: true,
      updated: expect.any(String),
    });
    const primaries = (await contactsOf('Granite Peak Insurance')).filter((contact) => contact.isPrimary);
    expect(primaries.map((contact) => contact.id)).toEqual([ivy!.id]);
    const read = await sam('get', `${contactsPath('Granite Peak Insurance')}/${ivy!.id}`);
    expect(read.body.lastName).toBe('Chen-Wu');
  });

  it('refuses to unset the primary contact, a bad value, an unknown path and the phone rule when on', async () => {
    const [cave] = await contactsOf('Aperture Labs');
    const path = `${contactsPath('Aperture Labs')}/${cave!.id}`;
    const unset = await sam('patch', path, [{ op: 'replace', path: '/isPrimary', value: false }]);
    expect(unset.status).toBe(400);
    expect(unset.body.fieldErrors).toEqual([
      { field: 'isPrimary', message: 'A primary contact cannot be unset.' },
    ]);
    const email = await sam('patch', path, [{ op: 'replace', path: '/email', value: 'cave' }]);
    expect(email.body.fieldErrors).toEqual([{ field: 'email', message: 'Invalid Email' }]);
    expect((await sam('patch', path, [{ op: 'replace', path: '/id', value: 'x' }])).status).toBe(400);
    await setPhoneRequired(sandbox, true);
    const noPhone = await sam('patch', path, [{ op: 'replace', path: '/phoneNumber', value: null }]);
    expect(noPhone.body.fieldErrors).toEqual([
      { field: 'phoneNumber', message: 'Please provide at least one contact number.' },
    ]);
    expect((await contactsOf('Aperture Labs'))[0]).toEqual(cave);
  });

  it("answers 404 for another seller's contact", async () => {
    const [cave] = await contactsOf('Aperture Labs');
    const path = `${contactsPath('Aperture Labs')}/${cave!.id}`;
    expect((await bob('get', path)).status).toBe(404);
    expect((await bob('patch', path, [{ op: 'replace', path: '/firstName', value: 'X' }])).status).toBe(404);
  });
});
