-- Bank account safeguards (docs/decisions.md "Bank account changes"): an account added or changed
-- waits 24 hours before it can receive a withdrawal (the operator may end the wait after checking with
-- the player), and a withdrawal to an account in another name is held for the operator.
ALTER TABLE bank_accounts ADD COLUMN withdrawable_from timestamptz;
UPDATE bank_accounts SET withdrawable_from = updated_at + interval '24 hours';
ALTER TABLE bank_accounts ALTER COLUMN withdrawable_from SET NOT NULL;

-- 'held' waits for the operator like 'pending' (debited, not yet paid); hold says why.
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
  CHECK (status IN ('pending', 'held', 'paid', 'rejected', 'cancelled'));
ALTER TABLE withdrawals ADD COLUMN hold text CHECK (hold IN ('name_mismatch'));
-- A held withdrawal says why; the reason stays once it is decided, for the record.
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_held_has_hold CHECK (status <> 'held' OR hold IS NOT NULL);
DROP INDEX withdrawals_pending;
CREATE INDEX withdrawals_open ON withdrawals (requested_at) WHERE status IN ('pending', 'held');
