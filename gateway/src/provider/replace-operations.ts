import { STALE_FORM_MESSAGES } from '@seller-portal/shared/validation';
import { gatewayError } from './errors.js';

/** One change of a provider PATCH (spec 01 and 02, section 7: "replace operations on changed fields"). */
export interface ReplaceOperation<Fields> {
  op: 'replace';
  path: `/${Extract<keyof Fields, string>}`;
  value: Fields[keyof Fields];
}

/**
 * The fields a provider PATCH replaces, from its generated body (a list of `{ op, path: "/<field>", value }`, one
 * kind a field): `ReplacedFields<components['schemas']['TeamUserChanges']>` is `{ firstName: string; … }`.
 */
export type ReplacedFields<Operations extends readonly { path: string; value?: unknown }[]> = {
  [
    Operation in Operations[number] as Operation['path'] extends `/${infer Field}` ? Field : never
  ]: Operation['value'];
};

/** Blank text and null are the same absence of a value; lists and objects compare by content. */
function same(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  return typeof a === 'object' || typeof b === 'object' ? JSON.stringify(a) === JSON.stringify(b) : a === b;
}

/**
 * The replace operations for the fields of `form` that differ from `current`; a field the form leaves out
 * (undefined) is not sent, nor is one it did not change. Blank text is sent as null.
 */
export function replaceOperationsFor<Fields extends object>(
  current: Fields,
  form: Partial<Fields>,
): ReplaceOperation<Fields>[] {
  const operations: ReplaceOperation<Fields>[] = [];
  for (const key of Object.keys(form) as Extract<keyof Fields, string>[]) {
    const value = form[key];
    if (value === undefined || same(value, current[key])) continue;
    operations.push({
      op: 'replace',
      path: `/${key}`,
      value: (value === '' ? null : value) as Fields[keyof Fields],
    });
  }
  return operations;
}

/**
 * What a person changed in a form opened on `loaded`, as replace operations against the stored `current`: only the
 * fields where `form` differs from `loaded` are sent, so what someone else saved meanwhile in other fields stays. A
 * field this person changed that someone else also changed since (`current` differs from `loaded` and from the
 * person's value) is refused: CONFLICT, with a message under each such field, and nothing is sent (docs/adr/013).
 */
export function replaceOperationsSince<Fields extends object>(
  current: Fields,
  loaded: Partial<Fields>,
  form: Partial<Fields>,
  /** The form's name of a field stored under another name (a member's `roles` is the form's `roleId`). */
  formFieldOf: Partial<Record<keyof Fields, string>> = {},
): ReplaceOperation<Fields>[] {
  const mine: Partial<Fields> = {};
  const stale: Record<string, string> = {};
  for (const key of Object.keys(form) as Extract<keyof Fields, string>[]) {
    const value = form[key];
    if (value === undefined || same(value, loaded[key])) continue;
    if (!same(current[key], loaded[key]) && !same(current[key], value))
      stale[formFieldOf[key] ?? key] = STALE_FORM_MESSAGES.field;
    mine[key] = value;
  }
  if (Object.keys(stale).length > 0) throw gatewayError('CONFLICT', STALE_FORM_MESSAGES.form, stale);
  return replaceOperationsFor(current, mine);
}
