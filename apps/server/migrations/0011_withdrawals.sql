-- Withdrawals (docs/decisions.md "Withdrawals"): a withdrawal is debited from the ledger at once as
-- pending; a cancelled or rejected one is credited back by a 'reversal' entry. Both kinds join the
-- append-only ledger's list.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check
  CHECK (kind IN ('deposit', 'purchase', 'refund', 'winning', 'adjustment', 'withdrawal', 'reversal'));

-- The transaction list pages a player's entries by id (a unique key, so pages never skip or repeat).
CREATE INDEX ledger_entries_player_id ON ledger_entries (player_id, id);

-- Where a player's withdrawals are paid; one account per player, replaced when changed.
CREATE TABLE bank_accounts (
  player_id text PRIMARY KEY REFERENCES players (id),
  bsb text NOT NULL CHECK (bsb ~ '^[0-9]{6}$'),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{6,9}$'),
  account_name text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 32),
  updated_at timestamptz NOT NULL
);

-- One row per withdrawal; the account is copied so a later change of account never redirects it.
-- (player, Idempotency-Key) is unique so a retry returns the first withdrawal.
CREATE TABLE withdrawals (
  id text PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  amount bigint NOT NULL CHECK (amount > 0),
  bsb text NOT NULL,
  account_number text NOT NULL,
  account_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'rejected', 'cancelled')),
  reason text,
  idempotency_key text,
  requested_at timestamptz NOT NULL,
  decided_at timestamptz,
  UNIQUE (player_id, idempotency_key)
);
CREATE INDEX withdrawals_player ON withdrawals (player_id, requested_at DESC);
CREATE INDEX withdrawals_pending ON withdrawals (requested_at) WHERE status = 'pending';
