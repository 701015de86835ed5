import type { GamesList } from "@lotto/api";
import { isGameId } from "@lotto/core";
import type { UpcomingDraws } from "./use-cart-actions";

/** Each game's upcoming draw number from `GET /games`, as the cart's expiry check takes it (R-STATES Cart). */
export const upcomingDraws = (games: GamesList): UpcomingDraws =>
  Object.fromEntries(
    Object.entries(games).flatMap(([id, g]) =>
      isGameId(Number(id)) ? [[Number(id), g.upcoming_draw.draw_number]] : [],
    ),
  );
