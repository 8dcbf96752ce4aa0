-- offers 001: each seller's financing offers (spec 01 section 3 Offer, spec 02 section 3 Offer details), their events,
-- payments, files and the cash advances that paid them out. Stages and moves: src/offers/stages.ts; prices:
-- src/offers/pricing.ts (docs/adr/009).
CREATE TABLE offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  account_id uuid NOT NULL,
  owner_user_id uuid NOT NULL REFERENCES users (id),
  created_by uuid REFERENCES users (id),
  offer_type text NOT NULL DEFAULT 'QUOTE' CHECK (offer_type IN ('QUOTE', 'INVOICE')),
  sub_type text NOT NULL DEFAULT 'INITIAL' CHECK (sub_type IN ('INITIAL', 'ADDON', 'RENEWAL')),
  -- An add-on's parent, or the offer a renewal renews.
  parent_offer_id uuid,
  -- The expired offer this one was reissued from (one reissue each).
  reissued_from_offer_id uuid UNIQUE,
  stage text NOT NULL CHECK (stage IN ('READY', 'READY_WITH_REQUIREMENTS', 'PENDING_REVIEW', 'CUSTOMER_PENDING',
    'ACCOUNT_INELIGIBLE', 'DIRECT_PAYMENT', 'ACCEPTED', 'ACCEPTED_ACTION_REQUIRED', 'COMPLETE', 'DISABLED', 'ERROR',
    'LENDER_DENIED', 'EXPIRED', 'CLOSED_DISPUTED', 'CLOSED_CANCELED')),
  external_reference_id text,
  recipient_first_name text NOT NULL,
  recipient_last_name text NOT NULL,
  recipient_email text NOT NULL,
  recipient_phone_number text,
  recipient_mobile_phone_number text,
  message_to_account text,
  sales_package_id uuid,
  sales_package_name text NOT NULL,
  offer_term_type text NOT NULL CHECK (offer_term_type IN ('MONTH_VARIABLE', 'NET_VARIABLE')),
  -- Months for MONTH_VARIABLE, days for NET_VARIABLE.
  term_duration integer NOT NULL CHECK (term_duration > 0),
  is_standard_term boolean NOT NULL,
  direct_billing_frequency text NOT NULL CHECK (direct_billing_frequency IN ('UPFRONT', 'ANNUAL', 'SEMI_ANNUAL', 'QUARTERLY', 'MONTHLY')),
  direct_payment_terms text NOT NULL DEFAULT 'NET_30' CHECK (direct_payment_terms IN ('NET_30', 'NET_45', 'NET_60')),
  -- [{ pricingGroupId, pricingGroupName, pricingGroupType, amount }]
  line_items jsonb NOT NULL,
  total_contract_value numeric(14, 2) NOT NULL CHECK (total_contract_value > 0),
  -- What the customer chose on the offer's page: a financed plan (with its frequency) or direct payment.
  selected_plan text CHECK (selected_plan IN ('FINANCED', 'DIRECT')),
  selected_payment_frequency text CHECK (selected_payment_frequency IN ('UPFRONT', 'ANNUAL', 'SEMI_ANNUAL', 'QUARTERLY', 'MONTHLY')),
  term_start_date date,
  expiration timestamptz NOT NULL,
  -- Ends of the expiration window besides 90 days after creation (spec 02 section 5).
  underwriting_expiration timestamptz,
  expiration_cap timestamptz,
  allow_credit_card_payments boolean NOT NULL DEFAULT true,
  -- The seller must attach a contract before the customer may accept (EXPECTED_OFFER_ATTACHMENT_MISSING).
  attachment_required boolean NOT NULL DEFAULT false,
  payment_method_type text CHECK (payment_method_type IN ('ACH', 'CREDIT_CARD')),
  payment_method_institution_name text,
  payment_method_ending text,
  renewal_enabled boolean NOT NULL DEFAULT false,
  renewal_free_months integer CHECK (renewal_free_months BETWEEN 1 AND 12),
  is_shared_risk boolean NOT NULL DEFAULT false,
  -- The secret part of the customer's link (customerOfferDirectUrl).
  link_token text NOT NULL UNIQUE,
  last_link_sent_at timestamptz,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, seller_id),
  FOREIGN KEY (account_id, seller_id) REFERENCES accounts (id, seller_id),
  FOREIGN KEY (parent_offer_id, seller_id) REFERENCES offers (id, seller_id),
  FOREIGN KEY (reissued_from_offer_id, seller_id) REFERENCES offers (id, seller_id),
  CHECK ((sub_type = 'INITIAL') = (parent_offer_id IS NULL)),
  CHECK (renewal_enabled OR renewal_free_months IS NULL)
);
CREATE INDEX offers_list_idx ON offers (seller_id, updated_at DESC, id);
CREATE INDEX offers_owner_idx ON offers (seller_id, owner_user_id);
CREATE INDEX offers_account_idx ON offers (seller_id, account_id);
CREATE INDEX offers_parent_idx ON offers (parent_offer_id);

-- What happened to an offer, newest last; the funnel reads the first of each customer step.
CREATE TABLE offer_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL,
  offer_id uuid NOT NULL,
  type text NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  actor_user_id uuid REFERENCES users (id),
  -- Who acted when it was not a portal user: Customer, Provider.
  actor_label text,
  description text NOT NULL,
  related_offer_id uuid,
  FOREIGN KEY (offer_id, seller_id) REFERENCES offers (id, seller_id) ON DELETE CASCADE
);
CREATE INDEX offer_events_offer_idx ON offer_events (seller_id, offer_id, occurred_at DESC, id);

-- The customer's payment schedule (spec 01 section 3, Payment); an invoice exists from its invoice date.
CREATE TABLE offer_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL,
  offer_id uuid NOT NULL,
  sequence integer NOT NULL CHECK (sequence >= 1),
  invoice_id text NOT NULL,
  invoice_date date NOT NULL,
  payment_date date NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'canceled', 'refunded',
    'chargeback', 'disputed', 'other')),
  details text,
  payment_method_type text CHECK (payment_method_type IN ('ACH', 'CREDIT_CARD')),
  institution_name text,
  payment_method_ending text,
  processed_at timestamptz,
  FOREIGN KEY (offer_id, seller_id) REFERENCES offers (id, seller_id) ON DELETE CASCADE,
  UNIQUE (offer_id, sequence),
  UNIQUE (seller_id, invoice_id)
);

-- Offers paid out to the seller together (spec 01 section 3, Cash advance): one advance per seller and day.
CREATE TABLE cash_advances (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  advance_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (seller_id, advance_date),
  UNIQUE (id, seller_id)
);

-- Each offer is advanced once, when its first payment succeeds (spec 02 section 4, first payment mode).
CREATE TABLE cash_advance_offers (
  cash_advance_id uuid NOT NULL,
  seller_id uuid NOT NULL,
  offer_id uuid NOT NULL UNIQUE,
  customer_selected_offer_term_label text NOT NULL,
  payment_frequency text NOT NULL,
  total_contract_value numeric(14, 2) NOT NULL,
  seller_cash_advance numeric(14, 2) NOT NULL,
  FOREIGN KEY (cash_advance_id, seller_id) REFERENCES cash_advances (id, seller_id) ON DELETE CASCADE,
  FOREIGN KEY (offer_id, seller_id) REFERENCES offers (id, seller_id) ON DELETE CASCADE
);

-- Files attached to an offer (at most 10, spec 02 section 9); the bytes live in the sandbox's file store by
-- storage key (a reissued offer's copies name the same bytes).
CREATE TABLE offer_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL,
  offer_id uuid NOT NULL,
  name text NOT NULL,
  extension text NOT NULL,
  type text NOT NULL CHECK (type IN ('ORDER_FORM', 'MSA', 'SOW', 'OTHER', 'FINANCING_SUMMARY', 'PERSONAL_GUARANTY')),
  size bigint NOT NULL CHECK (size >= 0),
  storage_key text NOT NULL,
  uploaded_by uuid REFERENCES users (id),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (offer_id, seller_id) REFERENCES offers (id, seller_id) ON DELETE CASCADE
);
CREATE INDEX offer_files_offer_idx ON offer_files (seller_id, offer_id, uploaded_at);

-- The customers domain counts offers through this view (docs/adr/005): now over the offers themselves.
CREATE OR REPLACE VIEW account_offers AS
  SELECT seller_id, account_id, owner_user_id FROM offers;
