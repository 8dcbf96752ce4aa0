import { describe, expect, it } from 'vitest';
import {
  advanceReportFileName,
  exportInstantErrors,
  exportRangeErrors,
  exportRangeOf,
  invoiceFileName,
  offerExportFileName,
} from './offer-export.js';

// A Thursday afternoon in the browser's zone.
const NOW = new Date(2026, 10, 19, 15, 30);

describe('the export date ranges', () => {
  it('starts the current week on Monday, the month on the 1st and the quarter on its first month, up to now', () => {
    expect(exportRangeOf('CURRENT_WEEK', NOW)).toEqual({ startDate: new Date(2026, 10, 16), endDate: NOW });
    expect(exportRangeOf('CURRENT_WEEK', new Date(2026, 10, 22, 9))).toMatchObject({
      startDate: new Date(2026, 10, 16),
    });
    expect(exportRangeOf('CURRENT_MONTH', NOW).startDate).toEqual(new Date(2026, 10, 1));
    expect(exportRangeOf('CURRENT_QUARTER', NOW).startDate).toEqual(new Date(2026, 9, 1));
    expect(exportRangeOf('ALL_TIME', NOW)).toEqual({ startDate: null, endDate: null });
  });

  it('runs a date range from the start of its first day to the end of its last', () => {
    const range = exportRangeOf('DATE_RANGE', NOW, { startDate: '2026-11-02', endDate: '2026-11-03' });
    expect(range.startDate).toEqual(new Date(2026, 10, 2));
    expect(range.endDate).toEqual(new Date(new Date(2026, 10, 4).getTime() - 1));
  });

  it('refuses a start after today, an end before the start or after today, and a missing date', () => {
    expect(exportRangeErrors('2026-11-20', '2026-11-20', '2026-11-19')).toEqual({
      startDate: 'Start date cannot be after today',
      endDate: 'End date cannot be after today',
    });
    expect(exportRangeErrors('2026-11-10', '2026-11-09', '2026-11-19')).toEqual({
      endDate: 'End date cannot be before the start date',
    });
    expect(exportRangeErrors('', '', '2026-11-19')).toEqual({
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
    expect(exportRangeErrors('2026-11-19', '2026-11-19', '2026-11-19')).toEqual({});
  });

  it('lets the gateway refuse an end without a start, or instants beyond a day ahead', () => {
    expect(exportInstantErrors(null, NOW, NOW)).toEqual({ startDate: 'Start date is required' });
    expect(exportInstantErrors(new Date(NOW.getTime() + 2 * 86_400_000), null, NOW)).toEqual({
      startDate: 'Start date cannot be after today',
    });
    expect(exportInstantErrors(null, null, NOW)).toEqual({});
  });
});

describe('the file names', () => {
  it('are the spec’s: {seller}_{MM-dd-yyyy}.csv, {seller}_AdvanceReport_{date}.csv, CUSTOMER plus invoice', () => {
    expect(offerExportFileName('Acme Software', NOW)).toBe('AcmeSoftware_11-19-2026.csv');
    expect(advanceReportFileName('Acme Software', '2026-06-01')).toBe(
      'AcmeSoftware_AdvanceReport_2026-06-01.csv',
    );
    expect(invoiceFileName('Aperture Labs', 'INV-1A2B3C4D-001')).toBe('APERTURELABSINV-1A2B3C4D-001.pdf');
  });
});
