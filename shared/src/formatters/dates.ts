/**
 * The portal's dates, one rule (spec 01 section 9):
 * - An instant (a GraphQL DateTime: submitted, last login, link sent, accepted) shows as MM/dd/yyyy hh:mm a with the
 *   abbreviation of the zone in force on that date (formatDateTime); a table with no room for the time shows its day
 *   (formatDate), and the row's details show the time.
 * - A calendar date (a yyyy-MM-dd String: a term's start and end, an invoice, payment or advance date) is a day, not
 *   an instant: it shows as MM/dd/yyyy, the same day wherever the browser is (formatCalendarDate).
 */
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

/** A calendar date (yyyy-MM-dd) as MM/dd/yyyy: read at UTC midnight, so no zone shifts it; '' for none. */
export const formatCalendarDate = (date: string | null | undefined): string =>
  date ? formatDate(date, 'UTC') : '';

/** The zone's abbreviation at an instant (default now), e.g. EST or PDT: what a date column's header shows. */
export function timeZoneAbbreviation(timeZone?: string, at: DateInput = new Date()): string {
  const date = toDate(at) ?? new Date();
  return partsOf(date, { timeZoneName: 'short' }, timeZone)('timeZoneName');
}

/**
 * The zone's name for every date in it, e.g. ET or PT: what a column of dates from different seasons is labelled
 * with (EST or EDT would be wrong for half of them).
 */
export function timeZoneGenericName(timeZone?: string): string {
  const generic = partsOf(new Date(), { timeZoneName: 'shortGeneric' }, timeZone)('timeZoneName');
  // A zone without a generic name (UTC) is named by its offset ("GMT+0"): its abbreviation is better, and constant.
  return generic.startsWith('GMT') ? timeZoneAbbreviation(timeZone) : generic;
}

/** The calendar date (yyyy-MM-dd) an instant falls on in a time zone: an offer's dates are its customer's days. */
export function calendarDateIn(value: DateInput, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const part = partsOf(date, { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone);
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const part = partsOf(
    instant,
    {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    },
    timeZone,
  );
  const wall = Date.UTC(
    Number(part('year')),
    Number(part('month')) - 1,
    Number(part('day')),
    Number(part('hour')),
    Number(part('minute')),
    Number(part('second')),
  );
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** 23:59:59 of a calendar date (yyyy-MM-dd) in a time zone, as an instant: when an offer expiring that day lapses. */
export function endOfDayIn(date: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T23:59:59.000Z`);
  const first = new Date(wall - offsetMinutes(new Date(wall), timeZone) * 60_000);
  // Near a daylight-saving change the first guess used the other offset: correct it once.
  return new Date(wall - offsetMinutes(first, timeZone) * 60_000);
}
