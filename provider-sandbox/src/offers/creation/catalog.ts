import { sellerId } from '../../core/seed/data.js';
import { stableUuid } from '../../core/seed/ids.js';
import type { Db } from '../../db/db.js';

type TermSpec = ['MONTH_VARIABLE' | 'NET_VARIABLE', number, 'standard' | 'non-standard'];

interface DemoPackage {
  name: string;
  terms: TermSpec[];
}

/**
 * The sales packages each demo seller may offer (provider-sandbox/README.md, "Offer creation"). Acme has several
 * (so the seller chooses one); Borealis has one (so its smallest term is preselected). Month terms of the rate
 * table are standard (billed annually); Net terms and the 18-month term are non-standard (billed upfront, locked).
 * The ids are those the demo offers were made with.
 */
const DEMO_PACKAGES: Record<string, DemoPackage[]> = {
  acme: [
    {
      name: 'Standard Financing',
      terms: [
        ['MONTH_VARIABLE', 12, 'standard'],
        ['MONTH_VARIABLE', 24, 'standard'],
        ['MONTH_VARIABLE', 36, 'standard'],
        ['MONTH_VARIABLE', 48, 'standard'],
        ['MONTH_VARIABLE', 60, 'standard'],
      ],
    },
    {
      name: 'Net Terms',
      terms: [
        ['NET_VARIABLE', 30, 'non-standard'],
        ['NET_VARIABLE', 60, 'non-standard'],
        ['NET_VARIABLE', 90, 'non-standard'],
      ],
    },
    {
      name: 'Enterprise Financing',
      terms: [
        ['MONTH_VARIABLE', 18, 'non-standard'],
        ['MONTH_VARIABLE', 36, 'standard'],
        ['MONTH_VARIABLE', 60, 'standard'],
      ],
    },
  ],
  borealis: [
    {
      name: 'Standard Financing',
      terms: [
        ['MONTH_VARIABLE', 36, 'standard'],
        ['MONTH_VARIABLE', 12, 'standard'],
        ['MONTH_VARIABLE', 24, 'standard'],
      ],
    },
  ],
};

/** What a line item may price; the names are those of the demo offers' line items. */
const PRICING_GROUPS: [name: string, type: 'SUBSCRIPTION' | 'SERVICES'][] = [
  ['Platform subscription', 'SUBSCRIPTION'],
  ['Implementation services', 'SERVICES'],
  ['Premium support', 'SUBSCRIPTION'],
  ['Additional seats', 'SUBSCRIPTION'],
];

/**
 * Salesforce opportunities the sandbox knows (spec 02 section 7, opportunity metadata). One names a company the
 * seller already has (the existing account is picked); the other a new one, whose account creation is prefilled
 * and whose name the credit bureau matches once (Hooli Inc).
 */
export const DEMO_OPPORTUNITIES = {
  existingAccount: '0065g00000AbCdEFA1',
  newAccount: '0065g00000NwCoA',
} as const;

const OPPORTUNITIES = [
  {
    id: DEMO_OPPORTUNITIES.existingAccount,
    accountName: 'Aperture Labs',
    addressLabel: '1 Aperture Way',
    contact: ['Cave', 'Johnson', '(555) 010-2000', 'cave@aperturelabs.example'],
  },
  {
    id: DEMO_OPPORTUNITIES.newAccount,
    accountName: 'Hooli Inc',
    addressLabel: '1600 Amphitheatre Parkway',
    contact: ['Gavin', 'Belson', '(650) 555-0142', 'gavin@hooli.example'],
  },
] as const;

export const salesPackageId = (sellerKey: string, name: string): string =>
  stableUuid(`sales-package:${sellerKey}:${name}`);
export const offerTermId = (sellerKey: string, packageName: string, type: string, duration: number): string =>
  stableUuid(`offer-term:${sellerKey}:${packageName}:${type}:${duration}`);
export const pricingGroupId = (sellerKey: string, name: string): string =>
  stableUuid(`pricing-group:${sellerKey}:${name}`);

/** Sales packages, terms, pricing groups and opportunities of the demo sellers this database has. */
export async function seedOfferCatalog(tx: Db): Promise<void> {
  for (const [sellerKey, packages] of Object.entries(DEMO_PACKAGES)) {
    const seller = sellerId(sellerKey);
    if ((await tx.query('SELECT 1 FROM sellers WHERE id = $1', [seller])).rows.length === 0) continue;
    for (const [position, demo] of packages.entries()) {
      const id = salesPackageId(sellerKey, demo.name);
      await tx.query('INSERT INTO sales_packages (id, seller_id, name, position) VALUES ($1, $2, $3, $4)', [
        id,
        seller,
        demo.name,
        position,
      ]);
      for (const [type, duration, kind] of demo.terms) {
        await tx.query(
          `INSERT INTO sales_package_terms (id, seller_id, sales_package_id, offer_term_type, duration, is_standard)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            offerTermId(sellerKey, demo.name, type, duration),
            seller,
            id,
            type,
            duration,
            kind === 'standard',
          ],
        );
      }
    }
    for (const [position, [name, type]] of PRICING_GROUPS.entries()) {
      await tx.query(
        'INSERT INTO pricing_groups (id, seller_id, name, type, position) VALUES ($1, $2, $3, $4, $5)',
        [pricingGroupId(sellerKey, name), seller, name, type, position],
      );
    }
    for (const opportunity of OPPORTUNITIES) {
      const [firstName, lastName, phone, email] = opportunity.contact;
      await tx.query(
        `INSERT INTO salesforce_opportunities (seller_id, opportunity_id, account_name, address_label,
           contact_first_name, contact_last_name, contact_phone, contact_email)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          seller,
          opportunity.id,
          opportunity.accountName,
          opportunity.addressLabel,
          firstName,
          lastName,
          phone,
          email,
        ],
      );
    }
  }
}
