/**
 * The secret seed of a draw (issue 5, verifiable draws): 32 bytes from the operating system's CSPRNG,
 * hex encoded. Its SHA-256 commitment is published when the draw opens and the seed when it is drawn.
 */
import { createHash, randomBytes } from "node:crypto";

/** A fresh secret seed: 64 hex characters from `crypto.randomBytes` (issue 5). */
export function newDrawSeed(): string {
  return randomBytes(32).toString("hex");
}

/** SHA-256 hex of the seed's text, the commitment published while the draw is open (issue 5). */
export function seedCommitment(seed: string): string {
  return createHash("sha256").update(seed, "utf8").digest("hex");
}
