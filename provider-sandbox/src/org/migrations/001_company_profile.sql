-- org 001: the company details, business metrics and SaaS metrics of a seller (spec 01 section 3), one row each,
-- written on the first save. The company name stays in sellers.name.
CREATE TABLE seller_details (
  seller_id uuid PRIMARY KEY REFERENCES sellers (id) ON DELETE CASCADE,
  is_international boolean NOT NULL DEFAULT false,
  -- the typeahead's address as chosen: label, addressNumber, street, neighborhood, municipality, subRegion, region,
  -- postalCode, country, isInternational
  address jsonb,
  business_entity_type_id text,
  transaction_currency_id text,
  country_incorporated_id text,
  state_incorporated text,
  company_size text CHECK (company_size IN ('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I')),
  -- the EIN of a domestic company, the company identification number of an international one
  ein text,
  industry_sector_id text,
  website_url text,
  business_model_id text,
  desired_funding_amount numeric(17, 2),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE seller_business_metrics (
  seller_id uuid PRIMARY KEY REFERENCES sellers (id) ON DELETE CASCADE,
  last_twelve_months_revenues numeric(17, 2),
  current_annual_recurring_revenue numeric(17, 2),
  monthly_cash_burn numeric(17, 2),
  annual_recurring_revenue_year_over_year_growth numeric(17, 2),
  latest_cash_balance numeric(17, 2),
  currently_has_liens boolean,
  liens_comment text,
  currently_has_loans boolean,
  loans_comment text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (currently_has_liens IS TRUE OR liens_comment IS NULL),
  CHECK (currently_has_loans IS TRUE OR loans_comment IS NULL)
);

-- A row means the seller provided its SaaS metrics (the underwriting splash's optional step).
CREATE TABLE seller_saas_metrics (
  seller_id uuid PRIMARY KEY REFERENCES sellers (id) ON DELETE CASCADE,
  calendar_year_arr numeric(17, 2) NOT NULL DEFAULT 0,
  previous_year_arr numeric(17, 2) NOT NULL DEFAULT 0,
  monthly_recurring_revenue numeric(17, 2) NOT NULL DEFAULT 0,
  gross_retention numeric(17, 2) NOT NULL DEFAULT 0,
  net_retention numeric(17, 2) NOT NULL DEFAULT 0,
  gross_revenue_churn numeric(17, 2) NOT NULL DEFAULT 0,
  expansion_arr numeric(17, 2) NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
