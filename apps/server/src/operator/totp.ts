/**
 * TOTP of operator accounts (RFC 6238 through the `otpauth` package): 6 digits, 30-second steps,
 * SHA-1 (what every authenticator app reads), one step of clock drift either way. A code is accepted
 * once: the step it matched must be later than the last one accepted (operator-sign-in.ts).
 */
import * as OTPAuth from "otpauth";
import type { Temporal } from "temporal-polyfill";

const PERIOD_SECONDS = 30;
const ISSUER = "Play Online operator";

/** A fresh secret (160 bits), base32 as authenticator apps take it. */
export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

const totpOf = (secret: string, email: string) =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** The `otpauth://totp/…` URI an authenticator app scans (as a QR code) or takes as text. */
export const totpUri = (secret: string, email: string) => totpOf(secret, email).toString();

/** The step `code` matches at `now` (within one step either way), or null when it matches none. */
export function totpStep(secret: string, code: string, now: Temporal.Instant): number | null {
  const timestamp = now.epochMilliseconds;
  const delta = totpOf(secret, "").validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of `secret` at `now` (tests and the demo's printed hint). */
export const totpCode = (secret: string, now: Temporal.Instant) =>
  totpOf(secret, "").generate({ timestamp: now.epochMilliseconds });
