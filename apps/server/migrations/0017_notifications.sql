-- The notification centre: one row per player and event (a draw of theirs drawn, a win, a jackpot
-- above the player's alert threshold); the unique key makes a settlement's re-run write nothing twice.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('drawn', 'won', 'jackpot')),
  game_id integer NOT NULL,
  draw_number integer NOT NULL,
  amount bigint CHECK (amount >= 0),
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  UNIQUE (player_id, kind, game_id, draw_number)
);
CREATE INDEX notifications_by_player ON notifications (player_id, id DESC);

-- The player's answer to the browser's permission request and their jackpot alert threshold (cents).
CREATE TABLE notification_settings (
  player_id text PRIMARY KEY REFERENCES players (id),
  permission text CHECK (permission IN ('granted', 'denied', 'default')),
  jackpot_threshold bigint CHECK (jackpot_threshold > 0)
);

-- Single-use tickets that open the notification stream (EventSource cannot send the Authorization
-- header); only the SHA-256 of a ticket is kept, for at most a minute.
CREATE TABLE stream_tickets (
  ticket_hash text PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  expires_at timestamptz NOT NULL,
  session_expires_at timestamptz NOT NULL
);
