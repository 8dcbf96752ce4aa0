import * as z from '#zod';
import { trimmed } from './text.js';

/** An optional phone number: blank means none; otherwise 10 (spec 02 section 5) to 32 (docs/adr/004) characters. */
export const optionalPhoneNumber = z.nullish(
  trimmed(
    z.refine((value) => value === '' || value.length >= 10, 'Invalid phone number format'),
    z.maxLength(32, 'Maximum of 32 characters'),
  ),
);
