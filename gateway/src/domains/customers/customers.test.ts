import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STALE_FORM_MESSAGES } from '@seller-portal/shared/validation';
import { graphql } from '../../test-support/graphql.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  type RunningSandbox,
} from '../../test-support/system.js';

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string; // Acme's admin
let alex: string; // Acme's account executive
let fiona: string; // Acme's finance manager
let bob: string; // Borealis' admin
const accountIds = new Map<string, string>();

type Answer = {
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
};
const gql = <T>(query: string, variables: Record<string, unknown>, token: string) =>
  graphql<T>(gateway.app, query, variables, token);
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const fieldErrorsOf = (answer: Answer) => answer.errors?.[0]?.extensions?.fieldErrors;
/** The customer calls that reached the provider (not the caller's profile and settings the checks read). */
const customerCalls = () =>
  proxy.calls.filter(
    (call) => !['/api/v1/users/current', '/api/v1/sellers/current/settings'].includes(call.path),
  );
const idOf = (name: string) => accountIds.get(name)!;

async function setPhoneRequired(on: boolean) {
  const seller = await request(sandbox.url)
    .get('/api/v1/sellers/current')
    .set('authorization', `Bearer ${ada}`);
  await request(sandbox.url)
    .post(`/sandbox/sellers/${seller.body.sellerId}/settings`)
    .send({ phoneNumberRequiredForAccountContacts: on })
    .expect(200);
}

const CUSTOMERS = `query C($page: Int!, $size: Int!, $search: String) {
  customers(page: $page, size: $size, search: $search) {
    items { id name ein isAccountDelinquent address { label } accountContact { firstName email } }
    pageInfo { page size totalPages totalElements }
  }
}`;
const PROFILE = `query P($id: ID!) {
  customerProfile(id: $id) {
    id offersCount
    customer { name ein isAccountDelinquent }
    contacts { id fullName email phoneNumber mobilePhoneNumber isPrimary created updated }
  }
}`;
const CREATE_CONTACT = `mutation C($accountId: ID!, $input: AccountContactInput!) {
  createAccountContact(accountId: $accountId, input: $input) { id fullName email isPrimary }
}`;
const UPDATE_CONTACT = `mutation U($accountId: ID!, $contactId: ID!, $input: UpdateAccountContactInput!) {
  updateAccountContact(accountId: $accountId, contactId: $contactId, input: $input) { id firstName lastName email phoneNumber isPrimary }
}`;
const MAKE_PRIMARY = `mutation M($accountId: ID!, $contactId: ID!) {
  makePrimaryAccountContact(accountId: $accountId, contactId: $contactId) { id isPrimary }
}`;
const VALIDATE = `mutation V($input: AccountInput!) {
  validateAccount(input: $input) { renderExperience highConfidenceMatch { name experianBin } potentialMatches { name ein address experianBin } }
}`;
const CREATE_ACCOUNT = `mutation A($input: AccountInput!, $experianBin: String) {
  createAccount(input: $input, experianBin: $experianBin) { id name ein accountContact { firstName email } }
}`;

interface Contact {
  id: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  mobilePhoneNumber: string | null;
  isPrimary: boolean;
}
const contactsOf = async (name: string, token = ada) =>
  (await gql<{ customerProfile: { contacts: Contact[] } }>(PROFILE, { id: idOf(name) }, token)).data!
    .customerProfile.contacts;

const ACCOUNT = {
  name: 'Initech',
  address: {
    label: '600 Congress Avenue, Austin, TX 78701, USA',
    country: 'USA',
    timeZone: 'America/Chicago',
  },
  isNoEinSelected: false,
  ein: '74-3021558',
  accountContact: {
    firstName: 'Bill',
    lastName: 'Lumbergh',
    email: 'bill@initech.example',
    phoneNumber: '(512) 555-0100',
  },
};

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  [ada, alex, fiona, bob] = await Promise.all([
    sandbox.tokenFor('admin@acme.example'),
    sandbox.tokenFor('ae@acme.example'),
    sandbox.tokenFor('finance@acme.example'),
    sandbox.tokenFor('admin@borealis.example'),
  ]);
  const all = await gql<{ customers: { items: { id: string; name: string }[] } }>(
    CUSTOMERS,
    { page: 0, size: 100 },
    ada,
  );
  for (const customer of all.data!.customers.items) accountIds.set(customer.name, customer.id);
});

beforeEach(() => {
  proxy.calls.length = 0;
});

afterEach(async () => {
  await setPhoneRequired(false);
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

describe('customers and customerProfile', () => {
  it('pages the customers by name and searches them; an account executive sees them too', async () => {
    const page = await gql<{
      customers: { items: { name: string; ein: string | null }[]; pageInfo: object };
    }>(CUSTOMERS, { page: 2, size: 10 }, alex);
    expect(page.errors).toBeUndefined();
    expect(page.data?.customers.pageInfo).toEqual({ page: 2, size: 10, totalPages: 3, totalElements: 25 });
    expect(page.data?.customers.items).toHaveLength(5);
    const found = await gql<{ customers: { items: { name: string }[] } }>(
      CUSTOMERS,
      { page: 0, size: 10, search: 'harbor' },
      ada,
    );
    expect(found.data?.customers.items.map((customer) => customer.name)).toEqual([
      'Blue Harbor Logistics',
      'Harborview Clinics',
    ]);
    expect(proxy.calls.map((call) => call.path)).toContain(
      '/api/v1/accounts?page=0&size=10&textSearchField=harbor',
    );
  });

  it('refuses a finance manager every customer query and mutation before calling the provider', async () => {
    const id = idOf('Aperture Labs');
    const refused = [
      await gql(CUSTOMERS, { page: 0, size: 10 }, fiona),
      await gql(PROFILE, { id }, fiona),
      await gql('{ topAccounts { id } }', {}, fiona),
      await gql('query T($q: String!) { accountTypeahead(query: $q) { id } }', { q: 'ape' }, fiona),
      await gql(
        CREATE_CONTACT,
        {
          accountId: id,
          input: { firstName: 'F', lastName: 'M', email: 'f@m.example', phoneNumber: '(555) 555-0100' },
        },
        fiona,
      ),
      await gql(VALIDATE, { input: ACCOUNT }, fiona),
      await gql(CREATE_ACCOUNT, { input: ACCOUNT }, fiona),
    ];
    expect(refused.map(codeOf)).toEqual(Array(refused.length).fill('FORBIDDEN'));
    expect(customerCalls()).toEqual([]);
  });

  it("shows a customer's page; another seller's customer is NOT_FOUND", async () => {
    const profile = await gql<{
      customerProfile: { offersCount: number; customer: object; contacts: Contact[] };
    }>(PROFILE, { id: idOf('Granite Peak Insurance') }, ada);
    expect(profile.data?.customerProfile).toMatchObject({
      offersCount: 2, // the demo offers granite-complete and granite-ready
      customer: { name: 'Granite Peak Insurance', ein: '87-3101011', isAccountDelinquent: false },
    });
    expect(
      profile.data?.customerProfile.contacts.map((contact) => [contact.fullName, contact.isPrimary]),
    ).toEqual([
      ['Caleb Young', true],
      ['Ivy Chen', false],
      ['Marco Bianchi', false],
    ]);
    const other = await gql(PROFILE, { id: idOf('Aperture Labs') }, bob);
    expect(codeOf(other)).toBe('NOT_FOUND');
  });
});

describe('accountTypeahead and topAccounts', () => {
  const TYPEAHEAD = 'query T($query: String!) { accountTypeahead(query: $query) { id name } }';

  it("finds the caller's customers by name, and refuses under 2 or over 200 characters before the provider", async () => {
    const found = await gql<{ accountTypeahead: { name: string }[] }>(TYPEAHEAD, { query: 'harbor' }, ada);
    expect(found.data?.accountTypeahead.map((account) => account.name)).toEqual([
      'Harborview Clinics',
      'Blue Harbor Logistics',
    ]);
    expect(
      (await gql<{ accountTypeahead: unknown[] }>(TYPEAHEAD, { query: 'harbor' }, bob)).data
        ?.accountTypeahead,
    ).toEqual([]);
    proxy.calls.length = 0;
    for (const query of ['h', ' h ', 'h'.repeat(201)]) {
      expect(codeOf(await gql(TYPEAHEAD, { query }, ada))).toBe('BAD_USER_INPUT');
    }
    expect(codeOf(await gql(CUSTOMERS, { page: 0, size: 10, search: 'x'.repeat(201) }, ada))).toBe(
      'BAD_USER_INPUT',
    );
    expect(customerCalls()).toEqual([]);
  });

  it('offers ten customers before anything is typed', async () => {
    const top = await gql<{ topAccounts: { id: string }[] }>('{ topAccounts { id name } }', {}, alex);
    expect(top.data?.topAccounts).toHaveLength(10);
  });
});

describe('contacts', () => {
  const NEW = { firstName: 'Paula', lastName: 'Pham', email: 'paula@aperture.example' };

  it('asks for a phone only with the seller setting on, refusing before the provider is called', async () => {
    await setPhoneRequired(true);
    proxy.calls.length = 0;
    const refused = await gql(
      CREATE_CONTACT,
      { accountId: idOf('Aperture Labs'), input: { ...NEW, email: 'nope' } },
      ada,
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused)).toEqual({
      email: 'Invalid Email',
      phoneNumber: 'Please provide at least one contact number.',
    });
    expect(customerCalls()).toEqual([]);
    const withMobile = await gql<{ createAccountContact: Contact }>(
      CREATE_CONTACT,
      { accountId: idOf('Aperture Labs'), input: { ...NEW, mobilePhoneNumber: '(415) 555-0190' } },
      ada,
    );
    expect(withMobile.data?.createAccountContact).toMatchObject({ fullName: 'Paula Pham', isPrimary: false });
    await setPhoneRequired(false);
    const without = await gql(
      CREATE_CONTACT,
      { accountId: idOf('Aperture Labs'), input: { ...NEW, email: 'p2@aperture.example' } },
      ada,
    );
    expect(without.errors).toBeUndefined();
  });

  it("passes the provider's reason for a refusal on (the server's detail text)", async () => {
    const taken = await gql(
      CREATE_CONTACT,
      { accountId: idOf('Aperture Labs'), input: { ...NEW, email: 'cave.johnson@aperturelabs.example' } },
      ada,
    );
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(taken.errors?.[0]?.message).toBe('A contact with this email already exists for this customer.');
  });

  it('sends the provider only the fields that changed, as replace operations', async () => {
    const [, ivy] = await contactsOf('Granite Peak Insurance');
    proxy.calls.length = 0;
    const answer = await gql<{ updateAccountContact: object }>(
      UPDATE_CONTACT,
      {
        accountId: idOf('Granite Peak Insurance'),
        contactId: ivy!.id,
        input: { firstName: 'Ivy', lastName: 'Chen-Wu', phoneNumber: '' },
      },
      ada,
    );
    expect(answer.data?.updateAccountContact).toMatchObject({
      firstName: 'Ivy',
      lastName: 'Chen-Wu',
      phoneNumber: null,
    });
    const patch = customerCalls().find((call) => call.method === 'PATCH');
    expect(JSON.parse(patch!.body)).toEqual([{ op: 'replace', path: '/lastName', value: 'Chen-Wu' }]);
    proxy.calls.length = 0;
    await gql(
      UPDATE_CONTACT,
      { accountId: idOf('Granite Peak Insurance'), contactId: ivy!.id, input: { firstName: 'Ivy' } },
      ada,
    );
    expect(customerCalls().filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it("keeps a colleague's change to a contact, and refuses a change to a field they changed since the form was opened", async () => {
    const accountId = idOf('Granite Peak Insurance');
    const [, ivy] = await contactsOf('Granite Peak Insurance');
    // Both opened the form on the same contact.
    const opened = {
      firstName: 'Ivy',
      lastName: ivy!.fullName.split(' ').slice(1).join(' '),
      email: ivy!.email,
      phoneNumber: ivy!.phoneNumber,
      mobilePhoneNumber: ivy!.mobilePhoneNumber,
      isPrimary: ivy!.isPrimary,
    };
    const UPDATE_SINCE = `mutation U($accountId: ID!, $contactId: ID!, $input: UpdateAccountContactInput!, $loaded: UpdateAccountContactInput) {
      updateAccountContact(accountId: $accountId, contactId: $contactId, input: $input, loaded: $loaded) { email lastName }
    }`;
    // Ada saves a new email.
    const adas = await gql<{ updateAccountContact: { email: string } }>(
      UPDATE_SINCE,
      { accountId, contactId: ivy!.id, input: { email: 'ivy.new@granitepeak.example' }, loaded: opened },
      ada,
    );
    expect(adas.errors).toBeUndefined();
    // Alex, whose form still holds the old email, changes the last name only: Ada's email stays.
    const alexs = await gql<{ updateAccountContact: { email: string; lastName: string } }>(
      UPDATE_SINCE,
      { accountId, contactId: ivy!.id, input: { ...opened, lastName: 'Chen-Ortiz' }, loaded: opened },
      alex,
    );
    expect(alexs.data?.updateAccountContact).toEqual({
      email: 'ivy.new@granitepeak.example',
      lastName: 'Chen-Ortiz',
    });
    // Alex then changes the email from the value his form was opened on: refused, under the field, nothing sent.
    proxy.calls.length = 0;
    const stale = await gql(
      UPDATE_SINCE,
      {
        accountId,
        contactId: ivy!.id,
        input: { email: 'ivy@elsewhere.example' },
        loaded: { ...opened, lastName: 'Chen-Ortiz' },
      },
      alex,
    );
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe(STALE_FORM_MESSAGES.form);
    expect(fieldErrorsOf(stale)).toEqual({ email: STALE_FORM_MESSAGES.field });
    expect(customerCalls().filter((call) => call.method === 'PATCH')).toEqual([]);
    // Once reloaded, the same change is his to make.
    const reloaded = await gql(
      UPDATE_SINCE,
      {
        accountId,
        contactId: ivy!.id,
        input: { email: 'ivy@elsewhere.example' },
        loaded: { ...opened, lastName: 'Chen-Ortiz', email: 'ivy.new@granitepeak.example' },
      },
      alex,
    );
    expect(reloaded.errors).toBeUndefined();
  });

  it('refuses to unset the primary contact, and checks the phone rule on the contact as it would be', async () => {
    const [caleb, ivy] = await contactsOf('Granite Peak Insurance');
    const unset = await gql(
      UPDATE_CONTACT,
      { accountId: idOf('Granite Peak Insurance'), contactId: caleb!.id, input: { isPrimary: false } },
      ada,
    );
    expect(fieldErrorsOf(unset)).toEqual({ isPrimary: 'A primary contact cannot be unset.' });
    await setPhoneRequired(true);
    const noPhone = await gql(
      UPDATE_CONTACT,
      { accountId: idOf('Granite Peak Insurance'), contactId: ivy!.id, input: { mobilePhoneNumber: '' } },
      ada,
    );
    expect(fieldErrorsOf(noPhone)).toEqual({ phoneNumber: 'Please provide at least one contact number.' });
    expect(customerCalls().filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it("makes a contact primary; in another seller's account it is NOT_FOUND", async () => {
    const [maya, owen] = await contactsOf('Beacon Health Partners');
    expect(
      codeOf(
        await gql(MAKE_PRIMARY, { accountId: idOf('Beacon Health Partners'), contactId: owen!.id }, bob),
      ),
    ).toBe('NOT_FOUND');
    const made = await gql(
      MAKE_PRIMARY,
      { accountId: idOf('Beacon Health Partners'), contactId: owen!.id },
      alex,
    );
    expect(made.errors).toBeUndefined();
    expect(
      (await contactsOf('Beacon Health Partners')).map((contact) => [contact.id, contact.isPrimary]),
    ).toEqual([
      [owen!.id, true],
      [maya!.id, false],
    ]);
  });
});

describe('validateAccount and createAccount', () => {
  it('refuses a malformed EIN or one without an IRS prefix before calling the provider', async () => {
    const format = await gql(VALIDATE, { input: { ...ACCOUNT, ein: '743021558' } }, ada);
    expect(fieldErrorsOf(format)).toEqual({ ein: 'Invalid EIN. Value must be in format XX-XXXXXXX' });
    const prefix = await gql(CREATE_ACCOUNT, { input: { ...ACCOUNT, ein: '07-3021558' } }, ada);
    expect(fieldErrorsOf(prefix)).toEqual({ ein: 'EIN is Invalid' });
    const address = await gql(VALIDATE, { input: { ...ACCOUNT, address: null } }, ada);
    expect(fieldErrorsOf(address)).toEqual({ address: 'Address is required' });
    expect(customerCalls()).toEqual([]);
  });

  it("answers the bureau's outcome for each documented input", async () => {
    const outcome = async (name: string, ein: string | null) =>
      (
        await gql<{ validateAccount: { renderExperience: string; potentialMatches: unknown[] } }>(
          VALIDATE,
          { input: { ...ACCOUNT, name, ein, isNoEinSelected: ein === null } },
          ada,
        )
      ).data?.validateAccount;
    expect(await outcome('Initech', null)).toMatchObject({ renderExperience: 'SINGLE_ACCOUNT' });
    expect(await outcome('Globex', null)).toMatchObject({ renderExperience: 'MULTIPLE_ACCOUNT_RESULTS' });
    expect((await outcome('Globex', null))?.potentialMatches).toHaveLength(3);
    expect(await outcome('Nowhere Widgets', '45-1234567')).toMatchObject({ renderExperience: 'NOT_FOUND' });
    expect(await outcome('Umbrella Corporation', null)).toMatchObject({
      renderExperience: 'ACCOUNT_ALREADY_EXISTS',
    });
    const outage = await gql(
      VALIDATE,
      { input: { ...ACCOUNT, name: 'Bureau Outage', ein: null, isNoEinSelected: true } },
      ada,
    );
    expect(codeOf(outage)).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('creates the customer with the chosen match; the new customer is the caller seller’s alone', async () => {
    const created = await gql<{ createAccount: { id: string; name: string; accountContact: object } }>(
      CREATE_ACCOUNT,
      { input: ACCOUNT, experianBin: '700100001' },
      alex,
    );
    expect(created.errors).toBeUndefined();
    // The match is the company: its legal name, not what was typed.
    expect(created.data?.createAccount).toMatchObject({
      name: 'Initech LLC',
      ein: '74-3021558',
      accountContact: { firstName: 'Bill', email: 'bill@initech.example' },
    });
    const body = JSON.parse(customerCalls().find((call) => call.path === '/api/v5/accounts')!.body);
    expect(body).toEqual({
      ...ACCOUNT,
      accountContact: { ...ACCOUNT.accountContact, mobilePhoneNumber: null },
      experianBin: '700100001',
    });
    expect(codeOf(await gql(PROFILE, { id: created.data!.createAccount.id }, bob))).toBe('NOT_FOUND');
  });
});

const SET_EIN = `mutation E($accountId: ID!, $ein: String!) {
  setCustomerEin(accountId: $accountId, ein: $ein) { id name ein }
}`;

describe('setCustomerEin', () => {
  it('gives a customer without an EIN its EIN: checked first, for the roles that manage customers, once', async () => {
    const created = await gql<{ createAccount: { id: string } }>(
      CREATE_ACCOUNT,
      {
        input: {
          ...ACCOUNT,
          name: 'Nowhere Widgets',
          ein: null,
          isNoEinSelected: true,
          accountContact: { ...ACCOUNT.accountContact, email: 'bill@nowhere.example' },
        },
      },
      ada,
    );
    const accountId = created.data!.createAccount.id;
    proxy.calls.length = 0;
    expect(fieldErrorsOf(await gql(SET_EIN, { accountId, ein: '07-1234567' }, ada))).toEqual({
      ein: 'EIN is Invalid',
    });
    expect(codeOf(await gql(SET_EIN, { accountId, ein: '45-1234567' }, fiona))).toBe('FORBIDDEN');
    expect(codeOf(await gql(SET_EIN, { accountId, ein: '45-1234567' }, bob))).toBe('NOT_FOUND');
    expect(customerCalls().filter((call) => call.method === 'PATCH')).toHaveLength(1); // bob's, refused there

    const taken = await gql(SET_EIN, { accountId, ein: '74-3021558' }, alex);
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(fieldErrorsOf(taken)).toEqual({ ein: 'A customer with this EIN already exists: Initech LLC.' });

    const saved = await gql<{ setCustomerEin: { ein: string } }>(
      SET_EIN,
      { accountId, ein: ' 45-1234567 ' },
      alex,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.setCustomerEin).toEqual({ id: accountId, name: 'Nowhere Widgets', ein: '45-1234567' });
    const profile = await gql<{ customerProfile: { customer: { ein: string } } }>(
      PROFILE,
      { id: accountId },
      ada,
    );
    expect(profile.data?.customerProfile.customer.ein).toBe('45-1234567');
    expect(codeOf(await gql(SET_EIN, { accountId, ein: '46-1234567' }, ada))).toBe('CONFLICT');
  });
});
