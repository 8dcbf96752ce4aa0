-- core 001: the walking skeleton's tables (team slice + identity provider storage).

CREATE TABLE sellers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  status text NOT NULL CHECK (status IN ('ONBOARDING', 'UNDERWRITING', 'APPROVED')),
  -- lower-case e-mail domain (acme.example); a new user with this domain may not create another seller
  email_domain text UNIQUE CHECK (email_domain = lower(email_domain)),
  logo_url text,
  dashboard_link text NOT NULL DEFAULT '/',
  show_advance_history boolean NOT NULL DEFAULT false,
  offer_add_ons_enabled boolean NOT NULL DEFAULT false,
  customer_offer_email_link_delivery_enabled boolean NOT NULL DEFAULT false,
  owner_user_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  -- scrypt$N$r$p$salt$hash (base64url), see src/identity/passwords.ts; NULL = cannot sign in with a password
  password_hash text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  title text,
  phone_number text,
  mobile_phone_number text,
  email_verified boolean NOT NULL DEFAULT false,
  seller_id uuid REFERENCES sellers (id),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INVITED', 'DISABLED')),
  invitation_sent_date timestamptz,
  last_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX users_seller_id_idx ON users (seller_id);

ALTER TABLE sellers ADD CONSTRAINT sellers_owner_user_id_fkey FOREIGN KEY (owner_user_id) REFERENCES users (id);

CREATE TABLE roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  display_name text NOT NULL,
  description text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE user_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);

CREATE INDEX user_roles_role_id_idx ON user_roles (role_id);

CREATE TABLE join_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'REJECTED', 'APPROVED')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX join_requests_user_id_idx ON join_requests (user_id, created_at DESC);
CREATE INDEX join_requests_seller_id_idx ON join_requests (seller_id);

-- oidc-provider's adapter storage (src/identity/adapter.ts): one row per model instance.
CREATE TABLE oidc_models (
  id text NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  expires_at timestamptz,
  grant_id text,
  uid text,
  PRIMARY KEY (type, id)
);

CREATE INDEX oidc_models_grant_id_idx ON oidc_models (type, grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_models_uid_idx ON oidc_models (type, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_models_expires_at_idx ON oidc_models (expires_at) WHERE expires_at IS NOT NULL;

-- Generated secrets that must survive restarts: the token signing key and the cookie signing keys.
CREATE TABLE sandbox_secrets (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
