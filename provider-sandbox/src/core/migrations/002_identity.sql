-- core 002: identity flows (sign-up, email verification, account linking, app settings).
-- One row per way a user signs in: the password connection or the sandbox SSO connection (account linking).
CREATE TABLE identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  connection text NOT NULL CHECK (connection IN ('password', 'sandbox-sso')),
  subject text NOT NULL,
  email text NOT NULL CHECK (email = lower(email)),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (connection, subject)
);
CREATE INDEX identities_user_id_idx ON identities (user_id);
INSERT INTO identities (user_id, connection, subject, email)
  SELECT id, 'password', email, email FROM users WHERE password_hash IS NOT NULL;
-- Email verification codes: the newest unconsumed one of a user is the active link; each is consumed once.
CREATE TABLE email_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  consumed_at timestamptz,
  superseded_at timestamptz
);
CREATE INDEX email_verifications_user_id_idx ON email_verifications (user_id, created_at DESC);
-- A pending account-linking step: a second identity (sandbox SSO) for the email of an existing user.
CREATE TABLE account_linking_sessions (
  session_token text PRIMARY KEY,
  interaction_uid text NOT NULL,
  primary_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  connection text NOT NULL,
  subject text NOT NULL,
  email text NOT NULL,
  linked_at timestamptz,
  expires_at timestamptz NOT NULL
);
-- App-wide settings the provider serves before sign-in (sellerAppIsInMaintenanceMode).
CREATE TABLE app_settings (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
