-- Cards list in the order they were added, even when two share a timestamp.
ALTER TABLE cards ADD COLUMN seq bigserial NOT NULL;
