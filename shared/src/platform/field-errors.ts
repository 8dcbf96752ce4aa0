import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { fieldErrorsOf } from './graphql-errors.js';

/** What showFieldErrors needs of a form. */
export type FieldErrorTarget<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  'getValues' | 'setError'
>;

/**
 * Puts the field messages of BAD_USER_INPUT (and of a stale form's CONFLICT) under the form's fields; answers whether every message found a field
 * (when one did not, the caller shows its toast too).
 */
export function showFieldErrors<Values extends FieldValues>(
  form: FieldErrorTarget<Values>,
  error: unknown,
): boolean {
  const fieldErrors = fieldErrorsOf(error);
  if (!fieldErrors) return false;
  const fields = new Set(Object.keys(form.getValues()));
  let placed = 0;
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (!fields.has(field.split('.')[0]!)) continue;
    form.setError(field as FieldPath<Values>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed === Object.keys(fieldErrors).length;
}
