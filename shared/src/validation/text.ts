import * as z from '#zod';

/**
 * What a single-line field refuses (docs/adr/014): line breaks (a name with "\r\nBcc:" reached an email's headers),
 * other control characters, bidi overrides and isolates (`report\u202Egnp.pdf` shows as "reportfdp.png") and
 * invisible characters. Joiners (U+200C, U+200D) stay: Persian and Indic names and emoji sequences need them.
 */
const NOT_SINGLE_LINE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u180e\u200b\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const SINGLE_LINE_MESSAGE = 'Use one line of text, without line breaks or invisible characters';

/** The text without what a single line refuses (file names: the browser renames a file rather than refuse it). */
export const withoutNotSingleLine = (text: string): string =>
  text.replace(new RegExp(NOT_SINGLE_LINE.source, 'g'), '');

const singleLine = z.refine<string>((value) => !NOT_SINGLE_LINE.test(value), SINGLE_LINE_MESSAGE);

/** A trimmed single-line string, checked with zod's functional checks (the same source runs on zod and zod/mini). */
export const trimmed = (...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), singleLine, ...checks);

/** A trimmed single-line string that must not be blank. */
export const requiredText = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  trimmed(z.minLength(1, message), ...checks);

/** A trimmed text that may run over several lines (comments): no line-break check. */
export const requiredMultilineText = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, message), ...checks);
