import { formatMoney } from '@seller-portal/shared/formatters';
import type { OverdueBucket, PortfolioSliceInput, PortfolioSummaryQuery } from '#graphql';

// Portfolio at a glance: what each chart shows, worked out from the summary (pure, tested beside it).

type Summary = PortfolioSummaryQuery['portfolioSummary'];

/** One bar: its label, what it adds up to, and the report's filter for the offers it counts. */
export interface PortfolioBar {
  key: string;
  label: string;
  amount: number;
  /** Payments (cash to come, late or failed) or advances. */
  count: number;
  offersCount: number;
  slice: PortfolioSliceInput;
}

/** What the months outside a chart's window add up to ("After 10/2027", "Before 12/2024"): a bar of its own. */
export interface OutsideWindow {
  label: string;
  amount: number;
  count: number;
  /** Which end of the chart its bar stands at. */
  position: 'before' | 'after';
}

export interface PortfolioChartData {
  bars: PortfolioBar[];
  outside: OutsideWindow | null;
  total: number;
  count: number;
}

const OVERDUE_LABELS: Record<OverdueBucket, string> = {
  UP_TO_30_DAYS: '0–30 days',
  DAYS_31_TO_60: '31–60 days',
  DAYS_61_TO_90: '61–90 days',
  OVER_90_DAYS: 'Over 90 days',
};

const CHART_MONTHS = 12;
const MAX_ADVANCE_MONTHS = 24;

const pad = (n: number) => String(n).padStart(2, '0');

/** The month (yyyy-MM) a date falls in, in the browser's time zone. */
const monthOf = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** The month `count` months after a month (before, when negative). */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + count, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** A month as the portal writes dates (MM/dd/yyyy without the day): 12/2026. */
export const calendarMonth = (month: string): string => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

const monthsFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, index) => addMonths(first, index));

interface MonthTotal {
  month: string;
  amount: number;
  offersCount: number;
}

const sumOf = <T>(items: readonly T[], of: (item: T) => number) =>
  items.reduce((sum, item) => sum + of(item), 0);

/**
 * A chart of a run of months, every month a bar (an empty one as zero), the months outside it summed up in one row,
 * and the totals of all.
 */
function monthsChart<T extends MonthTotal>(
  months: readonly T[],
  window: readonly string[],
  outside: { label: string; months: readonly T[]; position: OutsideWindow['position'] },
  countOf: (total: T) => number,
  sliceOf: (month: string) => PortfolioSliceInput,
): PortfolioChartData {
  return {
    bars: window.map((month) => {
      const total = months.find((item) => item.month === month);
      return {
        key: month,
        label: calendarMonth(month),
        amount: total?.amount ?? 0,
        count: total ? countOf(total) : 0,
        offersCount: total?.offersCount ?? 0,
        slice: sliceOf(month),
      };
    }),
    outside: outside.months.length
      ? {
          label: outside.label,
          amount: sumOf(outside.months, (month) => month.amount),
          count: sumOf(outside.months, countOf),
          position: outside.position,
        }
      : null,
    total: sumOf(months, (month) => month.amount),
    count: sumOf(months, countOf),
  };
}

/** The next 12 months from this one (or from an earlier month still due); later ones are summed up apart. */
export function cashToComeChart(months: Summary['cashToCome'], today: Date): PortfolioChartData {
  const current = monthOf(today);
  const first = months[0] && months[0].month < current ? months[0].month : current;
  const window = monthsFrom(first, CHART_MONTHS);
  const last = window[window.length - 1]!;
  return monthsChart(
    months,
    window,
    {
      label: `After ${calendarMonth(last)}`,
      months: months.filter((month) => month.month > last),
      position: 'after',
    },
    (month) => month.paymentsCount,
    (month) => ({ paymentsDueMonth: month }),
  );
}

/** The four overdue buckets, late and failed payments together. */
export function lateOrFailedChart(
  buckets: Summary['lateOrFailed'],
): PortfolioChartData & { late: number; failed: number } {
  const bars = buckets.map((bucket) => ({
    key: bucket.bucket,
    label: OVERDUE_LABELS[bucket.bucket],
    amount: bucket.lateAmount + bucket.failedAmount,
    count: bucket.latePaymentsCount + bucket.failedPaymentsCount,
    offersCount: bucket.offersCount,
    slice: { paymentsOverdue: bucket.bucket },
  }));
  return {
    bars,
    outside: null,
    total: sumOf(bars, (bar) => bar.amount),
    count: sumOf(bars, (bar) => bar.count),
    late: sumOf(buckets, (bucket) => bucket.lateAmount),
    failed: sumOf(buckets, (bucket) => bucket.failedAmount),
  };
}

/**
 * Advances up to this month: the last 12 months, or from the first advance when it is earlier (24 months at most;
 * older ones are summed up apart).
 */
export function advancesChart(months: Summary['advances'], today: Date): PortfolioChartData {
  const current = monthOf(today);
  const earliest = addMonths(current, -(MAX_ADVANCE_MONTHS - 1));
  const twelveAgo = addMonths(current, -(CHART_MONTHS - 1));
  const firstData = months[0]?.month ?? current;
  const first = firstData < twelveAgo ? (firstData < earliest ? earliest : firstData) : twelveAgo;
  const last =
    months.length && months[months.length - 1]!.month > current ? months[months.length - 1]!.month : current;
  const window: string[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) window.push(month);
  return monthsChart(
    months,
    window,
    {
      label: `Before ${calendarMonth(first)}`,
      months: months.filter((month) => month.month < first),
      position: 'before',
    },
    (month) => month.advancesCount,
    (month) => ({ advanceMonth: month }),
  );
}

/** What the report says it shows after a bar was clicked. */
export function sliceDescription(slice: PortfolioSliceInput): string {
  if (slice.paymentsDueMonth)
    return `offers with payments still to come in ${calendarMonth(slice.paymentsDueMonth)}`;
  if (slice.paymentsOverdue)
    return `offers with payments late or failed ${OVERDUE_LABELS[slice.paymentsOverdue].toLowerCase()}`;
  if (slice.advanceMonth) return `offers advanced in ${calendarMonth(slice.advanceMonth)}`;
  return 'all offers';
}

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  // Round steps say no decimals ($2K, not $2.0K), whichever ICU the browser has.
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** An axis tick: $40K (the tooltip and the table show the amount as the portal writes money). */
export const axisMoney = (amount: number): string => compact.format(amount);

/** A bar as a chart draws it: one of its window's, or the months outside it (`bar` null: it opens no offers). */
export interface DrawnBar {
  key: string;
  label: string;
  amount: number;
  bar: PortfolioBar | null;
}

/** The bars a chart draws: its window's, and the months outside it as one more at that end, so they add up to its total. */
export function drawnBars(chart: Pick<PortfolioChartData, 'bars' | 'outside'>): DrawnBar[] {
  const drawn = chart.bars.map((bar) => ({ key: bar.key, label: bar.label, amount: bar.amount, bar }));
  if (!chart.outside) return drawn;
  const outside = {
    key: chart.outside.position,
    label: chart.outside.label,
    amount: chart.outside.amount,
    bar: null,
  };
  return chart.outside.position === 'before' ? [outside, ...drawn] : [...drawn, outside];
}

/**
 * A chart's value axis: from zero to the first round step at or above its tallest bar, in four to six steps of 1, 2,
 * 2.5 or 5 times a power of ten (a chart of nothing but zeros still has its zero line).
 */
export function axisTicks(max: number): number[] {
  if (!(max > 0)) return [0];
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((times) => times * power).find((candidate) => candidate >= rough)!;
  const steps = Math.ceil(max / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}

/** The months outside the window in words: no offers to open (the report filters by one month). */
export const outsideSummary = (outside: OutsideWindow, noun: 'payment' | 'advance'): string =>
  `${formatMoney(outside.amount)} in ${outside.count} ${noun}${outside.count === 1 ? '' : 's'}`;

/** A bar's amount and count in words, for its tooltip and its button's name. */
export const barSummary = (bar: PortfolioBar, noun: 'payment' | 'advance'): string =>
  `${formatMoney(bar.amount)} in ${bar.count} ${noun}${bar.count === 1 ? '' : 's'}, ${bar.offersCount} offer${
    bar.offersCount === 1 ? '' : 's'
  }`;
