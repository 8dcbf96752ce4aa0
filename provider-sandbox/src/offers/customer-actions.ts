import type { Db } from '../db/db.js';
import { badRequest, conflict } from '../http/errors.js';
import { termOf } from './answers.js';
import { moveOffer } from './moves.js';
import { buildSchedule, payOffer, type PaymentMethodInput } from './payments.js';
import { customerFrequencies, directOption, financedOption, type PaymentFrequency } from './pricing.js';
import { findAnyOffer, type OfferRow } from './repository.js';

// What the customer does on the offer's page (and sandbox controls do for tests): each step moves the offer by
// the state machine and leaves an event, as the real provider would (docs/adr/009).

const CUSTOMER = { label: 'Customer' } as const;

/** The customer's choice on the page: a financed plan at a frequency, or direct payment. */
export type CustomerChoice = { plan: 'FINANCED'; paymentFrequency: PaymentFrequency } | { plan: 'DIRECT' };

const reread = async (db: Db, offer: OfferRow): Promise<OfferRow> => (await findAnyOffer(db, offer.id))!;

/** The customer opened the link: a Ready offer is now waiting on them (the funnel's Viewed). */
export async function viewOffer(db: Db, offer: OfferRow): Promise<OfferRow> {
  if (offer.stage !== 'READY') return offer;
  await db.transaction((tx) => moveOffer(tx, offer, 'view', { actor: CUSTOMER }));
  return reread(db, offer);
}

/** The customer chose a plan; direct payment is a commitment and gets its schedule at once. */
export async function chooseOption(
  db: Db,
  offer: OfferRow,
  choice: CustomerChoice,
  now: Date,
): Promise<OfferRow> {
  const term = termOf(offer);
  if (choice.plan === 'FINANCED' && !customerFrequencies(term).includes(choice.paymentFrequency)) {
    throw badRequest('Validation failed', [{ field: 'plan', message: 'Choose one of the plans offered' }]);
  }
  await db.transaction(async (tx) => {
    const option =
      choice.plan === 'DIRECT'
        ? directOption(offer.totalContractValue, term, offer.directBillingFrequency)
        : financedOption(offer.totalContractValue, term, choice.paymentFrequency);
    const move = choice.plan === 'DIRECT' ? 'chooseDirectPayment' : 'chooseFinancing';
    await moveOffer(tx, offer, move, {
      actor: CUSTOMER,
      description:
        choice.plan === 'DIRECT'
          ? `Customer chose direct payment (${option.paymentFrequencyLabel})`
          : `Customer chose ${option.paymentFrequencyLabel} payments over ${option.offerTermLabel}`,
      set: {
        selected_plan: choice.plan,
        selected_payment_frequency: choice.plan === 'DIRECT' ? null : choice.paymentFrequency,
      },
    });
    // Back from direct payment to financing: the direct schedule goes.
    await tx.query(
      `DELETE FROM offer_payments WHERE seller_id = $1 AND offer_id = $2 AND status = 'pending'`,
      [offer.sellerId, offer.id],
    );
    if (choice.plan === 'DIRECT') await buildSchedule(tx, (await findAnyOffer(tx, offer.id))!, now);
  });
  return reread(db, offer);
}

/** The customer accepted their financed plan; without a term start date the seller must still set it. */
export async function acceptOffer(db: Db, offer: OfferRow, now: Date): Promise<OfferRow> {
  if (offer.selectedPlan !== 'FINANCED') {
    throw conflict('Choose a payment plan before accepting the offer.');
  }
  await db.transaction(async (tx) => {
    const stage = await moveOffer(tx, offer, 'accept', { actor: CUSTOMER, set: { accepted_at: now } });
    if (stage === 'ACCEPTED') await buildSchedule(tx, (await findAnyOffer(tx, offer.id))!, now);
  });
  return reread(db, offer);
}

/** Stages in which the customer pays (a failed payment of a complete offer is paid again). */
const PAYABLE = ['ACCEPTED', 'ACCEPTED_ACTION_REQUIRED', 'DIRECT_PAYMENT', 'COMPLETE'];

/** The customer pays by ACH or card (card only where the seller allows it). */
export async function payAsCustomer(
  db: Db,
  offer: OfferRow,
  input: PaymentMethodInput,
  now: Date,
): Promise<{ offer: OfferRow; outcome: 'succeeded' | 'failed' | 'scheduled' }> {
  if (!PAYABLE.includes(offer.stage)) throw conflict('This offer cannot be paid now.');
  if (input.type === 'CREDIT_CARD' && !offer.allowCreditCardPayments) {
    throw badRequest('Validation failed', [{ field: 'type', message: 'This offer is paid by ACH only.' }]);
  }
  const outcome = await payOffer(db, offer, input, now);
  return { offer: await reread(db, offer), outcome };
}

/** The customer disputes: the offer closes; the last charge is disputed and nothing more is collected. */
export async function disputeOffer(db: Db, offer: OfferRow, reason: string): Promise<OfferRow> {
  await db.transaction(async (tx) => {
    await moveOffer(tx, offer, 'dispute', {
      actor: CUSTOMER,
      description: `Disputed by the customer: ${reason}`,
    });
    await tx.query(
      `UPDATE offer_payments SET status = 'disputed', details = $3, processed_at = now()
        WHERE seller_id = $1 AND id = (SELECT id FROM offer_payments WHERE seller_id = $1 AND offer_id = $2
                                         AND status = 'succeeded' ORDER BY sequence DESC LIMIT 1)`,
      [offer.sellerId, offer.id, reason],
    );
    await tx.query(
      `UPDATE offer_payments SET status = 'canceled', details = 'Offer disputed', processed_at = now()
        WHERE seller_id = $1 AND offer_id = $2 AND status IN ('pending', 'failed')`,
      [offer.sellerId, offer.id],
    );
  });
  return reread(db, offer);
}

/** Checks a payment method from a form or a control: digits of the right lengths. */
export function checkPaymentMethod(body: Record<string, unknown>): PaymentMethodInput {
  const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : '');
  if (body.type === 'CREDIT_CARD') {
    const cardNumber = digits(body.cardNumber);
    if (!/^\d{13,19}$/.test(cardNumber))
      throw badRequest('Validation failed', [
        { field: 'cardNumber', message: 'Enter a card number of 13 to 19 digits.' },
      ]);
    return { type: 'CREDIT_CARD', cardNumber };
  }
  if (body.type !== 'ACH')
    throw badRequest('Validation failed', [{ field: 'type', message: 'Choose ACH or Credit Card.' }]);
  const routingNumber = digits(body.routingNumber);
  const accountNumber = digits(body.accountNumber);
  const errors = [];
  if (!/^\d{9}$/.test(routingNumber))
    errors.push({ field: 'routingNumber', message: 'Enter a 9-digit routing number.' });
  if (!/^\d{4,17}$/.test(accountNumber))
    errors.push({ field: 'accountNumber', message: 'Enter an account number of 4 to 17 digits.' });
  if (errors.length > 0) throw badRequest('Validation failed', errors);
  return { type: 'ACH', routingNumber, accountNumber };
}
