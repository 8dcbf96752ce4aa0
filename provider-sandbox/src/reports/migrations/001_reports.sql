-- reports 001: the offer exports each user generated (spec 01 sections 3 Offer report and 7, GET/POST /v2/offers/export),
-- their CSV in the row, and the sandbox's switch that makes a user's next export fail (the error event, for tests and
-- the demo). Cash advances are the offers domain's tables.
CREATE TABLE offer_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  export_type text NOT NULL CHECK (export_type IN ('SELLER_OFFER_HEALTH', 'SELLER_OFFER_LIST')),
  file_name text NOT NULL,
  content text NOT NULL,
  rows_count integer NOT NULL CHECK (rows_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offer_reports_latest_idx ON offer_reports (seller_id, user_id, export_type, created_at DESC);

CREATE TABLE report_export_failures (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE
);
