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

/**
 * A form saved after someone else changed one of the fields it changes (docs/adr/013): the answer's message, and
 * the message under each such field. The gateway answers CONFLICT with these; the form offers to reload.
 */
export const STALE_FORM_MESSAGES = {
  form: 'Someone else saved changes to this form after you opened it. Reload it to see their changes; what you typed stays until you do.',
  field: 'Someone else changed this after you opened the form.',
} as const;
