import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { demoLinkToken } from './seed.js';
import { ACME, callAs } from './offers-test-support.js';

let sandbox: RunningSandbox;
let ada: ReturnType<typeof callAs>;

const page = (key: string) => `/sandbox/customer-offers/${demoLinkToken('acme', key)}`;
const post = (path: string, form: Record<string, string>) =>
  request(sandbox.url).post(path).type('form').send(form);

beforeAll(async () => {
  sandbox = await startSandbox();
  ada = callAs(sandbox, await sandbox.tokenFor('admin@acme.example'));
});

afterAll(async () => {
  await sandbox?.close();
});

describe('the customer’s page at customerOfferDirectUrl', () => {
  it('is the offer’s link, a script-free page without a portal token', async () => {
    const details = await ada('get', `/v2/offers/${ACME('silverline-ready')}`);
    const url = new URL(details.body.customerOfferDirectUrl);
    expect(url.pathname).toBe(page('silverline-ready'));
    const answer = await request(sandbox.url).get(url.pathname);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.text).toContain('Offer for Silverline Telecom');
    expect(answer.text).not.toContain('<script');
    // Its forms post to the page's own steps (a browser follows the form's action, not the test's path).
    expect(answer.text).toContain(`action="${url.pathname}/choose"`);
    expect((await request(sandbox.url).get('/sandbox/customer-offers/not-a-real-token-at-all')).status).toBe(
      404,
    );
  });

  it('moves the offer as the customer views, chooses, accepts and pays, and the portal sees each step', async () => {
    const id = ACME('silverline-ready');
    expect((await ada('get', `/v2/offers/${id}`)).body.stageMetadata.stage).toBe('CUSTOMER_PENDING');
    const chosen = await post(`${page('silverline-ready')}/choose`, { plan: 'FINANCED:MONTHLY' });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.location).toBe(`${page('silverline-ready')}?done=chosen`);
    await post(`${page('silverline-ready')}/accept`, {}).expect(303);
    expect((await ada('get', `/v2/offers/${id}`)).body.stageMetadata.stage).toBe('ACCEPTED');
    const paid = await post(`${page('silverline-ready')}/pay`, {
      type: 'ACH',
      routingNumber: '110000000',
      accountNumber: '987654321',
    });
    expect(paid.headers.location).toBe(`${page('silverline-ready')}?done=paid`);
    const details = (await ada('get', `/v2/offers/${id}`)).body;
    expect(details).toMatchObject({
      stageMetadata: { stage: 'COMPLETE' },
      paymentMethodType: 'ACH',
      paymentMethodInstitutionName: 'Sandbox Bank',
      paymentMethodEnding: '4321',
      customerSelectedPricingOption: { paymentFrequency: 'MONTHLY', paymentsCount: 36 },
    });
    const funnel = (await ada('get', `/v1/offers/${id}/events/funnel`)).body as { reached: boolean }[];
    expect(funnel.every((step) => step.reached)).toBe(true);
    const types = (
      (await ada('get', `/v1/offers/${id}/events?size=20`)).body.content as { type: string }[]
    ).map((event) => event.type);
    expect(types.slice(0, 4)).toEqual(['PAYMENT_SUCCEEDED', 'ACCEPTED', 'TERMS_CHOSEN', 'VIEWED']);
    const advances = await sandbox.sandbox.db.query<{ sellerCashAdvance: number }>(
      'SELECT seller_cash_advance::float8 AS "sellerCashAdvance" FROM cash_advance_offers WHERE offer_id = $1',
      [id],
    );
    // $117,000 over 36 months at 6%: the seller is paid 117,000 − 10,530.
    expect(advances.rows).toEqual([{ sellerCashAdvance: 106_470 }]);

    // The owner hears of the acceptance, the payment and the advance (not of views or choices), in that order.
    const told = await sandbox.sandbox.db.query<{
      type: string;
      title: string;
      message: string;
      email: string;
    }>(
      `SELECT e.type, e.title, e.message, u.email FROM provider_events e JOIN users u ON u.id = e.user_id
        WHERE e.offer_id = $1 ORDER BY e.created_at, e.id`,
      [id],
    );
    expect(told.rows.map((row) => [row.type, row.title])).toEqual([
      ['offer', 'Offer accepted'],
      ['payment', 'Payment received'],
      ['advance', 'Cash advance'],
    ]);
    expect(told.rows.every((row) => row.email === details.ownerEmail)).toBe(true);
    expect(told.rows[1]!.message).toMatch(/^Silverline Telecom: Payment 1 of \$[\d,.]+ succeeded$/);
    expect(told.rows[2]!.message).toMatch(/^Silverline Telecom: \$106,470\.00 joins your cash advance of \d/);
  });

  it('shows a refusal on the page: a declined card, a card where ACH only is allowed, accepting without a plan', async () => {
    await post(`${page('beacon-ready')}/choose`, { plan: 'FINANCED:QUARTERLY' }).expect(303);
    await post(`${page('beacon-ready')}/accept`, {}).expect(303);
    const declined = await post(`${page('beacon-ready')}/pay`, {
      type: 'CREDIT_CARD',
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.headers.location).toBe(`${page('beacon-ready')}?done=failed`);
    expect(
      (await ada('get', `/v1/offers/${ACME('beacon-ready')}/events?type=PAYMENT_FAILED`)).body.content[0]
        .description,
    ).toMatch(/Your card was declined\./);
    const achOnly = await post(`${page('oakridge-ready')}/choose`, { plan: 'FINANCED:ANNUAL' });
    expect(achOnly.status).toBe(303);
    const noPlan = await post(`${page('granite-ready')}/accept`, {});
    expect(noPlan.status).toBe(409);
    expect(noPlan.text).toContain('Choose a payment plan before accepting the offer.');
    await post(`${page('oakridge-ready')}/accept`, {}).expect(303);
    const card = await post(`${page('oakridge-ready')}/pay`, {
      type: 'CREDIT_CARD',
      cardNumber: '4242424242424242',
    });
    expect(card.status).toBe(400);
    expect(card.text).toContain('This offer is paid by ACH only.');
  });

  it('chooses direct payment, pays it, and lets the customer dispute a paid offer', async () => {
    await post(`${page('pinecrest-pending')}/choose`, { plan: 'DIRECT' }).expect(303);
    expect((await ada('get', `/v2/offers/${ACME('pinecrest-pending')}`)).body.stageMetadata.label).toBe(
      'Chose Direct Payment',
    );
    await post(`${page('pinecrest-pending')}/pay`, {
      type: 'ACH',
      routingNumber: '021000021',
      accountNumber: '12345678',
    }).expect(303);
    expect((await ada('get', `/v2/offers/${ACME('pinecrest-pending')}`)).body.stageMetadata.stage).toBe(
      'COMPLETE',
    );
    await post(`${page('quarry-lane-complete')}/dispute`, { reason: 'Not delivered' }).expect(303);
    const payments = (await ada('get', `/v1/offers/${ACME('quarry-lane-complete')}/payments`)).body as {
      paymentStatus: string;
    }[];
    expect(payments.map((payment) => payment.paymentStatus)).toContain('disputed');
    expect((await ada('get', `/v2/offers/${ACME('quarry-lane-complete')}`)).body.stageMetadata.stage).toBe(
      'CLOSED_DISPUTED',
    );
  });

  it('offers nothing to act on once an offer is disabled or expired', async () => {
    const expired = await request(sandbox.url).get(page('redwood-expired'));
    expect(expired.text).toContain('This offer has expired.');
    expect((await post(`${page('redwood-expired')}/choose`, { plan: 'DIRECT' })).status).toBe(409);
  });
});
