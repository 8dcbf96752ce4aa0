-- org 002: connections to accounting, banking and payment systems (spec 01 sections 3 and 4), and exemptions a
-- seller asks for when a system cannot be connected.
CREATE TABLE integration_connections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  source_type text NOT NULL CHECK (source_type IN ('Accounting', 'Banking', 'Commerce')),
  integration_key text NOT NULL,
  status text NOT NULL CHECK (status IN ('PendingAuth', 'Linked', 'Unlinked', 'Deactivated')),
  -- the company (or bank) name the linked system reports
  company_name text,
  -- where the link page returns to in the portal (a path)
  return_path text NOT NULL DEFAULT '/org/onboarding',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX integration_connections_seller_idx ON integration_connections (seller_id, source_type, created_at);

CREATE TABLE exemptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  requested_by uuid REFERENCES users (id),
  exemption_reason_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('ACCOUNTING', 'BANKING')),
  description text NOT NULL,
  missing_banking_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exemptions_seller_idx ON exemptions (seller_id, type);
