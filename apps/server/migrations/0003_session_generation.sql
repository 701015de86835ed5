-- Sessions carry the generation they were issued in; a password reset moves it on, ending them all.
ALTER TABLE players ADD COLUMN session_generation integer NOT NULL DEFAULT 0;
