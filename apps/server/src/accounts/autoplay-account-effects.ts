/**
 * What the account's responsible-play steps do to the player's autoplays (docs/decisions.md
 * "Autoplay"), each in the caller's transaction: self-exclusion pauses every active one (the player
 * resumes them once it ends); closing the account cancels them all.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import { autoplays } from "../db/schema/autoplays";

/** Pauses every active autoplay of a player who self-excluded. */
export async function pauseAutoplaysForSelfExclusion(tx: DbOrTx, playerId: string, now: Temporal.Instant) {
  await tx
    .update(autoplays)
    .set({ status: "paused", pausedBy: "self-exclusion", updatedAt: now.toString() })
    .where(and(eq(autoplays.playerId, playerId), eq(autoplays.status, "active")));
}

/** Cancels every autoplay of a player closing the account. */
export async function cancelAutoplaysOfPlayer(tx: DbOrTx, playerId: string, now: Temporal.Instant) {
  await tx
    .update(autoplays)
    .set({ status: "cancelled", pausedBy: null, updatedAt: now.toString() })
    .where(and(eq(autoplays.playerId, playerId), inArray(autoplays.status, ["active", "paused"])));
}
