import { sellerId } from '../core/seed/data.js';
import { stableUuid } from '../core/seed/ids.js';
import type { Db } from '../db/db.js';
import { demoAccountId } from '../customers/seed.js';
import { addDays, dateIn, endOfDayIn } from './calendar.js';
import { EVENT_TYPES, type OfferEventType } from './events.js';
import { demoPdf } from '../dataroom/demo-files.js';
import type { FileStore } from '../dataroom/file-store.js';
import { advanceOffer, insertPayments, paymentMethodOf, plannedPayments } from './payments.js';
import { directOption, financedOption, type PaymentFrequency } from './pricing.js';
import { findAnyOffer, type PaymentStatus } from './repository.js';
import { DEMO_OFFERS, type DemoOffer } from './seed-data.js';
import type { OfferStage } from './stages.js';

type Plan = NonNullable<DemoOffer['plan']>;
type Term = NonNullable<DemoOffer['term']>;

/** The pricing group whose line items are services; the others are subscriptions. */
const SERVICES = 'Implementation services';

/** The demo offers' fixed ids, by seller key and key, for tests. */
export const demoOfferId = (sellerKey: string, key: string): string =>
  stableUuid(`offer:${sellerKey}:${key}`);

const SALES_PACKAGES = { MONTH_VARIABLE: 'Standard Financing', NET_VARIABLE: 'Net Terms' } as const;
const DAY_MS = 86_400_000;

/** Which of the customer's steps an offer in a stage went through. */
const REACHED: Record<OfferStage, { sent: boolean; viewed: boolean; accepted: boolean; committed: boolean }> =
  {
    PENDING_REVIEW: { sent: false, viewed: false, accepted: false, committed: false },
    LENDER_DENIED: { sent: false, viewed: false, accepted: false, committed: false },
    ERROR: { sent: false, viewed: false, accepted: false, committed: false },
    READY: { sent: true, viewed: false, accepted: false, committed: false },
    READY_WITH_REQUIREMENTS: { sent: true, viewed: false, accepted: false, committed: false },
    ACCOUNT_INELIGIBLE: { sent: true, viewed: false, accepted: false, committed: false },
    DISABLED: { sent: true, viewed: true, accepted: false, committed: false },
    EXPIRED: { sent: true, viewed: true, accepted: false, committed: false },
    CUSTOMER_PENDING: { sent: true, viewed: true, accepted: false, committed: false },
    DIRECT_PAYMENT: { sent: true, viewed: true, accepted: false, committed: true },
    ACCEPTED: { sent: true, viewed: true, accepted: true, committed: true },
    ACCEPTED_ACTION_REQUIRED: { sent: true, viewed: true, accepted: true, committed: true },
    COMPLETE: { sent: true, viewed: true, accepted: true, committed: true },
    CLOSED_DISPUTED: { sent: true, viewed: true, accepted: true, committed: true },
    CLOSED_CANCELED: { sent: true, viewed: true, accepted: true, committed: true },
  };

/** The final move's event of stages that end there. */
const FINAL_EVENTS: Partial<Record<OfferStage, OfferEventType>> = {
  LENDER_DENIED: 'REVIEW_DENIED',
  ERROR: 'REVIEW_FAILED',
  ACCOUNT_INELIGIBLE: 'ACCOUNT_INELIGIBLE',
  DISABLED: 'DISABLED',
  CLOSED_CANCELED: 'CANCELED',
  CLOSED_DISPUTED: 'DISPUTED',
};

/** Offers, their events, payments, files and cash advances for the demo sellers this database has. */
export async function seedOffers(tx: Db): Promise<void> {
  const now = new Date();
  for (const [sellerKey, offers] of Object.entries(DEMO_OFFERS)) {
    const seller = sellerId(sellerKey);
    const { rows } = await tx.query('SELECT 1 FROM sellers WHERE id = $1', [seller]);
    if (rows.length === 0) continue;
    const domain = (
      await tx.query<{ domain: string }>('SELECT email_domain AS domain FROM sellers WHERE id = $1', [seller])
    ).rows[0]!.domain;
    for (const demo of offers) await seedOffer(tx, sellerKey, seller, domain, demo, now);
  }
}

async function seedOffer(
  tx: Db,
  sellerKey: string,
  seller: string,
  domain: string,
  demo: DemoOffer,
  now: Date,
): Promise<void> {
  const id = demoOfferId(sellerKey, demo.key);
  const accountId = demoAccountId(sellerKey, demo.account);
  const account = (
    await tx.query<{
      timeZone: string;
      firstName: string | null;
      lastName: string | null;
      email: string | null;
      phone: string | null;
      mobile: string | null;
    }>(
      `SELECT a.address_time_zone AS "timeZone", c.first_name AS "firstName", c.last_name AS "lastName", c.email,
              c.phone_number AS phone, c.mobile_phone_number AS mobile
         FROM accounts a LEFT JOIN account_contacts c ON c.account_id = a.id AND c.is_primary WHERE a.id = $1`,
      [accountId],
    )
  ).rows[0];
  if (!account) throw new Error(`offers seed: no account ${demo.account}`);
  const timeZone = account.timeZone;
  const today = dateIn(now, timeZone);
  const createdAt = new Date(now.getTime() - demo.createdDaysAgo * DAY_MS - 2 * 3_600_000);
  const createdDate = dateIn(createdAt, timeZone);
  const at = (days: number, hours = 0) => new Date(createdAt.getTime() + days * DAY_MS + hours * 3_600_000);
  const reached = REACHED[demo.stage];
  const term: Term = demo.term ?? ['MONTH_VARIABLE', 12];
  const offerTerm = { offerTermType: term[0], duration: term[1] };
  const billing = demo.billing ?? (term[0] === 'NET_VARIABLE' ? 'UPFRONT' : 'ANNUAL');
  const lineItems = demo.lines.map(([name, amount]) => ({
    pricingGroupId: stableUuid(`pricing-group:${sellerKey}:${name}`),
    pricingGroupName: name,
    pricingGroupType: name === SERVICES ? 'SERVICES' : 'SUBSCRIPTION',
    amount,
  }));
  const total = demo.lines.reduce((sum, [, amount]) => sum + amount, 0);
  const termStartDate =
    demo.termStart === undefined || demo.termStart === null ? null : addDays(today, demo.termStart);
  // Expired offers lapsed 30 days after they were made; the others expire at the default (docs/architecture.md: default
  // offer expiration).
  const expiration =
    demo.stage === 'EXPIRED'
      ? endOfDayIn(addDays(createdDate, Math.min(30, demo.createdDaysAgo - 2)), timeZone)
      : endOfDayIn(addDays(createdDate, Math.max(30, Math.min(90, demo.createdDaysAgo + 30))), timeZone);
  const method = demo.card
    ? paymentMethodOf({ type: 'CREDIT_CARD', cardNumber: '4242424242424242' })
    : paymentMethodOf({ type: 'ACH', routingNumber: '110000000', accountNumber: '000123456789' });
  const plan = demo.plan;
  const scheduled = reached.committed && plan !== undefined && demo.stage !== 'ACCEPTED_ACTION_REQUIRED';
  // The customer gave a payment method when they paid, or (accepted, starting later) to be charged on the date.
  const paid = ['ACCEPTED', 'COMPLETE', 'CLOSED_DISPUTED'].includes(demo.stage);
  const owner = stableUuid(`user:${demo.owner}@${domain}`);
  await tx.query(
    `INSERT INTO offers (id, seller_id, account_id, owner_user_id, created_by, sub_type, parent_offer_id, stage,
       external_reference_id, recipient_first_name, recipient_last_name, recipient_email, recipient_phone_number,
       recipient_mobile_phone_number, message_to_account, sales_package_id, sales_package_name, offer_term_type,
       term_duration, is_standard_term, direct_billing_frequency, line_items, total_contract_value, selected_plan,
       selected_payment_frequency, term_start_date, expiration, allow_credit_card_payments, attachment_required,
       payment_method_type, payment_method_institution_name, payment_method_ending, renewal_enabled,
       renewal_free_months, link_token, last_link_sent_at, accepted_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
       $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38)`,
    [
      id,
      seller,
      accountId,
      owner,
      demo.subType ?? 'INITIAL',
      demo.parent ? demoOfferId(sellerKey, demo.parent) : null,
      demo.stage,
      demo.externalId ?? null,
      account.firstName ?? 'Accounts',
      account.lastName ?? 'Payable',
      account.email ?? `ap@${demo.account.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
      account.phone,
      account.mobile,
      demo.subType === 'RENEWAL' ? 'Your renewal is ready.' : `Thank you for choosing us, ${demo.account}.`,
      stableUuid(`sales-package:${sellerKey}:${SALES_PACKAGES[term[0]]}`),
      SALES_PACKAGES[term[0]],
      term[0],
      term[1],
      term[0] === 'MONTH_VARIABLE',
      billing,
      JSON.stringify(lineItems),
      total,
      plan === undefined ? null : plan === 'DIRECT' ? 'DIRECT' : 'FINANCED',
      plan === undefined || plan === 'DIRECT' ? null : plan,
      termStartDate,
      expiration,
      !demo.achOnly,
      demo.attachmentRequired ?? false,
      paid ? method.type : null,
      paid ? method.institutionName : null,
      paid ? method.ending : null,
      demo.renewal !== undefined,
      typeof demo.renewal === 'number' ? demo.renewal : null,
      demoLinkToken(sellerKey, demo.key),
      reached.sent ? at(0, 1) : null,
      reached.accepted ? at(3) : null,
      createdAt,
      at(reached.accepted ? 3 : reached.viewed ? 1 : 0, 2),
    ],
  );
  const event = (
    type: OfferEventType,
    when: Date,
    actor: 'owner' | 'Customer' | 'Provider',
    description?: string,
  ) =>
    tx.query(
      `INSERT INTO offer_events (seller_id, offer_id, type, occurred_at, actor_user_id, actor_label, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        seller,
        id,
        type,
        when,
        actor === 'owner' ? owner : null,
        actor === 'owner' ? null : actor,
        description ?? EVENT_TYPES[type],
      ],
    );
  await event('CREATED', createdAt, 'owner');
  if (reached.sent) await event('LINK_SENT', at(0, 1), 'Provider');
  for (const [index, name] of (demo.files ?? []).entries()) {
    const file = demoFileOf(sellerKey, demo, index);
    await tx.query(
      `INSERT INTO offer_files (id, seller_id, offer_id, name, extension, type, size, storage_key, uploaded_by, uploaded_at)
       VALUES ($1, $2, $3, $4, 'pdf', $5, $6, $7, $8, $9)`,
      [file.id, seller, id, name, fileTypeOf(name), file.bytes().length, file.storageKey, owner, at(0, 1)],
    );
    await event('FILE_ATTACHED', at(0, 1), 'owner', `File attached: ${name}`);
  }
  if (reached.viewed) await event('VIEWED', at(1), 'Customer');
  if (plan !== undefined && reached.viewed) {
    const option =
      plan === 'DIRECT' ? directOption(total, offerTerm, billing) : financedOption(total, offerTerm, plan);
    await event(
      plan === 'DIRECT' ? 'DIRECT_PAYMENT_CHOSEN' : 'TERMS_CHOSEN',
      at(2),
      'Customer',
      plan === 'DIRECT'
        ? `Customer chose direct payment (${option.paymentFrequencyLabel})`
        : `Customer chose ${option.paymentFrequencyLabel} payments over ${option.offerTermLabel}`,
    );
  }
  if (reached.accepted) await event('ACCEPTED', at(3), 'Customer');
  if (demo.stage === 'ACCEPTED')
    await event(
      'PAYMENT_METHOD_ADDED',
      at(3, 1),
      'Customer',
      `${method.institutionName} ending ${method.ending} will be charged on the first payment date`,
    );
  const finalEvent = FINAL_EVENTS[demo.stage];
  if (demo.stage === 'EXPIRED') await event('EXPIRED', expiration, 'Provider');
  if (scheduled && plan !== undefined)
    await seedPayments(tx, {
      sellerKey,
      seller,
      id,
      demo,
      termStartDate: termStartDate ?? today,
      today,
      total,
      offerTerm,
      billing,
      plan,
      event,
      now,
    });
  if (finalEvent)
    await event(
      finalEvent,
      at(reached.accepted ? 4 : 1, 3),
      demo.stage === 'CLOSED_DISPUTED'
        ? 'Customer'
        : ['DISABLED', 'CLOSED_CANCELED'].includes(demo.stage)
          ? 'owner'
          : 'Provider',
    );
}

interface PaymentSeed {
  sellerKey: string;
  seller: string;
  id: string;
  demo: DemoOffer;
  termStartDate: string;
  today: string;
  total: number;
  offerTerm: { offerTermType: Term[0]; duration: number };
  billing: PaymentFrequency;
  plan: Plan;
  event: (
    type: OfferEventType,
    when: Date,
    actor: 'owner' | 'Customer' | 'Provider',
    description?: string,
  ) => Promise<unknown>;
  now: Date;
}

/** The schedule of a committed demo offer: past payments went through (but the demo's exceptions), later ones are due. */
async function seedPayments(tx: Db, seed: PaymentSeed): Promise<void> {
  const { demo, plan } = seed;
  const option =
    plan === 'DIRECT'
      ? directOption(seed.total, seed.offerTerm, seed.billing)
      : financedOption(seed.total, seed.offerTerm, plan);
  const planned = plannedPayments(
    { id: seed.id, directPaymentTerms: 'NET_30' },
    option,
    seed.termStartDate,
    seed.termStartDate,
  );
  const settles = ['COMPLETE', 'CLOSED_DISPUTED'].includes(demo.stage);
  const payments = planned.map((payment) => {
    let status: PaymentStatus = settles && payment.paymentDate <= seed.today ? 'succeeded' : 'pending';
    status = demo.payments?.[payment.sequence] ?? status;
    if (demo.stage === 'CLOSED_CANCELED') status = 'canceled';
    if (demo.stage === 'CLOSED_DISPUTED' && status === 'pending') status = 'canceled';
    return { ...payment, status };
  });
  if (demo.stage === 'CLOSED_DISPUTED') {
    const last = payments.filter((payment) => payment.status === 'succeeded').at(-1);
    if (last) last.status = 'disputed';
  }
  const details: Partial<Record<PaymentStatus, string>> = {
    failed: 'Insufficient funds (R01)',
    chargeback: 'The customer’s bank reversed the charge.',
    refunded: 'Refunded to the customer.',
    disputed: 'The customer says the service was not delivered.',
    canceled: demo.stage === 'CLOSED_DISPUTED' ? 'Offer disputed' : 'Offer canceled',
    other: 'Held for review by the provider.',
  };
  const offer = (await findAnyOffer(tx, seed.id))!;
  await insertPayments(
    tx,
    offer,
    payments.map((payment) => ({ ...payment, details: details[payment.status] ?? null })),
  );
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  for (const payment of payments) {
    const when = new Date(`${payment.paymentDate}T15:00:00Z`);
    if (payment.status === 'pending' || payment.status === 'canceled') continue;
    const failed = payment.status === 'failed';
    await seed.event(
      failed ? 'PAYMENT_FAILED' : 'PAYMENT_SUCCEEDED',
      when,
      'Provider',
      failed
        ? `Payment ${payment.sequence} of ${money.format(payment.amount)} failed: ${details.failed}`
        : `Payment ${payment.sequence} of ${money.format(payment.amount)} succeeded`,
    );
    if (payment.status === 'chargeback')
      await seed.event(
        'CHARGEBACK',
        new Date(when.getTime() + 5 * DAY_MS),
        'Provider',
        `Payment ${payment.sequence}: ${details.chargeback}`,
      );
    if (payment.status === 'refunded')
      await seed.event(
        'PAYMENT_REFUNDED',
        new Date(when.getTime() + 3 * DAY_MS),
        'Provider',
        `Payment ${payment.sequence}: ${details.refunded}`,
      );
  }
  // The first payment paid the seller out: the advance of that day (offers starting the same day share it).
  if (payments[0] && payments[0].status !== 'pending' && payments[0].status !== 'canceled') {
    await advanceOffer(tx, offer, payments[0].paymentDate);
  }
}

/** The demo offers' customer links are fixed too (tests and journeys open them). */
export const demoLinkToken = (sellerKey: string, key: string): string =>
  stableUuid(`offer-link:${sellerKey}:${key}`).replaceAll('-', '') + 'demo';

const fileTypeOf = (name: string) =>
  /order form/i.test(name) ? 'ORDER_FORM' : /MSA/.test(name) ? 'MSA' : /SOW/.test(name) ? 'SOW' : 'OTHER';

/** A demo offer's attached file: its fixed id, where its bytes are, and the bytes (a small real PDF). */
function demoFileOf(sellerKey: string, demo: DemoOffer, index: number) {
  const id = stableUuid(`offer-file:${sellerKey}:${demo.key}:${index}`);
  const name = demo.files![index]!;
  return {
    id,
    storageKey: `seed/${id}`,
    bytes: () => demoPdf(name.replace(/\.pdf$/, ''), [demo.account, 'Signed contract (demo file).']),
  };
}

/** Writes the demo offers' file bytes into the store once (the seed's rows name them). */
export function ensureDemoOfferFiles(store: FileStore): void {
  for (const [sellerKey, offers] of Object.entries(DEMO_OFFERS))
    for (const demo of offers)
      for (const index of (demo.files ?? []).keys()) {
        const file = demoFileOf(sellerKey, demo, index);
        store.ensure(file.storageKey, file.bytes);
      }
}
