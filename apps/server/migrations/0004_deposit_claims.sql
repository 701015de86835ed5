-- A deposit with an Idempotency-Key claims the key before charging, so concurrent retries charge once.
CREATE TABLE deposit_claims (
  player_id text NOT NULL REFERENCES players (id),
  idempotency_key text NOT NULL,
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, idempotency_key)
);
