import express, { type Router } from 'express';
import type { SandboxDeps } from '../domain.js';
import { findContact } from '../customers/repository.js';
import { noStore } from '../http/cache.js';
import { badRequest, conflict } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { bodyOf } from '../http/validation.js';
import { sendEmail } from '../outbox/outbox.js';
import { readSellerSettings } from '../sellers/index.js';
import { findSeller } from '../sellers/repository.js';
import { customerOfferUrl } from './answers.js';
import { recordEvent } from './events.js';
import type { OfferAccess } from './offer-access.js';
import { LINK_RESEND_SECONDS, linkNotUsable, linkSentTooRecently, OFFER_MESSAGES } from './rules.js';
import { LINK_STAGES, STAGE_LABELS } from './stages.js';

/** The outbox kind of an offer's link. */
const OFFER_LINK_EMAIL = 'OFFER_LINK';

/**
 * Ours: POST /v1/offers/{id}/send-link emails the offer's customer link (docs/adr/009, the customer's page) to its
 * recipient, or, with the seller's offerForwardingEnabled, to another contact of the same customer. Who may: those who
 * act on offers, an account executive only on their own. The seller's customerOfferEmailLinkDeliveryEnabled must be
 * on, the customer's page must still let the customer choose a plan, and one offer's link goes out at most once a
 * minute. The email lands in the sandbox outbox; the offer keeps when it was sent and its history says to whom.
 */
export function offerLinkRouter({ db, publicUrl }: SandboxDeps, access: OfferAccess): Router {
  const router = express.Router();
  const { actor, offerOf, detailsOf } = access;

  router.post('/v1/offers/:id/send-link', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    const contactId = bodyOf(req).recipientContactId;
    if (contactId !== undefined && (typeof contactId !== 'string' || !isUuid(contactId)))
      throw badRequest('Validation failed', [
        { field: 'recipientContactId', message: OFFER_MESSAGES.contactUnknown },
      ]);
    const [seller, settings] = await Promise.all([
      findSeller(db, member.sellerId),
      readSellerSettings(db, member.sellerId),
    ]);
    if (!seller?.customerOfferEmailLinkDeliveryEnabled) throw conflict(OFFER_MESSAGES.linkDeliveryOff);
    if (contactId !== undefined && !settings.offerForwardingEnabled)
      throw conflict(OFFER_MESSAGES.forwardingOff);
    if (!LINK_STAGES.includes(offer.stage)) throw conflict(linkNotUsable(STAGE_LABELS[offer.stage]));
    const contact =
      contactId === undefined ? null : await findContact(db, offer.sellerId, offer.accountId, contactId);
    if (contactId !== undefined && !contact)
      throw badRequest('Validation failed', [
        { field: 'recipientContactId', message: OFFER_MESSAGES.contactUnknown },
      ]);
    const to = contact
      ? {
          firstName: contact.firstName,
          name: `${contact.firstName} ${contact.lastName}`,
          email: contact.email,
        }
      : {
          firstName: offer.recipientFirstName,
          name: `${offer.recipientFirstName} ${offer.recipientLastName}`.trim(),
          email: offer.recipientEmail,
        };
    const link = customerOfferUrl(publicUrl, offer);
    await db.transaction(async (tx) => {
      // The wait is checked by the write itself, so two sends at once cannot both pass it.
      const sent = await tx.query(
        `UPDATE offers SET last_link_sent_at = now()
          WHERE seller_id = $1 AND id = $2
            AND (last_link_sent_at IS NULL OR last_link_sent_at <= now() - make_interval(secs => $3))`,
        [offer.sellerId, offer.id, LINK_RESEND_SECONDS],
      );
      if (sent.rowCount !== 1) {
        const { rows } = await tx.query<{ wait: number }>(
          `SELECT ceil(extract(epoch FROM last_link_sent_at + make_interval(secs => $3) - now()))::int AS wait
             FROM offers WHERE seller_id = $1 AND id = $2`,
          [offer.sellerId, offer.id, LINK_RESEND_SECONDS],
        );
        throw conflict(linkSentTooRecently(Math.max(1, rows[0]?.wait ?? LINK_RESEND_SECONDS)));
      }
      await sendEmail(tx, {
        kind: OFFER_LINK_EMAIL,
        to: to.email,
        subject: `Your offer from ${seller.name}`,
        body: `Hello ${to.firstName},\n\n${seller.name} sent you an offer for ${offer.accountName}. Review it, choose a plan and accept it here:\n${link}${offer.messageToAccount ? `\n\n${offer.messageToAccount}` : ''}`,
        link,
      });
      await recordEvent(tx, {
        sellerId: offer.sellerId,
        offerId: offer.id,
        type: 'LINK_SENT',
        actor: { userId: member.userId },
        description: contact
          ? `Offer link forwarded to ${to.name} (${to.email})`
          : `Offer link sent to ${to.name} (${to.email})`,
      });
    });
    noStore(res).json(await detailsOf(member, offer.id));
  });

  return router;
}
