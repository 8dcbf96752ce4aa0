import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerId } from '../core/seed/data.js';
import { PORTAL_ORIGIN, startSandbox, type RunningSandbox } from '../testing/harness.js';

let sandbox: RunningSandbox;
let olivia: string; // Nimbus owner (onboarding, two of five tasks done)
let uma: string; // Quarry owner (underwriting)
let ada: string; // Acme admin (approved)
let fiona: string; // Acme finance manager

const NIMBUS = sellerId('nimbus');
const QUARRY = sellerId('quarry');

function call(method: 'get' | 'post' | 'patch', path: string, token: string, body?: unknown) {
  const pending = request(sandbox.url)[method](`/api${path}`).set('authorization', `Bearer ${token}`);
  return body === undefined ? pending : pending.send(body as object);
}

const control = (path: string, body?: object) => request(sandbox.url).post(`/sandbox${path}`).send(body);
const status = async (token: string) => (await call('get', '/onboarding/status', token).expect(200)).body;

/** Follows the link page's Authorize form as the person would, without a browser. */
async function authorize(linkUrl: string, answer: 'authorize' | 'cancel' = 'authorize') {
  const page = await request(sandbox.url).get(new URL(linkUrl).pathname).expect(200);
  expect(page.text).toContain('Authorize');
  return request(sandbox.url)
    .post(`${new URL(linkUrl).pathname}/${answer}`)
    .expect(303);
}

beforeAll(async () => {
  sandbox = await startSandbox();
  [olivia, uma, ada, fiona] = (await Promise.all(
    ['owner@nimbus.example', 'owner@quarry.example', 'admin@acme.example', 'finance@acme.example'].map(
      (email) => sandbox.tokenFor(email),
    ),
  )) as [string, string, string, string];
});

afterAll(async () => {
  await sandbox?.close();
});

describe('connections', () => {
  it('lists connected systems and available integrations per source type', async () => {
    const banking = await call(
      'get',
      '/sellers/current/integration-connections?sourceType=Banking',
      ada,
    ).expect(200);
    expect(banking.body).toMatchObject({
      existingConnections: [
        { status: 'Linked', integrationId: 'bank-link', details: { companyName: 'First Sandbox Bank' } },
      ],
      availableIntegrations: [{ key: 'bank-link', name: 'Bank account' }],
      multipleConnectionsForTheSameIntegrationAllowed: true,
    });
    const accounting = await call(
      'get',
      '/sellers/current/integration-connections?sourceType=Accounting',
      olivia,
    );
    expect(accounting.body.existingConnections).toEqual([]);
    expect(accounting.body.availableIntegrations.map((i: { key: string }) => i.key)).toContain(
      'quickbooks-desktop',
    );
    await call('get', '/sellers/current/integration-connections?sourceType=Payroll', olivia).expect(400);
    await call('get', '/sellers/current/integration-connections?sourceType=Banking', fiona).expect(403);
  });

  it('starts PendingAuth, the link page authorizes it (Linked) and returns to the portal; disconnect unlinks', async () => {
    const started = await call('post', '/v1/connections', olivia, {
      platformKey: 'xero',
      networkPathReference: '/org/accounting-connections',
    }).expect(201);
    expect(started.body).toMatchObject({ status: 'PendingAuth', integrationId: 'xero' });
    expect(started.body.linkUrl).toBe(`${sandbox.url}/sandbox/link/${started.body.id}`);
    const cancelled = await authorize(started.body.linkUrl, 'cancel');
    expect(cancelled.headers.location).toBe(`${PORTAL_ORIGIN}/org/accounting-connections`);
    const returned = await authorize(started.body.linkUrl);
    expect(returned.headers.location).toBe(`${PORTAL_ORIGIN}/org/accounting-connections`);
    const listed = await call(
      'get',
      '/sellers/current/integration-connections?sourceType=Accounting',
      olivia,
    );
    expect(listed.body.existingConnections).toMatchObject([
      { id: started.body.id, status: 'Linked', details: { companyName: 'Nimbus Labs' } },
    ]);
    expect((await status(olivia)).codatAccountingConnectionsCreated).toBe(true);

    await call('post', '/v1/connections', olivia, { platformKey: 'xero' }).expect(409);
    await call('post', `/v1/connections/${started.body.id}/disconnect`, ada).expect(404);
    const unlinked = await call('post', `/v1/connections/${started.body.id}/disconnect`, olivia).expect(200);
    expect(unlinked.body.status).toBe('Unlinked');
    await call('post', `/v1/connections/${started.body.id}/disconnect`, olivia).expect(409);
    expect((await status(olivia)).codatAccountingConnectionsCreated).toBe(false);
    // Re-authenticate through the same link page.
    await authorize(started.body.linkUrl);
    expect((await status(olivia)).codatAccountingConnectionsCreated).toBe(true);
    const deactivated = await control(`/connections/${started.body.id}/deactivate`).expect(200);
    expect(deactivated.body.status).toBe('Deactivated');
    expect((await status(olivia)).codatAccountingConnectionsCreated).toBe(false);
    await authorize(started.body.linkUrl);
    expect((await status(olivia)).codatAccountingConnectionsCreated).toBe(true);
  });

  it('refuses unknown systems, a return address outside the portal, and roles without company rights', async () => {
    await call('post', '/v1/connections', olivia, { platformKey: 'myspace' }).expect(400);
    await call('post', '/v1/connections', olivia, {
      platformKey: 'stripe',
      networkPathReference: '//evil.example',
    }).expect(400);
    await call('post', '/v1/connections', olivia, {
      platformKey: 'stripe',
      networkPathReference: 'https://evil.example',
    }).expect(400);
    await call('post', '/v1/connections', fiona, { platformKey: 'stripe' }).expect(403);
  });
});

describe('exemptions', () => {
  it("answers the reasons, refuses what the form refuses with the spec's messages, and counts as the task", async () => {
    const reasons = await call('get', '/reference/exemption-reasons', olivia).expect(200);
    expect(reasons.body).toContainEqual(expect.objectContaining({ id: 'COMPANY_BANK_NOT_AVAILABLE' }));
    const bad = await call('post', '/exemptions', olivia, {
      exemptionReasonId: 'COMPANY_BANK_NOT_AVAILABLE',
      type: 'BANKING',
      exemptionRequestDetails: { description: ' ', missingBankingName: '' },
    }).expect(400);
    expect(bad.body.fieldErrors).toEqual([
      { field: 'exemptionRequestDetails.description', message: 'Comments are required' },
      { field: 'exemptionRequestDetails.missingBankingName', message: 'platform or bank name is required' },
    ]);
    const long = await call('post', '/exemptions', olivia, {
      exemptionReasonId: 'unknown',
      type: 'BANKING',
      exemptionRequestDetails: { description: 'x'.repeat(2001) },
    }).expect(400);
    expect(long.body.fieldErrors).toEqual([
      { field: 'exemptionReasonId', message: 'Exception Reason is required' },
      { field: 'exemptionRequestDetails.description', message: 'Maximum of 2000 characters' },
    ]);
    expect((await status(olivia)).codatBankingConnectionsCreated).toBe(false);
    await call('post', '/exemptions', olivia, {
      exemptionReasonId: 'COMPANY_BANK_NOT_AVAILABLE',
      type: 'BANKING',
      exemptionRequestDetails: {
        description: 'Our credit union is not listed',
        missingBankingName: 'Nimbus Credit Union',
      },
    }).expect(201);
    expect((await status(olivia)).codatBankingConnectionsCreated).toBe(true);
    await call('post', '/exemptions', fiona, {
      exemptionReasonId: 'SECURITY_POLICY',
      type: 'BANKING',
    }).expect(403);
  });
});

describe('onboarding and underwriting', () => {
  it('answers the tasks of the seed: profile and company details done', async () => {
    expect(await status(uma)).toMatchObject({ sellerRegistrationCompleted: true, filesUploaded: false });
    const { body } = await call('get', '/onboarding/status/optional-steps', uma).expect(200);
    expect(body).toEqual({ codatPaymentsConnectionsCreated: false, saasMetricsCompleted: true });
    expect((await call('get', '/v1/onboarding/submission', uma).expect(200)).body).toEqual({
      submittedAt: '2025-06-16T15:00:00.000Z',
      decisionExpectedAt: '2025-06-18T15:00:00.000Z',
    });
    await call('get', '/onboarding/status', fiona).expect(403);
  });

  it('refuses an early submit, then submits with every task done; the control approves', async () => {
    const early = await call('post', '/v1/onboarding/submit', olivia, {}).expect(409);
    expect(early.body.message).toBe('Complete every onboarding task before submitting the application.');
    await call('post', '/v1/onboarding/submit', uma, {}).expect(409);
    await call('get', '/v1/onboarding/submission', olivia).expect(404);
    await control(`/sellers/${NIMBUS}/dataroom/demo-file`).expect(201);
    expect(await status(olivia)).toEqual({
      userProfileCompleted: true,
      sellerRegistrationCompleted: true,
      codatAccountingConnectionsCreated: true,
      codatBankingConnectionsCreated: true,
      filesUploaded: true,
    });
    await control(`/sellers/${NIMBUS}/approve`).expect(409);
    const submitted = await call('post', '/v1/onboarding/submit', olivia, {}).expect(200);
    expect(submitted.body).toMatchObject({ isOnboarding: false, isUnderwriting: true, dashboardLink: '/' });
    const { body: submission } = await call('get', '/v1/onboarding/submission', olivia).expect(200);
    expect(new Date(submission.decisionExpectedAt).getTime()).toBeGreaterThan(
      new Date(submission.submittedAt).getTime(),
    );
    await call('post', '/v1/onboarding/submit', olivia, {}).expect(409);
    await control(`/sellers/${NIMBUS}/approve`).expect(200);
    const seller = await call('get', '/v1/sellers/current', olivia).expect(200);
    expect(seller.body).toMatchObject({ isApproved: true, isUnderwriting: false });
  });

  it('approves by itself after the configured delay', async () => {
    await control('/underwriting/auto-approve', { delaySeconds: -1 }).expect(400);
    await control('/underwriting/auto-approve', { delaySeconds: 0 }).expect(200);
    try {
      await sandbox.sandbox.db.query(
        `UPDATE onboarding_submissions SET auto_approve_at = now() WHERE seller_id = $1`,
        [QUARRY],
      );
      // The next company call catches up.
      await call('get', '/onboarding/status', uma).expect(200);
      expect((await call('get', '/v1/sellers/current', uma).expect(200)).body.isApproved).toBe(true);
    } finally {
      await control('/underwriting/auto-approve', { delaySeconds: null }).expect(200);
    }
  });
});
