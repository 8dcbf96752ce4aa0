import type { $ZodError } from 'zod/v4/core';

export type FieldErrors = Record<string, string>;

/** The first message for each field, keyed by its dotted path: what a form shows under each input. */
export function firstErrorPerField(error: $ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
