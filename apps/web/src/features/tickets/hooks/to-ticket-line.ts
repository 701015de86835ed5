import type { PlayHistoryEntry } from "@lotto/api";
import { gameById, isGameId, isWinningStatus, playHistoryStatusLabel } from "@lotto/core";
import { gameColourOf } from "@lotto/ui/theme";
import type { TicketLine } from "../components/ticket-list";

const dateFormat = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeZone: "Australia/Perth" });

/** A play-history entry as a list line: game, status label, draws, cost, prize and boards (R-ENTITIES). */
export function toTicketLine(entry: PlayHistoryEntry): TicketLine {
  const draws =
    entry.first_draw_num === entry.end_draw_num
      ? `Draw ${entry.first_draw_num}`
      : `Draws ${entry.first_draw_num}–${entry.end_draw_num}`;
  const name = isGameId(entry.game_id) ? gameById(entry.game_id).name : String(entry.game_id);
  // An add-on game rides on the ticket (R-ENTITIES addOnGame): named beside it, its win counted with it.
  const addOn = entry.add_on;
  const addOnWon = addOn !== undefined && isWinningStatus(addOn.status);
  const status = addOnWon && !isWinningStatus(entry.status) ? addOn.status : entry.status;
  return {
    id: entry.cpnId,
    gameName: name,
    ...(addOn && isGameId(addOn.game_id) ? { addOnName: gameById(addOn.game_id).name } : {}),
    gameKind: isGameId(entry.game_id) ? gameById(entry.game_id).kind : "lotto",
    colour: gameColourOf(entry.game_id),
    statusLabel: playHistoryStatusLabel(status) ?? "Unknown",
    won: isWinningStatus(status),
    purchaseDate: dateFormat.format(new Date(entry.purchase_date)),
    drawsLabel: draws,
    cost: entry.cost,
    prize: entry.prize + (addOn?.prize ?? 0),
    boards: entry.coupon.game_data.map((group) => ({
      name: group.group_name,
      numbers: group.numbers,
      powerball: group.powerball,
    })),
  };
}
