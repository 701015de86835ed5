-- Incoming BPAY and bank-transfer payments (docs/api.md POST /payments/bank-credit).
-- payment_references: the reference each player was shown, unique, so a payment finds one wallet.
CREATE TABLE payment_references (
  player_id text PRIMARY KEY REFERENCES players (id),
  reference text NOT NULL UNIQUE
);

-- bank_credits: one row per bank transaction credited; the bank's id makes every retry a no-op.
CREATE TABLE bank_credits (
  channel text NOT NULL CHECK (channel IN ('bpay', 'bank_transfer')),
  transaction_id text NOT NULL,
  player_id text NOT NULL REFERENCES players (id),
  reference text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  deposit_id text NOT NULL REFERENCES deposits (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (channel, transaction_id)
);
