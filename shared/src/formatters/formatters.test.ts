import { describe, expect, it } from 'vitest';
import {
  calendarDateIn,
  endOfDayIn,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatCount,
  timeZoneGenericName,
  formatEin,
  amountInputText,
  formatAmountInput,
  formatMoney,
  canonicalPhoneNumber,
  formatPhoneInput,
  formatPhoneNumber,
  isPhoneNumber,
  timeZoneAbbreviation,
} from './index.js';

describe('formatCalendarDate', () => {
  it('reads a yyyy-MM-dd day as that day, where an instant at UTC midnight would be the day before in New York', () => {
    expect(formatCalendarDate('2026-03-01')).toBe('03/01/2026');
    expect(formatDate('2026-03-01', 'America/New_York')).toBe('02/28/2026');
    expect(formatCalendarDate(null)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows MM/dd/yyyy hh:mm a with the zone abbreviation', () => {
    expect(formatDateTime('2026-02-08T18:05:00Z', 'America/New_York')).toBe('02/08/2026 01:05 PM EST');
    expect(formatDateTime('2026-07-04T03:09:00Z', 'America/Los_Angeles')).toBe('07/03/2026 08:09 PM PDT');
    expect(formatDateTime('2026-01-02T00:00:00Z', 'UTC')).toBe('01/02/2026 12:00 AM UTC');
  });
  it('leaves the zone out where a column header names it', () => {
    expect(formatDateTime('2026-02-08T18:05:00Z', 'America/New_York', { withZone: false })).toBe(
      '02/08/2026 01:05 PM',
    );
    expect(timeZoneAbbreviation('America/New_York', '2026-02-08T18:05:00Z')).toBe('EST');
    expect(timeZoneAbbreviation('America/New_York', '2026-07-08T18:05:00Z')).toBe('EDT');
  });
  it('is empty for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('shows MM/dd/yyyy in the given zone', () => {
    expect(formatDate('2026-11-01T02:00:00Z', 'America/Chicago')).toBe('10/31/2026');
    expect(formatDate(new Date('2026-12-25T12:00:00Z'), 'UTC')).toBe('12/25/2026');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatMoney', () => {
  it('uses a $ sign, thousands separators and 2 decimals', () => {
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney('2500.5')).toBe('$2,500.50');
    expect(formatMoney(-42)).toBe('-$42.00');
  });
  it('is empty when there is no amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('formatPhoneNumber', () => {
  it('shows (###) ###-####', () => {
    expect(formatPhoneNumber('5551234567')).toBe('(555) 123-4567');
    expect(formatPhoneNumber('+1 555.123.4567')).toBe('(555) 123-4567');
  });
  it('leaves other input as typed', () => {
    expect(formatPhoneNumber('12345')).toBe('12345');
    expect(formatPhoneNumber('')).toBe('');
  });
});

describe('formatEin', () => {
  it('shows ##-#######', () => {
    expect(formatEin('741234567')).toBe('74-1234567');
    expect(formatEin('74-1234567')).toBe('74-1234567');
  });
  it('leaves other input as stored', () => {
    expect(formatEin('12-34')).toBe('12-34');
    expect(formatEin(null)).toBe('');
  });
});

describe('formatAmountInput', () => {
  it('shows thousands separators as the digits are typed, with at most two decimals', () => {
    expect(
      ['', '5', '5400', '5400000', '1234.5', '1234.567', '0.5', '007', '1,2,3,4'].map(formatAmountInput),
    ).toEqual(['', '5', '5,400', '5,400,000', '1,234.5', '1,234.56', '0.5', '7', '1,234']);
  });

  it('keeps letters and a second point out, and a minus only in front', () => {
    expect(['abc', '12a3', '1.2.3', '$1,000', '-250', '5-3'].map(formatAmountInput)).toEqual([
      '',
      '123',
      '1.23',
      '1,000',
      '-250',
      '53',
    ]);
  });

  it('shows a stored amount as the form does', () => {
    expect([5400000, 1234.5, -3.25, 0, null, undefined].map(amountInputText)).toEqual([
      '5,400,000',
      '1,234.5',
      '-3.25',
      '0',
      '',
      '',
    ]);
  });
});

describe('formatPhoneInput', () => {
  it('shows (###) ###-#### as the digits are typed, and keeps at most ten', () => {
    expect(
      ['', '5', '555', '5551', '555123', '5551234', '5551234567', '55512345678'].map(formatPhoneInput),
    ).toEqual(['', '(5', '(555', '(555) 1', '(555) 123', '(555) 123-4', '(555) 123-4567', '(555) 123-4567']);
    expect(formatPhoneInput('+1 555.123.4567')).toBe('(555) 123-4567');
    expect(formatPhoneInput('(555) 12')).toBe('(555) 12');
  });

  it('keeps letters out, and an international number as + with its digits', () => {
    expect(['a', 'abcdefghij', '555abc1234567'].map(formatPhoneInput)).toEqual(['', '', '(555) 123-4567']);
    expect(['+', '+4', '+44 20 7946 0958x', '+44 2079460958123456'].map(formatPhoneInput)).toEqual([
      '+',
      '+4',
      '+44 20 7946 0958',
      '+44 2079460958123',
    ]);
  });
});

describe('isPhoneNumber and canonicalPhoneNumber', () => {
  it('takes 10 to 15 digits written with phone characters, and stores one form', () => {
    expect(['abcdefghij', '555-0100', '(555) 123-456a', '1'.repeat(16)].map(isPhoneNumber)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(
      ['5551234567', '+1 (555) 123-4567', '555.123.4567', '+44 20 7946 0958'].map(isPhoneNumber),
    ).toEqual([true, true, true, true]);
    expect(
      ['5551234567', '+1 (555) 123-4567', '555.123.4567', '+44 20 7946 0958'].map(canonicalPhoneNumber),
    ).toEqual(['(555) 123-4567', '(555) 123-4567', '(555) 123-4567', '+442079460958']);
  });
});

describe('calendarDateIn and endOfDayIn', () => {
  it('gives the day an instant falls on in a zone, and that day’s last second as an instant', () => {
    expect(calendarDateIn('2026-11-01T02:00:00Z', 'America/Chicago')).toBe('2026-10-31');
    expect(endOfDayIn('2026-03-10', 'America/New_York').toISOString()).toBe('2026-03-11T03:59:59.000Z');
    expect(endOfDayIn('2026-01-10', 'America/New_York').toISOString()).toBe('2026-01-11T04:59:59.000Z');
    expect(endOfDayIn('2026-06-30', 'Europe/London').toISOString()).toBe('2026-06-30T22:59:59.000Z');
  });
  it('holds across a daylight-saving change', () => {
    expect(endOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-09T03:59:59.000Z');
    expect(endOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-02T04:59:59.000Z');
    expect(calendarDateIn(endOfDayIn('2026-11-01', 'America/New_York'), 'America/New_York')).toBe(
      '2026-11-01',
    );
  });
});

describe('timeZoneGenericName', () => {
  it('names the zone for every season, where EST or EDT would be wrong for half the dates', () => {
    expect(timeZoneGenericName('America/New_York')).toBe('ET');
    expect(timeZoneGenericName('America/Los_Angeles')).toBe('PT');
    expect(timeZoneGenericName('UTC')).toBe('UTC');
    // Each date keeps the abbreviation in force on it.
    expect(formatDateTime('2026-03-20T16:00:00Z', 'America/New_York')).toBe('03/20/2026 12:00 PM EDT');
    expect(formatDateTime('2026-11-20T17:00:00Z', 'America/New_York')).toBe('11/20/2026 12:00 PM EST');
  });
});

describe('formatCount', () => {
  it('puts the noun in the number of the count', () => {
    expect(formatCount(1, 'payment')).toBe('1 payment');
    expect(formatCount(0, 'payment')).toBe('0 payments');
    expect(formatCount(12, 'payment')).toBe('12 payments');
    expect(formatCount(2, 'entry', 'entries')).toBe('2 entries');
  });
});
