-- integrations 002: the seller's webhook endpoints (docs/integrators.md, Webhooks). Each event a seller's endpoints
-- subscribe to is kept once (seller_events, its body exactly as signed) with a delivery per endpoint and every
-- attempt, so the delivery log shows what each endpoint answered and a redelivery sends the same bytes.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  url text NOT NULL,
  description text,
  event_types text[] NOT NULL,
  status text NOT NULL DEFAULT 'ENABLED' CHECK (status IN ('ENABLED', 'DISABLED')),
  disabled_reason text,
  consecutive_failures integer NOT NULL DEFAULT 0,
  -- The signing secret (whsec_…): the provider must hold it to sign, as every Standard Webhooks sender does.
  secret text NOT NULL,
  previous_secret text,
  previous_secret_expires_at timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_seller ON webhook_endpoints (seller_id, created_at DESC);

CREATE TABLE seller_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  type text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TABLE endpoint_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES seller_events (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  -- The attempt after which the current series of retries began (0, or where a redelivery started a new one).
  series_from integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX endpoint_deliveries_log ON endpoint_deliveries (endpoint_id, created_at DESC);
CREATE INDEX endpoint_deliveries_due ON endpoint_deliveries (next_attempt_at) WHERE status = 'PENDING';

CREATE TABLE endpoint_attempts (
  delivery_id uuid NOT NULL REFERENCES endpoint_deliveries (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  attempted_at timestamptz NOT NULL,
  status_code integer,
  response_body text,
  error text,
  duration_ms integer NOT NULL,
  PRIMARY KEY (delivery_id, attempt)
);
