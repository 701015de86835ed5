-- Push to a closed browser (Web Push) and to the app wrappers (their native push token), one row per
-- device: a browser's push-service endpoint with its keys, or an app's platform token. A device belongs
-- to the player who last subscribed it (a shared device follows whoever logged in last).
CREATE TABLE push_subscriptions (
  id bigserial PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  -- 'web': endpoint, p256dh and auth; 'ios' / 'android': token.
  channel text NOT NULL CHECK (channel IN ('web', 'ios', 'android')),
  endpoint text,
  p256dh text,
  auth text,
  token text,
  created_at timestamptz NOT NULL,
  CHECK ((channel = 'web') = (endpoint IS NOT NULL AND p256dh IS NOT NULL AND auth IS NOT NULL AND token IS NULL)),
  UNIQUE (endpoint),
  UNIQUE (channel, token)
);
CREATE INDEX push_subscriptions_by_player ON push_subscriptions (player_id, id);

-- The pushes a player chose (core's PushChoice); null until they choose: every choice is on.
ALTER TABLE notification_settings ADD COLUMN push_choices text[];

-- The outbox: every notification is written due for push (the column's default, whoever writes it), then
-- fanned out to its player's devices as deliveries, each retried until sent, given up or its device gone.
-- Rows written before push existed are not due.
ALTER TABLE notifications ADD COLUMN push_due boolean NOT NULL DEFAULT false;
ALTER TABLE notifications ALTER COLUMN push_due SET DEFAULT true;
CREATE INDEX notifications_push_due ON notifications (id) WHERE push_due;

CREATE TABLE push_deliveries (
  id bigserial PRIMARY KEY,
  notification_id bigint NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  subscription_id bigint NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  attempts integer NOT NULL DEFAULT 0,
  -- Claimed by one instance until then (a lease), or waiting for its next retry.
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  UNIQUE (notification_id, subscription_id)
);
CREATE INDEX push_deliveries_due ON push_deliveries (next_attempt_at);
CREATE INDEX push_deliveries_by_subscription ON push_deliveries (subscription_id);

-- What the app wrappers' push sandbox was asked to send (never in production): the wrapper simulator
-- page and the tests read it.
CREATE TABLE native_push_sandbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL,
  token text NOT NULL,
  message jsonb NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX native_push_sandbox_by_token ON native_push_sandbox (token, id);
