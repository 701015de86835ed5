-- Braintree's webhook notifications the operator must see (disputes, settlements declined), one row per
-- notification: id is the SHA-256 of its signed payload, so a notification Braintree sends again is
-- recorded once.
CREATE TABLE braintree_notifications (
  id text PRIMARY KEY,
  kind text NOT NULL,
  subject_id text NOT NULL,
  sent_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX braintree_notifications_received ON braintree_notifications (received_at);
