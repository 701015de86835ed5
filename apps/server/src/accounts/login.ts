/** Login with lockout (spec §8 login codes, §9: more than 5 wrong passwords lock for 30 minutes). */
import { LOGIN_CODES } from "@lotto/api";
import { eq } from "drizzle-orm";
import type { Clock } from "../config/clock";
import type { Db } from "../db";
import { players } from "../db/schema/accounts";
import { HttpError } from "../http/http-error";
import { BLOCKED_TEXT, checkPassword } from "./password-attempts";
import { DUMMY_HASH, verifySecret } from "./passwords";
import { issueToken } from "./session-token";

/** Spec §8 texts of the login codes. */
export const LOGIN_TEXT = {
  blocked: BLOCKED_TEXT,
  pendingActivation: "Account pending activation. Please check your email for activation link",
  pendingKyc: "Account pending identity verification. Please complete your sign-up.",
  invalid: "Invalid username or password",
} as const;

const invalid = () => new HttpError(401, LOGIN_CODES.invalidCredentials, LOGIN_TEXT.invalid);

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
    throw new HttpError(403, LOGIN_CODES.pendingActivation, LOGIN_TEXT.pendingActivation);
  }
  if (player.status === "PENDING_KYC")
    throw new HttpError(403, LOGIN_CODES.pendingKyc, LOGIN_TEXT.pendingKyc);
  if (player.status !== "ACTIVE") throw invalid();
  return issueToken(secret, player.id, clock.now(), player.sessionGeneration);
}
