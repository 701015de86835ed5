/** Login with lockout (R-LOGIN-CODES, R-LIMITS: more than 5 wrong passwords lock for 30 minutes). */
import { LOGIN_ERROR_CODE, LOGIN_TEXT } from "@lotto/core";
import { eq } from "drizzle-orm";
import type { Clock } from "../config/clock";
import type { Db } from "../db";
import { players } from "../db/schema/accounts";
import { HttpError } from "../http/http-error";
import { reviewStateOf } from "./identity-review";
import { checkPassword } from "./password-attempts";
import { DUMMY_HASH, verifySecret } from "./passwords";
import { issueToken } from "./session-token";

const invalid = () => new HttpError(401, LOGIN_ERROR_CODE.invalidCredentials, LOGIN_TEXT.invalidCredentials);

/**
 * Checks the credentials and returns a session token. A locked account is refused before the
 * password is checked; the status codes are only revealed to someone who knows the password.
 * The lockout counter is shared with the authenticated password checks (password-attempts.ts).
 */
export async function login(
  db: Db,
  clock: Clock,
  secret: Uint8Array,
  username: string,
  password: string,
): Promise<string> {
  const [player] = await db.select().from(players).where(eq(players.email, username.toLowerCase()));
  if (!player) {
    await verifySecret(password, DUMMY_HASH); // same cost as a real check: no user enumeration by timing
    throw invalid();
  }
  if ((await checkPassword(db, clock, player.id, password)) === "wrong") throw invalid();
  if (player.status === "PENDING_ACTIVATION") {
    throw new HttpError(403, LOGIN_ERROR_CODE.pendingActivation, LOGIN_TEXT.pendingActivation);
  }
  if (player.status === "PENDING_KYC") {
    const inReview = (await reviewStateOf(db, player.id)) === "open";
    throw new HttpError(
      403,
      LOGIN_ERROR_CODE.pendingKyc,
      inReview ? LOGIN_TEXT.identityInReview : LOGIN_TEXT.pendingKyc,
    );
  }
  if (player.status !== "ACTIVE") throw invalid();
  return issueToken(secret, player.id, clock.now(), player.sessionGeneration);
}
