const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** $ sign, thousands separators and 2 decimals: 1234.5 → $1,234.50; '' when there is no amount. */
export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? usd.format(value) : '';
}

/**
 * An amount as it is typed: digits with thousands separators, at most one decimal point and two decimals, and a
 * leading minus; anything else never gets in. 5400000 reads 5,400,000; 1234.5 reads 1,234.5.
 */
export function formatAmountInput(value: string): string {
  const negative = value.trimStart().startsWith('-');
  const [whole = '', ...rest] = value.replace(/[^0-9.]/g, '').split('.');
  const decimals = rest.length > 0 ? `.${rest.join('').slice(0, 2)}` : '';
  const digits = whole.replace(/^0+(?=\d)/, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${decimals}`;
}

/** A stored amount as a form shows it, with thousands separators ('' for none): 5400000 reads 5,400,000. */
export function amountInputText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : formatAmountInput(String(value));
}

/** Typed text ($ and thousands separators allowed) or a number, read back: blank is null, anything else NaN. */
export function amountOfText(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/[$,\s]/g, '');
  if (text === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : NaN;
}
