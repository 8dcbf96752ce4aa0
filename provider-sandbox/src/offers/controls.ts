import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { noStore } from '../http/cache.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { bodyOf } from '../http/validation.js';
import { customerOfferUrl, moveContextOf, termEndDateOf } from './answers.js';
import { addDays } from './calendar.js';
import {
  acceptOffer,
  checkPaymentMethod,
  chooseOption,
  disputeOffer,
  payAsCustomer,
  viewOffer,
} from './customer-actions.js';
import { customerPageRouter } from './customer-page.js';
import { recordEvent } from './events.js';
import { expireDueOffers, moveOffer } from './moves.js';
import { sendExpiryNotices } from './expiry-notices.js';
import { chargePayment, nextChargeable, setPaymentStatus, storedMethodInput } from './payments.js';
import { PAYMENT_FREQUENCIES, type PaymentFrequency } from './pricing.js';
import { findAnyOffer, paymentsOf, type OfferRow, type PaymentStatus } from './repository.js';
import { newLinkToken } from './reissue.js';
import { defaultExpiration, expirationWindow } from './rules.js';

const PROVIDER = { label: 'Provider' } as const;

/** What a payment may be moved to by time travel, and from which status. */
const PAYMENT_CHANGES: Record<string, { from: PaymentStatus[]; details: string | null }> = {
  failed: { from: ['pending'], details: 'Insufficient funds (R01)' },
  chargeback: { from: ['succeeded'], details: 'The customer’s bank reversed the charge.' },
  refunded: { from: ['succeeded'], details: 'Refunded to the customer.' },
  disputed: { from: ['succeeded'], details: 'The customer disputed the charge.' },
  canceled: { from: ['pending', 'failed'], details: 'Canceled by the provider.' },
  other: { from: ['pending', 'succeeded', 'failed'], details: 'Held for review by the provider.' },
};

/**
 * Sandbox controls (demo switch) for the offer model: the provider's review, the customer's steps (as the customer
 * page takes them), time travel (expire an offer, collect a payment, fail it, a charge-back, reach the renewal
 * date) and the customer page itself at /sandbox/customer-offers/{token}.
 */
export function offerControlRouter(db: Db, publicUrl: string): Router {
  const router = express.Router();
  const json = express.json({ limit: '4kb' });
  router.use(customerPageRouter(db));

  async function offerOf(id: string): Promise<OfferRow> {
    const offer = isUuid(id) ? await findAnyOffer(db, id) : undefined;
    if (!offer) throw notFound('No offer with this id');
    return offer;
  }

  const answer = async (id: string) => {
    const offer = (await findAnyOffer(db, id))!;
    return { id: offer.id, stage: offer.stage, customerOfferDirectUrl: customerOfferUrl(publicUrl, offer) };
  };

  router.get('/offers/:id', async (req, res) => {
    noStore(res).json(await answer((await offerOf(req.params.id)).id));
  });

  router.post('/offers/:id/review', json, async (req, res) => {
    const offer = await offerOf(req.params.id);
    const decision = bodyOf(req).decision;
    const move =
      decision === 'approve'
        ? 'approveReview'
        : decision === 'deny'
          ? 'denyReview'
          : decision === 'fail'
            ? 'failReview'
            : null;
    if (!move) throw badRequest('decision must be approve, deny or fail');
    await db.transaction(async (tx) => {
      await moveOffer(tx, offer, move, { actor: PROVIDER });
      if (move === 'approveReview') {
        await tx.query('UPDATE offers SET last_link_sent_at = now() WHERE seller_id = $1 AND id = $2', [
          offer.sellerId,
          offer.id,
        ]);
        await recordEvent(tx, {
          sellerId: offer.sellerId,
          offerId: offer.id,
          type: 'LINK_SENT',
          actor: PROVIDER,
        });
      }
    });
    noStore(res).json(await answer(offer.id));
  });

  router.post('/offers/:id/customer/view', async (req, res) => {
    const offer = await viewOffer(db, await offerOf(req.params.id));
    noStore(res).json(await answer(offer.id));
  });

  router.post('/offers/:id/customer/choose', json, async (req, res) => {
    const body = bodyOf(req);
    const offer = await offerOf(req.params.id);
    if (body.plan === 'DIRECT') await chooseOption(db, offer, { plan: 'DIRECT' }, new Date());
    else if (body.plan === 'FINANCED' && (PAYMENT_FREQUENCIES as unknown[]).includes(body.paymentFrequency))
      await chooseOption(
        db,
        offer,
        { plan: 'FINANCED', paymentFrequency: body.paymentFrequency as PaymentFrequency },
        new Date(),
      );
    else throw badRequest('plan must be DIRECT, or FINANCED with a paymentFrequency');
    noStore(res).json(await answer(offer.id));
  });

  router.post('/offers/:id/customer/accept', async (req, res) => {
    const offer = await acceptOffer(db, await offerOf(req.params.id), new Date());
    noStore(res).json(await answer(offer.id));
  });

  router.post('/offers/:id/customer/pay', json, async (req, res) => {
    const { offer, outcome } = await payAsCustomer(
      db,
      await offerOf(req.params.id),
      checkPaymentMethod(bodyOf(req)),
      new Date(),
    );
    noStore(res).json({ ...(await answer(offer.id)), outcome });
  });

  router.post('/offers/:id/customer/dispute', json, async (req, res) => {
    const reason = bodyOf(req).reason;
    if (typeof reason !== 'string' || !reason.trim()) throw badRequest('reason is required');
    const offer = await disputeOffer(db, await offerOf(req.params.id), reason.trim().slice(0, 2000));
    noStore(res).json(await answer(offer.id));
  });

  // Time travel: the offer's expiration passes now, and its owner hears it as the minute's job would tell them.
  router.post('/offers/:id/expire', async (req, res) => {
    const offer = await offerOf(req.params.id);
    await db.query("UPDATE offers SET expiration = now() - interval '1 second' WHERE id = $1", [offer.id]);
    if ((await expireDueOffers(db, offer.sellerId)) === 0)
      throw conflict(`An offer that is ${offer.stage} does not expire.`);
    await sendExpiryNotices(db);
    noStore(res).json(await answer(offer.id));
  });

  router.post('/offers/:id/eligibility', json, async (req, res) => {
    const offer = await offerOf(req.params.id);
    const eligible = bodyOf(req).eligible;
    if (typeof eligible !== 'boolean') throw badRequest('eligible must be true or false');
    await db.transaction((tx) =>
      moveOffer(tx, offer, eligible ? 'markEligible' : 'markIneligible', { actor: PROVIDER }),
    );
    noStore(res).json(await answer(offer.id));
  });

  // Time travel: the next payment's date arrives and it is charged with the method kept on the offer.
  router.post('/offers/:id/payments/collect', async (req, res) => {
    const offer = await offerOf(req.params.id);
    const payment = await nextChargeable(db, offer);
    if (!payment) throw conflict('This offer has no payment left to collect.');
    const outcome = await db.transaction((tx) =>
      chargePayment(tx, offer, payment, storedMethodInput(offer), new Date(), PROVIDER),
    );
    noStore(res).json({ ...(await answer(offer.id)), paymentId: payment.id, outcome });
  });

  // Time travel on one payment: failed, charge-back, refunded, disputed, canceled or other.
  router.post('/payments/:id/status', json, async (req, res) => {
    const body = bodyOf(req);
    const status = typeof body.status === 'string' ? body.status : '';
    const change = PAYMENT_CHANGES[status];
    if (!change) throw badRequest(`status must be one of ${Object.keys(PAYMENT_CHANGES).join(', ')}`);
    const { rows } = await db.query<{ offerId: string }>(
      'SELECT offer_id AS "offerId" FROM offer_payments WHERE id = $1',
      [isUuid(req.params.id) ? req.params.id : null],
    );
    if (!rows[0]) throw notFound('No payment with this id');
    const offer = await offerOf(rows[0].offerId);
    const payment = (await paymentsOf(db, offer.sellerId, offer.id)).find((row) => row.id === req.params.id)!;
    if (!change.from.includes(payment.status))
      throw conflict(`A ${payment.status} payment cannot become ${status}.`);
    const details =
      typeof body.details === 'string' && body.details.trim()
        ? body.details.trim().slice(0, 500)
        : change.details;
    await db.transaction(async (tx) => {
      await setPaymentStatus(tx, { ...payment, sellerId: offer.sellerId }, status as PaymentStatus, details);
      const type =
        status === 'failed'
          ? 'PAYMENT_FAILED'
          : status === 'chargeback'
            ? 'CHARGEBACK'
            : status === 'refunded'
              ? 'PAYMENT_REFUNDED'
              : null;
      if (type)
        await recordEvent(tx, {
          sellerId: offer.sellerId,
          offerId: offer.id,
          type,
          actor: PROVIDER,
          description: `Payment ${payment.sequence}: ${details}`,
        });
      await tx.query('UPDATE offers SET updated_at = now() WHERE seller_id = $1 AND id = $2', [
        offer.sellerId,
        offer.id,
      ]);
    });
    noStore(res).json({ id: payment.id, paymentStatus: status, details });
  });

  // Time travel: the renewal date arrives; a complete offer with renewal on gets its renewal offer.
  router.post('/offers/:id/renew', async (req, res) => {
    const offer = await offerOf(req.params.id);
    if (!offer.renewalEnabled || offer.stage !== 'COMPLETE' || offer.renewalOfferId)
      throw conflict('Only a complete offer with renewal on, not renewed yet, renews.');
    const id = await createRenewal(db, offer, new Date());
    noStore(res)
      .status(201)
      .json(await answer(id));
  });

  return router;
}

/**
 * The renewal of a complete offer: a new offer of the same deal and term starting the day after the old term ends,
 * Ready for the customer, linked to the offer it renews. Free months are the renewal's first months at no cost.
 */
async function createRenewal(db: Db, offer: OfferRow, now: Date): Promise<string> {
  const window = expirationWindow(
    { createdAt: now, underwritingExpiration: null, expirationCap: null, timeZone: offer.timeZone },
    now,
  );
  const termEnd = termEndDateOf(offer);
  const stage = moveContextOf({ ...offer, filesCount: 0 }).attachmentMissing
    ? 'READY_WITH_REQUIREMENTS'
    : 'READY';
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO offers (seller_id, account_id, owner_user_id, offer_type, sub_type, parent_offer_id, stage,
         recipient_first_name, recipient_last_name, recipient_email, recipient_phone_number,
         recipient_mobile_phone_number, message_to_account, sales_package_id, sales_package_name, offer_term_type,
         term_duration, is_standard_term, direct_billing_frequency, direct_payment_terms, line_items,
         total_contract_value, term_start_date, expiration, allow_credit_card_payments, attachment_required,
         link_token, last_link_sent_at)
       SELECT seller_id, account_id, owner_user_id, offer_type, 'RENEWAL', id, $3, recipient_first_name,
         recipient_last_name, recipient_email, recipient_phone_number, recipient_mobile_phone_number,
         $4, sales_package_id, sales_package_name, offer_term_type, term_duration, is_standard_term,
         direct_billing_frequency, direct_payment_terms, line_items, total_contract_value, $5::date, $6,
         allow_credit_card_payments, attachment_required, $7, now()
         FROM offers WHERE seller_id = $1 AND id = $2
       RETURNING id`,
      [
        offer.sellerId,
        offer.id,
        stage,
        offer.renewalFreeMonths
          ? `Your renewal starts with ${offer.renewalFreeMonths} free ${offer.renewalFreeMonths === 1 ? 'month' : 'months'}.`
          : offer.messageToAccount,
        termEnd ? addDays(termEnd, 1) : null,
        defaultExpiration(window, now, offer.timeZone),
        newLinkToken(),
      ],
    );
    const id = rows[0]!.id;
    await recordEvent(tx, { sellerId: offer.sellerId, offerId: id, type: 'CREATED', actor: PROVIDER });
    await recordEvent(tx, { sellerId: offer.sellerId, offerId: id, type: 'LINK_SENT', actor: PROVIDER });
    await recordEvent(tx, {
      sellerId: offer.sellerId,
      offerId: offer.id,
      type: 'RENEWAL_CREATED',
      actor: PROVIDER,
      relatedOfferId: id,
    });
    return id;
  });
}
