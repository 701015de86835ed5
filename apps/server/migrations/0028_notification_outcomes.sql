-- Notifications say what happened to the player: a draw's 'drawn' row is now written only when none of
-- their tickets won in it ("No win this time on …"), so the 'drawn' rows beside a win are dropped. Each
-- draw's row names the ticket it opens (the biggest win's, else the player's latest ticket in the draw) and
-- a win the part of it that waits for a claim (docs/api.md "Play": larger wins are paid once claimed).
-- Rows written before have no ticket: they open the Tickets page.
ALTER TABLE notifications ADD COLUMN ticket_id text;
ALTER TABLE notifications ADD COLUMN claim_amount bigint CHECK (claim_amount >= 0);

DELETE FROM notifications d
WHERE d.kind = 'drawn' AND EXISTS (
  SELECT 1 FROM notifications w
  WHERE w.kind = 'won' AND w.player_id = d.player_id AND w.game_id = d.game_id
    AND w.draw_number = d.draw_number);
