-- Identity reviews (docs/identity.md): without an identity-verification vendor every sign-up is
-- checked by a person (`kyc:list`, `kyc:approve`, `kyc:reject`). Each submission is one row with the
-- details as submitted, so a later re-submission never rewrites what was decided; the rows are the
-- audit trail of who was let in, when, and why anyone was refused.
CREATE TABLE identity_reviews (
  id bigserial PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  firstname text NOT NULL,
  lastname text NOT NULL,
  date_of_birth date NOT NULL,
  address jsonb NOT NULL,
  submitted_at timestamptz NOT NULL,
  decision text CHECK (decision IN ('approved', 'rejected')),
  reason text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 200),
  decided_at timestamptz,
  CHECK ((decision IS NULL) = (decided_at IS NULL)),
  CHECK (decision = 'rejected' OR reason IS NULL),
  CHECK (decision <> 'rejected' OR reason IS NOT NULL)
);
-- At most one open review per player: a re-submission while one is open is refused.
CREATE UNIQUE INDEX identity_reviews_open ON identity_reviews (player_id) WHERE decision IS NULL;
CREATE INDEX identity_reviews_player ON identity_reviews (player_id, id DESC);
