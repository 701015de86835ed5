/**
 * Players of the purchase benchmark: one per connection, each with $1,000 and the system's weekly
 * maximum, so every connection buys for its own wallet and limit as real players do.
 */
import { SYSTEM_WEEKLY_SPEND_LIMIT } from "@lotto/core";
import { Temporal } from "temporal-polyfill";
import { DEMO_PASSWORD } from "../src/accounts/demo";
import { hashSecret } from "../src/accounts/passwords";
import type { Db } from "../src/db";
import { players, spendLimits, wallets } from "../src/db/schema/accounts";
import { toDate } from "../src/db/time";
import { ledgerSum, postLedgerEntry, readBalance } from "../src/wallet/ledger";
import { weekSpend } from "../src/wallet/limits";

/** Each bench player's opening balance: the system's weekly maximum. */
const OPENING_BALANCE = SYSTEM_WEEKLY_SPEND_LIMIT;

const playerId = (i: number) => `bench-player-${i}`;
/** The login email of bench player `i` (its password is the demo player's). */
export const benchEmail = (i: number) => `bench-${i}@playonline.test`;

/** Creates `count` active, funded bench players. */
export async function seedBenchPlayers(db: Db, count: number): Promise<void> {
  const now = Temporal.Now.instant();
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  for (let i = 0; i < count; i++) {
    await db.transaction(async (tx) => {
      await tx.insert(players).values({
        id: playerId(i),
        email: benchEmail(i),
        passwordHash,
        firstname: "Bench",
        lastname: `Player ${i}`,
        dateOfBirth: "1980-01-01",
        mobile: "0400000000",
        address: { street: "1 Hay Street", suburb: "Perth", postcode: "6000", state: "WA" },
        status: "ACTIVE",
        securityQuestionId: 1,
        securityAnswerHash: passwordHash,
        termsAccepted: true,
        privacyAccepted: true,
        productTourPrompted: true,
        passwordChangedAt: toDate(now),
        createdAt: toDate(now),
      });
      await tx.insert(wallets).values({ playerId: playerId(i), balance: 0 });
      await tx.insert(spendLimits).values({ playerId: playerId(i), playerMax: null });
      await postLedgerEntry(tx, {
        playerId: playerId(i),
        kind: "deposit",
        amount: OPENING_BALANCE,
        reference: "bench-opening-balance",
        at: now,
      });
    });
  }
}

/** What the bench players' money looks like after the run: any breach of the money rules is counted. */
export async function auditBenchPlayers(db: Db, count: number) {
  const now = Temporal.Now.instant();
  let spent = 0;
  let breaches = 0;
  for (let i = 0; i < count; i++) {
    const [balance, ledger, week] = await Promise.all([
      readBalance(db, playerId(i)),
      ledgerSum(db, playerId(i)),
      weekSpend(db, playerId(i), now),
    ]);
    spent += week;
    if (balance < 0 || balance !== ledger || week > SYSTEM_WEEKLY_SPEND_LIMIT) breaches++;
  }
  return { spent, breaches };
}
