-- Remote config values the operator set at run time (`config:set`); they override the shipped
-- defaults key by key, and every server instance reads the same rows.
CREATE TABLE remote_config_overrides (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A callback request customer services has dealt with (`callbacks:done`); null while still open.
ALTER TABLE callback_requests ADD COLUMN done_at timestamptz;
