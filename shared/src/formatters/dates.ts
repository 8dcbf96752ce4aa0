type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function partsOf(date: Date, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  const parts = new Intl.DateTimeFormat('en-US', { ...options, timeZone }).formatToParts(date);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
}

/** MM/dd/yyyy in the given (default: the browser's) time zone; '' for a missing or invalid date. */
export function formatDate(value: DateInput | null | undefined, timeZone?: string): string {
  const date = value == null ? null : toDate(value);
  if (!date) return '';
  const part = partsOf(date, { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone);
  return `${part('month')}/${part('day')}/${part('year')}`;
}

/** MM/dd/yyyy hh:mm a with the time zone abbreviation, e.g. 03/08/2026 01:05 PM EST. */
export function formatDateTime(value: DateInput | null | undefined, timeZone?: string): string {
  const date = value == null ? null : toDate(value);
  if (!date) return '';
  const part = partsOf(
    date,
    {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    },
    timeZone,
  );
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} ${part('timeZoneName')}`;
}
