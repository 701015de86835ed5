-- Queue lengths read on every metrics scrape (operator/queue-lengths.ts): unsent mail, retrying or
-- given up, is counted over this index rather than the whole outbox.
CREATE INDEX outbox_unsent ON outbox (id) WHERE sent_at IS NULL;
