-- customers 001: each seller's customer accounts and their contacts (spec 02 section 3, Account and Account contact).
-- An account keeps the address a typeahead suggestion gave (label, country, time zone), its EIN (XX-XXXXXXX, or none
-- when the seller ticked "I don't have the EIN") and the credit-bureau match it was created with (experian_bin).
CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  name text NOT NULL,
  address_label text NOT NULL,
  address_country text NOT NULL CHECK (address_country ~ '^[A-Z]{3}$'),
  address_time_zone text NOT NULL,
  ein text CHECK (ein ~ '^[0-9]{2}-[0-9]{7}$'),
  experian_bin text,
  is_delinquent boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, seller_id)
);
CREATE UNIQUE INDEX accounts_ein_idx ON accounts (seller_id, ein) WHERE ein IS NOT NULL;
CREATE INDEX accounts_name_idx ON accounts (seller_id, lower(name));

-- At most one primary contact per account; making another primary unsets the old one in the same transaction.
CREATE TABLE account_contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL,
  account_id uuid NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL CHECK (email = lower(email)),
  phone_number text,
  mobile_phone_number text,
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (account_id, seller_id) REFERENCES accounts (id, seller_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX account_contacts_primary_idx ON account_contacts (account_id) WHERE is_primary;
CREATE UNIQUE INDEX account_contacts_email_idx ON account_contacts (account_id, email);

-- One row per offer made to an account: empty until the offers domain replaces it (CREATE OR REPLACE VIEW with the
-- same columns) over its own table; the customer page counts the caller's offers through it.
CREATE VIEW account_offers AS
  SELECT NULL::uuid AS seller_id, NULL::uuid AS account_id, NULL::uuid AS owner_user_id WHERE false;
