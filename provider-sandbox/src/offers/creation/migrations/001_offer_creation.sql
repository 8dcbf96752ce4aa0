-- offer-creation 001: what creating an offer reads and writes besides the offer itself (spec 02 sections 3 and 7):
-- each seller's sales packages with their offer terms and pricing groups, the idempotency keys of create calls,
-- the Salesforce opportunities the sandbox knows, and files uploaded before their offer exists.
CREATE TABLE sales_packages (
  id uuid PRIMARY KEY,
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL,
  UNIQUE (id, seller_id)
);

CREATE TABLE sales_package_terms (
  id uuid PRIMARY KEY,
  seller_id uuid NOT NULL,
  sales_package_id uuid NOT NULL,
  offer_term_type text NOT NULL CHECK (offer_term_type IN ('MONTH_VARIABLE', 'NET_VARIABLE')),
  duration integer NOT NULL CHECK (duration > 0),
  is_standard boolean NOT NULL,
  FOREIGN KEY (sales_package_id, seller_id) REFERENCES sales_packages (id, seller_id) ON DELETE CASCADE,
  UNIQUE (sales_package_id, offer_term_type, duration)
);

-- What a line item prices (spec 02 section 3, line item: pricingGroupId, pricingGroupName, pricingGroupType).
CREATE TABLE pricing_groups (
  id uuid PRIMARY KEY,
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('SUBSCRIPTION', 'SERVICES')),
  position integer NOT NULL
);

-- One offer per seller and Idempotency-Key: a repeated create answers the offer the first one made.
CREATE TABLE offer_create_requests (
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  offer_id uuid NOT NULL,
  manual_review_required boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (seller_id, idempotency_key)
);

-- The opportunities GET /v1/offers/salesforce-opportunity-metadata knows (documented in provider-sandbox/README.md).
CREATE TABLE salesforce_opportunities (
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  opportunity_id text NOT NULL,
  account_name text NOT NULL,
  address_label text NOT NULL,
  contact_first_name text NOT NULL,
  contact_last_name text NOT NULL,
  contact_phone text,
  contact_email text NOT NULL,
  PRIMARY KEY (seller_id, opportunity_id)
);

-- POST /offers/files: a contract uploaded while the offer is being written; the create call moves it to the offer.
CREATE TABLE offer_upload_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  uploaded_by uuid NOT NULL REFERENCES users (id),
  name text NOT NULL,
  extension text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  -- The bytes in the sandbox's file store (shared with offer files and the data room), moved to the offer on create.
  storage_key text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
