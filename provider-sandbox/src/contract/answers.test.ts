import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { stableUuid } from '../core/seed/ids.js';
import { demoAccountId } from '../customers/seed.js';
import { createPasswordUser } from '../identity/accounts.js';
import { emitEvent } from '../notifications/index.js';
import {
  DEMO_OPPORTUNITIES,
  offerTermId,
  pricingGroupId,
  salesPackageId,
} from '../offers/creation/catalog.js';
import { demoOfferId } from '../offers/seed.js';
import { teamUser } from '../team/contract.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { sandboxDomains } from '../domains.js';
import { callOperation, operationAt, type OperationCall } from './calls.js';
import { PROVIDER_OPERATIONS, type ProviderOperation } from './operations.js';

/**
 * The contract's answers are what the sandbox answers (docs/adr/019): each operation with a `response` schema is
 * called here on the seeded data, and its body must be exactly what the schema describes: it parses, and parsing
 * drops nothing (a field the schema does not name fails too). The last test fails when an operation with a schema
 * was not called, unless `NOT_CALLED` says why.
 */

/** Operations with a schema this file does not call, and why. */
const NOT_CALLED: Record<string, string> = {};

let sandbox: RunningSandbox;
let ada: string; // Acme's admin and owner
const called = new Set<ProviderOperation>();

const userId = (email: string) => stableUuid(`user:${email}`);
const ROLE = { admin: stableUuid('role:ADMIN'), sales: stableUuid('role:SALES_MANAGER') };

/** The body is what the schema describes: it parses, and nothing the schema does not name is left over. */
function isExactly(schema: z.ZodType, body: unknown): boolean {
  const parsed = schema.safeParse(body);
  return parsed.success && isDeepStrictEqual(parsed.data, body);
}

/** A call of the operation; the token is Ada's unless given. */
type Call = Omit<OperationCall, 'token'> & { token?: string };

/** Calls an operation of the contract and checks its answer against the operation's schema; answers the body. */
async function answerOf<T = Record<string, unknown>>(
  method: ProviderOperation['method'],
  path: string,
  call: Call = {},
): Promise<T> {
  const operation = operationAt(method, path);
  const schema = operation.response;
  if (!schema) throw new Error(`${method} ${path} has no response schema`);
  const response = await callOperation(sandbox.url, operation, { ...call, token: call.token ?? ada });
  const answer: unknown = await response.json();
  expect(response.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBe(operation.status ?? 200);
  const parsed = schema.safeParse(answer);
  expect(parsed.error?.issues, `${method} ${path}`).toBeUndefined();
  expect(parsed.data, `${method} ${path} answers fields its schema does not name`).toStrictEqual(answer);
  called.add(operation);
  return answer as T;
}

beforeAll(async () => {
  sandbox = await startSandbox();
  ada = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await sandbox?.close();
});

describe("the session's answers", () => {
  it('answers the session, the current user (read and changed), the seller, its settings and the app settings', async () => {
    await answerOf('GET', '/me');
    // A user without a company, whose join request was declined.
    await answerOf('GET', '/me', { token: await sandbox.tokenFor('riley@acme.example') });
    await answerOf('GET', '/v1/sellers/current');
    await answerOf('GET', '/v1/sellers/current/settings');
    await answerOf('GET', '/v1/app-settings');
    await answerOf('PATCH', '/v1/users/current', {
      body: [{ op: 'replace', path: '/title', value: 'Chief Executive' }],
    });
  });
});

describe("sign-in's answers", () => {
  /** A user who signed up with riley's password: unverified, without a company. */
  async function signedUp(email: string): Promise<string> {
    const { db } = sandbox.sandbox;
    const { rows } = await db.query<{ hash: string }>(
      `SELECT password_hash AS hash FROM users WHERE email = 'riley@acme.example'`,
    );
    await createPasswordUser(db, email, rows[0]!.hash);
    return sandbox.tokenFor(email);
  }
  const verify = (email: string) =>
    sandbox.sandbox.db.query('UPDATE users SET email_verified = true WHERE email = $1', [email]);

  it('sends, reads and sends again the verification link, then registers a company, as the schemas say', async () => {
    const token = await signedUp('nora@noraco.example');
    await answerOf('POST', '/v1/email-verification/send', { token });
    const active = await answerOf<{ id: string }>('GET', '/v1/email-verification/active-link', { token });
    await answerOf('POST', '/v1/email-verification/resend', { token, body: { code: active.id } });
    await verify('nora@noraco.example');
    await answerOf('POST', '/v1/organizations', {
      token,
      body: { userFirstName: 'Nora', userLastName: 'Owner', sellerName: 'Nora Co', userTitle: 'CEO' },
    });
  });

  it('asks to join the company of the email domain as the schema says', async () => {
    const token = await signedUp('nia@acme.example');
    await verify('nia@acme.example');
    await answerOf('POST', '/v1/join-requests', { token });
  });

  it('reads and links a pending account linking as the schemas say', async () => {
    const finance = userId('finance@acme.example');
    await sandbox.sandbox.db.query(
      `INSERT INTO account_linking_sessions
         (session_token, interaction_uid, primary_user_id, connection, subject, email, expires_at)
       VALUES ('contract-link', 'contract-interaction', $1, 'sandbox-sso', 'sso|finance', 'finance@acme.example',
               now() + interval '10 minutes')`,
      [finance],
    );
    const token = await sandbox.tokenFor('finance@acme.example');
    const query = { sessionToken: 'contract-link' };
    await answerOf('GET', '/account-linking', { token, query });
    await answerOf('POST', '/account-linking/link', { token, query, body: query });
  });
});

describe("the team's answers", () => {
  it('lists, reads and changes members, roles and invitations as the schemas say', async () => {
    await answerOf('GET', '/v1/users/current');
    const team = await answerOf<{ content: unknown[] }>('GET', '/v1/teams/current', {
      query: { page: '0', size: '100' },
    });
    expect(team.content.length).toBeGreaterThan(3);
    await answerOf('GET', '/v1/roles');
    await answerOf('GET', '/v1/users/{id}', { params: { id: userId('ivy@acme.example') } });
    const grace = { id: userId('grace@acme.example') };
    await answerOf('PATCH', '/v1/users/{id}/disable', { params: grace });
    await answerOf('PATCH', '/v1/users/{id}/enable', { params: grace });
    const invited = await answerOf<{ id: string }>('POST', '/v1/invitations', {
      body: {
        email: 'contract@acme.example',
        recipientFirstName: 'Connie',
        recipientLastName: 'Tract',
        roleId: ROLE.sales,
      },
    });
    await answerOf('POST', '/v1/invitations/resend', { body: { userId: invited.id } });
  });

  it('transfers ownership to an admin and back', async () => {
    const alan = userId('alan@acme.example');
    await answerOf('PATCH', '/v1/users/{id}', {
      params: { id: alan },
      body: [{ op: 'replace', path: '/roles', value: [ROLE.admin] }],
    });
    await answerOf('POST', '/v1/teams/transfer-ownership', { body: { userId: alan } });
    await answerOf('POST', '/v1/teams/transfer-ownership', {
      token: await sandbox.tokenFor('alan@acme.example'),
      body: { userId: userId('admin@acme.example') },
    });
  });

  it('lists, declines and approves join requests', async () => {
    const requests = await answerOf<{ id: string; status: string }[]>(
      'GET',
      '/v1/teams/pending-join-requests',
    );
    const pending = requests.find(({ status }) => status === 'PENDING');
    if (!pending) throw new Error('the seed has a pending join request');
    await answerOf('POST', '/teams/pending-join-request/reject', { body: { joinRequestId: pending.id } });
    await answerOf('POST', '/teams/pending-join-request/approve', {
      body: { joinRequestId: pending.id, roleId: ROLE.sales, firstName: 'Jordan', lastName: 'Joiner' },
    });
  });
});

describe("the customers' answers", () => {
  const address = {
    label: '600 Congress Avenue, Austin, TX 78701, USA',
    country: 'USA',
    timeZone: 'America/Chicago',
  };
  const details = (name: string, ein: string | null) => ({
    name,
    address,
    ein,
    isNoEinSelected: ein === null,
    accountContact: { firstName: 'Bill', lastName: 'Lumbergh', email: `bill@${name.length}.example` },
  });

  it('lists, finds and reads accounts and customers as the schemas say', async () => {
    const accounts = await answerOf<{ content: { id: string; name: string }[] }>('GET', '/v1/accounts', {
      query: { page: '0', size: '100' },
    });
    const [first] = accounts.content;
    if (!first) throw new Error('the seed has accounts');
    await answerOf('GET', '/v1/accounts/typeahead', { query: { query: first.name.slice(0, 3) } });
    await answerOf('GET', '/v1/accounts/typeaheadTopTen');
    await answerOf('GET', '/v1/accounts/{id}', { params: { id: first.id } });
    await answerOf('GET', '/v1/customers/{id}', { params: { id: first.id } });
  });

  it('matches, creates and completes an account, and keeps its contacts, as the schemas say', async () => {
    for (const name of ['Initech', 'Globex, Inc.', 'Nowhere Widgets'])
      await answerOf('POST', '/v3/accounts/validations', { body: details(name, null) });
    const created = await answerOf<{ id: string }>('POST', '/v5/accounts', {
      body: details('Nowhere Widgets', null),
    });
    const params = { id: created.id };
    await answerOf('PATCH', '/v1/accounts/{id}', {
      params,
      body: [{ op: 'replace', path: '/ein', value: '45-1234567' }],
    });
    await answerOf('GET', '/v1/accounts/{id}/account-contacts', { params });
    const contact = await answerOf<{ id: string }>('POST', '/v1/accounts/{id}/account-contacts', {
      params,
      body: {
        firstName: 'Milton',
        lastName: 'Waddams',
        email: 'milton@nowhere.example',
        phoneNumber: null,
        mobilePhoneNumber: '(512) 555-0101',
        isPrimary: false,
      },
    });
    const contactParams = { id: created.id, contactId: contact.id };
    await answerOf('GET', '/v1/accounts/{id}/account-contacts/{contactId}', { params: contactParams });
    await answerOf('PATCH', '/v1/accounts/{id}/account-contacts/{contactId}', {
      params: contactParams,
      body: [{ op: 'replace', path: '/lastName', value: 'Waddams Jr' }],
    });
    await answerOf('POST', '/v1/accounts/{id}/account-contacts/primary', {
      params,
      body: { accountContactId: contact.id },
    });
  });
});

describe("the company lifecycle's answers", () => {
  it("reads and changes Acme's details, metrics and connections as the schemas say", async () => {
    const seller = { sellerId: stableUuid('seller:acme') };
    await answerOf('GET', '/v1/sellers/{sellerId}/onboarding', { params: seller });
    await answerOf('PATCH', '/v1/sellers/{sellerId}/details', {
      params: seller,
      body: [{ op: 'replace', path: '/websiteUrl', value: 'acme.example' }],
    });
    await answerOf('PATCH', '/v1/sellers/{sellerId}/business-metrics', {
      params: seller,
      body: [{ op: 'replace', path: '/liensComment', value: null }],
    });
    await answerOf('GET', '/v1/sellers/{sellerId}/saas-metrics', { params: seller });
    await answerOf('PATCH', '/v1/sellers/{sellerId}/saas-metrics', {
      params: seller,
      body: [{ op: 'replace', path: '/expansionArr', value: 125000 }],
    });
    await answerOf('GET', '/onboarding/status');
    await answerOf('GET', '/onboarding/status/optional-steps');
    await answerOf('GET', '/v1/onboarding/submission');
    for (const sourceType of ['Accounting', 'Banking', 'Commerce'])
      await answerOf('GET', '/sellers/current/integration-connections', { query: { sourceType } });
    await answerOf('POST', '/v1/connections', { body: { platformKey: 'netsuite' } });
    await answerOf('POST', '/v1/connections/{id}/disconnect', {
      params: { id: stableUuid('connection:acme:stripe') },
    });
    await answerOf('GET', '/reference/exemption-reasons');
  });

  it('requests exceptions for Nimbus and submits its application as the schemas say', async () => {
    const token = await sandbox.tokenFor('owner@nimbus.example');
    for (const type of ['ACCOUNTING', 'BANKING'])
      await answerOf('POST', '/exemptions', {
        token,
        body: {
          exemptionReasonId: 'SECURITY_POLICY',
          type,
          exemptionRequestDetails: { description: 'Our policy allows no third-party connection' },
        },
      });
    const demoFile = await sandbox.api(`/sandbox/sellers/${stableUuid('seller:nimbus')}/dataroom/demo-file`, {
      method: 'POST',
    });
    expect(demoFile.status).toBe(201);
    await answerOf('POST', '/v1/onboarding/submit', { token, body: {} });
  });
});

describe("the data room's answers", () => {
  const pdf = '%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n';

  it('lists, creates, uploads, renames, moves and marks as the schemas say', async () => {
    const root = await answerOf<{ id: string }>('GET', '/v2/folders/{id}', { params: { id: 'root' } });
    await answerOf('GET', '/folders/{id}', { params: { id: 'root' } });
    const folder = await answerOf<{ id: string; name: string }>('POST', '/folders/{id}/folders', {
      params: { id: root.id },
      body: { name: 'Contract' },
    });
    await answerOf('GET', '/folders/{parentId}/folders/name/{name}', {
      params: { parentId: root.id, name: 'Contract' },
    });
    const single = new FormData();
    single.append('type', 'MSA');
    single.append('file', new File([pdf], 'msa.pdf'));
    const uploaded = await answerOf<{ files: { id: string }[] }>('POST', '/folders/{id}/files', {
      params: { id: folder.id },
      form: single,
    });
    const bulk = new FormData();
    bulk.append('request', JSON.stringify({ requests: [{ type: 'SOW' }, { type: 'OTHER' }] }));
    bulk.append('files', new File([pdf], 'sow.pdf'));
    bulk.append('files', new File([pdf], 'not-allowed.exe'));
    await answerOf('POST', '/folders/{id}/files/bulk', { params: { id: folder.id }, form: bulk });
    await answerOf('PATCH', '/files/{id}', {
      params: { id: uploaded.files[0]!.id },
      body: { name: 'master.pdf', requestedDocument: null },
    });
    const inner = await answerOf<{ id: string }>('POST', '/folders/{id}/folders', {
      params: { id: root.id },
      body: { name: 'Inner' },
    });
    await answerOf('PATCH', '/folders/{id}', { params: { id: inner.id }, body: { parentId: folder.id } });
    await answerOf('GET', '/data-room', { query: { page: '0', size: '50', folderId: folder.id } });
    await answerOf('GET', '/data-room', { query: { page: '0', size: '50', search: 'a' } });
    await answerOf('GET', '/data-room/activity', { query: { page: '0', size: '50' } });
    const documents = await answerOf<{ key: string }[]>('GET', '/data-room/requested-documents');
    await answerOf('PUT', '/data-room/requested-documents/{key}', {
      params: { key: documents[0]!.key },
      body: { provided: true },
    });
  });
});

describe("the reports' answers", () => {
  it('answers the advance history, one advance, the portfolio and the last report as the schemas say', async () => {
    const { cashAdvances } = await answerOf<{ cashAdvances: { id: string }[] }>('GET', '/v1/cash-advances');
    const [advance] = cashAdvances;
    if (!advance) throw new Error('the seed has cash advances');
    await answerOf('GET', '/v1/cash-advances/{id}', { params: { id: advance.id } });
    await answerOf('GET', '/v1/reports/portfolio-summary');
    // The report is made in the background after POST /v2/offers/export (202, text): its last one is asked until made.
    const started = await fetch(`${sandbox.url}/api/v2/offers/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada}`, 'content-type': 'application/json' },
      body: JSON.stringify({ exportType: 'SELLER_OFFER_HEALTH', timezoneOffset: 0, timezoneLabel: 'UTC' }),
    });
    expect(started.status).toBe(202);
    const exportType = { exportType: 'SELLER_OFFER_HEALTH' };
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const latest = await sandbox.api(`/api/v2/offers/export?exportType=${exportType.exportType}`, {
        token: ada,
      });
      if (latest.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await answerOf('GET', '/v2/offers/export', { query: exportType });
  });
});

describe("the addresses' answers", () => {
  it('suggests domestic and international addresses as the schema says', async () => {
    const domestic = await answerOf<unknown[]>('GET', '/v1/addresses/typeahead', {
      query: { query: 'pine' },
    });
    expect(domestic.length).toBeGreaterThan(0);
    await answerOf('GET', '/v1/addresses/typeahead', { query: { query: 'ra', international: 'true' } });
  });
});

describe("the notifications' answers", () => {
  it('pages the feed and marks one and every notification read as the schemas say', async () => {
    const acme = stableUuid('seller:acme');
    const ada = userId('admin@acme.example');
    await emitEvent(sandbox.sandbox.db, { userId: ada, sellerId: acme, type: 'offer', offerId: 'offer-1' });
    await emitEvent(sandbox.sandbox.db, { userId: ada, sellerId: acme, type: 'test', title: 'Hello' });
    const feed = await answerOf<{ content: { id: string }[] }>('GET', '/v1/notifications', {
      query: { page: '0', size: '10' },
    });
    expect(feed.content.length).toBeGreaterThan(1);
    await answerOf('POST', '/v1/notifications/{id}/read', { params: { id: feed.content[0]!.id } });
    await answerOf('POST', '/v1/notifications/read');
  });
});

describe("the offers' answers", () => {
  const offer = (key: string) => ({ id: demoOfferId('acme', key) });
  const pdf = '%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n';
  const contract = () => {
    const form = new FormData();
    form.append('type', 'MSA');
    form.append('file', new File([pdf], 'contract.pdf'));
    return form;
  };

  it('lists every offer, and answers each one, its payments, seller advance, events and funnel, as the schemas say', async () => {
    const offers = await answerOf<{ content: { id: string }[] }>('GET', '/v1/offers', {
      query: { page: '0', size: '100' },
    });
    expect(offers.content.length).toBeGreaterThan(10);
    await answerOf('GET', '/v1/offers', {
      query: { page: '0', size: '10', offerPaymentStatus: 'succeeded,failed', sort: 'expiration,asc' },
    });
    for (const { id } of offers.content) {
      await answerOf('GET', '/v2/offers/{id}', { params: { id } });
      await answerOf('GET', '/v1/offers/{id}/payments', { params: { id } });
      await answerOf('GET', '/v1/offers/{id}/seller-advance', { params: { id } });
      await answerOf('GET', '/v1/offers/{id}/events', { params: { id }, query: { page: '0', size: '50' } });
      await answerOf('GET', '/v1/offers/{id}/events/funnel', { params: { id } });
    }
    await answerOf('GET', '/v1/offers/account-typeahead', { query: { query: 'ap' } });
    await answerOf('GET', '/v1/offers/pipeline');
    await answerOf('GET', '/v1/offers/pipeline', {
      query: { createdWithinDays: '90', ownerUserId: userId('ae@acme.example') },
      token: await sandbox.tokenFor('ae@acme.example'),
    });
    await answerOf('GET', '/v1/offers/{id}/allow-addons', { params: offer('granite-complete') });
    await answerOf('GET', '/v1/offers/{id}/addons', {
      params: offer('aperture-complete'),
      query: { page: '0', size: '10' },
    });
    await answerOf('GET', '/v1/offers/{id}/can-cancel-before-payment', {
      params: offer('northwind-accepted'),
    });
  });

  it('changes, hands over, renews, cancels, disables, reissues, sends the link and attaches a file as the schemas say', async () => {
    await answerOf('PATCH', '/v1/offers/{id}', {
      params: offer('beacon-ready'),
      body: [{ op: 'replace', path: '/allowCreditCardPayments', value: true }],
    });
    const { content } = await answerOf<{ content: { id: string }[] }>('GET', '/v1/users/typeahead', {
      query: { query: 'grace' },
    });
    await answerOf('POST', '/v1/offers/{id}/change-offer-owner', {
      params: offer('silverline-ready'),
      body: { newOwnerId: content[0]!.id },
    });
    await answerOf('POST', '/v1/offers/{id}/renewal-status', {
      params: offer('aperture-complete'),
      body: { renewalEnabled: true, renewalFreeMonths: 3 },
    });
    await answerOf('POST', '/v1/offers/{id}/cancel', { params: offer('northwind-accepted') });
    await answerOf('POST', '/v1/offers/{id}/disable', { params: offer('pinecrest-pending') });
    await answerOf('POST', '/v1/offers/{id}/reissue', { params: offer('cascade-expired') });
    const linkDelivery = await fetch(`${sandbox.url}/sandbox/sellers/${stableUuid('seller:acme')}/flags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customerOfferEmailLinkDeliveryEnabled: true }),
    });
    expect(linkDelivery.status).toBe(200);
    await answerOf('POST', '/v1/offers/{id}/send-link', { params: offer('blue-harbor-pending'), body: {} });
    await answerOf('POST', '/offers/{id}/files', { params: offer('beacon-ready'), form: contract() });
  });

  it('prices, starts and creates an offer as the schemas say', async () => {
    const acme = stableUuid('seller:acme');
    const beacon = demoAccountId('acme', 'Beacon Health Partners');
    const standard = salesPackageId('acme', 'Standard Financing');
    const months12 = offerTermId('acme', 'Standard Financing', 'MONTH_VARIABLE', 12);
    const subscription = pricingGroupId('acme', 'Platform subscription');
    await answerOf('POST', '/v1/sales-packages', { body: {} });
    await answerOf('POST', '/v1/sales-packages', { query: { offerTermId: months12 }, body: {} });
    const quote = {
      salesPackageId: standard,
      directOfferTermId: months12,
      directBillingFrequency: 'ANNUAL',
      paymentTerms: 'NET_30',
      accountId: beacon,
      isAddOnOffer: false,
    };
    await answerOf('POST', '/v2/pricing-options/quote-preview', {
      body: { ...quote, previewablePricingGroups: [{ amount: 12000, pricingGroupId: subscription }] },
    });
    await answerOf('POST', '/v1/pricing-options/quote-preview-from-payment', {
      body: { ...quote, pricingGroupId: subscription, desiredPaymentAmount: 1020 },
    });
    const window = await answerOf<{ defaultExpiration: string }>('GET', '/v1/offers/expiration-window', {
      query: { accountId: beacon },
    });
    const aperture = offer('aperture-complete');
    await answerOf('GET', '/v1/offers/expiration-window', {
      query: { accountId: demoAccountId('acme', 'Aperture Labs'), parentOfferId: aperture.id },
    });
    await answerOf('GET', '/v1/offers/{id}/offer-duplication-metadata', { params: offer('beacon-ready') });
    await answerOf('GET', '/v1/offers/{id}/addon-metadata', { params: aperture });
    const settings = (changes: object) =>
      fetch(`${sandbox.url}/sandbox/sellers/${acme}/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(changes),
      });
    expect((await settings({ salesforceEnabled: true })).status).toBe(200);
    try {
      for (const opportunityId of Object.values(DEMO_OPPORTUNITIES))
        await answerOf('GET', '/v1/offers/salesforce-opportunity-metadata', { query: { opportunityId } });
    } finally {
      await settings({ salesforceEnabled: false });
    }
    const upload = await answerOf<{ fileId: string }>('POST', '/offers/files', { form: contract() });
    await answerOf('POST', '/v1/offers', {
      body: {
        accountId: beacon,
        expiration: window.defaultExpiration,
        messageToAccount: 'Thank you',
        offerType: 'QUOTE',
        offerSubType: 'INITIAL',
        quoteRequest: {
          salesPackageId: standard,
          offerTermId: months12,
          directBillingFrequency: 'ANNUAL',
          directPaymentTerms: 'NET_30',
          lineItems: [{ amount: 12000, pricingGroupId: subscription }],
          fileIds: [upload.fileId],
        },
      },
    });
  });
});

describe('the schemas', () => {
  it('refuse a wrong answer: a missing or misspelt field, a wrong type, a field they do not name', async () => {
    const member = await answerOf('GET', '/v1/users/{id}', { params: { id: userId('admin@acme.example') } });
    expect(isExactly(teamUser, member)).toBe(true);
    const { email: _email, ...withoutEmail } = member;
    expect(isExactly(teamUser, withoutEmail)).toBe(false);
    expect(isExactly(teamUser, { ...member, status: 'Active' })).toBe(false);
    expect(isExactly(teamUser, { ...member, lastLogin: 'yesterday' })).toBe(false);
    expect(isExactly(teamUser, { ...member, title: 'CEO' })).toBe(false);
  });

  it('are each checked against a real answer here, or say why not', () => {
    // A domain that declares its own operations checks their answers in its own tests.
    const declared = new Set(sandboxDomains.flatMap((domain) => domain.operations ?? []));
    const unchecked = PROVIDER_OPERATIONS.filter(
      (operation) => operation.response && !called.has(operation) && !declared.has(operation),
    ).map(({ method, path }) => `${method} ${path}`);
    expect(unchecked.filter((operation) => !(operation in NOT_CALLED))).toEqual([]);
    expect(Object.keys(NOT_CALLED).filter((operation) => !unchecked.includes(operation))).toEqual([]);
  });
});
