-- offers 003: the list's Search (GET /v1/offers?search=, ours) finds an offer by the start of its External ID, its
-- recipient's name or email (or an account contact's email: customers 002), or its id's first 8+ hex characters (a
-- range of the primary key). Prefix matches on btree indexes (text_pattern_ops serves LIKE 'text%' under any
-- collation), so the list's one paged statement stays indexed without an extension (pg_trgm) on either database.
CREATE INDEX offers_search_external_idx ON offers (seller_id, lower(external_reference_id) text_pattern_ops);
CREATE INDEX offers_search_email_idx ON offers (seller_id, lower(recipient_email) text_pattern_ops);
CREATE INDEX offers_search_name_idx
  ON offers (seller_id, lower(recipient_first_name || ' ' || recipient_last_name) text_pattern_ops);
CREATE INDEX offers_search_last_name_idx ON offers (seller_id, lower(recipient_last_name) text_pattern_ops);
