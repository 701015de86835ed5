/** Session tokens (R-STATES Session, R-SERVER Auth): HS256 JWTs via jose, 720 s lifetime. */
import { randomBytes, randomUUID, webcrypto } from "node:crypto";
import { ERROR_CODE } from "@lotto/core";
import { eq } from "drizzle-orm";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { serverSecrets } from "../db/schema/security";

/** The row of the generated token secret in server_secrets. */
const TOKEN_SECRET = "session-token";

/** Session lifetime in seconds (R-LIMITS: 720 s). */
export const SESSION_SECONDS = 720;

/** What a valid token says. */
export interface SessionClaims {
  playerId: string;
  jti: string;
  /** The player's session generation at issue (see players.session_generation). */
  generation: number;
  /** Expiry, epoch seconds. */
  exp: number;
}

const seconds = (now: Temporal.Instant) => Math.floor(now.epochMilliseconds / 1000);

/** Signs a token for the player, valid for {@link SESSION_SECONDS} from `now`. */
export async function issueToken(
  secret: Uint8Array,
  playerId: string,
  now: Temporal.Instant,
  generation = 0,
): Promise<string> {
  return new SignJWT({ gen: generation })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(playerId)
    .setJti(randomUUID())
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + SESSION_SECONDS)
    .sign(secret);
}

/** Why a token was refused: expired (`ERROR_CODE.sessionExpired`) or anything else (UNAUTHORIZED). */
export type TokenFailure = typeof ERROR_CODE.sessionExpired | "UNAUTHORIZED";

// The secret imported once as an HMAC key: jose would import raw bytes again on every request.
const verifyKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

function verifyKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
    verifyKeys.set(secret, key);
  }
  return key;
}

/** Verifies signature (HS256 only, so `alg: none` fails), expiry at `now` and claims. */
export async function verifyToken(
  secret: Uint8Array,
  token: string,
  now: Temporal.Instant,
): Promise<SessionClaims | TokenFailure> {
  try {
    const { payload } = await jwtVerify(token, await verifyKey(secret), {
      algorithms: ["HS256"],
      currentDate: new Date(now.epochMilliseconds),
      requiredClaims: ["sub", "jti", "exp"],
    });
    const generation = typeof payload.gen === "number" ? payload.gen : 0;
    return {
      playerId: payload.sub as string,
      jti: payload.jti as string,
      exp: payload.exp as number,
      generation,
    };
  } catch (error) {
    return error instanceof errors.JWTExpired ? ERROR_CODE.sessionExpired : "UNAUTHORIZED";
  }
}

/**
 * The signing secret: JWT_SECRET when set, else a 256-bit one generated on the first start and kept
 * in the database, so every instance on that database and every restart share it (docs/security.md).
 */
export async function loadSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  // Two instances starting at once: the first insert wins, both read the winner.
  await db
    .insert(serverSecrets)
    .values({ name: TOKEN_SECRET, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, TOKEN_SECRET));
  if (!row) throw new Error("the token secret could not be stored");
  return Buffer.from(row.value, "base64url");
}
