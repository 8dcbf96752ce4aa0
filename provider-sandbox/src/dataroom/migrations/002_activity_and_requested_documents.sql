-- dataroom 002: who uploaded, downloaded, viewed or deleted which file, and when (the record outlives the file, so it
-- keeps the file's name and no foreign key to it); and the requested documents a member ticked off as provided.
CREATE TABLE dataroom_activity (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('UPLOADED', 'DOWNLOADED', 'VIEWED', 'DELETED')),
  file_id uuid NOT NULL,
  file_name text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  occurred_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dataroom_activity_seller_idx ON dataroom_activity (seller_id, seq DESC);

CREATE TABLE dataroom_requested_documents (
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  document text NOT NULL,
  confirmed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  confirmed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (seller_id, document)
);
