import * as z from '#zod';
import { trimmed } from './text.js';

/** An optional phone number: blank means none; otherwise at least 10 characters (spec 02 section 5). */
export const optionalPhoneNumber = z.nullish(
  trimmed(z.refine((value) => value === '' || value.length >= 10, 'Invalid phone number format')),
);
