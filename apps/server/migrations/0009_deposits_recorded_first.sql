-- A deposit is recorded before the gateway is called (docs/security.md "Money recorded before it
-- moves"): pending, then completed (credited in the same transaction) or failed. Pending deposits left
-- by a crash are reconciled with the gateway. The unique key over the deposits that did not fail is the
-- claim on an Idempotency-Key, so the separate claims table goes; a failed deposit frees its key.
ALTER TABLE deposits
  ADD COLUMN status text NOT NULL DEFAULT 'completed' CHECK (status IN ('pending', 'completed', 'failed')),
  ADD COLUMN outcome text,
  ADD COLUMN settled_at timestamptz;
DROP INDEX deposits_idempotency;
CREATE UNIQUE INDEX deposits_idempotency ON deposits (player_id, idempotency_key) WHERE status <> 'failed';
CREATE INDEX deposits_pending ON deposits (created_at) WHERE status = 'pending';
DROP TABLE deposit_claims;
