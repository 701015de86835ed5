-- Run-time settings (operator/runtime-settings.ts): the maintenance switch (`gaming_system_outage`,
-- `gaming_system_slow`) and the staff distribution lists, set by an admin and served by every
-- instance; the environment's values stay the boot default of a key never set here.
CREATE TABLE runtime_settings (
  key text PRIMARY KEY CHECK (key ~ '^[a-z][a-z0-9_.]{0,63}$'),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text
);

-- Staff alerts (operator/staff-alerts.ts): each is raised once, whatever the number of instances that
-- notice it (the unique key), and its email goes through the outbox in the same transaction.
CREATE TABLE staff_alerts (
  id bigserial PRIMARY KEY,
  dedupe_key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('callback', 'identity_review', 'large_claim', 'large_withdrawal', 'client_error_burst')),
  role text NOT NULL CHECK (role IN ('support', 'finance', 'draws', 'admin')),
  subject text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX staff_alerts_recent ON staff_alerts (created_at DESC);

-- ABA direct-entry batches (wallet/aba-export.ts): exporting pays each withdrawal of the batch once;
-- the file is kept so the same batch can be downloaded again without paying anything twice.
CREATE TABLE withdrawal_batches (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL,
  created_by text,
  payments integer NOT NULL CHECK (payments > 0),
  total bigint NOT NULL CHECK (total > 0),
  file text NOT NULL
);
ALTER TABLE withdrawals ADD COLUMN batch_id bigint REFERENCES withdrawal_batches (id);
CREATE INDEX withdrawals_batch ON withdrawals (batch_id) WHERE batch_id IS NOT NULL;

-- The dashboard's day (operator/dashboard.ts): money moved and purchases made today are found by time.
CREATE INDEX ledger_entries_time ON ledger_entries (created_at);
CREATE INDEX callback_requests_open ON callback_requests (id) WHERE done_at IS NULL;
