/**
 * One lockout for every check of a player's password (spec §8 PLAYER_STATUS_TEMPORARY_BLOCKED, §9:
 * more than 5 wrong passwords lock the account for 30 minutes). Login and the authenticated calls
 * that ask for the password (change password, security question, close account) share the counter,
 * so a stolen session token cannot be used to brute-force the password.
 */
import { LOGIN_CODES } from "@lotto/api";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Temporal } from "temporal-polyfill";
import { players } from "../db/schema/accounts";
import { toDate, toInstant } from "../db/time";
import { HttpError } from "../http/http-error";
import { verifySecret } from "./passwords";

/** Wrong passwords tolerated; the next one locks (spec §9 "more than 5"). */
export const MAX_WRONG_PASSWORDS = 5;
/** How long a lock lasts (spec §9). */
export const LOCKOUT = Temporal.Duration.from({ minutes: 30 });

/** Spec §8 text of PLAYER_STATUS_TEMPORARY_BLOCKED (its typo is the spec's). */
export const BLOCKED_TEXT =
  "You have incorrectly entered your password more than 5 times. In order to keep your account safe we have locked it for 30 minutes. For assitance please contact our customer services team on 133 777.";

/** 403 PLAYER_STATUS_TEMPORARY_BLOCKED with the spec §8 text. */
export const temporarilyBlocked = () => new HttpError(403, LOGIN_CODES.temporaryBlocked, BLOCKED_TEXT);

/** The columns a password check reads. */
export interface PasswordHolder {
  id: string;
  passwordHash: string;
  failedLogins: number;
  lockedUntil: Date | null;
}

/** What a check found: the password was right, or wrong (and the attempt was counted). */
export type PasswordCheck = "right" | "wrong";

/**
 * Checks `password` against the player's hash under the shared lockout: a locked player is refused
 * before the hash is checked; a wrong password is counted and the one past the limit locks (both
 * throw {@link temporarilyBlocked}); a right one clears the count. Returns "wrong" for the caller to
 * answer with its own code (login: invalid credentials; the user calls: INVALID_PASSWORD).
 */
export async function checkPassword(
  app: FastifyInstance,
  player: PasswordHolder,
  password: string,
): Promise<PasswordCheck> {
  const now = app.clock.now();
  if (isLocked(player.lockedUntil, now)) throw temporarilyBlocked();
  if (!(await verifySecret(password, player.passwordHash))) {
    // Counted in the database, not from the row read above: parallel wrong guesses all count.
    const [row] = await app.db
      .update(players)
      .set({ failedLogins: sql`${players.failedLogins} + 1` })
      .where(eq(players.id, player.id))
      .returning({ failedLogins: players.failedLogins });
    if ((row?.failedLogins ?? 0) > MAX_WRONG_PASSWORDS) {
      await app.db
        .update(players)
        .set({ failedLogins: 0, lockedUntil: toDate(now.add(LOCKOUT)) })
        .where(eq(players.id, player.id));
      throw temporarilyBlocked();
    }
    return "wrong";
  }
  if (player.failedLogins > 0 || player.lockedUntil) {
    // Only write when there is something to reset: most checks then touch the database once.
    await app.db.update(players).set({ failedLogins: 0, lockedUntil: null }).where(eq(players.id, player.id));
  }
  return "right";
}

function isLocked(lockedUntil: Date | null, now: Temporal.Instant): boolean {
  return lockedUntil !== null && Temporal.Instant.compare(toInstant(lockedUntil), now) > 0;
}
