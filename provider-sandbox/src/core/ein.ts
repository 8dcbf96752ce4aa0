/** The IRS's valid EIN prefixes (docs/architecture.md): the first two digits of a real EIN fall in one of these. */
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

/** Whether an EIN (XX-XXXXXXX, or its 9 digits) starts with a prefix the IRS assigns. */
export function hasValidEinPrefix(ein: string): boolean {
  const prefix = Number(ein.slice(0, 2));
  return EIN_PREFIX_RANGES.some(([low, high]) => prefix >= low && prefix <= high);
}
