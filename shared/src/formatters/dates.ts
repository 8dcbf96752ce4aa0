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

/**
 * MM/dd/yyyy hh:mm a with the time zone abbreviation, e.g. 03/08/2026 01:05 PM EST; without it (`withZone: false`)
 * where a column header names the zone.
 */
export function formatDateTime(
  value: DateInput | null | undefined,
  timeZone?: string,
  { withZone = true }: { withZone?: boolean } = {},
): string {
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
  const time = `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
  return withZone ? `${time} ${part('timeZoneName')}` : time;
}

/** The zone's abbreviation at an instant (default now), e.g. EST or PDT: what a date column's header shows. */
export function timeZoneAbbreviation(timeZone?: string, at: DateInput = new Date()): string {
  const date = toDate(at) ?? new Date();
  return partsOf(date, { timeZoneName: 'short' }, timeZone)('timeZoneName');
}
