-- The sandbox outbox: every email the provider would send (verification codes, invitations), readable by people
-- on /sandbox/outbox and by tests on /sandbox/outbox.json.
CREATE TABLE outbox_emails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  code text,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_emails_recipient ON outbox_emails (lower(recipient), sent_at DESC);
