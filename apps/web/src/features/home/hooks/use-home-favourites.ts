import { gameById, isGameId } from "@lotto/core";
import { gameColourOf } from "@lotto/ui/theme";
import { useHomeFavourites } from "../api/get-favourites";
import type { FavouriteSummary } from "../components/favourites-strip";
import { HOME } from "../home-constants";

/** The player's first favourites for the home strip, with their game (R-HOME: up to 3). */
export function useHomeFavouriteSummaries(isLoggedIn: boolean): (FavouriteSummary & { gameId: number })[] {
  const { data } = useHomeFavourites(isLoggedIn);
  return (data?.favourites ?? []).slice(0, HOME.favourites).map((f) => ({
    id: String(f.favourite_id),
    name: f.name,
    gameId: f.coupon.game_id,
    gameTitle: isGameId(f.coupon.game_id) ? gameById(f.coupon.game_id).name : "",
    colour: gameColourOf(f.coupon.game_id),
    price: f.price,
  }));
}
