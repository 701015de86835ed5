import type { PlayerNotification } from "@lotto/api";
import { gameById, isGameId } from "@lotto/core";
import { paths } from "@/config/paths";

/**
 * Where a notification opens: a draw's outcome its ticket in that draw (rows from before tickets were
 * named open the Tickets page), a jackpot alert the game's page, an autoplay's purchase its ticket when
 * it names one and otherwise, as a skip and its reason, the Autoplays page.
 */
export function notificationHref(
  n: Pick<PlayerNotification, "kind" | "game_id" | "draw_number" | "ticket_id">,
) {
  if (n.kind === "jackpot")
    return isGameId(n.game_id) ? paths.game.forGame(gameById(n.game_id), "started") : paths.home.getHref();
  if ((n.kind === "autoplay-bought" || n.kind === "autoplay-skipped") && !n.ticket_id)
    return paths.autoplays.getHref();
  return n.ticket_id
    ? paths.tickets.getHref({ ticket: n.ticket_id, draw: n.draw_number })
    : paths.tickets.getHref();
}
