import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { reportCallers, type Caller } from '../reports/reports-test-support.js';
import { ACME, BOREALIS, control } from './offers-test-support.js';

let sandbox: RunningSandbox;
let ada: Caller;
let fiona: Caller;
let alex: Caller;
let bob: Caller;

beforeAll(async () => {
  sandbox = await startSandbox();
  ({ ada, fiona, alex, bob } = await reportCallers(sandbox));
});

afterAll(async () => {
  await sandbox?.close();
});

const advanceOf = (caller: Caller, offerId: string) => caller('get', `/v1/offers/${offerId}/seller-advance`);

describe("an offer's seller advance", () => {
  it('gives every advanced offer the figures of the advance it was paid in, as Advance History shows them', async () => {
    const advances = (await fiona('get', '/v1/cash-advances')).body.cashAdvances as { id: string }[];
    expect(advances.length).toBeGreaterThan(1);
    let checked = 0;
    for (const { id } of advances) {
      const details = (await fiona('get', `/v1/cash-advances/${id}`)).body as {
        advanceDate: string;
        offerCashAdvances: {
          offerId: string;
          customerSelectedOfferTermLabel: string;
          paymentFrequency: string;
          sellerCashAdvance: number;
        }[];
      };
      for (const row of details.offerCashAdvances) {
        const answer = await advanceOf(fiona, row.offerId);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({
          offerId: row.offerId,
          status: 'PAID',
          sellerCashAdvance: row.sellerCashAdvance,
          customerSelectedOfferTermLabel: row.customerSelectedOfferTermLabel,
          paymentFrequency: row.paymentFrequency,
          cashAdvanceId: id,
          advanceDate: details.advanceDate,
          expectedDate: null,
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('expects the advance with the first payment once the customer accepts financed terms, then shows it paid', async () => {
    const offerId = ACME('silverline-ready');
    expect((await advanceOf(ada, offerId)).body).toMatchObject({ status: 'NONE', sellerCashAdvance: null });

    for (const [step, body] of [
      ['view'],
      ['choose', { plan: 'FINANCED', paymentFrequency: 'MONTHLY' }],
      ['accept'],
    ] as const)
      expect((await control(sandbox, `/offers/${offerId}/customer/${step}`, body ?? {})).status).toBe(200);
    const details = (await ada('get', `/v2/offers/${offerId}`)).body as {
      customerSelectedPricingOption: { sellerCashAdvance: number };
    };
    const expected = (await advanceOf(ada, offerId)).body;
    expect(expected).toMatchObject({
      status: 'EXPECTED',
      paymentFrequency: 'MONTHLY',
      cashAdvanceId: null,
      advanceDate: null,
    });
    // The amount the customer's chosen plan shows the seller is the amount expected.
    expect(expected.sellerCashAdvance).toBe(details.customerSelectedPricingOption.sellerCashAdvance);

    const paid = await control(sandbox, `/offers/${offerId}/customer/pay`, {
      type: 'ACH',
      routingNumber: '011000015',
      accountNumber: '000123456789',
    });
    expect(paid.status).toBe(200);
    // No term start date: the first payment is charged at once, and pays the seller out.
    const answer = (await advanceOf(ada, offerId)).body;
    expect(answer).toMatchObject({ status: 'PAID', sellerCashAdvance: expected.sellerCashAdvance });
    const advance = (await ada('get', `/v1/cash-advances/${answer.cashAdvanceId}`)).body as {
      advanceDate: string;
      offerCashAdvances: { offerId: string; sellerCashAdvance: number }[];
    };
    expect(advance.advanceDate).toBe(answer.advanceDate);
    expect(advance.offerCashAdvances).toContainEqual(
      expect.objectContaining({ offerId, sellerCashAdvance: expected.sellerCashAdvance }),
    );
  });

  it("expects an accepted offer's advance on the due date of its first payment", async () => {
    const offerId = ACME('fieldstone-accepted');
    const payments = (await ada('get', `/v1/offers/${offerId}/payments`)).body as {
      paymentDate: string;
      paymentStatus: string;
    }[];
    const first = payments.find((payment) => payment.paymentStatus === 'pending');
    expect(first).toBeDefined();
    expect((await advanceOf(ada, offerId)).body).toMatchObject({
      status: 'EXPECTED',
      paymentFrequency: 'ANNUAL',
      expectedDate: first!.paymentDate,
    });
  });

  it('advances nothing for an offer paid directly to the seller', async () => {
    expect((await advanceOf(ada, ACME('evergreen-direct'))).body).toMatchObject({
      status: 'NONE',
      sellerCashAdvance: null,
      expectedDate: null,
    });
  });

  it('is for those who see Advance History, of their own seller only', async () => {
    const offerId = ACME('fieldstone-accepted');
    expect((await advanceOf(fiona, offerId)).status).toBe(200);
    // An account executive reads offers but not what the company is advanced (spec 01 section 6).
    expect((await advanceOf(alex, offerId)).status).toBe(403);
    expect((await advanceOf(bob, offerId)).status).toBe(404);
    expect((await advanceOf(bob, BOREALIS('aurora-complete'))).status).toBe(200);
    expect((await advanceOf(ada, 'not-an-id')).status).toBe(404);
  });
});
