/** A stored amount as the form's text ('' for none). */
export const amountText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
