/** The demo players seeded on a new database (not in production); `npm start` prints these. */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { players, spendLimits, wallets } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { postLedgerEntry } from "../wallet/ledger";
import { hashSecret, normaliseAnswer } from "./passwords";

/** Demo login email. */
export const DEMO_EMAIL = "demo@playonline.test";
/** Demo login password (meets R-VALIDATION). */
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

/** The demo in-store (PRS) account: its email leads the login overlay to upgrade-prs. */
export const DEMO_PRS = {
  id: "demo-prs-player",
  email: "instore@playonline.test",
  cardNumber: "600012345678",
  dateOfBirth: "1975-06-15",
} as const;

/**
 * Creates the demo in-store account unless it exists: registered at a retailer, so it has no password
 * anyone knows (a random one, hashed) and no security answer until it is upgraded online.
 */
export async function seedDemoPrsPlayer(db: Db, now: Temporal.Instant): Promise<void> {
  const [existing] = await db.select({ id: players.id }).from(players).where(eq(players.id, DEMO_PRS.id));
  if (existing) return;
  const unknowable = () => hashSecret(randomBytes(32).toString("hex"));
  const [passwordHash, answerHash] = await Promise.all([unknowable(), unknowable()]);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(players)
      .values({
        id: DEMO_PRS.id,
        email: DEMO_PRS.email,
        passwordHash,
        firstname: "Store",
        lastname: "Player",
        dateOfBirth: DEMO_PRS.dateOfBirth,
        mobile: "0400000001",
        address: { street: "2 Hay Street", suburb: "Perth", postcode: "6000", state: "WA" },
        status: "PRS",
        prsCardNumber: DEMO_PRS.cardNumber,
        securityQuestionId: 1,
        securityAnswerHash: answerHash,
        passwordChangedAt: toDate(now),
        createdAt: toDate(now),
      })
      .onConflictDoNothing()
      .returning({ id: players.id });
    if (inserted.length === 0) return;
    await tx.insert(wallets).values({ playerId: DEMO_PRS.id, balance: 0 });
  });
}
