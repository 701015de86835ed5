-- State every server instance must share (docs/security.md): the token secret, the rate-limit
-- counters, and the one session a password change keeps.

-- The generated token secret when JWT_SECRET is not set: one per database, so every instance and
-- every restart signs and verifies with the same key.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window counters of the rate-limited calls, keyed per client address and per account.
CREATE TABLE rate_limits (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limits_window_start ON rate_limits (window_start);

-- A password change moves session_generation on (ending every session) but keeps the session that
-- made the change: its token id is kept here.
ALTER TABLE players ADD COLUMN kept_session_jti text;

-- Password checks claim a slot before comparing (accounts/password-attempts.ts): confirmed wrong
-- passwords plus checks in flight never exceed the lockout's limit, on any number of instances. A
-- slot claimed by a process that died is ignored once it is a minute old.
ALTER TABLE players ADD COLUMN password_checks_in_flight integer NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN password_check_started_at timestamptz;
