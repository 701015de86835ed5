-- A deposit we failed whose charge the gateway kept after all (a lost answer, a lookup that found
-- nothing then): reconciliation gives the money back through the adapter and never credits the wallet.
-- One row per deposit is the claim that makes it happen once across instances and retries; attempt_at
-- is the lease of the instance calling the gateway (another waits until it has passed).
CREATE TABLE deposit_reversals (
  deposit_id text PRIMARY KEY REFERENCES deposits (id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('pending', 'refunded', 'not_refundable')),
  created_at timestamptz NOT NULL,
  attempt_at timestamptz,
  settled_at timestamptz
);
CREATE INDEX deposit_reversals_pending ON deposit_reversals (created_at) WHERE status = 'pending';
CREATE INDEX deposits_failed ON deposits (settled_at) WHERE status = 'failed';
