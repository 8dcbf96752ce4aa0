import * as z from '#zod';

/** A trimmed string, checked with zod's functional checks (the same source runs on zod and on zod/mini). */
export const trimmed = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), ...checks);

/** A trimmed string that must not be blank. */
export const requiredText = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  trimmed(z.minLength(1, message), ...checks);

/** What any typeahead's field takes at most (spec 02 section 9): the field itself stops there. */
export const TYPEAHEAD_MAX_LENGTH = 200;
