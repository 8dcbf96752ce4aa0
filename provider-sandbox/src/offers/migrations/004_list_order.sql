-- offers 004: the list's default order read from indexes (docs/adr/016, "A page read from an index"). "Last
-- modified" is the stored updated_at (offers_list_idx, offers 001), except for an offer whose expiration passed while
-- it could still expire and that the expiry job has not stored as Expired yet: its expiration then. This index finds
-- those offers by expiration among the stages the expire move leaves (OFFER_MOVES.expire.from, src/offers/stages.ts;
-- the predicate must stay the list's LAPSED_SQL, src/offers/repository.ts), so the page reads the few lapsed since the
-- job's last run, not every offer that may still expire.
CREATE INDEX offers_lapsing_idx ON offers (seller_id, expiration)
  WHERE stage IN ('READY', 'READY_WITH_REQUIREMENTS', 'PENDING_REVIEW', 'CUSTOMER_PENDING', 'ACCOUNT_INELIGIBLE');
