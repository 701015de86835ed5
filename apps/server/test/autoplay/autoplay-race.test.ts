import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { autoplayRuns } from "../../src/db/schema/autoplays";
import { purchaseGroups, tickets } from "../../src/db/schema/play";
import { runAutoplays } from "../../src/play/autoplay-job";
import { setPlayerLimit, weekSpend } from "../../src/wallet/limits";
import { build, call, loginAs, type TestApp } from "../helper";
import { buy, FOUR_BOARDS, money, nextDrawNumber, saturday } from "../play/play-fixtures";

// Two servers on one database, as behind a load balancer (PGlite: the same instance; PostgreSQL: two pools).
let first: TestApp;
let second: TestApp;
let auth: string;

beforeAll(async () => {
  const env = { JWT_SECRET: "one-secret-for-both-servers-of-this-test" };
  first = await build({ env });
  second = await build({ env, twinOf: first });
  auth = await loginAs(first);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe("autoplays racing (two instances, purchases by hand)", () => {
  it("buys each due autoplay exactly once per draw and never goes over the limit", async () => {
    const now = first.testClock.now();
    const spent = await weekSpend(first.db, DEMO_PLAYER_ID, now);
    // Room for six $3.40 tickets among the eight autoplays and eight purchases by hand racing for it.
    const limit = spent + 6 * 340 + 100;
    await first.db.transaction((tx) => setPlayerLimit(tx, DEMO_PLAYER_ID, limit, now));
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call(first, {
        method: "POST",
        url: "/api/v1/user/autoplays",
        headers: { authorization: auth },
        payload: { coupon: saturday(FOUR_BOARDS), trigger: { kind: "every-draw" }, draws: null },
      });
      expect(res.status).toBe(200);
      ids.push(res.body.data.id);
    }
    const next = await nextDrawNumber(first, 5127);
    const before = await money(first);
    const ticket = { coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: next };
    const [, answers] = await Promise.all([
      Promise.all([first, second, first, second].map((app) => runAutoplays(app.db, now))),
      Promise.all(Array.from({ length: 8 }, (_, i) => buy(i % 2 ? first : second, auth, [ticket]))),
    ]);
    const handBought = answers.filter((a) => a.body.data.status === "COMPLETED").length;

    // Each autoplay decided the draw once: one run row each, one ticket per bought run.
    const runs = await first.db.select().from(autoplayRuns).where(eq(autoplayRuns.drawNumber, next));
    expect(runs.map((r) => r.autoplayId).sort((a, b) => a - b)).toEqual(ids);
    const bought = runs.filter((r) => r.outcome === "bought");
    expect(runs.filter((r) => r.outcome === "skipped").every((r) => r.reason === "limit")).toBe(true);
    const groups = await first.db
      .select()
      .from(purchaseGroups)
      .where(like(purchaseGroups.idempotencyKey, "autoplay:%"));
    expect(groups.length).toBe(bought.length);
    const autoplayTickets = await first.db
      .select()
      .from(tickets)
      .where(inArray(tickets.groupId, groups.map((g) => g.id).concat("none")));
    expect(autoplayTickets.map((t) => t.id).sort()).toEqual(bought.map((r) => r.ticketId).sort());

    // Never over the limit: six tickets fit, and exactly six were bought between the job and the hand.
    expect(bought.length + handBought).toBe(6);
    expect(await weekSpend(first.db, DEMO_PLAYER_ID, now)).toBeLessThanOrEqual(limit);
    const after = await money(first);
    expect(after.balance).toBe(before.balance - 6 * 340);
    expect(after.ledger).toBe(after.balance);

    // Running again on either instance buys nothing more for this draw.
    expect(await runAutoplays(second.db, now)).toEqual({ bought: 0, skipped: 0 });
    expect(await runAutoplays(first.db, now)).toEqual({ bought: 0, skipped: 0 });
  });
});
