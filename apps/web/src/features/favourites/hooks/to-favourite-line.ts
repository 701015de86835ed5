import type { Favourite } from "@lotto/api";
import { gameById } from "@lotto/core";
import type { FavouriteLine } from "../components/favourite-list";

/** A favourite as a list line: game, price or null, and its boards' numbers (R-ENTITIES Favourite). */
export function toFavouriteLine(f: Favourite): FavouriteLine {
  const game = gameById(f.coupon.game_id);
  return {
    id: f.favourite_id,
    name: f.name,
    gameName: game.name,
    colour: game.colour,
    gameKind: game.kind,
    price: f.price,
    boards: f.coupon.game_data.map((g) => ({
      name: g.group_name,
      numbers: g.numbers,
      powerball: g.powerball,
    })),
  };
}
