/** A second active, funded player for isolation tests (IDOR, sessions), inserted directly. */
import { Temporal } from "temporal-polyfill";
import { hashSecret, normaliseAnswer } from "../src/accounts/passwords";
import { players, spendLimits, wallets } from "../src/db/schema/accounts";
import { toDate } from "../src/db/time";
import { postLedgerEntry } from "../src/wallet/ledger";
import type { TestApp } from "./helper";

/** Password of every player made by {@link addPlayer}. */
export const OTHER_PASSWORD = "Other-Player-2026";

/** Inserts an active player with $200 and returns its email (log in with {@link OTHER_PASSWORD}). */
export async function addPlayer(app: TestApp, id: string): Promise<string> {
  const email = `${id}@example.test`;
  const now = app.testClock.now();
  const [passwordHash, answerHash] = await Promise.all([
    hashSecret(OTHER_PASSWORD),
    hashSecret(normaliseAnswer("Perth")),
  ]);
  await app.db.transaction(async (tx) => {
    await tx.insert(players).values({
      id,
      email,
      passwordHash,
      firstname: "Other",
      lastname: "Player",
      dateOfBirth: "1985-03-03",
      mobile: "0400000001",
      address: { street: "2 Hay Street", suburb: "Perth", postcode: "6000", state: "WA" },
      status: "ACTIVE",
      securityQuestionId: 1,
      securityAnswerHash: answerHash,
      termsAccepted: true,
      privacyAccepted: true,
      productTourPrompted: true,
      passwordChangedAt: toDate(now),
      createdAt: toDate(now.subtract(Temporal.Duration.from({ hours: 1 }))),
    });
    await tx.insert(wallets).values({ playerId: id, balance: 0 });
    await tx.insert(spendLimits).values({ playerId: id, playerMax: null });
    await postLedgerEntry(tx, { playerId: id, kind: "deposit", amount: 20_000, reference: "test", at: now });
  });
  return email;
}
