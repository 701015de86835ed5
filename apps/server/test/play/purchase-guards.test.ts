import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { purchaseGroups, tickets } from "../../src/db/schema/play";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { PlayerCannotPlayError } from "../../src/wallet/wallet-errors";
import { call, demoPlayerApp, loginAs } from "../helper";
import { addPlayer, OTHER_PASSWORD } from "../second-player";
import { buy, FOUR_BOARDS, money, nextDrawNumber, saturday } from "./play-fixtures";

let next: number;
const player = demoPlayerApp();
beforeAll(async () => {
  next = await nextDrawNumber(player.app, 5127);
});

/** Rows of the tables a purchase writes. */
const rows = async () =>
  Promise.all(
    [purchaseGroups, tickets, ledgerEntries].map(
      async (t) => (await player.app.db.select({ n: count() }).from(t))[0]?.n,
    ),
  );
const ticket = () => ({ coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: next });

describe("purchase by a self-excluded player (R-ROLES: self-excluded players cannot purchase)", () => {
  it("is refused with PLAYER_SELF_EXCLUDED and its text, and nothing is debited or written", async () => {
    await addPlayer(player.app, "excluded-buyer");
    const excludedAuth = await loginAs(player.app, "excluded-buyer@example.test", OTHER_PASSWORD);
    const excluded = await call(player.app, {
      method: "POST",
      url: "/api/v1/user/self-exclusion",
      payload: { period: "6_MONTHS" },
      headers: { authorization: excludedAuth },
    });
    expect(excluded.status).toBe(200);
    const balance = await readBalance(player.app.db, "excluded-buyer");
    const before = await rows();
    for (const key of [undefined, "excluded-key"]) {
      const res = await buy(player.app, excludedAuth, [ticket()], key);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: "PLAYER_SELF_EXCLUDED",
        message: new PlayerCannotPlayError().message,
        cause: { code: "PLAYER_SELF_EXCLUDED" },
      });
    }
    expect(await readBalance(player.app.db, "excluded-buyer")).toBe(balance);
    expect(await ledgerSum(player.app.db, "excluded-buyer")).toBe(balance);
    expect(await rows()).toEqual(before);
    const groups = await player.app.db
      .select()
      .from(purchaseGroups)
      .where(eq(purchaseGroups.playerId, "excluded-buyer"));
    expect(groups).toEqual([]);
  });
});

describe("concurrent purchases with one Idempotency-Key (R-SERVER: retries are safe)", () => {
  it("ten at once charge once and all answer the same group", async () => {
    const before = await money(player.app);
    const [groupsBefore] = await rows();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => buy(player.app, player.auth, [ticket()], "storm-key")),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => a.body.data.id));
    expect(ids.size).toBe(1);
    const after = await money(player.app);
    expect(after.balance).toBe(before.balance - 340);
    expect(after.ledger).toBe(after.balance);
    const [groupsAfter] = await rows();
    expect(groupsAfter).toBe((groupsBefore ?? 0) + 1);
    // A later retry with the key still answers that group and charges nothing.
    const late = await buy(player.app, player.auth, [ticket()], "storm-key");
    expect(late.body.data.id).toBe([...ids][0]);
    expect((await money(player.app)).balance).toBe(after.balance);
  });

  it("different keys at once are separate purchases", async () => {
    const before = await money(player.app);
    const answers = await Promise.all(
      ["k-a", "k-b", "k-c"].map((key) => buy(player.app, player.auth, [ticket()], key)),
    );
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(3);
    expect((await money(player.app)).balance).toBe(before.balance - 3 * 340);
  });
});
