/** The demo player's favourites (R-SERVER Demo: seeded with favourites), added once on a new database. */
import type { FavouriteCreate } from "@lotto/api";
import { type GameSlug, gameBySlug } from "@lotto/core";
import { eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import { DEMO_PLAYER_ID } from "../accounts/demo";
import type { Db } from "../db";
import { players } from "../db/schema/accounts";
import { favourites } from "../db/schema/play";

const board = (group_name: string, numbers: number[], powerball: number | null = null) =>
  ({ group_name, numbers, powerball, quickpick: 0, stake: 0, type: 1 }) as const;

// The demo numbers are written for each game's matrix, so the games are named by their page slugs.
const id = (slug: GameSlug) => gameBySlug(slug)!.id;

/** Demo favourites: a Saturday Lotto family set, a Powerball entry and a Cash 3 pick. */
export const DEMO_FAVOURITES: FavouriteCreate[] = [
  {
    name: "Family birthdays",
    coupon: {
      game_id: id("saturday-lotto"),
      game_data: [
        board("A", [3, 9, 14, 21, 28, 40]),
        board("B", [1, 7, 12, 19, 33, 45]),
        board("C", [5, 11, 17, 23, 29, 41]),
        board("D", [2, 8, 16, 24, 32, 44]),
      ],
    },
  },
  {
    name: "Lucky sevens",
    coupon: { game_id: id("powerball"), game_data: [board("A", [7, 14, 17, 21, 27, 28, 35], 7)] },
  },
  {
    name: "Daily three",
    coupon: {
      game_id: id("cash-3"),
      game_data: [{ group_name: "A", numbers: [4, 0, 7], powerball: null, quickpick: 0, stake: 1, type: 1 }],
    },
  },
];

/** Seeds the demo favourites when the demo player exists and has none; returns how many were added. */
export async function seedDemoFavourites(db: Db, now: Temporal.Instant): Promise<number> {
  const [player] = await db.select({ id: players.id }).from(players).where(eq(players.id, DEMO_PLAYER_ID));
  if (!player) return 0;
  const [existing] = await db
    .select({ id: favourites.id })
    .from(favourites)
    .where(eq(favourites.playerId, DEMO_PLAYER_ID))
    .limit(1);
  if (existing) return 0;
  await db.insert(favourites).values(
    DEMO_FAVOURITES.map((f) => ({
      playerId: DEMO_PLAYER_ID,
      name: f.name,
      coupon: f.coupon,
      lastUpdated: now.toString(),
    })),
  );
  return DEMO_FAVOURITES.length;
}
