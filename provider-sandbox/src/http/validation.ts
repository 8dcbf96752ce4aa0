import type { NextFunction, Request, Response } from 'express';
import { badRequest, type FieldError } from './errors.js';

/** Bounds where the spec gives none (docs/adr: input bounds): names and titles, free text, search. */
export const TEXT_MAX = { name: 255, freeText: 2000, search: 200 } as const;
const LIST_MAX = 100;

/** A phone number's digits, at least (a US number). */
const PHONE_MIN_LENGTH = 10;
const PHONE_INVALID = 'Invalid phone number format';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * What a single-line text refuses (names, titles, company names, addresses; docs/adr/014): line breaks (a name with
 * "\r\nBcc:" reached an email's headers), other control characters, bidi overrides and isolates, and invisible
 * characters. Joiners (U+200C, U+200D) stay: Persian and Indic names and emoji sequences need them.
 */
const NOT_SINGLE_LINE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u180e\u200b\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
/** The text without what a single line refuses (file names are cleaned rather than refused). */
export const withoutNotSingleLine = (text: string): string =>
  text.replace(new RegExp(NOT_SINGLE_LINE.source, 'g'), '');
const SINGLE_LINE_MESSAGE = 'Use one line of text, without line breaks or invisible characters';

/** How deeply a JSON body may nest: the deepest body of the API (a replace operation's value) is 3 levels. */
const JSON_DEPTH_MAX = 32;

/** Whether a parsed JSON value nests objects and arrays more than `max` levels, found without recursion. */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** After the JSON parser: a body nested too deeply is refused before any route walks it (docs/adr/014). */
export function refuseDeepBodies(req: Request, _res: Response, next: NextFunction): void {
  next(
    nestedDeeperThan(req.body, JSON_DEPTH_MAX)
      ? badRequest(`The request body is nested deeper than ${JSON_DEPTH_MAX} levels.`)
      : undefined,
  );
}

/**
 * Whether an amount is whole cents (docs/adr/014): its shortest decimal form has at most two decimals. Stored as
 * numeric(…, 2), 100.005 would become 100.01 and 1e-300 would become 0: they are refused instead.
 */
export const hasAtMostCents = (value: number): boolean => /^-?\d+(\.\d{1,2})?$/.test(String(value));
export const SUB_CENT_AMOUNT = 'Use at most two decimal places';

/** The JSON body as an object ({} for anything else). */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/**
 * Collects field errors and answers them together as one 400, before anything touches the database. Every text
 * is trimmed, bounded and free of control characters; a text shorter than free text's bound is a single line.
 */
export class FieldChecks {
  private readonly errors: FieldError[] = [];

  /** A trimmed, non-blank string of at most `max` characters, or '' with the message recorded. */
  required(value: unknown, field: string, message: string, max: number = TEXT_MAX.name): string {
    const text = this.text(value, field, max);
    if (!text) this.fail(field, message);
    return text ?? '';
  }

  /** Optional text: absent or blank is null. */
  optionalText(value: unknown, field: string, max: number = TEXT_MAX.name): string | null {
    if (value === undefined || value === null) return null;
    return this.text(value, field, max) || null;
  }

  email(value: unknown, field: string, messages: { required: string; invalid: string }): string {
    const text = this.required(value, field, messages.required);
    if (text && !EMAIL.test(text)) this.fail(field, messages.invalid);
    return text.toLowerCase();
  }

  /**
   * Optional phone: absent or blank is null; otherwise digits and the characters phone numbers are written with
   * (spaces, dots, dashes, parentheses, a leading plus), 10 to 15 digits, kept in one form: (###) ###-#### for a US
   * number, else + and the digits.
   */
  phone(value: unknown, field: string): string | null {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      this.fail(field, PHONE_INVALID);
      return null;
    }
    const text = this.text(value, field, 32);
    if (!text) return null;
    const digits = text.replace(/\D/g, '');
    if (!/^\+?[0-9().\-\s]+$/.test(text) || digits.length < PHONE_MIN_LENGTH || digits.length > 15) {
      this.fail(field, PHONE_INVALID);
      return text;
    }
    const us = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
    return us.length === 10 ? `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}` : `+${digits}`;
  }

  /** A list of at most `max` strings (ids); anything else is reported with the message. */
  stringList(value: unknown, field: string, message: string, max: number = LIST_MAX): string[] {
    if (!Array.isArray(value) || value.length === 0 || value.length > max) {
      this.fail(field, value instanceof Array && value.length > max ? `At most ${max} items` : message);
      return [];
    }
    if (!value.every((item): item is string => typeof item === 'string')) {
      this.fail(field, message);
      return [];
    }
    return value;
  }

  fail(field: string, message: string): void {
    if (!this.errors.some((error) => error.field === field)) this.errors.push({ field, message });
  }

  /** Throws the 400 when anything failed. */
  done(): void {
    if (this.errors.length > 0) throw badRequest('Validation failed', this.errors);
  }

  private text(value: unknown, field: string, max: number): string | null {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      this.fail(field, 'Must be text');
      return null;
    }
    const text = value.trim();
    if (text.length > max) {
      this.fail(field, `Maximum of ${max} characters`);
      return null;
    }
    if (CONTROL_CHARACTERS.test(text)) {
      this.fail(field, 'Must not contain control characters');
      return null;
    }
    if (max < TEXT_MAX.freeText && NOT_SINGLE_LINE.test(text)) {
      this.fail(field, SINGLE_LINE_MESSAGE);
      return null;
    }
    return text;
  }
}
