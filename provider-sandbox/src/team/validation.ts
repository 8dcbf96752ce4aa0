import type { Request } from 'express';
import { badRequest, type FieldError } from '../http/errors.js';

/** The spec's field messages (spec 01 section 5, spec 02 section 5), the same words the shared zod schemas use. */
export const MESSAGES = {
  emailRequired: 'Email address is required',
  emailInvalid: 'Invalid email',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  roleRequired: 'Role is required',
  phoneInvalid: 'Invalid phone number format',
} as const;

export const PHONE_MIN_LENGTH = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The JSON body as an object ({} for anything else). */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** Collects field errors and answers them together as one 400. */
export class FieldChecks {
  private readonly errors: FieldError[] = [];

  /** A trimmed, non-blank string, or '' with the message recorded. */
  required(value: unknown, field: string, message: string): string {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) this.fail(field, message);
    return text;
  }

  email(value: unknown, field: string): string {
    const text = this.required(value, field, MESSAGES.emailRequired);
    if (text && !EMAIL.test(text)) this.fail(field, MESSAGES.emailInvalid);
    return text.toLowerCase();
  }

  /** Optional phone: absent or blank is null; otherwise at least 10 characters. */
  phone(value: unknown, field: string): string | null {
    if (value === undefined || value === null) return null;
    const text = typeof value === 'string' ? value.trim() : '';
    if (typeof value !== 'string') this.fail(field, MESSAGES.phoneInvalid);
    else if (text && text.length < PHONE_MIN_LENGTH) this.fail(field, MESSAGES.phoneInvalid);
    return text || null;
  }

  optionalText(value: unknown, field: string, max = 255): string | null {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string' || value.trim().length > max) {
      this.fail(field, `Maximum of ${max} characters`);
      return null;
    }
    return value.trim() || null;
  }

  fail(field: string, message: string): void {
    if (!this.errors.some((error) => error.field === field)) this.errors.push({ field, message });
  }

  /** Throws the 400 when anything failed. */
  done(): void {
    if (this.errors.length > 0) throw badRequest('Validation failed', this.errors);
  }
}
