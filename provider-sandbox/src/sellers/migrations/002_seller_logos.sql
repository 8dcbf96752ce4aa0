-- sellers 002: a seller's logo is the provider's data, served at /api/v1/sellers/{id}/logo without a token (the
-- portal's header shows it in an <img>), whatever the demo switch says.
CREATE TABLE seller_logos (
  seller_id uuid PRIMARY KEY REFERENCES sellers (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/svg+xml', 'image/png', 'image/jpeg')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) <= 262144),
  updated_at timestamptz NOT NULL DEFAULT now()
);
