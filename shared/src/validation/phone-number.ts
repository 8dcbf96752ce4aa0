import * as z from '#zod';
import { canonicalPhoneNumber, isPhoneNumber } from '../formatters/phone.js';
import { trimmed } from './text.js';

const PHONE_MESSAGE = 'Invalid phone number format';

/**
 * An optional phone number: blank means none; otherwise digits and the characters phone numbers are written with, 10
 * to 15 digits (spec 02 section 5), at most 32 characters (docs/adr/004), kept in its one canonical form
 * ((###) ###-#### in the USA, + and the digits elsewhere).
 */
export const optionalPhoneNumber = z.nullish(
  trimmed(
    z.maxLength(32, 'Maximum of 32 characters'),
    z.refine((value) => value === '' || isPhoneNumber(value), PHONE_MESSAGE),
    z.overwrite((value) => (value === '' || !isPhoneNumber(value) ? value : canonicalPhoneNumber(value))),
  ),
);
