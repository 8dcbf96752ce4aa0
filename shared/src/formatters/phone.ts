/** (###) ###-#### for a 10-digit US number (a leading country code 1 is dropped); other input is returned as typed. */
export function formatPhoneNumber(value: string | null | undefined): string {
  if (!value) return '';
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** How many digits a phone number has at least (a US number) and at most (E.164). */
export const PHONE_DIGITS = { min: 10, max: 15 } as const;

/** Digits and what people write phone numbers with: spaces, dots, dashes, parentheses and a leading plus. */
const PHONE_CHARACTERS = /^\+?[0-9().\-\s]+$/;

/** Whether a typed phone number is one: only phone characters, 10 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/**
 * The one form a phone number is stored in: (###) ###-#### for a US number (10 digits, or 11 with the country code
 * 1), else + and its digits.
 */
export function canonicalPhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  const us = formatPhoneNumber(digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits);
  return /^\(\d{3}\) \d{3}-\d{4}$/.test(us) ? us : `+${digits}`;
}

/**
 * A phone number as it is typed: (###) ###-#### from the first digit on (at most 10 digits kept, a country code 1
 * dropped); one that starts with + and another country code keeps its digits and spaces (at most 15 digits). Letters
 * never get in.
 */
export function formatPhoneInput(value: string): string {
  const typed = value.trimStart();
  if (typed === '+' || typed === '+1') return typed;
  if (typed.startsWith('+') && !typed.replace(/\D/g, '').startsWith('1')) {
    let kept = 0;
    const international = typed
      .slice(1)
      .replace(/[^0-9\s]/g, '')
      .replace(/\d/g, (digit) => (++kept <= PHONE_DIGITS.max ? digit : ''));
    return `+${international.replace(/\s+/g, ' ')}`;
  }
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
