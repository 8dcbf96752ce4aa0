import { z } from 'zod';
import { OFFER_ACTION_ROLES } from '@seller-portal/shared/roles';
import { requireRole } from '../../../auth/authorization.js';
import type { GatewayContext } from '../../../context.js';
import type { Resolvers } from '../../../generated/resolvers-types.js';
import type { ProviderOffer } from '../provider-client.js';
import { gatewayError } from '../../../provider/errors.js';
import { validInput } from '../../../validation/valid-input.js';

/** The sandbox's words for the seller's flags (docs/adr/009), said before any provider call. */
const REFUSALS = {
  linkDeliveryOff: 'Emailing offer links to customers is turned off for this seller.',
  forwardingOff: 'Sending an offer to another contact is turned off for this seller.',
  linkNotUsable: (stageLabel: string) =>
    `The link of this offer cannot be sent: the offer is ${stageLabel} and the customer can no longer act on it.`,
} as const;

/** Whether an offer's link may be sent: the provider says so of the offer, offers the call, and the seller emails links. */
async function canSendLink(offer: { canSendLink: boolean }, context: GatewayContext): Promise<boolean> {
  if (!offer.canSendLink || !(await context.offers.sending.offered())) return false;
  return (await context.session.currentSeller()).customerOfferEmailLinkDeliveryEnabled;
}

const id = z.string().trim().min(1, 'Required').max(64, 'Maximum of 64 characters');
const sendInput = z.object({ offerId: id, recipientContactId: id.nullish() });

/** sendOfferLink, and each offer of sendOfferLinks: every check of the single send, then the provider's. */
export async function sendOneOfferLink(
  context: GatewayContext,
  { offerId, recipientContactId }: { offerId: string; recipientContactId?: string | null },
): Promise<ProviderOffer> {
  await requireRole(context, OFFER_ACTION_ROLES);
  await context.offers.sending.requireOffered();
  const [seller, settings] = await Promise.all([
    context.session.currentSeller(),
    context.session.sellerSettings(),
  ]);
  if (!seller.customerOfferEmailLinkDeliveryEnabled) throw gatewayError('CONFLICT', REFUSALS.linkDeliveryOff);
  if (recipientContactId && !settings.offerForwardingEnabled)
    throw gatewayError('CONFLICT', REFUSALS.forwardingOff);
  // Read first (an account executive's other offers answer NOT_FOUND), so a refusal needs no second call.
  const current = await context.offers.offer(offerId);
  if (!current.canSendLink)
    throw gatewayError('CONFLICT', REFUSALS.linkNotUsable(current.stageMetadata.label));
  return context.offers.sending.sendLink(offerId, recipientContactId ? { recipientContactId } : {});
}

export const offerSendingResolvers: Resolvers = {
  Mutation: {
    sendOfferLink: async (_parent, args, context) => {
      const offer = await sendOneOfferLink(context, validInput(sendInput, args));
      return { offer, sentAt: offer.lastLinkSentDate ?? new Date().toISOString() };
    },
  },
  Offer: { canSendLink: (offer, _args, context) => canSendLink(offer, context) },
  OfferListItem: { canSendLink: (offer, _args, context) => canSendLink(offer, context) },
};
