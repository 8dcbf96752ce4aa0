-- customers 002: an account's contacts by the start of their email (stored lower case), for the offers list's Search
-- (offers 003): the offers of the accounts whose contact's email starts with the text.
CREATE INDEX account_contacts_email_search_idx ON account_contacts (seller_id, email text_pattern_ops);
