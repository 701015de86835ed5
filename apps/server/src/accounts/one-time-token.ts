/** Single-use tokens of emailed links (activation 48 h, password reset 1 h); only hashes are stored. */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import { oneTimeTokens } from "../db/schema/accounts";
import { toDate } from "../db/time";

/** What a token is for, and how long it lives. */
export const TOKEN_LIFETIME = {
  activation: Temporal.Duration.from({ hours: 48 }),
  reset: Temporal.Duration.from({ hours: 1 }),
} as const;

type Purpose = keyof typeof TOKEN_LIFETIME;

const hash = (raw: string) => createHash("sha256").update(raw).digest("base64url");

/** Creates a token for the player and returns the raw value to put in the link. */
export async function createOneTimeToken(
  db: DbOrTx,
  playerId: string,
  purpose: Purpose,
  now: Temporal.Instant,
) {
  const raw = randomBytes(32).toString("base64url");
  await db
    .insert(oneTimeTokens)
    .values({ tokenHash: hash(raw), playerId, purpose, expiresAt: toDate(now.add(TOKEN_LIFETIME[purpose])) });
  return raw;
}

/** Uses a token once: returns its player when it is unused, unexpired and of this purpose, else null. */
export async function consumeOneTimeToken(
  db: DbOrTx,
  raw: string,
  purpose: Purpose,
  now: Temporal.Instant,
): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: toDate(now) })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hash(raw)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, toDate(now)),
      ),
    )
    .returning({ playerId: oneTimeTokens.playerId });
  return row?.playerId ?? null;
}
