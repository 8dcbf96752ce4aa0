import * as z from '#zod';
import { amountOrZero } from './amounts.js';

/** The SaaS metrics form (spec 01 section 5): every field an optional number, 0 when left blank. */
export const saasMetricsSchema = z.object({
  calendarYearArr: amountOrZero(),
  previousYearArr: amountOrZero(),
  monthlyRecurringRevenue: amountOrZero(),
  grossRetention: amountOrZero(),
  netRetention: amountOrZero(),
  grossRevenueChurn: amountOrZero(),
  expansionArr: amountOrZero(),
});

export type SaasMetricsInput = z.input<typeof saasMetricsSchema>;
export type SaasMetrics = z.output<typeof saasMetricsSchema>;
