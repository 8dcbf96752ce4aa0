import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stableUuid } from '../core/seed/ids.js';
import { demoAccountId } from '../customers/seed.js';
import { createPasswordUser } from '../identity/accounts.js';
import { addDays, dateIn, endOfDayIn } from '../offers/calendar.js';
import {
  DEMO_OPPORTUNITIES,
  offerTermId,
  pricingGroupId,
  salesPackageId,
} from '../offers/creation/catalog.js';
import { demoOfferId } from '../offers/seed.js';
import { OFFER_STAGES } from '../offers/stages.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { operationOf } from './openapi.js';
import { callOperation, operationAt, type OperationCall } from './calls.js';
import { PROVIDER_OPERATIONS, type ProviderOperation } from './operations.js';

/**
 * The contract's requests are what the sandbox reads (docs/adr/019): for each operation with a `request`, `form`
 * (multipart) or `query` schema, a body (and query) the schema takes is sent and is not refused with 400, and for a
 * sample of them one the schema refuses (a missing field, a too long text, a value out of its range) is refused with
 * 400: the schemas and the sandbox's `FieldChecks` agree. The last tests fail when an operation with a schema was not sent here, and when
 * a route that reads its body or query has no schema, unless the lists below say why.
 */

/** Operations with a request or query schema this file does not send, and why. */
const NOT_SENT: Record<string, string> = {};

/** Routes that read a JSON body yet have no `request` schema, and why. */
const BODY_WITHOUT_SCHEMA: Record<string, string> = {};

/** Routes that read query parameters yet have no `query` schema, and why. */
const QUERY_WITHOUT_SCHEMA: Record<string, string> = {};

let sandbox: RunningSandbox;
let ada: string; // Acme's admin and owner
const sent = new Set<ProviderOperation>();

const userId = (email: string) => stableUuid(`user:${email}`);
const ROLE = { admin: stableUuid('role:ADMIN'), sales: stableUuid('role:SALES_MANAGER') };
const ACME = stableUuid('seller:acme');
const long = (length: number) => 'x'.repeat(length);

/** A call of the operation; the token is Ada's unless given. */
type Sample = Omit<OperationCall, 'token'> & { token?: string };

async function send(operation: ProviderOperation, sample: Sample): Promise<{ status: number; text: string }> {
  const response = await callOperation(sandbox.url, operation, { ...sample, token: sample.token ?? ada });
  return { status: response.status, text: await response.text() };
}

/** A multipart body as its schema reads it: each part by name, a list where the schema has one. */
function partsOf(form: FormData | undefined, schema: z.ZodType): Record<string, unknown> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  return Object.fromEntries(
    [...new Set(form?.keys())].map((name) => [
      name,
      shape[name] instanceof z.ZodArray ? form!.getAll(name) : form!.get(name),
    ]),
  );
}

/** The schemas' verdict on a sample: the issues of its body and of its query (none when both are taken). */
function issuesOf(operation: ProviderOperation, { query, body, form }: Sample) {
  return [
    ...(operation.request ? (operation.request.safeParse(body).error?.issues ?? []) : []),
    ...(operation.form ? (operation.form.safeParse(partsOf(form, operation.form)).error?.issues ?? []) : []),
    ...(operation.query ? (operation.query.safeParse(query ?? {}).error?.issues ?? []) : []),
  ];
}

/**
 * Sends what the operation's schemas take; the sandbox must not refuse it with 400 (and answers `status` when
 * given). Answers the body, parsed when JSON.
 */
async function accepted<T = Record<string, unknown>>(
  method: ProviderOperation['method'],
  path: string,
  sample: Sample = {},
  status?: number,
): Promise<T> {
  const operation = operationAt(method, path);
  if (!operation.request && !operation.form && !operation.query)
    throw new Error(`${method} ${path} has no request or query schema`);
  expect(issuesOf(operation, sample), `${method} ${path}: the schema refuses the sample`).toEqual([]);
  const answer = await send(operation, sample);
  expect(answer.status, `${method} ${path}: ${answer.text}`).not.toBe(400);
  if (status !== undefined) expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(status);
  sent.add(operation);
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    return answer.text as T;
  }
}

/** Sends what the operation's schemas refuse; the sandbox must refuse it with 400 too. */
async function refused(method: ProviderOperation['method'], path: string, sample: Sample): Promise<void> {
  const operation = operationAt(method, path);
  expect(
    issuesOf(operation, sample),
    `${method} ${path}: the schema takes ${JSON.stringify(sample)}`,
  ).not.toEqual([]);
  const answer = await send(operation, sample);
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(400);
}

beforeAll(async () => {
  sandbox = await startSandbox();
  ada = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await sandbox?.close();
});

describe('sign-in reads what its schemas say', () => {
  /** A user who signed up with riley's password: unverified, without a company. */
  async function signedUp(email: string): Promise<string> {
    const { db } = sandbox.sandbox;
    const { rows } = await db.query<{ hash: string }>(
      `SELECT password_hash AS hash FROM users WHERE email = 'riley@acme.example'`,
    );
    await createPasswordUser(db, email, rows[0]!.hash);
    return sandbox.tokenFor(email);
  }

  it('sends the verification again, verifies the email and registers a company', async () => {
    const token = await signedUp('vera@veraco.example');
    const { db } = sandbox.sandbox;
    await send(operationAt('POST', '/v1/email-verification/send'), { token });
    const active = await sandbox.api<{ id: string }>('/api/v1/email-verification/active-link', { token });
    await refused('POST', '/v1/email-verification/resend', { token, body: {} });
    await accepted('POST', '/v1/email-verification/resend', { token, body: { code: active.body.id } }, 201);
    const { rows } = await db.query<{ code: string }>(
      `SELECT code FROM email_verifications WHERE user_id = (SELECT id FROM users WHERE email = $1)
        AND consumed_at IS NULL AND superseded_at IS NULL`,
      ['vera@veraco.example'],
    );
    await refused('POST', '/v1/email-verification/verify', { token, body: { code: 42 } });
    await accepted('POST', '/v1/email-verification/verify', { token, body: { code: rows[0]!.code } }, 204);
    const registration = { userFirstName: 'Vera', userLastName: 'Owner', sellerName: 'Vera Co' };
    await refused('POST', '/v1/organizations', { token, body: { ...registration, sellerName: long(201) } });
    await refused('POST', '/v1/organizations', { token, body: { ...registration, userLastName: ' ' } });
    // At the bounds: what one character more refuses is taken.
    await accepted(
      'POST',
      '/v1/organizations',
      { token, body: { ...registration, sellerName: long(200), userTitle: null } },
      201,
    );
  });

  it('reads and links a pending account linking with its session token', async () => {
    const finance = userId('finance@acme.example');
    await sandbox.sandbox.db.query(
      `INSERT INTO account_linking_sessions
         (session_token, interaction_uid, primary_user_id, connection, subject, email, expires_at)
       VALUES ('request-link', 'request-interaction', $1, 'sandbox-sso', 'sso|finance-requests',
               'finance@acme.example', now() + interval '10 minutes')`,
      [finance],
    );
    const token = await sandbox.tokenFor('finance@acme.example');
    const query = { sessionToken: 'request-link' };
    await refused('GET', '/account-linking', { token, query: {} });
    await accepted('GET', '/account-linking', { token, query }, 200);
    await refused('POST', '/account-linking/link', { token, query, body: {} });
    await accepted('POST', '/account-linking/link', { token, query, body: query }, 200);
  });
});

describe('the team reads what its schemas say', () => {
  it('lists, changes and invites members', async () => {
    await refused('GET', '/v1/teams/current', { query: { size: 0 } });
    await accepted('GET', '/v1/teams/current', { query: { page: 0, size: 100, textSearchField: 'a' } }, 200);
    const ivy = { id: userId('ivy@acme.example') };
    await refused('PATCH', '/v1/users/{id}', {
      params: ivy,
      body: [{ op: 'replace', path: '/firstName', value: long(256) }],
    });
    await refused('PATCH', '/v1/users/{id}', {
      params: ivy,
      body: [{ op: 'replace', path: '/phoneNumber', value: '555-01' }],
    });
    await accepted(
      'PATCH',
      '/v1/users/{id}',
      {
        params: ivy,
        body: [
          { op: 'replace', path: '/lastName', value: 'Ivers' },
          { op: 'replace', path: '/phoneNumber', value: '+1 (512) 555-0199' },
        ],
      },
      200,
    );
    const invitation = {
      email: 'requests@acme.example',
      recipientFirstName: 'Rhea',
      recipientLastName: 'Quest',
      roleId: ROLE.sales,
    };
    const { roleId: _roleId, ...withoutRole } = invitation;
    await refused('POST', '/v1/invitations', { body: withoutRole });
    await refused('POST', '/v1/invitations', { body: { ...invitation, recipientFirstName: long(256) } });
    await refused('POST', '/v1/invitations', { body: { ...invitation, email: 'rhea at acme' } });
    const invited = await accepted<{ id: string }>(
      'POST',
      '/v1/invitations',
      { body: { ...invitation, recipientLastName: long(255) } },
      201,
    );
    await accepted('POST', '/v1/invitations/resend', { body: { userId: invited.id } }, 200);
  });

  it('transfers ownership to an admin and back', async () => {
    const alan = userId('alan@acme.example');
    await accepted(
      'PATCH',
      '/v1/users/{id}',
      { params: { id: alan }, body: [{ op: 'replace', path: '/roles', value: [ROLE.admin] }] },
      200,
    );
    await accepted('POST', '/v1/teams/transfer-ownership', { body: { userId: alan } }, 200);
    await accepted(
      'POST',
      '/v1/teams/transfer-ownership',
      { token: await sandbox.tokenFor('alan@acme.example'), body: { userId: userId('admin@acme.example') } },
      200,
    );
  });

  it('declines and approves a join request', async () => {
    const requests = await sandbox.api<{ id: string; status: string }[]>(
      '/api/v1/teams/pending-join-requests',
      {
        token: ada,
      },
    );
    const pending = requests.body.find(({ status }) => status === 'PENDING');
    if (!pending) throw new Error('the seed has a pending join request');
    await accepted(
      'POST',
      '/teams/pending-join-request/reject',
      { body: { joinRequestId: pending.id } },
      200,
    );
    const approval = {
      joinRequestId: pending.id,
      roleId: ROLE.sales,
      firstName: 'Jordan',
      lastName: 'Joiner',
    };
    await refused('POST', '/teams/pending-join-request/approve', {
      body: { ...approval, lastName: undefined },
    });
    await refused('POST', '/teams/pending-join-request/approve', { body: { ...approval, title: long(256) } });
    await accepted(
      'POST',
      '/teams/pending-join-request/approve',
      { body: { ...approval, title: 'Analyst', phoneNumber: '512.555.0142', mobilePhoneNumber: null } },
      200,
    );
  });
});

describe('the customers read what their schemas say', () => {
  const address = {
    label: '600 Congress Avenue, Austin, TX 78701, USA',
    country: 'USA',
    timeZone: 'America/Chicago',
  };
  const company = (name: string) => ({ name, address, ein: null, isNoEinSelected: true });
  const contact = { firstName: 'Bill', lastName: 'Lumbergh', email: 'bill@requests.example' };

  it('lists and finds accounts', async () => {
    await refused('GET', '/v1/accounts', { query: { size: 101 } });
    await refused('GET', '/v1/accounts', { query: { textSearchField: long(201) } });
    await accepted('GET', '/v1/accounts', { query: { page: 0, size: 10, textSearchField: 'a' } }, 200);
    await refused('GET', '/v1/accounts/typeahead', { query: { query: 'a' } });
    await refused('GET', '/v1/accounts/typeahead', { query: {} });
    await accepted('GET', '/v1/accounts/typeahead', { query: { query: 'Ac' } }, 200);
  });

  it('matches and creates an account, completes it and keeps its contacts', async () => {
    await refused('POST', '/v3/accounts/validations', {
      body: { ...company('Initech'), address: { ...address, country: 'usa' } },
    });
    await refused('POST', '/v3/accounts/validations', { body: { ...company('Initech'), name: long(256) } });
    await refused('POST', '/v3/accounts/validations', {
      body: { ...company('Initech'), isNoEinSelected: false, ein: '123456789' },
    });
    await accepted('POST', '/v3/accounts/validations', { body: company('Initech') }, 200);
    await refused('POST', '/v5/accounts', { body: company('Requests Widgets') });
    const created = await accepted<{ id: string }>(
      'POST',
      '/v5/accounts',
      { body: { ...company('Requests Widgets'), accountContact: contact, experianBin: null } },
      201,
    );
    const params = { id: created.id };
    await refused('PATCH', '/v1/accounts/{id}', {
      params,
      body: [{ op: 'replace', path: '/ein', value: '451234567' }],
    });
    await refused('PATCH', '/v1/accounts/{id}', { params, body: [] });
    await accepted(
      'PATCH',
      '/v1/accounts/{id}',
      { params, body: [{ op: 'replace', path: '/ein', value: '45-7654321' }] },
      200,
    );
    const milton = { firstName: 'Milton', lastName: 'Waddams', email: 'milton@requests.example' };
    await refused('POST', '/v1/accounts/{id}/account-contacts', {
      params,
      body: { ...milton, email: 'milton' },
    });
    await refused('POST', '/v1/accounts/{id}/account-contacts', {
      params,
      body: { ...milton, isPrimary: 'no' },
    });
    const added = await accepted<{ id: string }>(
      'POST',
      '/v1/accounts/{id}/account-contacts',
      {
        params,
        body: { ...milton, phoneNumber: null, mobilePhoneNumber: '(512) 555-0101', isPrimary: false },
      },
      201,
    );
    const contactParams = { id: created.id, contactId: added.id };
    await refused('PATCH', '/v1/accounts/{id}/account-contacts/{contactId}', {
      params: contactParams,
      body: [{ op: 'replace', path: '/isPrimary', value: 'yes' }],
    });
    await refused('PATCH', '/v1/accounts/{id}/account-contacts/{contactId}', {
      params: contactParams,
      body: [{ op: 'replace', path: '/notes', value: 'a' }],
    });
    await accepted(
      'PATCH',
      '/v1/accounts/{id}/account-contacts/{contactId}',
      { params: contactParams, body: [{ op: 'replace', path: '/lastName', value: 'Waddams Jr' }] },
      200,
    );
    await accepted(
      'POST',
      '/v1/accounts/{id}/account-contacts/primary',
      { params, body: { accountContactId: added.id } },
      200,
    );
  });

  it('suggests addresses', async () => {
    await refused('GET', '/v1/addresses/typeahead', { query: { query: 'p' } });
    await refused('GET', '/v1/addresses/typeahead', { query: { query: 'pine', international: 'yes' } });
    await accepted('GET', '/v1/addresses/typeahead', { query: { query: 'pine', international: false } }, 200);
  });
});

describe('the company lifecycle reads what its schemas say', () => {
  const seller = { sellerId: ACME };

  it("changes Acme's details, metrics and the user's own fields", async () => {
    const details = '/v1/sellers/{sellerId}/details';
    await refused('PATCH', details, {
      params: seller,
      body: [{ op: 'replace', path: '/name', value: long(51) }],
    });
    await refused('PATCH', details, {
      params: seller,
      body: [{ op: 'replace', path: '/companySize', value: 'Z' }],
    });
    await accepted(
      'PATCH',
      details,
      {
        params: seller,
        body: [
          { op: 'replace', path: '/websiteUrl', value: 'https://acme.example/about' },
          { op: 'replace', path: '/desiredFundingAmount', value: 250000.5 },
        ],
      },
      200,
    );
    const metrics = '/v1/sellers/{sellerId}/business-metrics';
    await refused('PATCH', metrics, {
      params: seller,
      body: [{ op: 'replace', path: '/monthlyCashBurn', value: -5 }],
    });
    await accepted(
      'PATCH',
      metrics,
      {
        params: seller,
        body: [
          { op: 'replace', path: '/annualRecurringRevenueYearOverYearGrowth', value: -12.5 },
          { op: 'replace', path: '/liensComment', value: null },
        ],
      },
      200,
    );
    const saas = '/v1/sellers/{sellerId}/saas-metrics';
    await refused('PATCH', saas, {
      params: seller,
      body: [{ op: 'replace', path: '/expansionArr', value: 1.005 }],
    });
    await accepted(
      'PATCH',
      saas,
      { params: seller, body: [{ op: 'replace', path: '/expansionArr', value: 125000 }] },
      200,
    );
    await refused('PATCH', '/v1/users/current', {
      body: [{ op: 'replace', path: '/lastName', value: '  ' }],
    });
    await refused('PATCH', '/v1/users/current', {
      body: [{ op: 'replace', path: '/title', value: long(256) }],
    });
    await accepted(
      'PATCH',
      '/v1/users/current',
      {
        body: [
          { op: 'replace', path: '/title', value: 'Chief Executive' },
          { op: 'replace', path: '/mobilePhoneNumber', value: null },
        ],
      },
      200,
    );
  });

  it('lists and starts connections', async () => {
    const connections = '/sellers/current/integration-connections';
    await refused('GET', connections, { query: { sourceType: 'Payments' } });
    await refused('GET', connections, { query: {} });
    await accepted('GET', connections, { query: { sourceType: 'Banking' } }, 200);
    await refused('POST', '/v1/connections', {
      body: { platformKey: 'netsuite', networkPathReference: '//evil.example' },
    });
    await refused('POST', '/v1/connections', { body: { networkPathReference: '/org/onboarding' } });
    await accepted(
      'POST',
      '/v1/connections',
      { body: { platformKey: 'netsuite', networkPathReference: '/org/onboarding' } },
      201,
    );
  });

  it('requests an exception for Nimbus', async () => {
    const token = await sandbox.tokenFor('owner@nimbus.example');
    const exemption = {
      exemptionReasonId: 'SECURITY_POLICY',
      type: 'ACCOUNTING',
      exemptionRequestDetails: { description: 'Our policy allows no third-party connection' },
    };
    await refused('POST', '/exemptions', {
      token,
      body: { ...exemption, exemptionRequestDetails: { description: long(2001) } },
    });
    await refused('POST', '/exemptions', { token, body: { ...exemption, type: 'PAYMENTS' } });
    await accepted('POST', '/exemptions', { token, body: exemption }, 201);
    await accepted(
      'POST',
      '/exemptions',
      {
        token,
        body: { ...exemption, type: 'BANKING', exemptionRequestDetails: { description: long(2000) } },
      },
      201,
    );
  });
});

describe('the data room reads what its schemas say', () => {
  const pdf = '%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n';

  it('makes, lists, uploads, renames, moves, marks, zips and deletes', async () => {
    const root = await sandbox.api<{ id: string }>('/api/v2/folders/root', { token: ada });
    const rootParams = { id: root.body.id };
    await refused('POST', '/folders/{id}/folders', { params: rootParams, body: { name: long(129) } });
    await refused('POST', '/folders/{id}/folders', { params: rootParams, body: { name: ' Leading' } });
    await refused('POST', '/folders/{id}/folders', { params: rootParams, body: { name: 'a/b' } });
    const folder = await accepted<{ id: string }>(
      'POST',
      '/folders/{id}/folders',
      { params: rootParams, body: { name: 'Requests_2026-11' } },
      201,
    );
    const empty = await accepted<{ id: string }>(
      'POST',
      '/folders/{id}/folders',
      { params: rootParams, body: { name: `É${long(127)}` } },
      201,
    );
    const unknownType = new FormData();
    unknownType.append('type', 'INVOICE');
    unknownType.append('file', new File([pdf], 'invoice.pdf'));
    await refused('POST', '/folders/{id}/files', { params: { id: folder.id }, form: unknownType });
    const withoutTypes = new FormData();
    withoutTypes.append('files', new File([pdf], 'sow.pdf'));
    await refused('POST', '/folders/{id}/files/bulk', { params: { id: folder.id }, form: withoutTypes });
    const single = new FormData();
    single.append('type', 'MSA');
    single.append('file', new File([pdf], 'msa.pdf'));
    const uploaded = await accepted<{ files: { id: string }[] }>(
      'POST',
      '/folders/{id}/files',
      { params: { id: folder.id }, query: { overwrite: false }, form: single },
      200,
    );
    const bulk = new FormData();
    bulk.append('request', JSON.stringify({ requests: [{ type: 'SOW' }] }));
    bulk.append('files', new File([pdf], 'sow.pdf'));
    await accepted(
      'POST',
      '/folders/{id}/files/bulk',
      { params: { id: folder.id }, query: { overwrite: true }, form: bulk },
      200,
    );
    const file = { id: uploaded.files[0]!.id };
    await refused('PATCH', '/files/{id}', { params: file, body: {} });
    await accepted(
      'PATCH',
      '/files/{id}',
      { params: file, body: { name: 'master.pdf', requestedDocument: null } },
      200,
    );
    await refused('PATCH', '/folders/{id}', { params: { id: empty.id }, body: {} });
    await refused('PATCH', '/folders/{id}', { params: { id: empty.id }, body: { name: long(129) } });
    await accepted(
      'PATCH',
      '/folders/{id}',
      { params: { id: empty.id }, body: { name: 'Empty', parentId: folder.id } },
      200,
    );
    await refused('GET', '/data-room', { query: { page: -1 } });
    await accepted(
      'GET',
      '/data-room',
      { query: { page: 0, size: 50, folderId: folder.id, search: 'master', showFoldersFirst: false } },
      200,
    );
    await refused('GET', '/data-room/activity', { query: { size: 101 } });
    await accepted('GET', '/data-room/activity', { query: { page: 0, size: 10 } }, 200);
    const documents = await sandbox.api<{ key: string }[]>('/api/data-room/requested-documents', {
      token: ada,
    });
    const key = { key: documents.body[0]!.key };
    await refused('PUT', '/data-room/requested-documents/{key}', { params: key, body: { provided: 'yes' } });
    await accepted(
      'PUT',
      '/data-room/requested-documents/{key}',
      { params: key, body: { provided: true } },
      200,
    );
    await refused('POST', '/files/bulk-download', { body: { fileIds: [] } });
    await accepted('POST', '/files/bulk-download', { body: { fileIds: [file.id] } }, 200);
    await accepted(
      'DELETE',
      '/folders/{id}',
      { params: { id: empty.id }, query: { files: 0, folders: 0 } },
      204,
    );
  });
});

describe('the reports and the notifications read what their schemas say', () => {
  it('starts a report, reads the last one and the portfolio', async () => {
    const report = { exportType: 'SELLER_OFFER_HEALTH', timezoneOffset: -300, timezoneLabel: 'EST' };
    await refused('POST', '/v2/offers/export', { body: { ...report, timezoneOffset: 900 } });
    await refused('POST', '/v2/offers/export', { body: { ...report, exportType: 'SELLER_OFFERS' } });
    await refused('POST', '/v2/offers/export', { body: { ...report, offerStageText: 'ACCEPTED,NOPE' } });
    await refused('POST', '/v2/offers/export', { body: { ...report, paymentsDueMonth: '2026-13' } });
    await accepted(
      'POST',
      '/v2/offers/export',
      {
        body: {
          ...report,
          startDate: '2026-01-01T00:00:00.000Z',
          offerStageText: `${OFFER_STAGES[0]},${OFFER_STAGES[1]}`,
          offerPaymentStatus: ['pending', 'failed'],
          paymentsOverdue: 'UP_TO_30_DAYS',
        },
      },
      202,
    );
    await refused('GET', '/v2/offers/export', { query: { exportType: 'NOPE' } });
    await accepted('GET', '/v2/offers/export', { query: { exportType: 'SELLER_OFFER_LIST' } });
    await refused('GET', '/v1/reports/portfolio-summary', { query: { offerStageText: 'NOPE' } });
    await accepted(
      'GET',
      '/v1/reports/portfolio-summary',
      { query: { offerStageText: OFFER_STAGES[0] } },
      200,
    );
  });

  it('pages the notification feed', async () => {
    await refused('GET', '/v1/notifications', { query: { size: 'ten' } });
    await accepted('GET', '/v1/notifications', { query: { page: 0, size: 10 } }, 200);
  });
});

describe('the offers and offer creation read what their schemas say', () => {
  const offer = (key: string) => demoOfferId('acme', key);
  const NEW_YORK = 'America/New_York';
  const BEACON = demoAccountId('acme', 'Beacon Health Partners');
  const STANDARD = salesPackageId('acme', 'Standard Financing');
  const MONTHS_12 = offerTermId('acme', 'Standard Financing', 'MONTH_VARIABLE', 12);
  const SUBSCRIPTION = pricingGroupId('acme', 'Platform subscription');
  const pdf = '%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n';
  /** The end of a day `days` from today in New York (Beacon's and the demo offers' zone). */
  const endOfDayAhead = (days: number) =>
    endOfDayIn(addDays(dateIn(new Date(), NEW_YORK), days), NEW_YORK).toISOString();

  it('lists offers, their add-ons, events, owners and companies', async () => {
    await refused('GET', '/v1/offers', { query: { size: 101 } });
    await refused('GET', '/v1/offers', { query: { offerStageText: 'NOPE' } });
    await refused('GET', '/v1/offers', { query: { offerPaymentStatus: 'pending,late' } });
    await refused('GET', '/v1/offers', { query: { accountId: 'beacon' } });
    await refused('GET', '/v1/offers', { query: { sort: 'name,asc' } });
    await refused('GET', '/v1/offers', { query: { paymentsDueMonth: '2026-13' } });
    await refused('GET', '/v1/offers', { query: { paymentsOverdue: 'FOREVER' } });
    await accepted(
      'GET',
      '/v1/offers',
      {
        query: {
          page: 0,
          size: 100,
          offerStageText: `${OFFER_STAGES[0]}, ${OFFER_STAGES[1]}`,
          offerPaymentStatus: 'pending,failed',
          accountId: BEACON,
          sort: 'expiration,asc',
          paymentsDueMonth: '2026-12',
          paymentsOverdue: 'UP_TO_30_DAYS',
          advanceMonth: '2026-11',
        },
      },
      200,
    );
    await refused('GET', '/v1/offers', { query: { createdWithinDays: 0 } });
    await refused('GET', '/v1/offers', { query: { ownerUserId: 'marie' } });
    await accepted(
      'GET',
      '/v1/offers',
      { query: { createdWithinDays: 30, ownerUserId: stableUuid('user:ae@acme.example') } },
      200,
    );
    await refused('GET', '/v1/offers/pipeline', { query: { createdWithinDays: 3661 } });
    await refused('GET', '/v1/offers/pipeline', { query: { ownerUserId: 'marie' } });
    await accepted('GET', '/v1/offers/pipeline', { query: { createdWithinDays: 3660 } }, 200);
    await refused('GET', '/v1/offers/account-typeahead', { query: { query: 'B' } });
    await refused('GET', '/v1/offers/account-typeahead', {});
    await accepted('GET', '/v1/offers/account-typeahead', { query: { query: 'Be' } }, 200);
    await refused('GET', '/v1/users/typeahead', { query: { query: long(201) } });
    await accepted('GET', '/v1/users/typeahead', { query: { query: long(200) } }, 200);
    const aperture = { id: offer('aperture-complete') };
    await refused('GET', '/v1/offers/{id}/addons', { params: aperture, query: { size: 0 } });
    await accepted('GET', '/v1/offers/{id}/addons', { params: aperture, query: { page: 0, size: 5 } }, 200);
    await refused('GET', '/v1/offers/{id}/events', { params: aperture, query: { type: 'NOPE' } });
    await refused('GET', '/v1/offers/{id}/events', { params: aperture, query: { page: -1 } });
    await accepted(
      'GET',
      '/v1/offers/{id}/events',
      { params: aperture, query: { type: 'CREATED', page: 0, size: 5 } },
      200,
    );
  });

  it('changes an offer, its owner and its renewal, and attaches a file', async () => {
    const beacon = { id: offer('beacon-ready') };
    const replace = (path: string, value: unknown) => [{ op: 'replace', path, value }];
    await refused('PATCH', '/v1/offers/{id}', { params: beacon, body: [] });
    await refused('PATCH', '/v1/offers/{id}', { params: beacon, body: replace('/expiration', null) });
    await refused('PATCH', '/v1/offers/{id}', { params: beacon, body: replace('/stage', 'COMPLETE') });
    await refused('PATCH', '/v1/offers/{id}', {
      params: beacon,
      body: [...replace('/expiration', endOfDayAhead(2)), ...replace('/expiration', endOfDayAhead(3))],
    });
    await accepted(
      'PATCH',
      '/v1/offers/{id}',
      { params: beacon, body: replace('/expiration', endOfDayAhead(2)) },
      200,
    );
    const oakridge = { id: offer('oakridge-ready') };
    const current = await sandbox.api<{ ownerEmail: string }>(`/api/v2/offers/${oakridge.id}`, {
      token: ada,
    });
    await refused('POST', '/v1/offers/{id}/change-offer-owner', { params: oakridge, body: {} });
    // The offer keeps its owner: the change is sent to whom it already has.
    await accepted(
      'POST',
      '/v1/offers/{id}/change-offer-owner',
      { params: oakridge, body: { newOwnerId: userId(current.body.ownerEmail) } },
      200,
    );
    const aperture = { id: offer('aperture-complete') };
    await refused('POST', '/v1/offers/{id}/renewal-status', {
      params: aperture,
      body: { renewalFreeMonths: 2 },
    });
    await refused('POST', '/v1/offers/{id}/renewal-status', {
      params: aperture,
      body: { renewalEnabled: true, renewalFreeMonths: 13 },
    });
    await refused('POST', '/v1/offers/{id}/renewal-status', {
      params: aperture,
      body: { renewalEnabled: true, renewalFreeMonths: 0 },
    });
    await accepted(
      'POST',
      '/v1/offers/{id}/renewal-status',
      { params: aperture, body: { renewalEnabled: true, renewalFreeMonths: 12 } },
      200,
    );
    const blueHarbor = { id: offer('blue-harbor-pending') };
    await refused('POST', '/v1/offers/{id}/send-link', {
      params: blueHarbor,
      body: { recipientContactId: 'x' },
    });
    // Acme emails its links: sent, and once more within a minute refused in words (409), not for the body.
    await accepted('POST', '/v1/offers/{id}/send-link', { params: blueHarbor, body: {} }, 200);
    await accepted('POST', '/v1/offers/{id}/send-link', { params: blueHarbor, body: {} }, 409);
    const unknownType = new FormData();
    unknownType.append('type', 'INVOICE');
    unknownType.append('file', new File([pdf], 'invoice.pdf'));
    await refused('POST', '/offers/{id}/files', { params: oakridge, form: unknownType });
    const attached = new FormData();
    attached.append('type', 'MSA');
    attached.append('file', new File([pdf], 'msa.pdf'));
    await accepted('POST', '/offers/{id}/files', { params: oakridge, form: attached }, 201);
  });

  it('prices, uploads and creates an offer', async () => {
    await refused('POST', '/v1/sales-packages', { query: { offerTermId: 'twelve' } });
    await accepted('POST', '/v1/sales-packages', { query: { offerTermId: MONTHS_12 } }, 200);
    const pricing = {
      salesPackageId: STANDARD,
      directOfferTermId: MONTHS_12,
      directBillingFrequency: 'ANNUAL',
      paymentTerms: 'NET_30',
      accountId: BEACON,
      isAddOnOffer: false,
    };
    const line = { amount: 12000, pricingGroupId: SUBSCRIPTION };
    const preview = { ...pricing, previewablePricingGroups: [line] };
    await refused('POST', '/v2/pricing-options/quote-preview', {
      body: { ...preview, previewablePricingGroups: [] },
    });
    await refused('POST', '/v2/pricing-options/quote-preview', {
      body: { ...preview, salesPackageId: undefined },
    });
    await refused('POST', '/v2/pricing-options/quote-preview', {
      body: { ...preview, directBillingFrequency: 'WEEKLY' },
    });
    await refused('POST', '/v2/pricing-options/quote-preview', {
      body: { ...preview, previewablePricingGroups: [{ ...line, amount: 0.001 }] },
    });
    await refused('POST', '/v2/pricing-options/quote-preview', {
      body: { ...preview, previewablePricingGroups: [{ ...line, amount: 100.005 }] },
    });
    await refused('POST', '/v2/pricing-options/quote-preview', {
      body: { ...preview, previewablePricingGroups: [{ ...line, amount: 100_000_000 }] },
    });
    await refused('POST', '/v2/pricing-options/quote-preview', {
      body: { ...preview, previewablePricingGroups: Array.from({ length: 21 }, () => line) },
    });
    await accepted(
      'POST',
      '/v2/pricing-options/quote-preview',
      {
        body: {
          ...preview,
          previewablePricingGroups: [
            { ...line, amount: 99_999_999.99 },
            ...Array.from({ length: 19 }, () => line),
          ],
        },
      },
      200,
    );
    const fromPayment = { ...pricing, pricingGroupId: SUBSCRIPTION, desiredPaymentAmount: 1020 };
    await refused('POST', '/v1/pricing-options/quote-preview-from-payment', {
      body: { ...fromPayment, desiredPaymentAmount: undefined },
    });
    await refused('POST', '/v1/pricing-options/quote-preview-from-payment', {
      body: { ...fromPayment, desiredPaymentAmount: 0.004 },
    });
    await refused('POST', '/v1/pricing-options/quote-preview-from-payment', {
      body: { ...fromPayment, directOfferTermId: 'twelve' },
    });
    await accepted('POST', '/v1/pricing-options/quote-preview-from-payment', { body: fromPayment }, 200);
    await refused('GET', '/v1/offers/expiration-window', {});
    await refused('GET', '/v1/offers/expiration-window', { query: { accountId: 'beacon' } });
    await accepted('GET', '/v1/offers/expiration-window', { query: { accountId: BEACON } }, 200);
    await accepted(
      'GET',
      '/v1/offers/expiration-window',
      { query: { accountId: BEACON, parentOfferId: offer('aperture-complete') } },
      200,
    );
    await refused('GET', '/v1/offers/salesforce-opportunity-metadata', {});
    await refused('GET', '/v1/offers/salesforce-opportunity-metadata', {
      query: { opportunityId: '0065g0000' },
    });
    await accepted(
      'GET',
      '/v1/offers/salesforce-opportunity-metadata',
      { query: { opportunityId: DEMO_OPPORTUNITIES.existingAccount } },
      200,
    );
    const withoutFile = new FormData();
    withoutFile.append('type', 'MSA');
    await refused('POST', '/offers/files', { form: withoutFile });
    const contract = new FormData();
    contract.append('file', new File([pdf], 'contract.pdf'));
    const uploaded = await accepted<{ fileId: string }>('POST', '/offers/files', { form: contract }, 201);
    const created = {
      accountId: BEACON,
      expiration: endOfDayAhead(10),
      messageToAccount: 'Thank you',
      offerType: 'QUOTE',
      offerSubType: 'INITIAL',
      termStartDate: null,
      externalReferenceId: '0065g00000ReQsT',
      parentOfferId: null,
      quoteRequest: {
        salesPackageId: STANDARD,
        offerTermId: MONTHS_12,
        directBillingFrequency: 'ANNUAL',
        directPaymentTerms: 'NET_30',
        lineItems: [line],
        monthlyPayment: null,
        fileIds: [uploaded.fileId],
      },
    };
    const quote = created.quoteRequest;
    await refused('POST', '/v1/offers', { body: { ...created, accountId: undefined } });
    await refused('POST', '/v1/offers', { body: { ...created, expiration: undefined } });
    await refused('POST', '/v1/offers', { body: { ...created, messageToAccount: long(2001) } });
    await refused('POST', '/v1/offers', { body: { ...created, externalReferenceId: '0065g0000' } });
    await refused('POST', '/v1/offers', { body: { ...created, termStartDate: '2026-13-01' } });
    await refused('POST', '/v1/offers', { body: { ...created, offerSubType: 'ADDON' } });
    await refused('POST', '/v1/offers', {
      body: { ...created, quoteRequest: { ...quote, directPaymentTerms: 'NET_90' } },
    });
    await refused('POST', '/v1/offers', { body: { ...created, quoteRequest: { ...quote, lineItems: [] } } });
    await refused('POST', '/v1/offers', {
      body: {
        ...created,
        quoteRequest: { ...quote, fileIds: Array.from({ length: 11 }, () => uploaded.fileId) },
      },
    });
    await accepted('POST', '/v1/offers', { body: { ...created, messageToAccount: long(2000) } }, 201);
  });
});

describe('the API clients read what their schemas say', () => {
  it('creates a client and binds its registration', async () => {
    const client = { name: 'Billing sync', roleId: ROLE.sales, scopes: ['offers:read'] };
    await refused('POST', '/v1/api-clients', { body: { ...client, scopes: [] } });
    await refused('POST', '/v1/api-clients', { body: { ...client, name: long(101) } });
    await refused('POST', '/v1/api-clients', { body: { ...client, scopes: ['offers:delete'] } });
    const { id } = await accepted<{ id: string }>('POST', '/v1/api-clients', { body: client }, 201);
    await refused('PUT', '/v1/api-clients/{id}/registration', { params: { id }, body: { clientId: 'c' } });
    await accepted(
      'PUT',
      '/v1/api-clients/{id}/registration',
      { params: { id }, body: { clientId: 'c-1', registrationAccessToken: 'r-1' } },
      200,
    );
  });
});

describe('the webhook endpoints read what their schemas say', () => {
  it('registers, changes and pages an endpoint', async () => {
    const endpoint = { url: 'https://hooks.example.com/in', eventTypes: ['offer.stage_changed'] };
    await refused('POST', '/v1/webhook-endpoints', { body: { ...endpoint, eventTypes: [] } });
    await refused('POST', '/v1/webhook-endpoints', { body: { ...endpoint, eventTypes: ['offer.deleted'] } });
    await refused('POST', '/v1/webhook-endpoints', { body: { ...endpoint, description: long(201) } });
    await refused('POST', '/v1/webhook-endpoints', { body: { ...endpoint, url: ' ' } });
    const { endpoint: made } = await accepted<{ endpoint: { id: string } }>(
      'POST',
      '/v1/webhook-endpoints',
      { body: { ...endpoint, description: long(200) } },
      201,
    );
    const id = made.id;
    await refused('PUT', '/v1/webhook-endpoints/{id}', { params: { id }, body: { url: endpoint.url } });
    await accepted('PUT', '/v1/webhook-endpoints/{id}', { params: { id }, body: endpoint }, 200);
    await refused('GET', '/v1/webhook-endpoints/{id}/deliveries', { params: { id }, query: { size: 101 } });
    await accepted(
      'GET',
      '/v1/webhook-endpoints/{id}/deliveries',
      { params: { id }, query: { page: 0, size: 100 } },
      200,
    );
  });
});

/** Every route of the sandbox's source: its method, its path as an operation names it, and what it reads. */
function routesOfSource(): { operation: string; body: boolean; query: boolean }[] {
  const root = new URL('..', import.meta.url);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const routes = [];
  for (const file of files) {
    const source = readFileSync(new URL(file, root), 'utf8');
    const matches = [...source.matchAll(/router\.(get|post|put|patch|delete)\(\s*(['`])([^'`$]+)\2/g)];
    for (const [index, match] of matches.entries()) {
      const handler = source.slice(match.index, matches[index + 1]?.index ?? source.length);
      const method = match[1]!.toUpperCase();
      const template = match[3]!.replace(/:(\w+)/g, '{$1}');
      const operation =
        PROVIDER_OPERATIONS.find((candidate) => candidate.method === method && candidate.path === template) ??
        operationOf(method, match[3]!.replace(/:\w+/g, 'x'));
      if (!operation) continue; // not served under /api (the identity provider, the sandbox controls)
      routes.push({
        operation: `${operation.method} ${operation.path}`,
        body: /req\.body|bodyOf\(req\)|bodyField\(req,|Body\(req\)|\bbody\.\w/.test(handler),
        query: /req\.query|queryParam\(req,|pagingOf\(req|Query\(req\)/.test(handler),
      });
    }
  }
  return routes;
}

describe('the schemas', () => {
  it('were each sent here, or say why not', () => {
    const unsent = PROVIDER_OPERATIONS.filter(
      (operation) => (operation.request || operation.form || operation.query) && !sent.has(operation),
    ).map(({ method, path }) => `${method} ${path}`);
    expect(unsent.filter((operation) => !(operation in NOT_SENT))).toEqual([]);
    expect(Object.keys(NOT_SENT).filter((operation) => !unsent.includes(operation))).toEqual([]);
  });

  it('describe every body and query a route reads, or the lists say why not', () => {
    const routes = routesOfSource();
    expect(routes.length).toBeGreaterThan(50);
    const schemaOf = (name: string) =>
      PROVIDER_OPERATIONS.find(({ method, path }) => `${method} ${path}` === name);
    const bodies = routes.filter(({ body, operation }) => body && !schemaOf(operation)?.request);
    const queries = routes.filter(({ query, operation }) => query && !schemaOf(operation)?.query);
    expect(bodies.map(({ operation }) => operation).filter((name) => !(name in BODY_WITHOUT_SCHEMA))).toEqual(
      [],
    );
    expect(
      queries.map(({ operation }) => operation).filter((name) => !(name in QUERY_WITHOUT_SCHEMA)),
    ).toEqual([]);
    // An exception that no longer holds is taken off its list.
    expect(
      Object.keys(BODY_WITHOUT_SCHEMA).filter((name) => !bodies.some(({ operation }) => operation === name)),
    ).toEqual([]);
    expect(
      Object.keys(QUERY_WITHOUT_SCHEMA).filter(
        (name) => !queries.some(({ operation }) => operation === name),
      ),
    ).toEqual([]);
  });
});
