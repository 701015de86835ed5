import { deriveDrawNumbers, withdrawalProblemText } from "@lotto/core";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { forceDraw } from "../../src/draws/force-draw";
import { build, call, cardToken, loginAs, type TestApp, TestClock } from "../helper";
import { buy, nextDrawNumber, saturday } from "../play/play-fixtures";
import { readyBankAccount } from "./bank-account-support";
import { creditWinnings } from "./winnings";

// The transaction list, its paging and filters, and the monthly statement reconciling with it.
let app: TestApp;
let auth: string;
let drawNumber = 0;
beforeAll(async () => {
  app = await build({ clock: new TestClock(Temporal.Now.instant()) });
  auth = await loginAs(app);
}, 120_000);
afterAll(async () => app?.close());

interface Tx {
  id: string;
  date: string;
  type: string;
  description: string;
  amount: number;
  balance_after: number;
  winnings_after: number | null;
}

const get = (url: string) =>
  call(app, { method: "GET", url: `/api/v1${url}`, headers: { authorization: auth } });
const send = (method: "POST" | "PUT", url: string, payload?: object, headers: Record<string, string> = {}) =>
  call(app, { method, url: `/api/v1${url}`, payload, headers: { authorization: auth, ...headers } });
const page = async (query: string) =>
  (await get(`/user/transactions?${query}`)).body.data as { transactions: Tx[]; next_cursor: string | null };
const all = async (query = "") => (await page(`limit=100&${query}`)).transactions;
const deposit = async (amount: number, key: string) =>
  send(
    "POST",
    "/user/deposits/card",
    { amount, card_token: await cardToken(app) },
    { "idempotency-key": key },
  );

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("activity: deposit, buy, win, withdraw", () => {
  it("posts the entries the list then shows", async () => {
    expect((await deposit(5000, "d-1")).status).toBe(200);
    drawNumber = await nextDrawNumber(app, 5127);
    const seed = "71".repeat(32);
    const d = deriveDrawNumbers(5127, drawNumber, seed);
    const free = range(1, 45).filter((n) => !d.winning.includes(n) && !d.supplementary.includes(n));
    // Board A holds 4 winning numbers (Division 4: a small win credited at settlement).
    const boards = [
      [...d.winning.slice(0, 4), ...free.slice(0, 2)],
      free.slice(2, 8),
      free.slice(8, 14),
      free.slice(14, 20),
    ];
    expect(
      (await buy(app, auth, [{ coupon: saturday(boards), cost: 340, draw_num: drawNumber }])).status,
    ).toBe(200);
    expect(await forceDraw(app.db, 5127, app.testClock.now(), { seed })).not.toBeNull();
    await readyBankAccount(app, auth);
    // Only winnings are withdrawable: the draw's small prize and a $15 one, not the deposits.
    const prize = (await all("type=prize"))[0]?.amount ?? 0;
    await creditWinnings(app.db, DEMO_PLAYER_ID, 1500);
    const balances = (await get("/user/balances")).body.data;
    expect(balances.withdrawable_winnings).toBe(prize + 1500);
    expect(balances.deposited_balance).toBe(balances.current_balance - prize - 1500);
    const over = await send("POST", "/user/withdrawals", { amount: prize + 1501 });
    expect(over.body.message).toBe(withdrawalProblemText("above_withdrawable", prize + 1500));
    expect((await send("POST", "/user/withdrawals", { amount: 1500 })).status).toBe(200);
  });
});

describe("GET /user/transactions", () => {
  it("lists every entry newest first with descriptions and a running balance chain", async () => {
    const list = await all();
    expect(list.map((t) => t.type)).toEqual([
      "withdrawal",
      "prize",
      "prize",
      "purchase",
      "deposit",
      "deposit",
    ]);
    expect(list.map((t) => t.description)).toEqual([
      "Withdrawal to 086-420 •••••678 (pending)",
      "Prize: Cash 3 draw 9001",
      `Prize: Saturday Lotto draw ${drawNumber}`,
      `Tickets: Saturday Lotto draw ${drawNumber}`,
      "Deposit by card",
      "Opening balance",
    ]);
    // Winnings after each: none until the prizes, $15 of them withdrawn after.
    const prize = list[2]?.amount ?? 0;
    expect(list.map((t) => t.winnings_after)).toEqual([prize, prize + 1500, prize, 0, 0, 0]);
    for (const [i, t] of list.entries()) {
      const older = list[i + 1];
      expect(t.balance_after - t.amount).toBe(older ? older.balance_after : 0);
      expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(Number(list[0]?.id)).toBeGreaterThan(Number(list[1]?.id));
  });

  it("pages by cursor without skipping or repeating, even when entries arrive between pages", async () => {
    const before = await all();
    const first = await page("limit=2");
    expect(first.transactions).toEqual(before.slice(0, 2));
    await deposit(1000, "d-2"); // a newer entry lands while the player reads
    const seen = [...first.transactions];
    let cursor = first.next_cursor;
    while (cursor) {
      const next = await page(`limit=2&before=${cursor}`);
      seen.push(...next.transactions);
      cursor = next.next_cursor;
    }
    expect(seen).toEqual(before);
    expect((await all()).length).toBe(before.length + 1);
  });

  it("filters by type and by Perth date range", async () => {
    const list = await all();
    expect((await all("type=prize")).map((t) => t.id)).toEqual(
      list.filter((t) => t.type === "prize").map((t) => t.id),
    );
    expect(await all("type=claim")).toEqual([]);
    const day = list[0]?.date as string;
    expect((await all(`from_date=${day}&to_date=${day}`)).map((t) => t.id)).toEqual(
      list.filter((t) => t.date === day).map((t) => t.id),
    );
    expect(await all("to_date=2000-01-01")).toEqual([]);
    expect((await get("/user/transactions?type=bonus")).status).toBe(400);
    expect((await get("/user/transactions?before=abc")).status).toBe(400);
  });
});

describe("GET /user/statements/{month}", () => {
  it("is refused for a month that has not begun and a malformed one", async () => {
    const later = await get("/user/statements/2999-01");
    expect([later.status, later.body.message]).toEqual([
      422,
      "Statements are available for this month and earlier months.",
    ]);
    expect((await get("/user/statements/2026-13")).status).toBe(400);
  });

  it("covers the current month to date, its closing balance the balance now", async () => {
    const list = await all();
    const month = list[0]?.date.slice(0, 7);
    const s = (await get(`/user/statements/${month}`)).body.data;
    expect(s.closing_balance).toBe(list[0]?.balance_after);
    expect([s.opening_winnings, s.closing_winnings]).toEqual([0, list[0]?.winnings_after]);
    expect(list[0]?.winnings_after).toBeGreaterThan(0);
  });

  it("reconciles with the transaction list to the cent for every month with activity", async () => {
    app.testClock.advance({ hours: 24 * 40 });
    auth = await loginAs(app); // the session of 40 days ago has expired
    const list = await all();
    const months = [...new Set(list.map((t) => t.date.slice(0, 7)))];
    for (const month of months) {
      const s = (await get(`/user/statements/${month}`)).body.data;
      const [y, m] = month.split("-").map(Number) as [number, number];
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
      const inMonth = await all(`from_date=${month}-01&to_date=${month}-${last}`);
      const older = list.filter((t) => t.date < `${month}-01`);
      const sum = (types: string[]) =>
        inMonth.filter((t) => types.includes(t.type)).reduce((a, t) => a + t.amount, 0);
      expect(s.opening_balance).toBe(older.reduce((a, t) => a + t.amount, 0));
      expect(s.closing_balance).toBe(s.opening_balance + inMonth.reduce((a, t) => a + t.amount, 0));
      expect(s.closing_balance).toBe(inMonth[0]?.balance_after);
      expect(s.deposits).toBe(sum(["deposit"]));
      expect(s.spend).toBe(-sum(["purchase", "refund"]));
      expect(s.prizes).toBe(sum(["prize", "claim"]));
      expect(s.withdrawals).toBe(-sum(["withdrawal", "reversal"]));
      expect(s.net_result).toBe(s.prizes - s.spend);
      expect(s.transactions).toEqual([...inMonth].reverse());
    }
    const all2 = list.reduce((a, t) => a + t.amount, 0);
    expect(all2).toBe(list[0]?.balance_after);
    const spend = (await get(`/user/statements/${list.find((t) => t.type === "purchase")?.date.slice(0, 7)}`))
      .body.data;
    expect(spend.spend_by_game).toEqual([{ name: "Saturday Lotto", amount: 340 }]);
  });
});

describe("GET /user/spend-weeks", () => {
  it("shows 12 Perth weeks of net spend against the limit, and this week's remaining", async () => {
    const res = (await get("/user/spend-weeks")).body.data;
    expect(res.weeks).toHaveLength(12);
    expect(res.weeks.every((w: { limit: number }) => w.limit === 100_000)).toBe(true);
    const limits = (await get("/user/limits")).body.data;
    expect(res.remaining).toBe(limits.online_remaining_spend_limit);
    const total = res.weeks.reduce((a: number, w: { spend: number }) => a + w.spend, 0);
    expect(total).toBe(340); // the clock moved 40 days on: the purchase is in an earlier week
    expect(res.weeks.at(-1).spend).toBe(0);
  });
});
