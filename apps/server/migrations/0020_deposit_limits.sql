-- The player's own deposit limit per Perth day, week or month, and a looser change waiting 7 days
-- (pending_effective_at set with pending_period NULL: the limit is removed then). The rules are core's
-- wallet/deposit-limit.ts; a deposit checks them under its wallet lock (src/wallet/deposit-limits.ts).
CREATE TABLE deposit_limits (
  player_id text PRIMARY KEY REFERENCES players (id),
  period text CHECK (period IN ('day', 'week', 'month')),
  amount bigint CHECK (amount >= 0),
  pending_period text CHECK (pending_period IN ('day', 'week', 'month')),
  pending_amount bigint CHECK (pending_amount >= 0),
  pending_effective_at timestamptz,
  CHECK ((period IS NULL) = (amount IS NULL)),
  CHECK ((pending_period IS NULL) = (pending_amount IS NULL)),
  CHECK (pending_period IS NULL OR pending_effective_at IS NOT NULL)
);

-- A deposit sums the player's deposits of its period (at most a month) under the wallet lock.
CREATE INDEX deposits_player_time ON deposits (player_id, created_at);
