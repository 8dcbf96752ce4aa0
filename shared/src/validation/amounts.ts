import * as z from '#zod';
import { amountOfText } from '../formatters/money.js';
import { COMPANY_LIMITS } from './company-constants.js';

const NOT_A_NUMBER = 'Must be a number';
/** The message for an amount that cannot be below zero (a funding amount, revenue, a retention rate). */
const NEGATIVE_AMOUNT = 'Must be zero or more';

/** The message for an amount with fractions of a cent (100.005, 1e-300): stored, it would silently change. */
const SUB_CENT_AMOUNT = 'Use at most two decimal places';

/**
 * Whether an amount is whole cents (docs/adr/014): its shortest decimal form has at most two decimals, so 100.005 and
 * 1e-300, which the provider would round to 100.01 and 0, are refused rather than changed.
 */
export const hasAtMostCents = (value: number): boolean => /^-?\d+(\.\d{1,2})?$/.test(String(value));

const parsedNumber = () => z.pipe(z.nullish(z.union([z.number(), z.string()])), z.transform(amountOfText));

// A refinement, not a transform failure: the form's other rules still run and report together.
const isAmount = z.refine<number | null>(
  (value: number | null) =>
    value === null || (Number.isFinite(value) && Math.abs(value) < COMPANY_LIMITS.amount),
  NOT_A_NUMBER,
);

const wholeCents = z.refine<number | null>(
  (value: number | null) => value === null || !Number.isFinite(value) || hasAtMostCents(value),
  SUB_CENT_AMOUNT,
);

const notNegative = z.refine<number | null>(
  (value: number | null) => value === null || value >= 0,
  NEGATIVE_AMOUNT,
);

/** What an amount may be besides a number: below zero only where `signed` (a growth rate). */
interface AmountRules {
  signed?: boolean;
}

/** A required amount (business metrics): blank gives the spec's message. */
export const requiredAmount = (message: string, { signed = false }: AmountRules = {}) =>
  parsedNumber().check(
    z.refine((value) => value !== null, message),
    isAmount,
    wholeCents,
    ...(signed ? [] : [notNegative]),
  );

/** An optional amount, zero or more: blank is null. */
export const optionalAmount = () => parsedNumber().check(isAmount, wholeCents, notNegative);

/** An optional amount, zero or more, that is 0 when blank (SaaS metrics, spec 01 section 5). */
export const amountOrZero = () =>
  z.pipe(
    optionalAmount(),
    z.transform((value) => value ?? 0),
  );
