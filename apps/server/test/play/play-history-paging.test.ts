import { setTimeout } from "node:timers/promises";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { tickets } from "../../src/db/schema/play";
import { setPlayerLimit } from "../../src/wallet/limits";
import { build, call, loginAs, type TestApp } from "../helper";
import { buy, FOUR_BOARDS, money, nextDrawNumber, saturday } from "./play-fixtures";

// One paid $3.40 ticket never appeared while paging through the history after a purchase race on two
// servers: pages were ordered by purchase time alone, and tickets bought in the same instant came in
// a different order on each page's query. Pages are now ordered by a unique key.
const env = { JWT_SECRET: "one-secret-for-both-servers-of-this-test" };
let first: TestApp;
let second: TestApp;
let auth: string;
beforeAll(async () => {
  first = await build({ env });
  second = await build({ env, twinOf: first });
  auth = await loginAs(first);
  await first.db.transaction((tx) => setPlayerLimit(tx, DEMO_PLAYER_ID, 1_000_000, first.testClock.now()));
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

interface Line {
  cpnId: string;
  cost: number;
  status: number;
}

/** Every page of the history, each read from one of the two servers in turn. */
async function allPages(): Promise<Line[]> {
  const lines: Line[] = [];
  for (let page = 1; ; page++) {
    const res = await call(page % 2 === 0 ? second : first, {
      method: "GET",
      url: `/api/v1/user/play-history?page=${page}`,
      headers: { authorization: auth },
    });
    expect(res.status).toBe(200);
    lines.push(...res.body.data.results);
    if (page >= res.body.data.total_pages) return lines;
  }
}

describe("play history paging (docs/security.md Stable play history)", () => {
  it("after a purchase race on two servers every ticket appears exactly once and the costs add up", async () => {
    const next = await nextDrawNumber(first, 5127);
    const ticket = { coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: next };
    const before = await money(first);
    // All in one instant (the shared test clock): only a unique key can order them.
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        await setTimeout(i % 7);
        return buy(i % 2 === 0 ? first : second, auth, Array(1 + (i % 3)).fill(ticket));
      }),
    );
    expect(answers.every((a) => a.status === 200 && a.body.data.status === "COMPLETED")).toBe(true);
    const after = await money(first);
    expect(after.ledger).toBe(after.balance);

    const lines = await allPages();
    const ids = lines.map((line) => line.cpnId);
    const stored = await first.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.playerId, DEMO_PLAYER_ID));
    expect(ids.length).toBe(stored.length);
    expect(new Set(ids)).toEqual(new Set(stored.map((row) => row.id)));
    const bought = answers.reduce((sum, _, i) => sum + (1 + (i % 3)) * 340, 0);
    const paid = lines.filter((line) => line.status !== 101).reduce((sum, line) => sum + line.cost, 0);
    expect(before.balance - after.balance).toBe(bought);
    expect(paid).toBeGreaterThanOrEqual(bought);
  });

  it("property: any purchases in a few instants page as one total order, newest first, each ticket once", async () => {
    const next = await nextDrawNumber(first, 5127);
    const ticket = { coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: next };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.boolean()), { minLength: 1, maxLength: 12 }),
        async (plan) => {
          await Promise.all(
            plan.map(([count, onSecond]) => buy(onSecond ? second : first, auth, Array(count).fill(ticket))),
          );
          first.testClock.advance({ seconds: plan.length % 2 });
          const lines = await allPages();
          const ids = lines.map((line) => line.cpnId);
          expect(new Set(ids).size).toBe(ids.length);
          const rows = await first.db
            .select({
              id: tickets.id,
              at: tickets.createdAt,
              group: tickets.groupId,
              position: tickets.position,
            })
            .from(tickets)
            .where(eq(tickets.playerId, DEMO_PLAYER_ID));
          const expected = rows
            .sort((a, b) =>
              a.at !== b.at
                ? String(b.at) < String(a.at)
                  ? -1
                  : 1
                : a.group !== b.group
                  ? a.group < b.group
                    ? 1
                    : -1
                  : a.position - b.position,
            )
            .map((row) => row.id);
          expect(ids).toEqual(expected);
        },
      ),
      { numRuns: 8 },
    );
  });
});
