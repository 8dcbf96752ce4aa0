import type { Db } from '../db/db.js';
import type { BusinessMetrics, CompanyDetails, SaasMetrics } from './company-rules.js';

/** A seller's company details (spec 01 section 3, Seller): empty fields until the first save. */
export async function readCompanyDetails(db: Db, sellerId: string): Promise<CompanyDetails | undefined> {
  const { rows } = await db.query<CompanyDetails>(
    `SELECT s.name, COALESCE(d.is_international, false) AS "isInternational", d.address,
            d.business_entity_type_id AS "businessEntityTypeId", d.transaction_currency_id AS "transactionCurrencyId",
            d.country_incorporated_id AS "countryIncorporatedId", d.state_incorporated AS "stateIncorporated",
            d.company_size AS "companySize", d.ein, d.industry_sector_id AS "industrySectorId",
            d.website_url AS "websiteUrl", d.business_model_id AS "businessModelId",
            d.desired_funding_amount::float8 AS "desiredFundingAmount"
       FROM sellers s LEFT JOIN seller_details d ON d.seller_id = s.id
      WHERE s.id = $1`,
    [sellerId],
  );
  return rows[0];
}

/** Stores the whole checked record; the company name is the seller's own. */
export async function writeCompanyDetails(tx: Db, sellerId: string, details: CompanyDetails): Promise<void> {
  await tx.query('UPDATE sellers SET name = $2 WHERE id = $1', [sellerId, details.name]);
  await tx.query(
    `INSERT INTO seller_details (seller_id, is_international, address, business_entity_type_id,
       transaction_currency_id, country_incorporated_id, state_incorporated, company_size, ein, industry_sector_id,
       website_url, business_model_id, desired_funding_amount)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (seller_id) DO UPDATE SET is_international = excluded.is_international, address = excluded.address,
       business_entity_type_id = excluded.business_entity_type_id,
       transaction_currency_id = excluded.transaction_currency_id,
       country_incorporated_id = excluded.country_incorporated_id, state_incorporated = excluded.state_incorporated,
       company_size = excluded.company_size, ein = excluded.ein, industry_sector_id = excluded.industry_sector_id,
       website_url = excluded.website_url, business_model_id = excluded.business_model_id,
       desired_funding_amount = excluded.desired_funding_amount, updated_at = now()`,
    [
      sellerId,
      details.isInternational,
      details.address ? JSON.stringify(details.address) : null,
      details.businessEntityTypeId,
      details.transactionCurrencyId,
      details.countryIncorporatedId,
      details.stateIncorporated,
      details.companySize,
      details.ein,
      details.industrySectorId,
      details.websiteUrl,
      details.businessModelId,
      details.desiredFundingAmount,
    ],
  );
}

const NO_METRICS: BusinessMetrics = {
  lastTwelveMonthsRevenues: null,
  currentAnnualRecurringRevenue: null,
  monthlyCashBurn: null,
  annualRecurringRevenueYearOverYearGrowth: null,
  latestCashBalance: null,
  currentlyHasLiens: null,
  liensComment: null,
  currentlyHasLoans: null,
  loansComment: null,
};

export async function readBusinessMetrics(db: Db, sellerId: string): Promise<BusinessMetrics> {
  const { rows } = await db.query<BusinessMetrics>(
    `SELECT last_twelve_months_revenues::float8 AS "lastTwelveMonthsRevenues",
            current_annual_recurring_revenue::float8 AS "currentAnnualRecurringRevenue",
            monthly_cash_burn::float8 AS "monthlyCashBurn",
            annual_recurring_revenue_year_over_year_growth::float8 AS "annualRecurringRevenueYearOverYearGrowth",
            latest_cash_balance::float8 AS "latestCashBalance", currently_has_liens AS "currentlyHasLiens",
            liens_comment AS "liensComment", currently_has_loans AS "currentlyHasLoans", loans_comment AS "loansComment"
       FROM seller_business_metrics WHERE seller_id = $1`,
    [sellerId],
  );
  return rows[0] ?? NO_METRICS;
}

export async function writeBusinessMetrics(
  db: Db,
  sellerId: string,
  metrics: BusinessMetrics,
): Promise<void> {
  await db.query(
    `INSERT INTO seller_business_metrics (seller_id, last_twelve_months_revenues, current_annual_recurring_revenue,
       monthly_cash_burn, annual_recurring_revenue_year_over_year_growth, latest_cash_balance, currently_has_liens,
       liens_comment, currently_has_loans, loans_comment)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (seller_id) DO UPDATE SET last_twelve_months_revenues = excluded.last_twelve_months_revenues,
       current_annual_recurring_revenue = excluded.current_annual_recurring_revenue,
       monthly_cash_burn = excluded.monthly_cash_burn,
       annual_recurring_revenue_year_over_year_growth = excluded.annual_recurring_revenue_year_over_year_growth,
       latest_cash_balance = excluded.latest_cash_balance, currently_has_liens = excluded.currently_has_liens,
       liens_comment = excluded.liens_comment, currently_has_loans = excluded.currently_has_loans,
       loans_comment = excluded.loans_comment, updated_at = now()`,
    [
      sellerId,
      metrics.lastTwelveMonthsRevenues,
      metrics.currentAnnualRecurringRevenue,
      metrics.monthlyCashBurn,
      metrics.annualRecurringRevenueYearOverYearGrowth,
      metrics.latestCashBalance,
      metrics.currentlyHasLiens,
      metrics.liensComment,
      metrics.currentlyHasLoans,
      metrics.loansComment,
    ],
  );
}

/** The seller's SaaS metrics, and whether it ever provided them (the optional step). */
export async function readSaasMetrics(
  db: Db,
  sellerId: string,
): Promise<{ metrics: SaasMetrics; provided: boolean }> {
  const { rows } = await db.query<SaasMetrics>(
    `SELECT calendar_year_arr::float8 AS "calendarYearArr", previous_year_arr::float8 AS "previousYearArr",
            monthly_recurring_revenue::float8 AS "monthlyRecurringRevenue", gross_retention::float8 AS "grossRetention",
            net_retention::float8 AS "netRetention", gross_revenue_churn::float8 AS "grossRevenueChurn",
            expansion_arr::float8 AS "expansionArr"
       FROM seller_saas_metrics WHERE seller_id = $1`,
    [sellerId],
  );
  const zero: SaasMetrics = {
    calendarYearArr: 0,
    previousYearArr: 0,
    monthlyRecurringRevenue: 0,
    grossRetention: 0,
    netRetention: 0,
    grossRevenueChurn: 0,
    expansionArr: 0,
  };
  return { metrics: rows[0] ?? zero, provided: rows.length > 0 };
}

export async function writeSaasMetrics(db: Db, sellerId: string, metrics: SaasMetrics): Promise<void> {
  await db.query(
    `INSERT INTO seller_saas_metrics (seller_id, calendar_year_arr, previous_year_arr, monthly_recurring_revenue,
       gross_retention, net_retention, gross_revenue_churn, expansion_arr)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (seller_id) DO UPDATE SET calendar_year_arr = excluded.calendar_year_arr,
       previous_year_arr = excluded.previous_year_arr, monthly_recurring_revenue = excluded.monthly_recurring_revenue,
       gross_retention = excluded.gross_retention, net_retention = excluded.net_retention,
       gross_revenue_churn = excluded.gross_revenue_churn, expansion_arr = excluded.expansion_arr, updated_at = now()`,
    [
      sellerId,
      metrics.calendarYearArr,
      metrics.previousYearArr,
      metrics.monthlyRecurringRevenue,
      metrics.grossRetention,
      metrics.netRetention,
      metrics.grossRevenueChurn,
      metrics.expansionArr,
    ],
  );
}
