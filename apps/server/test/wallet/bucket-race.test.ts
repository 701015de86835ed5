import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { postLedgerEntry, readWallet } from "../../src/wallet/ledger";
import { build, call, loginAs, type TestApp } from "../helper";
import { FOUR_BOARDS, nextDrawNumber, saturday } from "../play/play-fixtures";
import { readyBankAccount } from "./bank-account-support";
import { auditLedger } from "./ledger-audit";
import { creditWinnings } from "./winnings";

// Purchases and withdrawals of one player racing over two servers on one database (PGlite, or
// PostgreSQL under test:pg): whatever the order, no bucket goes below zero, purchases spend the
// deposited money before any winnings, and withdrawals only ever take winnings.
const TICKET = 340;
const DEPOSITED = 1_000;
const WINNINGS = 3_000;
const WITHDRAWAL = 1_000;

let app: TestApp;
let twin: TestApp;
beforeAll(async () => {
  app = await build();
  twin = await build({ twinOf: app });
}, 120_000);
afterAll(async () => {
  await twin?.close();
  await app?.close();
});

describe("purchases and withdrawals racing over two servers", () => {
  it("never take a bucket below zero and spend deposited money first", async () => {
    const auth = await loginAs(app);
    const start = await readWallet(app.db, DEMO_PLAYER_ID);
    // Down to $10 of deposited money (as a closure refund takes it), then a $30 prize.
    await app.db.transaction((tx) =>
      postLedgerEntry(tx, {
        playerId: DEMO_PLAYER_ID,
        kind: "deposit_refund",
        amount: -(start.balance - DEPOSITED),
        reference: "test-refund",
      }),
    );
    await creditWinnings(app.db, DEMO_PLAYER_ID, WINNINGS);
    await readyBankAccount(app, auth);
    const drawNum = await nextDrawNumber(app, 5127);
    const post = (i: number, url: string, payload: object) =>
      call(i % 2 ? twin : app, {
        method: "POST",
        url: `/api/v1${url}`,
        payload,
        headers: { authorization: auth, "idempotency-key": `bucket-race-${url}-${i}` },
      });
    // Eight tickets ($27.20) and four withdrawals ($40) against $40 in all, interleaved: whatever the
    // order, some of each fit (the first purchase finds at least $10, the last withdrawal $12.80).
    const requests = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0
        ? post(i, "/user/withdrawals", { amount: WITHDRAWAL })
        : post(i, "/games/tickets-purchase", {
            tickets: [{ coupon: saturday(FOUR_BOARDS), cost: TICKET, draw_num: drawNum }],
          }),
    );
    const answers = await Promise.all(requests);
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
    const bought = answers.filter((a, i) => i % 3 !== 0 && a.body?.data?.status === "COMPLETED").length;
    const withdrawn = answers.filter((a, i) => i % 3 === 0 && a.status === 200).length;
    expect(bought).toBeGreaterThan(0);
    expect(withdrawn).toBeGreaterThan(0);
    const spent = bought * TICKET;
    const fromDeposited = Math.min(DEPOSITED, spent);
    expect(await readWallet(app.db, DEMO_PLAYER_ID)).toEqual({
      balance: DEPOSITED + WINNINGS - spent - withdrawn * WITHDRAWAL,
      winnings: WINNINGS - withdrawn * WITHDRAWAL - (spent - fromDeposited),
    });
    expect(await auditLedger(app.db, DEMO_PLAYER_ID)).toEqual([]);
  }, 120_000);
});
