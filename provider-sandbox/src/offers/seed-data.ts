import { z } from 'zod';
import demoData from './seed-data.json' with { type: 'json' };
import { PAYMENT_FREQUENCIES, type PaymentFrequency } from './pricing.js';
import { PAYMENT_STATUSES, type PaymentStatus } from './repository.js';
import { OFFER_STAGES } from './stages.js';

const frequency = z.enum(PAYMENT_FREQUENCIES as [PaymentFrequency, ...PaymentFrequency[]]);

/** One demo offer as seed-data.json writes it; what the seed makes of it is seed.ts's. */
const demoOfferSchema = z.strictObject({
  /** Its fixed id's name (`offer:<seller>:<key>`), what tests refer to. */
  key: z.string().regex(/^[a-z0-9-]+$/),
  /** The demo customer's name (customers/seed.ts). */
  account: z.string().min(1),
  /** The owner's email local part (ae for ae@acme.example). */
  owner: z.string().min(1),
  stage: z.enum(OFFER_STAGES),
  createdDaysAgo: z.int().nonnegative(),
  /** Each line item's pricing group (by name) and amount. */
  lines: z.array(z.tuple([z.string().min(1), z.number().positive()])).min(1),
  /** The term's type and duration; 12 months when absent. */
  term: z.optional(z.tuple([z.enum(['MONTH_VARIABLE', 'NET_VARIABLE']), z.int().positive()])),
  billing: z.optional(frequency),
  /** What the customer chose, once it did: a financed frequency or paying directly. */
  plan: z.optional(z.union([frequency, z.literal('DIRECT')])),
  /** Days from today of the term start date; null for none. */
  termStart: z.optional(z.nullable(z.int())),
  /** Payment statuses other than what the dates say, by sequence. */
  payments: z.optional(
    z.record(z.string().regex(/^\d+$/), z.enum(PAYMENT_STATUSES as [PaymentStatus, ...PaymentStatus[]])),
  ),
  card: z.optional(z.boolean()),
  /** The names of its attached files (small PDFs). */
  files: z.optional(z.array(z.string().regex(/\.pdf$/))),
  attachmentRequired: z.optional(z.boolean()),
  /** An add-on's parent or a renewal's renewed offer, by key. */
  parent: z.optional(z.string()),
  subType: z.optional(z.enum(['ADDON', 'RENEWAL'])),
  /** Renewal on, with its free months when a number. */
  renewal: z.optional(z.union([z.int().positive(), z.literal(true)])),
  externalId: z.optional(z.string()),
  achOnly: z.optional(z.boolean()),
});

export type DemoOffer = z.infer<typeof demoOfferSchema>;

/** A seller's demo offers: keys unique, and a parent named before the offers that refer to it. */
const sellerOffersSchema = z.array(demoOfferSchema).check((context) => {
  const seen = new Set<string>();
  for (const [index, offer] of context.value.entries()) {
    if (seen.has(offer.key))
      context.issues.push({
        code: 'custom',
        message: `duplicate key ${offer.key}`,
        input: offer,
        path: [index],
      });
    if (offer.parent !== undefined && !seen.has(offer.parent))
      context.issues.push({
        code: 'custom',
        message: `parent ${offer.parent} is not an earlier offer`,
        input: offer,
        path: [index, 'parent'],
      });
    seen.add(offer.key);
  }
});

/**
 * The demo offers by seller key (seed-data.json), checked when the seed reads them. Acme: 36 offers, four pages of
 * 10, in every one of the 15 stages, owned by the admin, the sales manager and seven account executives (Alex owns
 * 9); add-ons of a complete offer, a renewal, files, events, payments in each of the eight statuses and several cash
 * advances. Borealis: a few of its own. Dates count from the day the demo data is written, so a fresh sandbox always
 * has live offers.
 */
export const DEMO_OFFERS: Record<string, DemoOffer[]> = parseDemoOffers(demoData);

/** Demo offers by seller key, or a ZodError naming what in them is wrong. */
export function parseDemoOffers(data: unknown): Record<string, DemoOffer[]> {
  return z.record(z.string(), sellerOffersSchema).parse(data);
}
