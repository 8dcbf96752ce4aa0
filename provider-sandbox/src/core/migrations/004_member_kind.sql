-- A member is a person, or an API client (docs/integrators.md): a member that never signs in, acts with one role
-- through its tokens and is not listed on the team.
ALTER TABLE users ADD COLUMN kind text NOT NULL DEFAULT 'PERSON' CHECK (kind IN ('PERSON', 'API_CLIENT'));
