-- Mail that could not be sent is retried with backoff and listed for the operator (mail:list).
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz;
ALTER TABLE outbox ADD COLUMN last_error text;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL;
