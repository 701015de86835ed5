-- A stream ticket names the session that asked for it, so the stream it opens ends with that session
-- (logout, password change or reset, account closure) on whichever instance holds it. Tickets live a
-- minute: those waiting now are dropped rather than guessed.
DELETE FROM stream_tickets;
ALTER TABLE stream_tickets
  ADD COLUMN session_jti text NOT NULL,
  ADD COLUMN session_generation integer NOT NULL;
