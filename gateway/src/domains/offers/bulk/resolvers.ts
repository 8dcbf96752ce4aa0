import { z } from 'zod';
import { OFFER_ACTION_ROLES } from '@seller-portal/shared/roles';
import { requireRole } from '../../../auth/authorization.js';
import type { GatewayContext } from '../../../context.js';
import type { Resolvers } from '../../../generated/resolvers-types.js';
import { isGatewayError } from '../../../provider/errors.js';
import { validInput } from '../../../validation/valid-input.js';
import type { ProviderOffer } from '../provider-client.js';
import { disableOneOffer } from '../resolvers.js';
import { sendOneOfferLink } from '../sending/resolvers.js';

/** How many offers a bulk action takes, and how many of its provider calls run at once. */
const OFFER_BULK = { max: 50, concurrency: 4 } as const;

const bulkInput = z.object({
  ids: z
    .array(z.string().trim().min(1, 'Required').max(64, 'Maximum of 64 characters'))
    .min(1, 'Choose at least one offer')
    .max(OFFER_BULK.max, `Choose at most ${OFFER_BULK.max} offers`),
});

interface OfferActionResult {
  offerId: string;
  ok: boolean;
  message: string;
  offer: ProviderOffer | null;
}

/** An offer not found says so in words: another seller's, an account executive's colleague's, or an unknown id. */
const NOT_FOUND_MESSAGE = 'This offer was not found, or it is not yours to act on.';

/** Runs `task` on each item, at most `limit` at once, and answers the results in the items' order. */
async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * One bulk action: the caller's role first (refused as a whole, like the single action), then each distinct offer
 * through the single action, a refusal of one answered in words as that offer's result.
 */
async function actOnEach(
  context: GatewayContext,
  args: unknown,
  act: (id: string) => Promise<ProviderOffer>,
  done: string,
): Promise<OfferActionResult[]> {
  await requireRole(context, OFFER_ACTION_ROLES);
  const ids = [...new Set(validInput(bulkInput, args).ids)];
  return eachLimited(ids, OFFER_BULK.concurrency, async (offerId) => {
    try {
      return { offerId, ok: true, message: done, offer: await act(offerId) };
    } catch (error) {
      if (!isGatewayError(error) || error.extensions.code === 'UNAUTHENTICATED') throw error;
      const message = error.extensions.code === 'NOT_FOUND' ? NOT_FOUND_MESSAGE : error.message;
      return { offerId, ok: false, message, offer: null };
    }
  });
}

export const offerBulkResolvers: Resolvers = {
  Mutation: {
    disableOffers: (_parent, args, context) =>
      actOnEach(context, args, (id) => disableOneOffer(context, id), 'Disabled'),
    sendOfferLinks: (_parent, args, context) =>
      actOnEach(context, args, (offerId) => sendOneOfferLink(context, { offerId }), 'Link sent'),
  },
};
