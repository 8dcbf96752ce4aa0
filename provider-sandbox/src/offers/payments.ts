import { expectRows, type Db } from '../db/db.js';
import { conflict } from '../http/errors.js';
import { publishSellerEvent } from '../integrations/index.js';
import { selectedOptionOf, termOf } from './answers.js';
import { notifyOwner } from './notify.js';
import { addDays, addMonths, dateIn } from './calendar.js';
import { recordEvent, type EventActor } from './events.js';
import { moveOffer } from './moves.js';
import {
  fromCents,
  monthsBetween,
  PRICING,
  sellerCashAdvanceCents,
  splitCents,
  termLabel,
  toCents,
  type PricingOption,
} from './pricing.js';
import {
  findAnyOffer,
  paymentsOf,
  type OfferRow,
  type PaymentRow,
  type PaymentStatus,
} from './repository.js';

/** How the customer pays: a bank account (ACH) or a card, as the customer's page takes it. */
export type PaymentMethodInput =
  { type: 'ACH'; routingNumber: string; accountNumber: string } | { type: 'CREDIT_CARD'; cardNumber: string };

export interface PaymentMethod {
  type: 'ACH' | 'CREDIT_CARD';
  institutionName: string;
  ending: string;
}

/** The sandbox's banks by routing number; any other valid routing number is "Bank". */
const BANKS: Record<string, string> = {
  '110000000': 'Sandbox Bank',
  '021000021': 'JPMorgan Chase',
  '026009593': 'Bank of America',
  '121000248': 'Wells Fargo',
};

/** Sandbox test numbers that always fail, like a real processor's: what the failure says. */
export const DECLINES = {
  achAccountEnding: { ending: '0000', details: 'Insufficient funds (R01)' },
  card: { number: '4000000000000002', details: 'Your card was declined.' },
} as const;

const CARD_BRANDS: [prefix: RegExp, brand: string][] = [
  [/^4/, 'Visa'],
  [/^5[1-5]/, 'Mastercard'],
  [/^3[47]/, 'American Express'],
  [/^6/, 'Discover'],
];

/** The method as the schedule shows it (type, institution, last four). */
export function paymentMethodOf(input: PaymentMethodInput): PaymentMethod {
  if (input.type === 'ACH') {
    return {
      type: 'ACH',
      institutionName: BANKS[input.routingNumber] ?? 'Bank',
      ending: input.accountNumber.slice(-4),
    };
  }
  const brand = CARD_BRANDS.find(([prefix]) => prefix.test(input.cardNumber))?.[1] ?? 'Card';
  return { type: 'CREDIT_CARD', institutionName: brand, ending: input.cardNumber.slice(-4) };
}

/** Whether a charge with this method succeeds, and what a failure says. */
function chargeOutcome(input: PaymentMethodInput | null): {
  status: 'succeeded' | 'failed';
  details: string | null;
} {
  if (input?.type === 'ACH' && input.accountNumber.endsWith(DECLINES.achAccountEnding.ending))
    return { status: 'failed', details: DECLINES.achAccountEnding.details };
  if (input?.type === 'CREDIT_CARD' && input.cardNumber === DECLINES.card.number)
    return { status: 'failed', details: DECLINES.card.details };
  return { status: 'succeeded', details: null };
}

/** One payment of a schedule, before it is stored. */
export interface PlannedPayment {
  sequence: number;
  invoiceId: string;
  invoiceDate: string;
  paymentDate: string;
  amount: number;
}

/**
 * An offer's schedule for the plan chosen, from a start date: a start before `today` is charged at once (the
 * first payment is today), later ones every period after the start. Financed payments are invoiced 15 days ahead;
 * direct ones are due by the offer's payment terms after their invoice.
 */
export function plannedPayments(
  offer: Pick<OfferRow, 'id' | 'directPaymentTerms'>,
  option: PricingOption,
  start: string,
  today: string,
): PlannedPayment[] {
  const amounts = splitCents(toCents(option.totalContractValue), option.paymentsCount);
  const months = monthsBetween(option.paymentFrequency);
  const netDays = PRICING.paymentTermsDays[offer.directPaymentTerms];
  return amounts.map((cents, index) => {
    const scheduled = addMonths(start, index * months);
    const due = scheduled < today ? today : scheduled;
    const direct = option.plan === 'DIRECT';
    const invoiceDate =
      direct || (index === 0 && due === today) ? due : addDays(due, -PRICING.invoiceLeadDays);
    return {
      sequence: index + 1,
      invoiceId: invoiceIdOf(offer.id, index + 1),
      invoiceDate,
      paymentDate: direct ? addDays(due, netDays) : due,
      amount: fromCents(cents),
    };
  });
}

/** Stores payments of an offer (pending unless a status is given), with the offer's method when it has one. */
export async function insertPayments(
  tx: Db,
  offer: Pick<
    OfferRow,
    'sellerId' | 'id' | 'paymentMethodType' | 'paymentMethodInstitutionName' | 'paymentMethodEnding'
  >,
  payments: readonly (PlannedPayment & { status?: PaymentStatus; details?: string | null })[],
): Promise<void> {
  for (const payment of payments) {
    await tx.query(
      `INSERT INTO offer_payments (seller_id, offer_id, sequence, invoice_id, invoice_date, payment_date, amount,
         status, details, payment_method_type, institution_name, payment_method_ending, processed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
         CASE WHEN $8 = 'pending' THEN NULL ELSE $6::date + time '15:00' END)`,
      [
        offer.sellerId,
        offer.id,
        payment.sequence,
        payment.invoiceId,
        payment.invoiceDate,
        payment.paymentDate,
        payment.amount,
        payment.status ?? 'pending',
        payment.details ?? null,
        offer.paymentMethodType,
        offer.paymentMethodInstitutionName,
        offer.paymentMethodEnding,
      ],
    );
  }
}

/**
 * Replaces the pending payments of an accepted (or direct payment) offer by its schedule (plannedPayments) from
 * the term start date; direct payment without one starts today.
 */
export async function buildSchedule(tx: Db, offer: OfferRow, now: Date): Promise<void> {
  const option = selectedOptionOf(offer);
  const today = dateIn(now, offer.timeZone);
  const start = offer.termStartDate ?? (option?.plan === 'DIRECT' ? today : null);
  if (!option || !start) return;
  const existing = await paymentsOf(tx, offer.sellerId, offer.id);
  if (existing.some((payment) => payment.status !== 'pending')) {
    throw conflict('The payment schedule has started and cannot be built again.');
  }
  await tx.query(`DELETE FROM offer_payments WHERE seller_id = $1 AND offer_id = $2 AND status = 'pending'`, [
    offer.sellerId,
    offer.id,
  ]);
  await insertPayments(tx, offer, plannedPayments(offer, option, start, today));
}

/** A payment's invoice number: the offer's and the payment's, readable on the PDF and in its file name. */
const invoiceIdOf = (offerId: string, sequence: number): string =>
  `INV-${offerId.slice(0, 8).toUpperCase()}-${String(sequence).padStart(3, '0')}`;

/** What the provider advances the seller for a financed offer: the cash advance detail's figure. */
export const advanceAmountOf = (offer: OfferRow): number =>
  fromCents(sellerCashAdvanceCents(toCents(offer.totalContractValue), termOf(offer)));

/**
 * The offer's first successful payment pays the seller out: financed offers join the seller's cash advance of
 * that day (one per day groups the offers paid out together). Direct payment has no advance.
 */
export async function advanceOffer(tx: Db, offer: OfferRow, day: string): Promise<void> {
  const option = selectedOptionOf(offer);
  if (option?.plan !== 'FINANCED') return;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO cash_advances (seller_id, advance_date) VALUES ($1, $2)
     ON CONFLICT (seller_id, advance_date) DO UPDATE SET advance_date = excluded.advance_date RETURNING id`,
    [offer.sellerId, day],
  );
  const { rows: added } = await tx.query<{ amount: string }>(
    `INSERT INTO cash_advance_offers (cash_advance_id, seller_id, offer_id, customer_selected_offer_term_label,
       payment_frequency, total_contract_value, seller_cash_advance)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (offer_id) DO NOTHING RETURNING seller_cash_advance::text AS amount`,
    [
      rows[0]!.id,
      offer.sellerId,
      offer.id,
      termLabel(termOf(offer)),
      option.paymentFrequency,
      offer.totalContractValue,
      advanceAmountOf(offer),
    ],
  );
  if (added[0])
    await publishSellerEvent(tx, offer.sellerId, 'advance.paid', {
      cashAdvanceId: rows[0]!.id,
      advanceDate: day,
      offerId: offer.id,
      amount: added[0].amount,
      currency: 'USD',
    });
}

/** Sets a payment's status (and what it says), checking it is still in the status it was read in. */
export async function setPaymentStatus(
  tx: Db,
  payment: Pick<PaymentRow, 'id' | 'status'> & { sellerId: string },
  status: PaymentStatus,
  details: string | null,
  method?: PaymentMethod | null,
): Promise<void> {
  const result = await tx.query(
    `UPDATE offer_payments SET status = $4, details = $5, processed_at = now(),
            payment_method_type = coalesce($6, payment_method_type),
            institution_name = coalesce($7, institution_name),
            payment_method_ending = coalesce($8, payment_method_ending)
      WHERE seller_id = $1 AND id = $2 AND status = $3
      RETURNING offer_id AS "offerId", sequence, amount::text AS amount`,
    [
      payment.sellerId,
      payment.id,
      payment.status,
      status,
      details,
      method?.type ?? null,
      method?.institutionName ?? null,
      method?.ending ?? null,
    ],
  );
  expectRows(result, 1, 'payment');
  const published = PUBLISHED_PAYMENT_EVENTS[status];
  const row = (result.rows as { offerId: string; sequence: number; amount: string }[])[0]!;
  if (published)
    await publishSellerEvent(tx, payment.sellerId, published, {
      paymentId: payment.id,
      offerId: row.offerId,
      sequence: row.sequence,
      amount: row.amount,
      currency: 'USD',
      details,
    });
}

/** The payment statuses the integrators' webhooks tell of (docs/integrators.md, Webhooks). */
const PUBLISHED_PAYMENT_EVENTS: Partial<
  Record<PaymentStatus, 'payment.succeeded' | 'payment.failed' | 'payment.charged_back'>
> = { succeeded: 'payment.succeeded', failed: 'payment.failed', chargeback: 'payment.charged_back' };

/**
 * Charges one payment with the method: succeeded or failed (the sandbox's decline numbers), with an event. The
 * first success completes an accepted or direct payment offer and pays the seller out.
 */
export async function chargePayment(
  tx: Db,
  offer: OfferRow,
  payment: PaymentRow,
  input: PaymentMethodInput | null,
  now: Date,
  actor: EventActor,
): Promise<'succeeded' | 'failed'> {
  if (payment.status !== 'pending' && payment.status !== 'failed') {
    throw conflict('This payment was settled already.');
  }
  const outcome = chargeOutcome(input);
  const method = input ? paymentMethodOf(input) : null;
  await setPaymentStatus(
    tx,
    { ...payment, sellerId: offer.sellerId },
    outcome.status,
    outcome.details,
    method,
  );
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    payment.amount,
  );
  await recordEvent(tx, {
    sellerId: offer.sellerId,
    offerId: offer.id,
    type: outcome.status === 'succeeded' ? 'PAYMENT_SUCCEEDED' : 'PAYMENT_FAILED',
    actor,
    description:
      outcome.status === 'succeeded'
        ? `Payment ${payment.sequence} of ${amount} succeeded`
        : `Payment ${payment.sequence} of ${amount} failed: ${outcome.details}`,
  });
  if (outcome.status === 'succeeded' && (offer.stage === 'ACCEPTED' || offer.stage === 'DIRECT_PAYMENT')) {
    await moveOffer(tx, offer, 'completePayment', { actor, silent: true });
    await advanceOffer(tx, offer, dateIn(now, offer.timeZone));
    await notifyAdvance(tx, offer);
  }
  return outcome.status;
}

/** Tells the owner what the offer's first payment added to the seller's cash advance (financed offers only). */
async function notifyAdvance(tx: Db, offer: OfferRow): Promise<void> {
  const { rows } = await tx.query<{ amount: string | number; day: string }>(
    `SELECT c.seller_cash_advance AS amount, a.advance_date::text AS day
       FROM cash_advance_offers c JOIN cash_advances a ON a.id = c.cash_advance_id
      WHERE c.seller_id = $1 AND c.offer_id = $2`,
    [offer.sellerId, offer.id],
  );
  const advance = rows[0];
  if (!advance) return;
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    Number(advance.amount),
  );
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'short' }).format(
    new Date(`${advance.day}T00:00:00Z`),
  );
  await notifyOwner(
    tx,
    { sellerId: offer.sellerId, offerId: offer.id },
    { type: 'advance', title: 'Cash advance', message: `${amount} joins your cash advance of ${day}` },
  );
}

/** Keeps the customer's method on the offer and on the payments still to come. */
async function savePaymentMethod(tx: Db, offer: OfferRow, method: PaymentMethod): Promise<void> {
  const result = await tx.query(
    `UPDATE offers SET payment_method_type = $3, payment_method_institution_name = $4, payment_method_ending = $5,
            updated_at = now()
      WHERE seller_id = $1 AND id = $2`,
    [offer.sellerId, offer.id, method.type, method.institutionName, method.ending],
  );
  expectRows(result, 1, 'offer payment method');
  await tx.query(
    `UPDATE offer_payments SET payment_method_type = $3, institution_name = $4, payment_method_ending = $5
      WHERE seller_id = $1 AND offer_id = $2 AND status IN ('pending', 'failed')`,
    [offer.sellerId, offer.id, method.type, method.institutionName, method.ending],
  );
}

/**
 * The customer pays: the method is kept; the payment due now (a start date in the past, or a failed one) is
 * charged at once; a later first payment is charged on its date (the seller's advance waits for it).
 */
export async function payOffer(
  db: Db,
  offer: OfferRow,
  input: PaymentMethodInput,
  now: Date,
): Promise<'succeeded' | 'failed' | 'scheduled'> {
  return db.transaction(async (tx) => {
    const method = paymentMethodOf(input);
    await savePaymentMethod(tx, offer, method);
    const today = dateIn(now, offer.timeZone);
    const due = (await paymentsOf(tx, offer.sellerId, offer.id)).find(
      (payment) =>
        payment.status === 'failed' ||
        (payment.status === 'pending' && (payment.paymentDate <= today || payment.invoiceDate <= today)),
    );
    if (!due) {
      await recordEvent(tx, {
        sellerId: offer.sellerId,
        offerId: offer.id,
        type: 'PAYMENT_METHOD_ADDED',
        actor: { label: 'Customer' },
        description: `${method.institutionName} ending ${method.ending} will be charged on the first payment date`,
      });
      return 'scheduled';
    }
    const fresh = (await findAnyOffer(tx, offer.id))!;
    return chargePayment(tx, fresh, due, input, now, { label: 'Customer' });
  });
}

/** The next payment still to be charged (failed ones first), or undefined. */
export async function nextChargeable(db: Db, offer: OfferRow): Promise<PaymentRow | undefined> {
  const payments = await paymentsOf(db, offer.sellerId, offer.id);
  return (
    payments.find((payment) => payment.status === 'failed') ??
    payments.find((payment) => payment.status === 'pending')
  );
}

/** What a method kept on the offer charges like (sandbox controls charge with it). */
export function storedMethodInput(offer: OfferRow): PaymentMethodInput | null {
  if (!offer.paymentMethodType || !offer.paymentMethodEnding) return null;
  return offer.paymentMethodType === 'ACH'
    ? { type: 'ACH', routingNumber: '110000000', accountNumber: `000000${offer.paymentMethodEnding}` }
    : { type: 'CREDIT_CARD', cardNumber: `424242424242${offer.paymentMethodEnding}` };
}
