/**
 * The geo-blocking bypass (R-SCREENS geo-blocked, docs/decisions.md "Geo on the server"): the PIN is
 * checked here and never served; a right PIN earns a signed bypass token the app sends back in the
 * Geo-Bypass header for {@link GEO_BYPASS_SECONDS}. The token holds only its expiry and an HMAC of it
 * under the server's token secret, so every instance accepts it and nothing is stored.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { isGeoPinValid } from "@lotto/core";
import { eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { remoteConfigOverrides } from "../db/schema/operations";
import { remoteDefaults } from "./remote-defaults";

/** How long a bypass lasts: an app session of a tester, not for good. */
export const GEO_BYPASS_SECONDS = 12 * 60 * 60;

const PIN_KEY = "geoBlockingBypassPin";
const TOKEN = /^(\d{1,12})\.([\w-]{43})$/;

const seconds = (now: Temporal.Instant) => Math.floor(now.epochMilliseconds / 1000);
// A purpose prefix: the same secret signs session JWTs, whose signed text never holds a colon.
const sign = (secret: Uint8Array, expiry: string) =>
  createHmac("sha256", secret).update(`geo-bypass:${expiry}`).digest("base64url");

/** A bypass token valid from `now` for {@link GEO_BYPASS_SECONDS}. */
export function issueGeoBypass(secret: Uint8Array, now: Temporal.Instant): string {
  const expiry = String(seconds(now) + GEO_BYPASS_SECONDS);
  return `${expiry}.${sign(secret, expiry)}`;
}

/** True for a token this server signed that has not expired at `now`. */
export function isGeoBypassValid(secret: Uint8Array, token: unknown, now: Temporal.Instant): boolean {
  if (typeof token !== "string") return false;
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2]) return false;
  if (Number(match[1]) <= seconds(now)) return false;
  const expected = Buffer.from(sign(secret, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The PIN in force: the operator's (`config:set geoBlockingBypassPin '"…"'`), else the shipped one
 * outside production. Production never honours the shipped PIN: it is in the public repository.
 */
export async function geoBypassPin(db: Db, production: boolean): Promise<string | null> {
  const [row] = await db
    .select({ value: remoteConfigOverrides.value })
    .from(remoteConfigOverrides)
    .where(eq(remoteConfigOverrides.key, PIN_KEY));
  if (row) return typeof row.value === "string" ? row.value : null;
  return production ? null : remoteDefaults.geoBlockingBypassPin;
}

/** True when `pin` is the PIN in force ({@link geoBypassPin}). */
export async function checkGeoBypassPin(db: Db, pin: string, production: boolean): Promise<boolean> {
  return isGeoPinValid(pin, await geoBypassPin(db, production));
}
