import express, { type Request, type Response, type Router } from 'express';
import type { Db } from '../db/db.js';
import { ApiError, notFound } from '../http/errors.js';
import { escapeHtml, htmlPage, PAGE_CSP } from '../http/html.js';
import { findSeller } from '../sellers/repository.js';
import { CUSTOMER_PAGE_PATH, selectedOptionOf, termOf } from './answers.js';
import { dateIn } from './calendar.js';
import {
  acceptOffer,
  checkPaymentMethod,
  chooseOption,
  disputeOffer,
  payAsCustomer,
  viewOffer,
  type CustomerChoice,
} from './customer-actions.js';
import { DECLINES } from './payments.js';
import {
  customerFrequencies,
  directOption,
  financedOption,
  PAYMENT_FREQUENCIES,
  PRICING,
  type PaymentFrequency,
  type PricingOption,
} from './pricing.js';
import { findOfferByLink, paymentsOf, type OfferRow } from './repository.js';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const shownDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const LINK_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

const PAGE_STYLE = `<style>
.plans{list-style:none;margin:.5rem 0;padding:0}
.plans li{border:1px solid var(--line);border-radius:.25rem;margin:.5rem 0;padding:.5rem .75rem}
.plans label{display:inline;font-weight:400;margin:0 0 0 .25rem}
.secondary{display:inline-block;margin-top:1rem;padding:.5rem 1rem;border:1px solid var(--brand);background:#fff;color:var(--brand);font-weight:600}
.notice{border-left:4px solid #24a148;background:#defbe6;padding:.75rem 1rem;margin:0 0 1rem;color:#044317;font-weight:600}
fieldset{border:1px solid var(--line);border-radius:.25rem;margin:1rem 0;padding:.5rem 1rem 1rem}
legend{font-weight:600;padding:0 .25rem}
input[type=text],textarea{width:100%;font:inherit;padding:.5rem .75rem;border:1px solid #8d8d8d;border-radius:.25rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{font-weight:600}dd{margin:0}
</style>`;

/** What the page says after each step (the notice after a redirect). */
const NOTICES: Record<string, string> = {
  chosen: 'Your choice is saved.',
  accepted: 'You accepted the offer. Add how you will pay below.',
  paid: 'Payment received. Thank you!',
  failed: 'The payment failed. Check the details and try again.',
  scheduled: 'Your payment method is saved; the first payment is charged on its date.',
  disputed: 'Your dispute was sent to the provider.',
};

function planText(option: PricingOption): string {
  if (option.plan === 'DIRECT') {
    return option.paymentsCount === 1
      ? `Pay directly: ${money.format(option.totalContractValue)} at once`
      : `Pay directly: ${option.paymentsCount} ${option.paymentFrequencyLabel.toLowerCase()} payments of ${money.format(option.periodBasedPaymentAmount)}`;
  }
  return option.paymentsCount === 1
    ? `${option.paymentFrequencyLabel}: ${money.format(option.totalContractValue)} at once (${option.offerTermLabel})`
    : `${option.paymentFrequencyLabel}: ${option.paymentsCount} payments of ${money.format(option.periodBasedPaymentAmount)}, ${money.format(option.totalContractValue)} in all`;
}

/** The plans the customer may choose: the financed ones, then direct payment. */
function plansOf(offer: OfferRow): { value: string; option: PricingOption }[] {
  const term = termOf(offer);
  return [
    ...customerFrequencies(term).map((frequency) => ({
      value: `FINANCED:${frequency}`,
      option: financedOption(offer.totalContractValue, term, frequency),
    })),
    { value: 'DIRECT', option: directOption(offer.totalContractValue, term, offer.directBillingFrequency) },
  ];
}

function choiceOf(value: unknown): CustomerChoice | null {
  if (value === 'DIRECT') return { plan: 'DIRECT' };
  if (typeof value !== 'string' || !value.startsWith('FINANCED:')) return null;
  const frequency = value.slice('FINANCED:'.length);
  return (PAYMENT_FREQUENCIES as string[]).includes(frequency)
    ? { plan: 'FINANCED', paymentFrequency: frequency as PaymentFrequency }
    : null;
}

// The page is served under /sandbox: its forms post there too.
const action = (offer: OfferRow, step: string) =>
  `/sandbox${CUSTOMER_PAGE_PATH}/${escapeHtml(offer.linkToken)}/${step}`;

function choosePlanForm(offer: OfferRow): string {
  const selected = selectedOptionOf(offer);
  const current = selected
    ? selected.plan === 'DIRECT'
      ? 'DIRECT'
      : `FINANCED:${selected.paymentFrequency}`
    : '';
  const items = plansOf(offer)
    .map(
      ({ value, option }, index) =>
        `<li><input type="radio" id="plan-${index}" name="plan" value="${value}"${value === current ? ' checked' : ''} required><label for="plan-${index}">${escapeHtml(planText(option))}</label></li>`,
    )
    .join('\n');
  return `<form method="post" action="${action(offer, 'choose')}">
<fieldset><legend>Choose how to pay</legend><ul class="plans">${items}</ul></fieldset>
<button class="secondary" type="submit">Choose</button>
</form>`;
}

function payForm(offer: OfferRow): string {
  const card = offer.allowCreditCardPayments
    ? `<p><input type="radio" id="type-card" name="type" value="CREDIT_CARD"><label for="type-card">Credit card</label></p>
<label for="card">Card number</label><input type="text" id="card" name="cardNumber" inputmode="numeric" autocomplete="off">
<p class="muted">Sandbox: 4242 4242 4242 4242 succeeds; ${DECLINES.card.number} is declined. Cards add a ${PRICING.creditCardSurchargeRate * 100}% surcharge.</p>`
    : '<p class="muted">This offer is paid by ACH only.</p>';
  return `<form method="post" action="${action(offer, 'pay')}">
<fieldset><legend>Pay</legend>
<p><input type="radio" id="type-ach" name="type" value="ACH" checked><label for="type-ach">Bank account (ACH)</label></p>
<label for="routing">Routing number</label><input type="text" id="routing" name="routingNumber" inputmode="numeric" autocomplete="off">
<label for="account">Account number</label><input type="text" id="account" name="accountNumber" inputmode="numeric" autocomplete="off">
<p class="muted">Sandbox: routing 110000000 (Sandbox Bank); an account number ending ${DECLINES.achAccountEnding.ending} fails.</p>
${card}
</fieldset>
<button class="primary" type="submit">Pay</button>
</form>`;
}

function disputeForm(offer: OfferRow): string {
  return `<form method="post" action="${action(offer, 'dispute')}">
<fieldset><legend>Dispute this offer</legend>
<label for="reason">What is wrong?</label><textarea id="reason" name="reason" rows="3" maxlength="2000" required></textarea>
<button class="secondary" type="submit">Send dispute</button>
</fieldset>
</form>`;
}

async function pageBody(
  db: Db,
  offer: OfferRow,
  notice: string | null,
  error: string | null,
): Promise<string> {
  const seller = await findSeller(db, offer.sellerId);
  const selected = selectedOptionOf(offer);
  const lines = offer.lineItems
    .map(
      (item) => `<tr><td>${escapeHtml(item.pricingGroupName)}</td><td>${money.format(item.amount)}</td></tr>`,
    )
    .join('');
  const head = `<p class="muted">${escapeHtml(seller?.name ?? 'Seller')} · financing offer</p>
<h1>Offer for ${escapeHtml(offer.accountName)}</h1>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
${error ? `<p class="alert" role="alert">${escapeHtml(error)}</p>` : ''}
${offer.messageToAccount ? `<p>${escapeHtml(offer.messageToAccount)}</p>` : ''}
<table><caption class="muted">What the offer covers</caption><thead><tr><th scope="col">Item</th><th scope="col">Amount</th></tr></thead>
<tbody>${lines}<tr><th scope="row">Total</th><td>${money.format(offer.totalContractValue)}</td></tr></tbody></table>
<dl><dt>Term</dt><dd>${escapeHtml(termOf(offer).offerTermType === 'NET_VARIABLE' ? `Net ${offer.termDuration}` : `${offer.termDuration} Months`)}</dd>
<dt>Offer expires</dt><dd>${shownDate(dateIn(offer.expiration, offer.timeZone))}</dd>
${selected ? `<dt>Your plan</dt><dd>${escapeHtml(planText(selected))}</dd>` : ''}</dl>`;
  switch (offer.stage) {
    case 'READY':
    case 'CUSTOMER_PENDING': {
      const accept =
        offer.selectedPlan === 'FINANCED'
          ? `<form method="post" action="${action(offer, 'accept')}"><button class="primary" type="submit">Accept offer</button></form>`
          : '';
      return `${head}${choosePlanForm(offer)}${accept}`;
    }
    case 'DIRECT_PAYMENT':
      return `${head}<p>You chose to pay directly.</p>${payForm(offer)}${choosePlanForm(offer)}`;
    case 'ACCEPTED':
    case 'ACCEPTED_ACTION_REQUIRED':
      return `${head}<p>You accepted this offer.${offer.stage === 'ACCEPTED_ACTION_REQUIRED' ? ' The seller is setting its start date.' : ''}</p>${payForm(offer)}${disputeForm(offer)}`;
    case 'COMPLETE': {
      const payments = await paymentsOf(db, offer.sellerId, offer.id);
      const failed = payments.some((payment) => payment.status === 'failed');
      const rows = payments
        .map(
          (payment) =>
            `<tr><td>${shownDate(payment.paymentDate)}</td><td>${money.format(payment.amount)}</td><td>${escapeHtml(payment.status)}</td></tr>`,
        )
        .join('');
      return `${head}<p>This offer is paid up to date.</p>
<table><caption class="muted">Your payments</caption><thead><tr><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>
${failed ? payForm(offer) : ''}${disputeForm(offer)}`;
    }
    case 'READY_WITH_REQUIREMENTS':
      return `${head}<p>The seller is finishing this offer. Check back soon.</p>`;
    case 'EXPIRED':
      return `${head}<p>This offer has expired. Ask the seller for a new one.</p>`;
    case 'DISABLED':
      return `${head}<p>This offer is no longer available.</p>`;
    case 'CLOSED_CANCELED':
      return `${head}<p>This offer was canceled.</p>`;
    case 'CLOSED_DISPUTED':
      return `${head}<p>This offer was closed after a dispute.</p>`;
    default:
      return `${head}<p>This offer is not available.</p>`;
  }
}

/**
 * The customer's side of an offer (docs/architecture.md: offer stage transitions): a page at the offer's
 * customerOfferDirectUrl where the customer chooses a plan or direct payment, accepts, pays by sandbox ACH or card, or
 * disputes. No scripts (the sandbox's page policy); each form posts and comes back to the page.
 */
export function customerPageRouter(db: Db): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '8kb' });

  async function offerOf(token: string): Promise<OfferRow> {
    const found = LINK_TOKEN.test(token) ? await findOfferByLink(db, token) : undefined;
    if (!found) throw notFound('No offer at this link');
    return found;
  }

  async function show(
    res: Response,
    offer: OfferRow,
    status = 200,
    notice: string | null = null,
    error: string | null = null,
  ) {
    res.status(status).set({ 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store' });
    res.type('html').send(
      htmlPage(`Offer for ${offer.accountName}`, await pageBody(db, offer, notice, error), {
        head: PAGE_STYLE,
      }),
    );
  }

  const back = (res: Response, offer: OfferRow, done: string) =>
    res.redirect(303, `/sandbox${CUSTOMER_PAGE_PATH}/${offer.linkToken}?done=${done}`);

  /** Runs a step; a refusal shows the page again with what went wrong. */
  async function step(
    req: Request,
    res: Response,
    work: (offer: OfferRow, body: Record<string, unknown>) => Promise<string>,
  ) {
    const offer = await offerOf(String(req.params.token));
    const body = (req.body ?? {}) as Record<string, unknown>;
    try {
      back(res, offer, await work(offer, body));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      const detail = error.fieldErrors?.[0]?.message ?? error.message;
      await show(res, await offerOf(offer.linkToken), error.status, null, detail);
    }
  }

  router.get(`${CUSTOMER_PAGE_PATH}/:token`, async (req, res) => {
    const offer = await viewOffer(db, await offerOf(req.params.token));
    const done = typeof req.query.done === 'string' ? (NOTICES[req.query.done] ?? null) : null;
    // A failed payment is a refusal to read as one, not a confirmation.
    if (req.query.done === 'failed') await show(res, offer, 200, null, done);
    else await show(res, offer, 200, done);
  });

  router.post(`${CUSTOMER_PAGE_PATH}/:token/choose`, form, (req, res) =>
    step(req, res, async (offer, body) => {
      const choice = choiceOf(body.plan);
      if (!choice) throw new ApiError(400, 'Choose one of the plans offered.');
      await chooseOption(db, offer, choice, new Date());
      return 'chosen';
    }),
  );

  router.post(`${CUSTOMER_PAGE_PATH}/:token/accept`, form, (req, res) =>
    step(req, res, async (offer) => {
      await acceptOffer(db, offer, new Date());
      return 'accepted';
    }),
  );

  router.post(`${CUSTOMER_PAGE_PATH}/:token/pay`, form, (req, res) =>
    step(req, res, async (offer, body) => {
      const { outcome } = await payAsCustomer(db, offer, checkPaymentMethod(body), new Date());
      return outcome === 'succeeded' ? 'paid' : outcome;
    }),
  );

  router.post(`${CUSTOMER_PAGE_PATH}/:token/dispute`, form, (req, res) =>
    step(req, res, async (offer, body) => {
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      if (!reason || reason.length > 2000)
        throw new ApiError(400, 'Say what is wrong (at most 2000 characters).');
      await disputeOffer(db, offer, reason);
      return 'disputed';
    }),
  );

  return router;
}
