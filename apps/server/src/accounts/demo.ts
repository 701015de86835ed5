/** The demo player seeded on a new database (issue 4 Demo); `npm start` prints these. */
import { eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { players, spendLimits, wallets } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { postLedgerEntry } from "../wallet/ledger";
import { hashSecret, normaliseAnswer } from "./passwords";

/** Demo login email. */
export const DEMO_EMAIL = "demo@playonline.test";
/** Demo login password (meets spec §5). */
export const DEMO_PASSWORD = "Lucky-Numbers-2026";
/** The demo player's id. */
export const DEMO_PLAYER_ID = "demo-player";
/** The demo player's opening balance: $500. */
export const DEMO_BALANCE = 50_000;

/** Creates the active demo player with a funded wallet unless it exists; returns true if created. */
export async function seedDemoPlayer(db: Db, now: Temporal.Instant): Promise<boolean> {
  const [existing] = await db.select({ id: players.id }).from(players).where(eq(players.id, DEMO_PLAYER_ID));
  if (existing) return false;
  const [passwordHash, answerHash] = await Promise.all([
    hashSecret(DEMO_PASSWORD),
    hashSecret(normaliseAnswer("Rex")),
  ]);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(players)
      .values({
        id: DEMO_PLAYER_ID,
        email: DEMO_EMAIL,
        passwordHash,
        firstname: "Demo",
        lastname: "Player",
        dateOfBirth: "1980-01-01",
        mobile: "0400000000",
        address: { street: "1 Hay Street", suburb: "Perth", postcode: "6000", state: "WA" },
        status: "ACTIVE",
        securityQuestionId: 1,
        securityAnswerHash: answerHash,
        termsAccepted: true,
        privacyAccepted: true,
        productTourPrompted: false,
        passwordChangedAt: toDate(now),
        createdAt: toDate(now),
      })
      .onConflictDoNothing()
      .returning({ id: players.id });
    if (inserted.length === 0) return; // another process seeded it first
    await tx.insert(wallets).values({ playerId: DEMO_PLAYER_ID, balance: 0 });
    // Account setup is complete: the demo player plays under the system's weekly maximum.
    await tx.insert(spendLimits).values({ playerId: DEMO_PLAYER_ID, playerMax: null });
    await postLedgerEntry(tx, {
      playerId: DEMO_PLAYER_ID,
      kind: "deposit",
      amount: DEMO_BALANCE,
      reference: "demo-opening-balance",
      at: now,
    });
  });
  return true;
}
