-- sellers 001: each seller's feature flags and settings (spec 02 sections 3 and 6), as one JSON object; a setting
-- the object lacks has its default (src/sellers/settings.ts).
CREATE TABLE seller_settings (
  seller_id uuid PRIMARY KEY REFERENCES sellers (id) ON DELETE CASCADE,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
