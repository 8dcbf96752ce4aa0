import { describe, expect, it } from 'vitest';
import { addMonths, endOfDayIn, instantIn } from './calendar.js';
import { defaultExpiration, expirationWindow, isInWindow, termStartWindow } from './rules.js';

const NEW_YORK = 'America/New_York';
// Made on 2026-03-01 10:00 in New York; "now" is 2026-03-10 09:00 there.
const createdAt = instantIn('2026-03-01', '10:00:00.000', NEW_YORK);
const now = instantIn('2026-03-10', '09:00:00.000', NEW_YORK);
const offer = { createdAt, underwritingExpiration: null, expirationCap: null, timeZone: NEW_YORK };

describe('the expiration window (spec 02 section 5)', () => {
  it('runs from 00:00 tomorrow to 23:59:59 of day 90 after creation, in the customer’s zone', () => {
    const window = expirationWindow(offer, now);
    expect(window).toMatchObject({ firstDate: '2026-03-11', lastDate: '2026-05-30' });
    expect(window.start.toISOString()).toBe('2026-03-11T04:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-05-31T03:59:59.000Z');
  });

  it('takes tomorrow at its first instant and day 90 at its last, and refuses a second either side', () => {
    const window = expirationWindow(offer, now);
    expect(isInWindow(instantIn('2026-03-11', '00:00:00.000', NEW_YORK), window)).toBe(true);
    expect(
      isInWindow(new Date(instantIn('2026-03-11', '00:00:00.000', NEW_YORK).getTime() - 1000), window),
    ).toBe(false);
    expect(isInWindow(endOfDayIn('2026-03-10', NEW_YORK), window)).toBe(false);
    expect(isInWindow(endOfDayIn('2026-05-30', NEW_YORK), window)).toBe(true);
    expect(isInWindow(new Date(endOfDayIn('2026-05-30', NEW_YORK).getTime() + 1000), window)).toBe(false);
  });

  it('ends earlier at the underwriting result’s expiration or a cap, whichever is earliest', () => {
    const underwriting = expirationWindow(
      { ...offer, underwritingExpiration: instantIn('2026-04-15', '12:00:00.000', NEW_YORK) },
      now,
    );
    expect(underwriting.lastDate).toBe('2026-04-15');
    const capped = expirationWindow(
      {
        ...offer,
        underwritingExpiration: instantIn('2026-04-15', '12:00:00.000', NEW_YORK),
        expirationCap: instantIn('2026-04-01', '08:00:00.000', NEW_YORK),
      },
      now,
    );
    expect(capped.lastDate).toBe('2026-04-01');
    expect(isInWindow(endOfDayIn('2026-04-01', NEW_YORK), capped)).toBe(true);
    expect(isInWindow(endOfDayIn('2026-04-02', NEW_YORK), capped)).toBe(false);
  });

  it('defaults to 30 days from today or the window’s end, whichever is earlier, at 23:59:59', () => {
    expect(defaultExpiration(expirationWindow(offer, now), now, NEW_YORK).toISOString()).toBe(
      endOfDayIn('2026-04-09', NEW_YORK).toISOString(),
    );
    const late = instantIn('2026-05-20', '09:00:00.000', NEW_YORK);
    expect(defaultExpiration(expirationWindow(offer, late), late, NEW_YORK).toISOString()).toBe(
      endOfDayIn('2026-05-30', NEW_YORK).toISOString(),
    );
  });

  it('works across a daylight-saving change (New York springs forward on 2026-03-08)', () => {
    expect(endOfDayIn('2026-03-07', NEW_YORK).toISOString()).toBe('2026-03-08T04:59:59.000Z');
    expect(endOfDayIn('2026-03-08', NEW_YORK).toISOString()).toBe('2026-03-09T03:59:59.000Z');
  });
});

describe('the term start window', () => {
  it('runs from the day the offer was made to three months after', () => {
    expect(termStartWindow(createdAt, NEW_YORK)).toEqual({ minDate: '2026-03-01', maxDate: '2026-06-01' });
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});
