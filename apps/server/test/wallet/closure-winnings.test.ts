import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { withdrawals } from "../../src/db/schema/withdrawals";
import { readWallet } from "../../src/wallet/ledger";
import { callOperator, demoPlayerApp } from "../helper";
import { readyBankAccount } from "./bank-account-support";
import { auditLedger } from "./ledger-audit";
import { creditWinnings } from "./winnings";

// Winnings left at closure are the player's: withdrawn in the closing transaction to their bank account
// once it can receive money (docs/decisions.md "Closed-loop wallet"), any amount, for the operator to pay.
const player = demoPlayerApp();

describe("closing an account with winnings and a bank account past its wait", () => {
  it("requests a withdrawal of all the winnings to that account", async () => {
    const { app } = player;
    await readyBankAccount(app, player.auth);
    await creditWinnings(app.db, DEMO_PLAYER_ID, 730);
    const before = await readWallet(app.db, DEMO_PLAYER_ID);

    expect((await player.send("POST", "/user/close-account", { password: DEMO_PASSWORD })).status).toBe(200);
    const [withdrawal] = await app.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.playerId, DEMO_PLAYER_ID));
    expect(withdrawal).toMatchObject({
      amount: before.winnings,
      status: "pending",
      accountNumber: "12345678",
    });
    expect((await readWallet(app.db, DEMO_PLAYER_ID)).winnings).toBe(0);
    const listed = await callOperator(app, "GET", "/withdrawals");
    expect(listed.body.withdrawals.map((w: { id: string }) => w.id)).toContain(withdrawal?.id);
    expect((await callOperator(app, "GET", "/refunds")).body.winnings).toEqual([]);
    expect(await auditLedger(app.db, DEMO_PLAYER_ID)).toEqual([]);
  });
});
