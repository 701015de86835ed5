import type { Favourite } from "@lotto/api";
import { gameById, gameColour, isGameId } from "@lotto/core";
import type { FavouriteLine } from "../components/favourite-list";

/** A favourite as a list line: game, price or null, and its boards' numbers (spec §3 Favourite). */
export function toFavouriteLine(f: Favourite): FavouriteLine {
  return {
    id: f.favourite_id,
    name: f.name,
    gameName: isGameId(f.coupon.game_id) ? gameById(f.coupon.game_id).name : String(f.coupon.game_id),
    colour: gameColour(f.coupon.game_id) ?? "#00653a",
    price: f.price,
    numbers: f.coupon.game_data
      .map(
        (g) =>
          g.numbers.join(" ") +
          (g.powerball === null ? "" : ` · PB ${g.powerball === 0 ? "all" : g.powerball}`),
      )
      .join(" / "),
  };
}
