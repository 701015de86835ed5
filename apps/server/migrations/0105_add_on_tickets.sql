-- The add-on game (R-ENTITIES addOnGame): a Super66 bought with a Saturday Lotto entry is recorded as a
-- ticket of its own game in the same purchase, pointing at the ticket it rides on, so its own draws
-- settle it like any other ticket of that game.
ALTER TABLE tickets ADD COLUMN add_on_of text REFERENCES tickets (id);
CREATE INDEX tickets_add_on_of ON tickets (add_on_of) WHERE add_on_of IS NOT NULL;
