-- Accounts and wallet (server-accounts): players, one-time tokens, sessions, wallet, ledger, limits,
-- cards, deposits, outbox, feedback and callbacks. Money is integer cents (bigint).

CREATE TABLE players (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  firstname text NOT NULL,
  lastname text NOT NULL,
  date_of_birth date NOT NULL,
  mobile text NOT NULL,
  address jsonb NOT NULL,
  status text NOT NULL,
  security_question_id integer NOT NULL,
  security_answer_hash text NOT NULL,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  terms_accepted boolean NOT NULL DEFAULT false,
  privacy_accepted boolean NOT NULL DEFAULT false,
  product_tour_prompted boolean NOT NULL DEFAULT false,
  should_prompt_notification boolean NOT NULL DEFAULT true,
  password_changed_at timestamptz NOT NULL,
  self_excluded_until timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE one_time_tokens (
  token_hash text PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  purpose text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE revoked_sessions (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE wallets (
  player_id text PRIMARY KEY REFERENCES players (id),
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0)
);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'purchase', 'refund', 'winning', 'adjustment')),
  amount bigint NOT NULL,
  balance_after bigint NOT NULL,
  reference text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_entries_player_time ON ledger_entries (player_id, created_at);

CREATE TABLE spend_limits (
  player_id text PRIMARY KEY REFERENCES players (id),
  player_max bigint,
  pending_max bigint,
  pending_effective_at timestamptz
);

CREATE TABLE cards (
  id text PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  brand text NOT NULL,
  last4 text NOT NULL,
  expiry text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  gateway_token text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX cards_player ON cards (player_id);

CREATE TABLE deposits (
  id text PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  method text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  idempotency_key text,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX deposits_idempotency ON deposits (player_id, idempotency_key);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);

CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  rating integer NOT NULL,
  comment text,
  kind text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE feedback_prompts (
  player_id text NOT NULL REFERENCES players (id),
  kind text NOT NULL,
  prompted_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, kind)
);

CREATE TABLE callback_requests (
  id bigserial PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  phone text NOT NULL,
  preferred_time text NOT NULL,
  reason text,
  created_at timestamptz NOT NULL
);
