// Calendar dates (yyyy-MM-dd) in an IANA time zone: offer dates are the customer's days (docs/adr/009).

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a real calendar date written yyyy-MM-dd. */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The calendar date an instant falls on in the zone. */
export function dateIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock time of a date happens in the zone. */
export function instantIn(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}Z`);
  let instant = new Date(wall - offsetMinutes(new Date(wall), timeZone) * 60_000);
  // Near a daylight-saving change the first guess uses the other offset: correct it once.
  instant = new Date(wall - offsetMinutes(instant, timeZone) * 60_000);
  return instant;
}

/** 23:59:59 of the date in the zone: when an offer expiring that day stops being usable. */
export const endOfDayIn = (date: string, timeZone: string): Date => instantIn(date, '23:59:59.000', timeZone);

/** 00:00 of the date in the zone. */
export const startOfDayIn = (date: string, timeZone: string): Date =>
  instantIn(date, '00:00:00.000', timeZone);

/** The date `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The date `months` later, on the same day or the month's last one (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** The earlier of two dates. */
export const earlierDate = (a: string, b: string): string => (a <= b ? a : b);
