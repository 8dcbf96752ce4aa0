import { z } from 'zod';
import { PAYMENT_FREQUENCIES } from '../offers/pricing.js';
import { OVERDUE_BUCKETS } from '../offers/portfolio.js';
import { named, timestamp } from '../contract/schemas.js';

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
