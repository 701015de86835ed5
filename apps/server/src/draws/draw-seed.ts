/**
 * The secret seed of a draw (R-DRAW-ENGINE, verifiable draws): 32 bytes from the operating system's CSPRNG as
 * 64 lower-case hex characters, the form lottery-core's `commitment` and `deriveDrawNumbers` take.
 */
import { randomBytes } from "node:crypto";

/** A fresh secret seed from `crypto.randomBytes` (R-DRAW-ENGINE). */
export function newDrawSeed(): string {
  return randomBytes(32).toString("hex");
}
