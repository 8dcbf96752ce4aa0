-- org 003: when a seller submitted its application, when a decision is expected, and the sandbox's automatic
-- approval (a delay after submission, off unless set by the sandbox control).
CREATE TABLE onboarding_submissions (
  seller_id uuid PRIMARY KEY REFERENCES sellers (id) ON DELETE CASCADE,
  submitted_by uuid REFERENCES users (id),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  decision_expected_at timestamptz NOT NULL,
  auto_approve_at timestamptz,
  approved_at timestamptz
);

CREATE TABLE underwriting_auto_approval (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  delay_seconds integer CHECK (delay_seconds IS NULL OR delay_seconds BETWEEN 0 AND 604800)
);
