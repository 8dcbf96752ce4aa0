-- core 003: several sellers may invite one email (docs/adr/014). An invitation nobody has claimed is a member row
-- without a password; it no longer needs the email to be free everywhere, so inviting answers the same whether or
-- not the address has an account with another seller. Still one account per email, and one member per seller.
ALTER TABLE users DROP CONSTRAINT users_email_key;
CREATE UNIQUE INDEX users_account_email_idx ON users (email) WHERE status <> 'INVITED' OR password_hash IS NOT NULL;
CREATE UNIQUE INDEX users_seller_email_idx ON users (seller_id, email);
CREATE INDEX users_email_idx ON users (email);
