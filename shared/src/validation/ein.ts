/**
 * The IRS's valid EIN prefixes (docs/architecture.md, decisions where the spec says "not shown"): the first two digits
 * of a real EIN are one of these.
 */
const EIN_PREFIX_RANGES: readonly (readonly [number, number])[] = [
  [1, 6],
  [10, 16],
  [20, 27],
  [30, 48],
  [50, 68],
  [71, 77],
  [80, 88],
  [90, 95],
  [98, 99],
];

export const EIN_FORMAT = /^\d{2}-\d{7}$/;
export const EIN_MESSAGES = {
  required: 'EIN is required',
  format: 'Invalid EIN. Value must be in format XX-XXXXXXX',
  prefix: 'EIN is Invalid',
} as const;

/** Whether an EIN's first two digits are a prefix the IRS assigns. */
export function hasValidEinPrefix(ein: string): boolean {
  const prefix = Number(ein.slice(0, 2));
  return EIN_PREFIX_RANGES.some(([low, high]) => prefix >= low && prefix <= high);
}

/** What is wrong with an EIN (spec 02 section 5), or null when it is a valid XX-XXXXXXX with a known prefix. */
export function einProblem(ein: string | null | undefined): string | null {
  const text = ein?.trim() ?? '';
  if (!text) return EIN_MESSAGES.required;
  if (!EIN_FORMAT.test(text)) return EIN_MESSAGES.format;
  return hasValidEinPrefix(text) ? null : EIN_MESSAGES.prefix;
}
