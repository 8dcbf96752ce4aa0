import type { FieldError } from '../http/errors.js';

/**
 * The sandbox's copy of shared/src/validation/registration.ts (same messages and bounds): the provider checks
 * again what the gateway checked, without importing browser-side code.
 */
const RULES = [
  { field: 'userFirstName', required: 'First name is required', max: 100 },
  { field: 'userLastName', required: 'Last name is required', max: 100 },
  { field: 'sellerName', required: 'Company name is required', max: 200 },
  { field: 'userTitle', required: null, max: 100 },
] as const;

export interface RegistrationPayload {
  userFirstName: string;
  userLastName: string;
  sellerName: string;
  userTitle: string | null;
}

export function checkRegistration(
  body: unknown,
): { ok: true; value: RegistrationPayload } | { ok: false; fieldErrors: FieldError[] } {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const fieldErrors: FieldError[] = [];
  const value: Record<string, string | null> = {};
  for (const rule of RULES) {
    const raw = input[rule.field];
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (rule.required && !text) fieldErrors.push({ field: rule.field, message: rule.required });
    else if (text.length > rule.max)
      fieldErrors.push({ field: rule.field, message: `Must be at most ${rule.max} characters` });
    value[rule.field] = text || null;
  }
  if (fieldErrors.length > 0) return { ok: false, fieldErrors };
  return { ok: true, value: value as unknown as RegistrationPayload };
}
