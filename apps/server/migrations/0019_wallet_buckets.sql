-- Closed-loop wallets (docs/decisions.md "Closed-loop wallet"): a wallet keeps deposited money and
-- winnings apart, and only winnings are withdrawable. The wallet row holds the winnings (deposited money
-- is the rest of the balance); every ledger entry from now on records how it moved each bucket.
ALTER TABLE wallets ADD COLUMN winnings bigint NOT NULL DEFAULT 0;

-- Entries written before this migration keep NULL buckets (the ledger is append-only, so they are never
-- filled in): they count as deposited money, and bucket_openings below records the winnings found then.
ALTER TABLE ledger_entries
  ADD COLUMN deposited_amount bigint,
  ADD COLUMN winnings_amount bigint,
  ADD COLUMN winnings_after bigint,
  ADD CONSTRAINT ledger_entries_buckets_check CHECK (
    (deposited_amount IS NULL AND winnings_amount IS NULL AND winnings_after IS NULL)
    OR (deposited_amount + winnings_amount = amount AND winnings_after >= 0 AND winnings_after <= balance_after)
  );

-- Deposited money leaves only when the account closes, refunded to where it came from.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check
  CHECK (kind IN ('deposit', 'purchase', 'refund', 'winning', 'adjustment', 'withdrawal', 'reversal', 'deposit_refund'));

-- The winnings each existing wallet opened with (core's openingBuckets): its balance is deposited money
-- unless the ledger shows prizes, then winnings up to the prizes less what was withdrawn (withdrawals
-- net of their reversals), deposited the rest. last_entry_id is the wallet's last entry before buckets.
CREATE TABLE bucket_openings (
  player_id text PRIMARY KEY REFERENCES players (id),
  last_entry_id bigint NOT NULL,
  winnings bigint NOT NULL CHECK (winnings > 0)
);
INSERT INTO bucket_openings (player_id, last_entry_id, winnings)
SELECT player_id, last_entry_id, least(balance, greatest(0, prizes - withdrawn))
FROM (
  SELECT w.player_id, w.balance, max(e.id) AS last_entry_id,
    coalesce(sum(e.amount) FILTER (WHERE e.kind = 'winning'), 0) AS prizes,
    coalesce(-sum(e.amount) FILTER (WHERE e.kind IN ('withdrawal', 'reversal')), 0) AS withdrawn
  FROM wallets w JOIN ledger_entries e ON e.player_id = w.player_id
  GROUP BY w.player_id, w.balance
) AS history
WHERE least(balance, greatest(0, prizes - withdrawn)) > 0;
UPDATE wallets SET winnings = o.winnings FROM bucket_openings o WHERE o.player_id = wallets.player_id;
ALTER TABLE wallets ADD CONSTRAINT wallets_buckets_check CHECK (winnings >= 0 AND winnings <= balance);

-- Each refund of a deposit at closure (newest deposits first until the deposited money is gone): debited
-- in the ledger with the row, then sent through the deposit's payment adapter, which settles it.
CREATE TABLE deposit_refunds (
  id text PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  deposit_id text NOT NULL REFERENCES deposits (id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('pending', 'refunded', 'failed')),
  created_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX deposit_refunds_player ON deposit_refunds (player_id);
