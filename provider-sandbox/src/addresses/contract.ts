import { z } from 'zod';
import { named, ours } from '../contract/schemas.js';
import { TYPEAHEAD_MAX_LENGTH, TYPEAHEAD_MIN_LENGTH } from './directory.js';

/** The answer of the address typeahead (spec 01 section 3, Address; section 7). */
export const address = named(
  'Address',
  z
    .object({
      /** The one line the typeahead shows. */
      label: z.string(),
      addressNumber: z.string(),
      street: z.string(),
      neighborhood: z.string().nullable(),
      municipality: z.string(),
      subRegion: z.string().nullable(),
      region: z.string(),
      postalCode: z.string(),
      country: z.string().describe('ISO 3166-1 alpha-3 code (USA)'),
      isInternational: z.boolean(),
      timeZone: ours(z.string(), 'IANA time zone of the address (kept by the account created with it)'),
    })
    .describe('An address suggestion (spec 01 section 3, Address)'),
);

/** What the address typeahead reads (spec 01 section 7: query={text}, international={bool}). */
export const addressTypeaheadQuery = z.object({
  query: z
    .string()
    .min(TYPEAHEAD_MIN_LENGTH)
    .max(TYPEAHEAD_MAX_LENGTH)
    .regex(/\S.*\S/)
    .describe(`At least ${TYPEAHEAD_MIN_LENGTH} characters of the address`),
  international: z.boolean().optional().describe('Addresses outside the USA; false when absent'),
});
