/** ##-####### for a 9-digit EIN; other input is returned as stored ('' for none). */
export function formatEin(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : value;
}
