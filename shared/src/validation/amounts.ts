import * as z from '#zod';
import { COMPANY_LIMITS } from './company-constants.js';

const NOT_A_NUMBER = 'Must be a number';

/** Typed text ($ and thousands separators allowed) or a number; blank is null, anything else NaN. */
function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/[$,\s]/g, '');
  if (text === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : NaN;
}

const parsedNumber = () => z.pipe(z.nullish(z.union([z.number(), z.string()])), z.transform(toNumber));

// A refinement, not a transform failure: the form's other rules still run and report together.
const isAmount = z.refine<number | null>(
  (value: number | null) =>
    value === null || (Number.isFinite(value) && Math.abs(value) < COMPANY_LIMITS.amount),
  NOT_A_NUMBER,
);

/** A required amount (business metrics): blank gives the spec's message. */
export const requiredAmount = (message: string) =>
  parsedNumber().check(
    z.refine((value) => value !== null, message),
    isAmount,
  );

/** An optional amount: blank is null. */
export const optionalAmount = () => parsedNumber().check(isAmount);

/** An optional amount that is 0 when blank (SaaS metrics, spec 01 section 5). */
export const amountOrZero = () =>
  z.pipe(
    optionalAmount(),
    z.transform((value) => value ?? 0),
  );
