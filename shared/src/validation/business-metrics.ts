import * as z from '#zod';
import { requiredAmount } from './amounts.js';
import { COMPANY_LIMITS } from './company-constants.js';
import { trimmed } from './text.js';

const comment = z.nullish(
  trimmed(
    z.maxLength(COMPANY_LIMITS.metricsComment, `Maximum of ${COMPANY_LIMITS.metricsComment} characters`),
  ),
);

/**
 * The business metrics form (spec 01 section 5): five required amounts and two yes/no answers whose comment is
 * required on yes and cleared on no.
 */
export const businessMetricsSchema = z.pipe(
  z
    .object({
      lastTwelveMonthsRevenues: requiredAmount('Last 12 Months Revenue is required'),
      currentAnnualRecurringRevenue: requiredAmount('Current ARR is required'),
      monthlyCashBurn: requiredAmount('Monthly Cash Burn is required'),
      annualRecurringRevenueYearOverYearGrowth: requiredAmount('ARR YoY Growth is required', {
        signed: true,
      }),
      latestCashBalance: requiredAmount('Latest Cash Balance is required'),
      currentlyHasLiens: z.nullish(z.boolean()),
      liensComment: comment,
      currentlyHasLoans: z.nullish(z.boolean()),
      loansComment: comment,
    })
    .check(
      z.superRefine((metrics, ctx) => {
        const fail = (field: string, message: string) =>
          ctx.issues.push({ code: 'custom', message, path: [field], input: metrics });
        if (typeof metrics.currentlyHasLiens !== 'boolean') fail('currentlyHasLiens', 'Liens is required');
        else if (metrics.currentlyHasLiens && !metrics.liensComment)
          fail('liensComment', 'Liens comment is required');
        if (typeof metrics.currentlyHasLoans !== 'boolean') fail('currentlyHasLoans', 'Loans is required');
        else if (metrics.currentlyHasLoans && !metrics.loansComment)
          fail('loansComment', 'Loans comment is required');
      }),
    ),
  z.transform((metrics) => ({
    ...metrics,
    currentlyHasLiens: metrics.currentlyHasLiens === true,
    liensComment: metrics.currentlyHasLiens ? metrics.liensComment || null : null,
    currentlyHasLoans: metrics.currentlyHasLoans === true,
    loansComment: metrics.currentlyHasLoans ? metrics.loansComment || null : null,
  })),
);

export type BusinessMetricsInput = z.input<typeof businessMetricsSchema>;
export type BusinessMetrics = z.output<typeof businessMetricsSchema>;
