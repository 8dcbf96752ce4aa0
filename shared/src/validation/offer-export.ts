/**
 * The export flow's date ranges and rules (spec 01 sections 5 and 9): the modal offers them, the gateway checks the
 * instants it is sent against the same messages, and the sandbox again.
 */
export const OFFER_EXPORT_MESSAGES = {
  startRequired: 'Start date is required',
  startAfterToday: 'Start date cannot be after today',
  endRequired: 'End date is required',
  endBeforeStart: 'End date cannot be before the start date',
  endAfterToday: 'End date cannot be after today',
} as const;

export const EXPORT_DATE_RANGES = [
  'ALL_TIME',
  'CURRENT_WEEK',
  'CURRENT_MONTH',
  'CURRENT_QUARTER',
  'DATE_RANGE',
] as const;
export type ExportDateRange = (typeof EXPORT_DATE_RANGES)[number];

export const EXPORT_DATE_RANGE_LABELS: Record<ExportDateRange, string> = {
  ALL_TIME: 'All time',
  CURRENT_WEEK: 'Current week',
  CURRENT_MONTH: 'Current month',
  CURRENT_QUARTER: 'Current quarter',
  DATE_RANGE: 'Date range',
};

/** The health report's stages (spec 01 section 7): what the report lists and exports. */
export const OFFER_HEALTH_STAGES = [
  'ACCEPTED_ACTION_REQUIRED',
  'ACCEPTED',
  'COMPLETE',
  'CLOSED_DISPUTED',
  'CLOSED_CANCELED',
] as const;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date (yyyy-MM-dd) as the local day's first instant. */
function startOfLocalDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Today in the browser's zone as yyyy-MM-dd. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What is wrong with a Date range's calendar dates (yyyy-MM-dd, the browser's days), field by field. */
export function exportRangeErrors(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  today: string,
): { startDate?: string; endDate?: string } {
  const errors: { startDate?: string; endDate?: string } = {};
  const start = startDate && CALENDAR_DATE.test(startDate) ? startDate : null;
  const end = endDate && CALENDAR_DATE.test(endDate) ? endDate : null;
  if (!start) errors.startDate = OFFER_EXPORT_MESSAGES.startRequired;
  else if (start > today) errors.startDate = OFFER_EXPORT_MESSAGES.startAfterToday;
  if (!end) errors.endDate = OFFER_EXPORT_MESSAGES.endRequired;
  else if (end > today) errors.endDate = OFFER_EXPORT_MESSAGES.endAfterToday;
  else if (start && end < start) errors.endDate = OFFER_EXPORT_MESSAGES.endBeforeStart;
  return errors;
}

/**
 * The instants a range covers in the browser's zone: from the first day's start (Monday for the week) to now, or
 * for a Date range from the start date's first instant to the end date's last; all time has neither.
 */
export function exportRangeOf(
  range: ExportDateRange,
  now: Date,
  custom?: { startDate: string; endDate: string },
): { startDate: Date | null; endDate: Date | null } {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  switch (range) {
    case 'ALL_TIME':
      return { startDate: null, endDate: null };
    case 'CURRENT_WEEK': {
      const sinceMonday = (today.getDay() + 6) % 7;
      return {
        startDate: new Date(today.getFullYear(), today.getMonth(), today.getDate() - sinceMonday),
        endDate: now,
      };
    }
    case 'CURRENT_MONTH':
      return { startDate: new Date(today.getFullYear(), today.getMonth(), 1), endDate: now };
    case 'CURRENT_QUARTER':
      return {
        startDate: new Date(today.getFullYear(), Math.floor(today.getMonth() / 3) * 3, 1),
        endDate: now,
      };
    case 'DATE_RANGE': {
      if (!custom) throw new Error('A date range needs its dates');
      const end = startOfLocalDay(custom.endDate);
      end.setDate(end.getDate() + 1);
      return { startDate: startOfLocalDay(custom.startDate), endDate: new Date(end.getTime() - 1) };
    }
  }
}

/** The range's instants the gateway is sent: the end needs a start, neither after today (a day's grace for zones). */
export function exportInstantErrors(
  startDate: Date | null,
  endDate: Date | null,
  now: Date,
): { startDate?: string; endDate?: string } {
  const latest = now.getTime() + 24 * 60 * 60 * 1000;
  const errors: { startDate?: string; endDate?: string } = {};
  if (startDate && startDate.getTime() > latest) errors.startDate = OFFER_EXPORT_MESSAGES.startAfterToday;
  if (endDate && !startDate) errors.startDate = OFFER_EXPORT_MESSAGES.startRequired;
  if (endDate && endDate.getTime() > latest) errors.endDate = OFFER_EXPORT_MESSAGES.endAfterToday;
  else if (startDate && endDate && endDate < startDate) errors.endDate = OFFER_EXPORT_MESSAGES.endBeforeStart;
  return errors;
}

/** The export's file name: {seller}_{MM-dd-yyyy}.csv (spec 01 section 9), the seller's name without spaces. */
export function offerExportFileName(sellerName: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const seller = sellerName.replace(/[^\w.-]+/g, '') || 'Seller';
  return `${seller}_${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${now.getFullYear()}.csv`;
}

/** An advance's CSV name: {seller}_AdvanceReport_{date}.csv (spec 01 section 9), the advance's date as yyyy-MM-dd. */
export function advanceReportFileName(sellerName: string, advanceDate: string): string {
  return `${sellerName.replace(/[^\w.-]+/g, '') || 'Seller'}_AdvanceReport_${advanceDate}.csv`;
}

/** An invoice PDF's name: the customer's name upper-cased without spaces, then the invoice id (spec 01 section 7). */
export function invoiceFileName(customerName: string, invoiceId: string): string {
  return `${customerName.toUpperCase().replace(/\s+/g, '')}${invoiceId}.pdf`;
}
