/** A saved favourite of one board as `GET /user/favourites` lists it: Saturday Lotto unless told otherwise. */
export function savedFavourite(
  id: number,
  name: string,
  price: number | null,
  numbers: number[],
  { gameId = 5127, powerball = null }: { gameId?: number; powerball?: number | null } = {},
) {
  return {
    favourite_id: id,
    name,
    price,
    last_updated: "2026-11-01T00:00:00Z",
    coupon: {
      game_id: gameId,
      game_data: [{ group_name: "A", numbers, powerball, quickpick: 0, stake: 0, type: 1 }],
    },
  };
}

/** `GET /user/favourites`: one page holding `favourites`, unless `over` says there are more. */
export const favouritesList = <T>(favourites: T[], over: { total_pages?: number; total?: number } = {}) => ({
  favourites,
  total_pages: 1,
  total: favourites.length,
  limit: 50,
  ...over,
});
