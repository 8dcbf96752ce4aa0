-- offers 002: the owner is told once as an offer's expiration comes near (7 days, 1 day) and once when it lapses
-- (src/offers/expiry-notices.ts). The last mark told (7, 1 or 0 for lapsed) and the expiration it was told for:
-- an expiration moved later starts the marks again.
ALTER TABLE offers ADD COLUMN expiry_noticed_days integer CHECK (expiry_noticed_days IN (0, 1, 7));
ALTER TABLE offers ADD COLUMN expiry_noticed_for timestamptz;
