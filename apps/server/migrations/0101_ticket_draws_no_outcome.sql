-- Per-board outcomes are recomputed from the coupon and the drawn numbers when read, so settlement
-- writes only the prize (a million-game draw settles in seconds).
ALTER TABLE ticket_draws DROP COLUMN outcome;
