-- notifications 002: events that tell the gateway a user's standing changed (a member disabled, sessions or grants
-- revoked), so it ends their sockets on every instance (docs/adr/014). They are never in the feed.
ALTER TABLE provider_events DROP CONSTRAINT provider_events_type_check;
ALTER TABLE provider_events ADD CONSTRAINT provider_events_type_check CHECK (
  type IN (
    'offer', 'payment', 'advance', 'underwriting', 'test', 'export-completed', 'export-failed',
    'member-disabled', 'sessions-revoked'
  )
);
