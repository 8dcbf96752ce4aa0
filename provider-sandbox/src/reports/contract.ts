import { z } from 'zod';
import { PAYMENT_FREQUENCIES } from '../offers/pricing.js';
import { OVERDUE_BUCKETS } from '../offers/portfolio.js';
import { PAYMENT_STATUSES } from '../offers/repository.js';
import { OFFER_STAGES } from '../offers/stages.js';
import { named, ours, timestamp } from '../contract/schemas.js';

/** The answers of the reports' operations (spec 01 section 3, Offer report and Cash advance; ours: the portfolio). */

export const offerReport = named(
  'OfferReport',
  z
    .object({ fileId: z.guid(), createdDate: timestamp() })
    .describe('The last report of a type: its file (GET /files/{id}/download) and when it was made'),
);

const cashAdvanceSummary = named(
  'CashAdvanceSummary',
  z
    .object({
      id: z.guid(),
      advanceDate: z.iso.date(),
      total: z.number().describe('What the advance paid out'),
    })
    .describe('One advance of the advance history (spec 01 section 3, Cash advance summary)'),
);

export const cashAdvances = named(
  'CashAdvances',
  z.object({ cashAdvances: z.array(cashAdvanceSummary).describe('Newest first') }),
);

export const cashAdvance = named(
  'CashAdvance',
  z
    .object({
      id: z.guid(),
      advanceDate: z.iso.date(),
      offerCashAdvances: z.array(
        z.object({
          offerId: z.guid(),
          accountName: z.string(),
          customerSelectedOfferTermLabel: z.string(),
          paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
          totalContractValue: z.number(),
          sellerCashAdvance: z.number(),
        }),
      ),
    })
    .describe('One advance with its offers (spec 01 section 3, Cash advance detail)'),
);

const month = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .describe('yyyy-MM');

export const portfolioSummary = named(
  'PortfolioSummary',
  z
    .object({
      cashToCome: z.array(
        z.object({ month: month(), amount: z.number(), paymentsCount: z.int(), offersCount: z.int() }),
      ),
      lateOrFailed: z.array(
        z.object({
          bucket: z.enum(OVERDUE_BUCKETS),
          lateAmount: z.number(),
          latePaymentsCount: z.int(),
          failedAmount: z.number(),
          failedPaymentsCount: z.int(),
          offersCount: z.int(),
        }),
      ),
      advances: z.array(
        z.object({ month: month(), amount: z.number(), advancesCount: z.int(), offersCount: z.int() }),
      ),
    })
    .describe("The dashboard's Portfolio at a glance of the offers the report lists (ours, docs/adr/011)"),
);

/* What the reports' operations read (spec 01 section 7). */

/** The report types of GET and POST /v2/offers/export. */
export const EXPORT_TYPES = ['SELLER_OFFER_HEALTH', 'SELLER_OFFER_LIST'] as const;

export const offerReportQuery = z.object({
  exportType: z.enum(EXPORT_TYPES).optional().describe('SELLER_OFFER_HEALTH when absent'),
});

/** A comma list of known values (`listOf`): at most 50; none or blank is no filter. */
const commaList = (values: readonly [string, ...string[]]) =>
  z
    .string()
    .regex(new RegExp(`^\\s*((${values.join('|')})?\\s*)(,\\s*((${values.join('|')})?\\s*))*$`))
    .describe(`A comma list of ${values.join(', ')}`);

const sliceMonth = (description: string) =>
  ours(
    z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .nullable()
      .optional(),
    description,
  );

export const offerExportRequest = named(
  'OfferExportRequest',
  z
    .object({
      exportType: z.enum(EXPORT_TYPES),
      startDate: z.string().max(40).nullable().optional().describe('ISO 8601; at most a day ahead of now'),
      endDate: z
        .string()
        .max(40)
        .nullable()
        .optional()
        .describe('ISO 8601, with a startDate, not before it; at most a day ahead of now'),
      timezoneOffset: z.int().min(-840).max(720).describe("The user's offset from UTC in minutes"),
      timezoneLabel: z
        .string()
        .max(10)
        .regex(/^[A-Za-z0-9+\-:]+$/)
        .nullable()
        .optional()
        .describe("The user's zone as shown (EST, GMT+2); UTC when absent"),
      accountId: z.guid().nullable().optional().describe("One customer's offers"),
      offerPaymentStatus: z
        .union([
          commaList(PAYMENT_STATUSES as [string, ...string[]]),
          z.array(z.enum(PAYMENT_STATUSES as [string, ...string[]])).max(50),
        ])
        .nullable()
        .optional(),
      offerStageText: z
        .union([commaList(OFFER_STAGES), z.array(z.enum(OFFER_STAGES)).max(50)])
        .nullable()
        .optional(),
      paymentsDueMonth: sliceMonth('Offers with a payment due in the month (yyyy-MM)'),
      paymentsOverdue: ours(
        z.enum(OVERDUE_BUCKETS).nullable().optional(),
        'Offers with payments overdue this long',
      ),
      advanceMonth: sliceMonth('Offers advanced in the month (yyyy-MM)'),
      expiringSoon: ours(
        z.boolean().nullable().optional(),
        "Only the offers the list's expiringSoon keeps (not accepted, expiring within 7 days)",
      ),
      createdWithinDays: ours(
        z.int().min(1).max(3660).nullable().optional(),
        "Only the offers made within this many days (the list's createdWithinDays, the pipeline's period)",
      ),
      ownerUserId: ours(z.guid().nullable().optional(), "Only this member's offers (the list's ownerUserId)"),
      search: ours(
        z.string().trim().min(2).max(200).nullable().optional(),
        "Only the offers the list's search finds",
      ),
    })
    .describe('Starts an offer report; its file reaches the user as an event (spec 01 section 7)'),
);

export const portfolioSummaryQuery = z.object({
  offerStageText: commaList(OFFER_STAGES)
    .optional()
    .describe('A comma list of stages; every stage when absent'),
});
