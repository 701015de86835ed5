/**
 * The operator's "draw now" (R-DRAW-ENGINE `draw:run --game`): closes the game's next draw on sale at once,
 * draws and settles it. Tests may pass a chosen seed (test-only hook, never reachable over HTTP); the
 * commitment is then recomputed from it so the published proof still verifies.
 */
import { commitment, type GameId } from "@lotto/core";
import { and, asc, eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { draws } from "../db/schema/play";
import { calendarChanged } from "./calendar-version";
import { drawOne, settleOne } from "./draw-runner";
import type { SettleResult } from "./settle-draw";

/** What a forced draw did. */
export interface ForcedDraw {
  gameId: GameId;
  drawNumber: number;
  settlement: SettleResult;
}

/** Closes, draws and settles the next open draw of a game now; null when none is open. */
export async function forceDraw(
  db: Db,
  gameId: GameId,
  now: Temporal.Instant,
  options: { seed?: string; drawNumber?: number } = {},
): Promise<ForcedDraw | null> {
  const closedNumber = await db.transaction(async (tx) => {
    const [next] = await tx
      .select({ drawNumber: draws.drawNumber })
      .from(draws)
      .where(
        and(
          eq(draws.gameId, gameId),
          eq(draws.status, "open"),
          ...(options.drawNumber === undefined ? [] : [eq(draws.drawNumber, options.drawNumber)]),
        ),
      )
      .orderBy(asc(draws.drawNumber))
      .limit(1)
      .for("update");
    if (!next) return null;
    const seeded =
      options.seed === undefined ? {} : { seed: options.seed, commitment: commitment(options.seed) };
    await tx
      .update(draws)
      .set({ status: "closed", salesClose: now.toString(), drawTime: now.toString(), ...seeded })
      .where(and(eq(draws.gameId, gameId), eq(draws.drawNumber, next.drawNumber)));
    return next.drawNumber;
  });
  if (closedNumber === null) return null;
  await calendarChanged(db);
  await drawOne(db, gameId, closedNumber, now);
  const settlement = await settleOne(db, gameId, closedNumber);
  return { gameId, drawNumber: closedNumber, settlement };
}
