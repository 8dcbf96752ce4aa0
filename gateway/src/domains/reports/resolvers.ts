import { z } from 'zod';
import { exportInstantErrors, OFFER_HEALTH_STAGES } from '@seller-portal/shared/validation';
import { pipelineFilter } from '../offers/pipeline/resolvers.js';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { gatewayError, notOffered } from '../../provider/errors.js';
import { pageArgs, pageFields, pageOfWhole } from '../../provider/page.js';
import type { ProviderCashAdvanceSummary } from './provider-client.js';
import { validInput } from '../../validation/valid-input.js';
import { offerSearchText } from '../offers/offer-search.js';
import { requireReportReader } from './access.js';

const MAX_FILTER_VALUES = 20;
const id = z.string().trim().min(1).max(64);
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Must be a month written yyyy-MM');

/** One bar of Portfolio at a glance: the offers it counts. */
const portfolioSlice = z
  .object({
    paymentsDueMonth: month.nullish(),
    paymentsOverdue: z.enum(['UP_TO_30_DAYS', 'DAYS_31_TO_60', 'DAYS_61_TO_90', 'OVER_90_DAYS']).nullish(),
    advanceMonth: month.nullish(),
  })
  .nullish();

const reportQuery = pageArgs.extend({
  accountId: id.nullish(),
  paymentStatuses: z.array(z.string()).max(MAX_FILTER_VALUES).nullish(),
  portfolio: portfolioSlice,
});

const exportInput = z.object({
  exportType: z.enum(['SELLER_OFFER_HEALTH', 'SELLER_OFFER_LIST']),
  startDate: z.iso.datetime({ offset: true }).nullish(),
  endDate: z.iso.datetime({ offset: true }).nullish(),
  timezoneOffset: z
    .number()
    .int()
    .min(-14 * 60)
    .max(12 * 60),
  timezoneLabel: z
    .string()
    .trim()
    .min(1)
    .max(10)
    .regex(/^[A-Za-z0-9+\-:]+$/, 'Must be a time zone abbreviation such as EST or GMT+2'),
  accountId: id.nullish(),
  paymentStatuses: z.array(z.string()).max(MAX_FILTER_VALUES).nullish(),
  stages: z.array(z.string()).max(MAX_FILTER_VALUES).nullish(),
  portfolio: portfolioSlice,
  expiringSoon: z.boolean().nullish(),
  ...pipelineFilter,
  search: offerSearchText,
});

/** A portfolio slice is a bar of portfolioSummary: a provider without the summary takes none (docs/adr/019). */
async function refuseUnofferedSlice(context: GatewayContext, slice: unknown): Promise<void> {
  if (slice && !(await context.reports.offersPortfolioSlices()))
    throw gatewayError('BAD_USER_INPUT', undefined, {
      portfolio: 'The provider does not offer the portfolio summary.',
    });
}

const list = (values: readonly string[] | null | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined;

export const reportsResolvers: Resolvers = {
  Query: {
    offerHealthReport: async (_parent, args, context) => {
      await requireReportReader(context);
      const query = validInput(reportQuery, args);
      await refuseUnofferedSlice(context, query.portfolio);
      return context.offers.offersPage({ ...query, stages: OFFER_HEALTH_STAGES });
    },
    offerPaymentSchedule: async (_parent, { offerId }, context) => {
      await requireReportReader(context);
      return context.offers.payments(validInput(id, offerId));
    },
    offerPaymentSchedulePage: async (_parent, { offerId, ...args }, context) => {
      await requireReportReader(context);
      const paging = validInput(pageArgs, args);
      return pageOfWhole(await context.offers.payments(validInput(id, offerId)), paging);
    },
    lastOfferReport: async (_parent, { exportType }, context) => {
      await requireReportReader(context);
      return context.reports.lastReport(exportType);
    },
    cashAdvances: async (_parent, _args, context) => {
      await requireReportReader(context);
      return context.reports.cashAdvances();
    },
    // The provider answers Advance History whole (GET /v1/cash-advances has no paging): the gateway pages it.
    cashAdvancesPage: async (_parent, args, context) => {
      await requireReportReader(context);
      const paging = validInput(pageArgs, args);
      return pageOfWhole(await context.reports.cashAdvances(), paging);
    },
    cashAdvance: async (_parent, args, context) => {
      await requireReportReader(context);
      return context.reports.cashAdvance(validInput(id, args.id));
    },
    portfolioSummary: async (_parent, _args, context) => {
      await requireReportReader(context);
      return context.reports.portfolioSummary(OFFER_HEALTH_STAGES);
    },
  },
  Mutation: {
    startOfferExport: async (_parent, { input }, context) => {
      await requireReportReader(context);
      const form = validInput(exportInput, input);
      const start = form.startDate ? new Date(form.startDate) : null;
      const end = form.endDate ? new Date(form.endDate) : null;
      const errors = exportInstantErrors(start, end, new Date());
      if (Object.keys(errors).length > 0) throw gatewayError('BAD_USER_INPUT', undefined, errors);
      await refuseUnofferedSlice(context, form.portfolio);
      if (form.expiringSoon && !(await context.offers.expiringSoonOffered()))
        throw notOffered('list the offers expiring soon');
      if ((form.createdWithinDays || form.ownerId) && !(await context.offers.pipeline.offered()))
        throw notOffered('list the offers of a period or an owner');
      if (form.search && !(await context.offers.searchOffered())) throw notOffered('search the offers');
      await context.reports.startExport({
        exportType: form.exportType,
        startDate: start?.toISOString(),
        endDate: end?.toISOString(),
        timezoneOffset: form.timezoneOffset,
        timezoneLabel: form.timezoneLabel,
        accountId: form.accountId ?? undefined,
        offerPaymentStatus: list(form.paymentStatuses),
        offerStageText: list(form.stages),
        paymentsDueMonth: form.portfolio?.paymentsDueMonth ?? undefined,
        paymentsOverdue: form.portfolio?.paymentsOverdue ?? undefined,
        advanceMonth: form.portfolio?.advanceMonth ?? undefined,
        expiringSoon: form.expiringSoon ? true : undefined,
        createdWithinDays: form.createdWithinDays ?? undefined,
        ownerUserId: form.ownerId ?? undefined,
        search: form.search ?? undefined,
      });
      return true;
    },
  },
  CashAdvanceSummaryPage: pageFields<ProviderCashAdvanceSummary>(),
};
