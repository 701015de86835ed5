-- Autoplay (docs/decisions.md "Autoplay"): an entry the server buys for the player every draw, or only
-- when the draw's jackpot reaches a threshold, until cancelled or for a number of draws.
CREATE TABLE autoplays (
  id serial PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  game_id integer NOT NULL,
  -- The purchase contract's coupon for one draw (multi_draw 1, advance_draw 0).
  coupon jsonb NOT NULL,
  -- One-day play: only this weekday's draws.
  day text,
  trigger_kind text NOT NULL CHECK (trigger_kind IN ('every-draw', 'jackpot-at-least')),
  threshold bigint CHECK (threshold > 0),
  status text NOT NULL CHECK (status IN ('active', 'paused', 'cancelled')),
  paused_by text CHECK (paused_by IN ('player', 'self-exclusion')),
  -- The draws it was set up for and how many it may still buy; both null until cancelled.
  draws integer CHECK (draws > 0),
  draws_left integer CHECK (draws_left >= 0),
  -- The last draw it bought or skipped: a draw is decided once, however often the job runs.
  last_decided_draw integer,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((trigger_kind = 'jackpot-at-least') = (threshold IS NOT NULL)),
  CHECK ((status = 'paused') = (paused_by IS NOT NULL)),
  CHECK ((draws IS NULL) = (draws_left IS NULL))
);
CREATE INDEX autoplays_player ON autoplays (player_id, id DESC);
CREATE INDEX autoplays_due ON autoplays (game_id, status, last_decided_draw);

-- One row per autoplay and draw it decided: the primary key makes a purchase happen once per draw,
-- whichever server runs the job and however often.
CREATE TABLE autoplay_runs (
  autoplay_id integer NOT NULL REFERENCES autoplays (id),
  draw_number integer NOT NULL,
  player_id text NOT NULL REFERENCES players (id),
  game_id integer NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('bought', 'skipped')),
  ticket_id text REFERENCES tickets (id),
  cost bigint CHECK (cost >= 0),
  reason text CHECK (reason IN ('sales-closed', 'limit', 'funds', 'account', 'entry')),
  at timestamptz NOT NULL,
  PRIMARY KEY (autoplay_id, draw_number),
  CHECK ((outcome = 'bought') = (ticket_id IS NOT NULL AND reason IS NULL))
);

-- The notification centre hears of autoplays' purchases and skips (one row per player, game and draw).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('drawn', 'won', 'jackpot', 'autoplay-bought', 'autoplay-skipped'));
ALTER TABLE notifications ADD COLUMN reason text;
