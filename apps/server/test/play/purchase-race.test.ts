import { describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { purchaseGroups } from "../../src/db/schema/play";
import { setPlayerLimit, weekSpend } from "../../src/wallet/limits";
import { demoPlayerApp } from "../helper";
import { buy, FOUR_BOARDS, money, nextDrawNumber, saturday } from "./play-fixtures";

const player = demoPlayerApp();

describe("100 parallel purchases against one player's weekly limit (R-SERVER race test)", () => {
  it("never exceeds the limit, never goes negative, and the ledger sum equals the balance", async () => {
    const now = player.app.testClock.now();
    await player.app.db.transaction((tx) => setPlayerLimit(tx, DEMO_PLAYER_ID, 10_000, now));
    const next = await nextDrawNumber(player.app, 5127);
    const before = await money(player.app);
    const ticket = { coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: next };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => buy(player.app, player.auth, [ticket])),
    );

    expect(answers.every((a) => a.status === 200)).toBe(true);
    const completed = answers.filter((a) => a.body.data.status === "COMPLETED").length;
    const failed = answers.filter((a) => a.body.data.status === "FAILED").length;
    // $100 limit / $3.40 a ticket = 29 tickets ($98.60); the other 71 are refused and not charged.
    expect([completed, failed]).toEqual([29, 71]);
    expect(await weekSpend(player.app.db, DEMO_PLAYER_ID, now)).toBe(29 * 340);
    const after = await money(player.app);
    expect(after.balance).toBe(before.balance - 29 * 340);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(after.ledger).toBe(after.balance);
    expect((await player.app.db.select().from(purchaseGroups)).length).toBe(100);
  });
});
