/** Login with lockout (spec §8 login codes, §9: more than 5 wrong passwords lock for 30 minutes). */
import { LOGIN_CODES } from "@lotto/api";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Temporal } from "temporal-polyfill";
import { players } from "../db/schema/accounts";
import { toDate, toInstant } from "../db/time";
import { HttpError } from "../http/http-error";
import { DUMMY_HASH, verifySecret } from "./passwords";
import { issueToken } from "./session-token";

/** Wrong passwords tolerated; the next one locks (spec §9 "more than 5"). */
export const MAX_WRONG_PASSWORDS = 5;
/** How long a lock lasts (spec §9). */
export const LOCKOUT = Temporal.Duration.from({ minutes: 30 });

/** Spec §8 texts of the login codes. */
export const LOGIN_TEXT = {
  blocked:
    "You have incorrectly entered your password more than 5 times. In order to keep your account safe we have locked it for 30 minutes. For assitance please contact our customer services team on 133 777.",
  pendingActivation: "Account pending activation. Please check your email for activation link",
  pendingKyc: "Account pending identity verification. Please complete your sign-up.",
  invalid: "Invalid username or password",
} as const;

const invalid = () => new HttpError(401, LOGIN_CODES.invalidCredentials, LOGIN_TEXT.invalid);
const blocked = () => new HttpError(403, LOGIN_CODES.temporaryBlocked, LOGIN_TEXT.blocked);

/**
 * Checks the credentials and returns a session token. A locked account is refused before the
 * password is checked; the status codes are only revealed to someone who knows the password.
 */
export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const now = app.clock.now();
  const [player] = await app.db.select().from(players).where(eq(players.email, username.toLowerCase()));
  if (!player) {
    await verifySecret(password, DUMMY_HASH); // same cost as a real check: no user enumeration by timing
    throw invalid();
  }
  if (player.lockedUntil && Temporal.Instant.compare(toInstant(player.lockedUntil), now) > 0) throw blocked();
  if (!(await verifySecret(password, player.passwordHash))) {
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
      throw blocked();
    }
    throw invalid();
  }
  if (player.status === "PENDING_ACTIVATION") {
    throw new HttpError(403, LOGIN_CODES.pendingActivation, LOGIN_TEXT.pendingActivation);
  }
  if (player.status === "PENDING_KYC")
    throw new HttpError(403, LOGIN_CODES.pendingKyc, LOGIN_TEXT.pendingKyc);
  if (player.status !== "ACTIVE") throw invalid();
  if (player.failedLogins > 0 || player.lockedUntil) {
    // Only write when there is something to reset: most logins then touch the database once.
    await app.db.update(players).set({ failedLogins: 0, lockedUntil: null }).where(eq(players.id, player.id));
  }
  return issueToken(app.jwtSecret, player.id, now, player.sessionGeneration);
}
