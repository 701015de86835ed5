import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { CROWD_PLAYER_ID } from "../../src/draws/demo-history";
import { seedHistory } from "../../src/draws/history-seed";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { build, call, loginAs, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await build();
  await seedHistory(app.db, app.testClock.now(), 3, { tickets: true });
}, 120_000);
afterAll(async () => app?.close());

it("gives the seeded results real winners in the lower divisions and dividends from their sales", async () => {
  const res = await call(app, { method: "GET", url: "/api/v1/results?game_id=5127" });
  const results = res.body.data.results as { divisions: Record<string, { each: number; winners: number }> }[];
  expect(results).toHaveLength(3);
  // Random draws: a draw without any lower-division winner happens about once in a few hundred.
  let withWinners = 0;
  for (const result of results) {
    const lower = Object.entries(result.divisions).filter(([d]) => Number(d) >= 4);
    if (lower.some(([, d]) => d.winners > 0)) withWinners++;
    for (const [, d] of lower) if (d.winners > 0) expect(d.each).toBeGreaterThan(0);
  }
  expect(withWinners).toBeGreaterThanOrEqual(2);
});

it("gives the demo player a play history of wins and losses, paid through the ledger", async () => {
  const auth = await loginAs(app);
  const history = await call(app, {
    method: "GET",
    url: "/api/v1/user/play-history",
    headers: { authorization: auth },
  });
  const statuses = (history.body.data.results as { status: number }[]).map((r) => r.status);
  expect(statuses).toHaveLength(3);
  expect(statuses).toContain(7); // PAID: the Division 4 ticket
  expect(statuses.every((s) => s === 7 || s === 8)).toBe(true);
  for (const player of [DEMO_PLAYER_ID, CROWD_PLAYER_ID]) {
    expect(await readBalance(app.db, player)).toBe(await ledgerSum(app.db, player));
  }
});

it("writes the seeded history's outcomes for the demo player, read: old wins are no news", async () => {
  const auth = await loginAs(app);
  const list = await call(app, {
    method: "GET",
    url: "/api/v1/user/notifications",
    headers: { authorization: auth },
  });
  const outcomes = (list.body.data.notifications as { kind: string; read: boolean }[]).filter(
    (n) => n.kind === "won" || n.kind === "drawn",
  );
  expect(outcomes.map((n) => n.kind)).toContain("won");
  expect(outcomes.every((n) => n.read)).toBe(true);
  expect(list.body.data.unread).toBe(0);
});
