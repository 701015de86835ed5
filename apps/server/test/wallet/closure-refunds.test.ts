import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { depositRefunds } from "../../src/db/schema/buckets";
import { sandboxCardCharges } from "../../src/payments/card-gateway";
import { postLedgerEntry, readWallet } from "../../src/wallet/ledger";
import { callOperator, cardToken, demoPlayerApp } from "../helper";
import { buy, FOUR_BOARDS, nextDrawNumber, saturday } from "../play/play-fixtures";
import { auditLedger } from "./ledger-audit";
import { creditWinnings } from "./winnings";

// Closing the account refunds the deposited money to the card each deposit came from, newest first
// until none is left; winnings are not refunded (they are the player's: with no bank account, listed).
const player = demoPlayerApp();

describe("closing the account", () => {
  it("refunds the deposited money to its cards, newest deposit first, and records each refund", async () => {
    const { app } = player;
    // The demo's opening money came from no payment method: out of the way first.
    const opening = await readWallet(app.db, DEMO_PLAYER_ID);
    await app.db.transaction((tx) =>
      postLedgerEntry(tx, {
        playerId: DEMO_PLAYER_ID,
        kind: "deposit_refund",
        amount: -opening.balance,
        reference: "test-opening",
      }),
    );
    const deposit = async (amount: number) =>
      (await player.send("POST", "/user/deposits/card", { amount, card_token: await cardToken(app) })).body
        .data.deposit_id as string;
    const older = await deposit(2000);
    app.testClock.advance({ minutes: 1 });
    const newer = await deposit(3000);
    const drawNum = await nextDrawNumber(app, 5127);
    expect(
      (await buy(app, player.auth, [{ coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: drawNum }])).status,
    ).toBe(200);
    await creditWinnings(app.db, DEMO_PLAYER_ID, 1200);

    const closed = await player.send("POST", "/user/close-account", { password: DEMO_PASSWORD });
    expect(closed.status).toBe(200);
    const rows = await app.db
      .select()
      .from(depositRefunds)
      .where(eq(depositRefunds.playerId, DEMO_PLAYER_ID));
    expect(rows.map((r) => [r.depositId, r.amount, r.status]).sort()).toEqual(
      [
        [newer, 3000, "refunded"],
        [older, 1660, "refunded"],
      ].sort(),
    );
    expect([sandboxCardCharges.refunded(newer), sandboxCardCharges.refunded(older)]).toEqual([3000, 1660]);
    // Only the winnings stay: the deposited money is gone, each refund one ledger debit.
    expect(await readWallet(app.db, DEMO_PLAYER_ID)).toEqual({ balance: 1200, winnings: 1200 });
    // With no bank account to pay them to, the winnings are listed for the operator.
    expect((await callOperator(app, "GET", "/refunds")).body.winnings).toEqual([
      expect.objectContaining({ player_id: DEMO_PLAYER_ID, amount: 1200 }),
    ]);
    expect(await auditLedger(app.db, DEMO_PLAYER_ID)).toEqual([]);
  });
});
