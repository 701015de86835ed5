import type { Favourite } from "@lotto/api";
import { gameById, isGameId } from "@lotto/core";
import { gameColourOf } from "@/config/theme";
import type { FavouriteLine } from "../components/favourite-list";

/** A favourite as a list line: game, price or null, and its boards' numbers (spec §3 Favourite). */
export function toFavouriteLine(f: Favourite): FavouriteLine {
  return {
    id: f.favourite_id,
    name: f.name,
    gameName: isGameId(f.coupon.game_id) ? gameById(f.coupon.game_id).name : String(f.coupon.game_id),
    colour: gameColourOf(f.coupon.game_id),
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
