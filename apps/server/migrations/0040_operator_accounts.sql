-- Operator accounts of the operator console and CLI (docs/security.md "Operator console"): one role
-- each (docs/decisions.md "Operator roles"), argon2id passwords, TOTP, the players' lockout columns
-- (accounts/password-attempts.ts), console sessions and CLI tokens (both stored as SHA-256 hashes).
CREATE TABLE operators (
  id text PRIMARY KEY,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('support', 'finance', 'draws', 'admin')),
  password_hash text NOT NULL,
  -- Base32 TOTP secret; null: no second factor (refused at sign-in in production).
  totp_secret text,
  -- The last 30-second step whose code was accepted: a code is used once.
  totp_last_step bigint,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  password_checks_in_flight integer NOT NULL DEFAULT 0,
  password_check_started_at timestamptz,
  created_at timestamptz NOT NULL,
  created_by text,
  disabled_at timestamptz
);
CREATE UNIQUE INDEX operators_email ON operators (lower(email));

-- A console session: the cookie holds a random id, the table its hash. Idle and absolute limits are
-- checked on every request (operator/operator-sessions.ts).
CREATE TABLE operator_sessions (
  id_hash text PRIMARY KEY,
  operator_id text NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

-- A CLI token (`operator:token --email`): shown once, kept as its hash.
CREATE TABLE operator_tokens (
  token_hash text PRIMARY KEY,
  operator_id text NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX operator_tokens_operator ON operator_tokens (operator_id);
