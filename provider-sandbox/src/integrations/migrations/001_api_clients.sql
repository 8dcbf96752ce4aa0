-- API clients (docs/integrators.md): each acts as a member of its seller of kind API_CLIENT (core's users.kind), with
-- one role, so every role rule of a person's call applies to it.

CREATE TABLE api_clients (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  seller_id uuid NOT NULL REFERENCES sellers (id),
  name text NOT NULL,
  scopes text[] NOT NULL,
  -- The identity provider's client (RFC 7591), set once it is registered and replaced on rotation.
  client_id text UNIQUE,
  -- RFC 7592's registration access token: what the gateway deletes a registration with; never answered but to admins.
  registration_access_token text,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

CREATE INDEX api_clients_seller_idx ON api_clients (seller_id, created_at DESC);
