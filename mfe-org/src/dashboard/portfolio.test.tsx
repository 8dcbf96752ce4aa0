import { describe, expect, it } from 'vitest';
import {
  addMonths,
  advancesChart,
  axisMoney,
  axisTicks,
  calendarMonth,
  cashToComeChart,
  drawnBars,
  lateOrFailedChart,
  sliceDescription,
} from './portfolio.js';

const month = (value: string, amount: number, count: number, offersCount = count) => ({
  month: value,
  amount,
  paymentsCount: count,
  offersCount,
});
const advance = (value: string, amount: number, count: number, offersCount = count) => ({
  month: value,
  amount,
  advancesCount: count,
  offersCount,
});
const today = new Date(2026, 10, 22); // 11/22/2026 in the browser's zone

describe('months', () => {
  it('counts months across years and writes them as the portal writes dates', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(calendarMonth('2027-01')).toBe('01/2027');
  });
});

describe('cash still to come', () => {
  it('shows the next 12 months, empty ones as zero, and sums up the later ones apart', () => {
    const chart = cashToComeChart(
      [
        month('2026-11', 100, 1),
        month('2027-02', 250.5, 2),
        month('2027-11', 40, 1),
        month('2028-03', 60, 2),
      ],
      today,
    );
    expect(chart.bars.map((bar) => bar.label)).toEqual([
      '11/2026',
      '12/2026',
      '01/2027',
      '02/2027',
      '03/2027',
      '04/2027',
      '05/2027',
      '06/2027',
      '07/2027',
      '08/2027',
      '09/2027',
      '10/2027',
    ]);
    expect(chart.bars[3]).toMatchObject({ amount: 250.5, count: 2, slice: { paymentsDueMonth: '2027-02' } });
    expect(chart.bars[1]).toMatchObject({ amount: 0, count: 0, offersCount: 0 });
    expect(chart.outside).toEqual({ label: 'After 10/2027', amount: 100, count: 3, position: 'after' });
    // The chart draws them as a last bar: its bars add up to its total.
    const drawn = drawnBars(chart);
    expect(drawn.at(-1)).toEqual({ key: 'after', label: 'After 10/2027', amount: 100, bar: null });
    expect(drawn[3]!.bar).toBe(chart.bars[3]);
    expect(drawn.reduce((sum, bar) => sum + bar.amount, 0)).toBeCloseTo(chart.total);
    expect(chart.total).toBe(450.5);
    expect(chart.count).toBe(6);
  });

  it('has nothing to show without payments', () => {
    expect(cashToComeChart([], today)).toMatchObject({ count: 0, total: 0, outside: null });
  });
});

describe('payments late or failed', () => {
  it('adds late and failed payments of each bucket into one bar', () => {
    const chart = lateOrFailedChart([
      {
        bucket: 'UP_TO_30_DAYS',
        lateAmount: 10,
        latePaymentsCount: 1,
        failedAmount: 20,
        failedPaymentsCount: 2,
        offersCount: 2,
      },
      {
        bucket: 'OVER_90_DAYS',
        lateAmount: 0,
        latePaymentsCount: 0,
        failedAmount: 5,
        failedPaymentsCount: 1,
        offersCount: 1,
      },
    ]);
    expect(chart.bars.map(({ label, amount, count }) => ({ label, amount, count }))).toEqual([
      { label: '0–30 days', amount: 30, count: 3 },
      { label: 'Over 90 days', amount: 5, count: 1 },
    ]);
    expect(chart.bars[1]!.slice).toEqual({ paymentsOverdue: 'OVER_90_DAYS' });
    expect(chart).toMatchObject({ total: 35, count: 4, late: 10, failed: 25 });
  });
});

describe('advances over time', () => {
  it('shows the last 12 months up to this one', () => {
    const chart = advancesChart([advance('2026-03', 500, 1), advance('2026-11', 200, 2, 3)], today);
    expect(chart.bars).toHaveLength(12);
    expect(chart.bars[0]!.label).toBe('12/2025');
    expect(chart.bars[11]).toMatchObject({ label: '11/2026', amount: 200, count: 2, offersCount: 3 });
    expect(chart.outside).toBeNull();
  });

  it('goes back to the first advance, 24 months at most, older ones summed up apart', () => {
    expect(advancesChart([advance('2025-11', 1, 1)], today).bars[0]!.label).toBe('11/2025');
    const long = advancesChart([advance('2023-05', 7, 1), advance('2025-01', 3, 1)], today);
    expect(long.bars).toHaveLength(24);
    expect(long.bars[0]!.label).toBe('12/2024');
    expect(long.outside).toEqual({ label: 'Before 12/2024', amount: 7, count: 1, position: 'before' });
    expect(drawnBars(long)[0]).toEqual({ key: 'before', label: 'Before 12/2024', amount: 7, bar: null });
    expect(drawnBars(long).reduce((sum, bar) => sum + bar.amount, 0)).toBeCloseTo(long.total);
    expect(long.total).toBe(10);
  });
});

describe('words', () => {
  it('says which offers the report shows after a bar, and ticks in short money', () => {
    expect(sliceDescription({ paymentsOverdue: 'DAYS_31_TO_60' })).toBe(
      'offers with payments late or failed 31–60 days',
    );
    expect(sliceDescription({ paymentsDueMonth: '2027-02' })).toBe(
      'offers with payments still to come in 02/2027',
    );
    expect(sliceDescription({ advanceMonth: '2026-09' })).toBe('offers advanced in 09/2026');
    expect(axisMoney(40_510)).toBe('$40.5K');
    expect(axisMoney(2_000)).toBe('$2K');
    expect(axisMoney(0)).toBe('$0');
  });

  it('steps the value axis in round amounts from zero past the tallest bar', () => {
    expect(axisTicks(108_240)).toEqual([0, 25_000, 50_000, 75_000, 100_000, 125_000]);
    expect(axisTicks(6_120)).toEqual([0, 2_000, 4_000, 6_000, 8_000]);
    expect(axisTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(axisTicks(0.5).at(-1)).toBeCloseTo(0.5);
    expect(axisTicks(0)).toEqual([0]);
  });
});
