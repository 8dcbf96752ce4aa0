import express, { type Router } from 'express';
import type { SandboxDeps } from '../domain.js';
import { noStore } from '../http/cache.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { bodyOf } from '../http/validation.js';
import { colleagueOf, requireAdmin } from '../session/membership.js';
import { rolesByUser } from '../core/users.js';
import { renewalOf } from './answers.js';
import { recordEvent } from './events.js';
import { moveOffer, refusedMove } from './moves.js';
import { reissueOffer } from './reissue.js';
import { offerOwnerTypeahead, type OfferRow } from './repository.js';
import { OFFER_ACTION_ROLES, OFFER_LIMITS, OFFER_MESSAGES } from './rules.js';
import { nextStage } from './stages.js';
import { type OfferAccess, typeaheadQuery } from './offer-access.js';

/** An offer's owner, renewal and moves (spec 02 sections 4, 5 and 7): change owner, renewal, cancel, disable, reissue. */
export function offerActionsRouter({ db }: SandboxDeps, access: OfferAccess): Router {
  const router = express.Router();
  const { reader, actor, contextOf, offerOf, detailsOf } = access;

  router.get('/v1/users/typeahead', async (req, res) => {
    const admin = requireAdmin(req);
    const query = typeaheadQuery(req);
    res.json({ content: await offerOwnerTypeahead(db, admin.sellerId, query, OFFER_ACTION_ROLES) });
  });

  router.post('/v1/offers/:id/change-offer-owner', async (req, res) => {
    const admin = requireAdmin(req);
    const offer = await offerOf(admin, req.params.id);
    const newOwnerId = bodyOf(req).newOwnerId;
    if (newOwnerId === undefined || newOwnerId === null || newOwnerId === '')
      throw badRequest('Validation failed', [{ field: 'newOwnerId', message: OFFER_MESSAGES.userRequired }]);
    const owner = await colleagueOf(db, admin, newOwnerId);
    const roles = (await rolesByUser(db, [owner.id])).get(owner.id) ?? [];
    if (
      owner.status !== 'ACTIVE' ||
      !roles.some((role) => (OFFER_ACTION_ROLES as readonly string[]).includes(role.name))
    )
      throw badRequest('Validation failed', [
        { field: 'newOwnerId', message: OFFER_MESSAGES.cannotOwnOffers },
      ]);
    if (owner.id !== offer.ownerUserId) {
      await db.transaction(async (tx) => {
        const result = await tx.query(
          'UPDATE offers SET owner_user_id = $3, updated_at = now() WHERE seller_id = $1 AND id = $2 AND owner_user_id = $4',
          [offer.sellerId, offer.id, owner.id, offer.ownerUserId],
        );
        if (result.rowCount !== 1) throw conflict('The offer changed while it was being written. Try again.');
        await recordEvent(tx, {
          sellerId: offer.sellerId,
          offerId: offer.id,
          type: 'OWNER_CHANGED',
          actor: { userId: admin.userId },
          description: `Owner changed from ${offer.ownerName} to ${owner.firstName} ${owner.lastName}`,
        });
      });
    }
    noStore(res).json(await detailsOf(admin, offer.id));
  });

  router.post('/v1/offers/:id/renewal-status', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    const context = await contextOf(member.sellerId);
    if (!context.renewalsEnabled) throw conflict(OFFER_MESSAGES.renewalsOff);
    if (renewalOf(offer, context).renewalState !== 'ALLOW_EDIT') throw conflict(OFFER_MESSAGES.renewalLocked);
    const body = bodyOf(req);
    if (typeof body.renewalEnabled !== 'boolean')
      throw badRequest('Validation failed', [{ field: 'renewalEnabled', message: 'Must be true or false' }]);
    const months = body.renewalFreeMonths;
    const freeMonths = months === undefined || months === null ? null : months;
    if (
      freeMonths !== null &&
      (!Number.isInteger(freeMonths) ||
        (freeMonths as number) < OFFER_LIMITS.freeMonthsMin ||
        (freeMonths as number) > OFFER_LIMITS.freeMonthsMax)
    ) {
      throw badRequest('Validation failed', [
        { field: 'renewalFreeMonths', message: OFFER_MESSAGES.freeMonthsRequired },
      ]);
    }
    const enabled = body.renewalEnabled;
    const free = enabled ? (freeMonths as number | null) : null;
    await db.transaction(async (tx) => {
      const result = await tx.query(
        `UPDATE offers SET renewal_enabled = $3, renewal_free_months = $4, updated_at = now()
          WHERE seller_id = $1 AND id = $2`,
        [offer.sellerId, offer.id, enabled, free],
      );
      if (result.rowCount !== 1) throw notFound('Offer not found');
      await recordEvent(tx, {
        sellerId: offer.sellerId,
        offerId: offer.id,
        type: 'RENEWAL_UPDATED',
        actor: { userId: member.userId },
        description: !enabled
          ? 'Renewal turned off'
          : free
            ? `Renewal turned on with ${free} free ${free === 1 ? 'month' : 'months'}`
            : 'Renewal turned on',
      });
    });
    noStore(res).json(await detailsOf(member, offer.id));
  });

  router.get('/v1/offers/:id/can-cancel-before-payment', async (req, res) => {
    const member = await reader(req);
    const offer = await offerOf(member, req.params.id);
    noStore(res).json({ canCancelBeforePayment: canCancelBeforePayment(offer) });
  });

  router.post('/v1/offers/:id/cancel', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    if (!canCancelBeforePayment(offer)) {
      if (offer.stage === 'COMPLETE' || offer.paidPaymentsCount > 0)
        throw conflict(OFFER_MESSAGES.cannotCancel);
      throw refusedMove(offer, 'cancel');
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE offer_payments SET status = 'canceled', details = 'Offer canceled', processed_at = now()
          WHERE seller_id = $1 AND offer_id = $2 AND status IN ('pending', 'failed')`,
        [offer.sellerId, offer.id],
      );
      await moveOffer(tx, offer, 'cancel', { actor: { userId: member.userId } });
    });
    noStore(res).json(await detailsOf(member, offer.id));
  });

  router.post('/v1/offers/:id/disable', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    await db.transaction((tx) => moveOffer(tx, offer, 'disable', { actor: { userId: member.userId } }));
    noStore(res).json(await detailsOf(member, offer.id));
  });

  // Ours: an expired offer becomes a new one from the same deal, linked both ways (docs/adr/009).
  router.post('/v1/offers/:id/reissue', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    const id = await reissueOffer(db, offer, member.userId, new Date());
    noStore(res)
      .status(201)
      .json(await detailsOf(member, id));
  });

  return router;
}

/** Spec 02 section 4: the seller may cancel a committed offer only before any payment went through. */
function canCancelBeforePayment(offer: OfferRow): boolean {
  return (
    nextStage(offer.stage, 'cancel', { attachmentMissing: false, termStartMissing: false }) !== null &&
    offer.paidPaymentsCount === 0
  );
}
