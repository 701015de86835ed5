-- Play domain (server-play): draw calendar, purchases, tickets, outcomes, favourites, dividends.
-- Player ids are text so this file does not depend on the accounts migration's key type.

CREATE TABLE draws (
  game_id integer NOT NULL,
  draw_number integer NOT NULL,
  sales_close timestamptz NOT NULL,
  draw_time timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'drawn', 'settled')),
  -- SHA-256 hex of the seed, published while the draw is open (R-DRAW-ENGINE, verifiable draws).
  commitment text NOT NULL,
  -- Secret hex seed; the API reveals it only once the draw is drawn.
  seed text NOT NULL,
  winning integer[],
  supplementary integer[],
  powerball integer,
  jackpot bigint NOT NULL DEFAULT 0,
  jackpot_text text NOT NULL DEFAULT 'To be confirmed',
  divisions jsonb,
  division_matrix jsonb,
  drawn_at timestamptz,
  settled_at timestamptz,
  PRIMARY KEY (game_id, draw_number)
);
CREATE INDEX draws_status_close ON draws (status, sales_close);

CREATE TABLE purchase_groups (
  id text PRIMARY KEY,
  player_id text NOT NULL,
  idempotency_key text,
  status text NOT NULL CHECK (status IN ('PENDING', 'COMPLETED', 'COMPLETED_WITH_ERRORS', 'FAILED')),
  total bigint NOT NULL DEFAULT 0,
  message text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX purchase_groups_idempotency ON purchase_groups (player_id, idempotency_key);

CREATE TABLE tickets (
  id text PRIMARY KEY,
  group_id text NOT NULL REFERENCES purchase_groups (id),
  position integer NOT NULL,
  player_id text NOT NULL,
  game_id integer NOT NULL,
  coupon jsonb NOT NULL,
  draw_numbers integer[] NOT NULL,
  cost bigint NOT NULL CHECK (cost >= 0),
  -- Play-history status codes of R-ENTITIES (2 participating, 3 not yet paid, 7 paid, 8 not winning, 101 failed).
  status integer NOT NULL,
  message text,
  prize bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tickets_player ON tickets (player_id, created_at DESC);
CREATE INDEX tickets_group ON tickets (group_id, position);

-- One row per ticket and draw it covers; settled rows carry the division and prize of that draw.
CREATE TABLE ticket_draws (
  ticket_id text NOT NULL REFERENCES tickets (id),
  game_id integer NOT NULL,
  draw_number integer NOT NULL,
  settled boolean NOT NULL DEFAULT false,
  prize bigint NOT NULL DEFAULT 0,
  -- Per board: { "division": n | null, "prize": cents } as judged by lottery-core.
  outcome jsonb,
  PRIMARY KEY (ticket_id, draw_number),
  FOREIGN KEY (game_id, draw_number) REFERENCES draws (game_id, draw_number)
);
CREATE INDEX ticket_draws_draw ON ticket_draws (game_id, draw_number, settled);

CREATE TABLE favourites (
  id serial PRIMARY KEY,
  player_id text NOT NULL,
  name text NOT NULL,
  coupon jsonb NOT NULL,
  last_updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX favourites_player ON favourites (player_id, last_updated DESC);

CREATE TABLE dividends (
  game_id integer NOT NULL,
  draw_number integer NOT NULL,
  division integer NOT NULL,
  each bigint NOT NULL,
  winners integer NOT NULL,
  pool bigint NOT NULL,
  PRIMARY KEY (game_id, draw_number, division),
  FOREIGN KEY (game_id, draw_number) REFERENCES draws (game_id, draw_number)
);
