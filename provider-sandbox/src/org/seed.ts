import { sellerId } from '../core/seed/data.js';
import { stableUuid } from '../core/seed/ids.js';
import type { Db } from '../db/db.js';
import { writeBusinessMetrics, writeCompanyDetails, writeSaasMetrics } from './company-repository.js';
import type { BusinessMetrics, CompanyDetails } from './company-rules.js';

const address = (label: string, parts: Partial<CompanyDetails['address']>) => ({
  label,
  addressNumber: null,
  street: null,
  neighborhood: null,
  municipality: null,
  subRegion: null,
  region: null,
  postalCode: null,
  country: 'USA',
  isInternational: false,
  ...parts,
});

const details = (name: string, extra: Partial<CompanyDetails>): CompanyDetails => ({
  name,
  isInternational: false,
  address: null,
  businessEntityTypeId: 'C_CORPORATION',
  transactionCurrencyId: 'USD',
  countryIncorporatedId: 'USA',
  stateIncorporated: 'DE',
  companySize: 'C',
  ein: '12-3456789',
  industrySectorId: '51',
  websiteUrl: null,
  businessModelId: 'SAAS_SUBSCRIPTION',
  desiredFundingAmount: null,
  ...extra,
});

const metrics = (arr: number): BusinessMetrics => ({
  lastTwelveMonthsRevenues: Math.round(arr * 0.9),
  currentAnnualRecurringRevenue: arr,
  monthlyCashBurn: Math.round(arr / 30),
  annualRecurringRevenueYearOverYearGrowth: 42,
  latestCashBalance: Math.round(arr * 0.6),
  currentlyHasLiens: false,
  liensComment: null,
  currentlyHasLoans: false,
  loansComment: null,
});

const COMPANIES: Record<string, { details: CompanyDetails; metrics: BusinessMetrics }> = {
  acme: {
    details: details('Acme Software', {
      address: address('600 Congress Avenue, Austin, TX 78701, USA', {
        addressNumber: '600',
        street: 'Congress Avenue',
        municipality: 'Austin',
        region: 'TX',
        postalCode: '78701',
      }),
      companySize: 'D',
      ein: '74-1234567',
      websiteUrl: 'https://acme.example',
      desiredFundingAmount: 2000000,
    }),
    metrics: metrics(6000000),
  },
  nimbus: {
    details: details('Nimbus Labs', {
      address: address('100 Pine Street, San Francisco, CA 94111, USA', {
        addressNumber: '100',
        street: 'Pine Street',
        neighborhood: 'Financial District',
        municipality: 'San Francisco',
        subRegion: 'San Francisco County',
        region: 'CA',
        postalCode: '94111',
      }),
      companySize: 'B',
      ein: '94-3456789',
      websiteUrl: 'https://nimbus.example',
    }),
    metrics: metrics(1200000),
  },
  quarry: {
    details: details('Quarry Data', {
      address: address('500 Terry Francine Street, San Francisco, CA 94158, USA', {
        addressNumber: '500',
        street: 'Terry Francine Street',
        municipality: 'San Francisco',
        region: 'CA',
        postalCode: '94158',
      }),
      businessEntityTypeId: 'LLC',
      ein: '46-7654321',
      websiteUrl: 'https://quarry.example',
    }),
    metrics: metrics(3400000),
  },
};

const CONNECTIONS: { seller: string; sourceType: string; key: string; companyName: string }[] = [
  { seller: 'acme', sourceType: 'Accounting', key: 'xero', companyName: 'Acme Software' },
  { seller: 'acme', sourceType: 'Banking', key: 'bank-link', companyName: 'First Sandbox Bank' },
  { seller: 'acme', sourceType: 'Commerce', key: 'stripe', companyName: 'Acme Software' },
  { seller: 'quarry', sourceType: 'Accounting', key: 'quickbooks-online', companyName: 'Quarry Data' },
  { seller: 'quarry', sourceType: 'Banking', key: 'bank-link', companyName: 'First Sandbox Bank' },
];

/**
 * Nimbus (onboarding) has two of its five tasks done: Olivia's profile and the company details with business
 * metrics; its connections and documents are open. Quarry (underwriting) submitted on 2025-06-16 and provided its
 * SaaS metrics (one optional step of two). Acme (approved) has everything.
 */
export async function seedOrg(tx: Db): Promise<void> {
  for (const [key, company] of Object.entries(COMPANIES)) {
    const { rows } = await tx.query('SELECT 1 FROM sellers WHERE id = $1', [sellerId(key)]);
    if (rows.length === 0) continue;
    await writeCompanyDetails(tx, sellerId(key), company.details);
    await writeBusinessMetrics(tx, sellerId(key), company.metrics);
  }
  for (const [index, connection] of CONNECTIONS.entries()) {
    await tx.query(
      `INSERT INTO integration_connections (id, seller_id, source_type, integration_key, status, company_name, return_path, created_at)
       SELECT $1, id, $3, $4, 'Linked', $5, '/org/onboarding', $6 FROM sellers WHERE id = $2`,
      [
        stableUuid(`connection:${connection.seller}:${connection.key}`),
        sellerId(connection.seller),
        connection.sourceType,
        connection.key,
        connection.companyName,
        new Date(Date.UTC(2025, 5, 10, 12, index)),
      ],
    );
  }
  await tx.query(
    `UPDATE users SET title = 'Founder and CEO', phone_number = '(555) 010-0190'
      WHERE email = 'owner@nimbus.example' AND title IS NULL`,
  );
  for (const key of ['acme', 'quarry']) {
    const { rows } = await tx.query('SELECT 1 FROM sellers WHERE id = $1', [sellerId(key)]);
    if (rows.length === 0) continue;
    await writeSaasMetrics(tx, sellerId(key), {
      calendarYearArr: 3400000,
      previousYearArr: 2400000,
      monthlyRecurringRevenue: 283000,
      grossRetention: 92,
      netRetention: 114,
      grossRevenueChurn: 8,
      expansionArr: 520000,
    });
  }
  await tx.query(
    `INSERT INTO onboarding_submissions (seller_id, submitted_at, decision_expected_at, approved_at)
     SELECT id, $2, $3, $4 FROM sellers WHERE id = $1`,
    [sellerId('quarry'), '2025-06-16T15:00:00.000Z', '2025-06-18T15:00:00.000Z', null],
  );
  await tx.query(
    `INSERT INTO onboarding_submissions (seller_id, submitted_at, decision_expected_at, approved_at)
     SELECT id, $2, $3, $4 FROM sellers WHERE id = $1`,
    [sellerId('acme'), '2025-01-08T15:00:00.000Z', '2025-01-10T15:00:00.000Z', '2025-01-09T18:00:00.000Z'],
  );
}
