import { z } from 'zod';
import { OFFER_SEARCH, OFFER_SEARCH_MESSAGE } from '@seller-portal/shared/validation';

/** The list's Search: 2 to 200 characters once trimmed; empty is no search. */
export const offerSearchText = z
  .string()
  .trim()
  .max(OFFER_SEARCH.max, OFFER_SEARCH_MESSAGE)
  .refine((text) => text === '' || text.length >= OFFER_SEARCH.min, OFFER_SEARCH_MESSAGE)
  .nullish()
  .transform((text) => text || null);
