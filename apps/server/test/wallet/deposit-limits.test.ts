import { count } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { deposits } from "../../src/db/schema/accounts";
import { OPERATOR_TOKEN_HEADER } from "../../src/operator/operator-token";
import { readBalance } from "../../src/wallet/ledger";
import { build, call, cardToken, loginAs, operatorToken, type TestApp } from "../helper";

// Deposit limits (docs/decisions.md "Deposit limits"): the player's own limit and the system's
// maximums, checked in the deposit's transaction; a smaller daily maximum here keeps the sums short.
let app: TestApp;
let auth: string;
beforeAll(async () => {
  app = await build({ env: { MAX_DEPOSIT_AMOUNT: "50000", MAX_DEPOSITS_PER_DAY: "80000" } });
  auth = await loginAs(app);
}, 120_000);
afterAll(() => app.close());

const send = (method: "GET" | "POST", url: string, payload?: object) =>
  call(app, {
    method,
    url: `/api/v1${url}`,
    headers: { authorization: auth },
    ...(payload === undefined ? {} : { payload }),
  });
const limits = async () => (await send("GET", "/user/deposit-limits")).body.data;
const setLimit = (limit: { period: string; amount: number } | null) =>
  send("POST", "/user/deposit-limits", { limit });
const depositCard = async (amount: number, number = "4111111111111111") =>
  send("POST", "/user/deposits/card", { amount, card_token: await cardToken(app, number) });
const depositCount = async () => (await app.db.select({ n: count() }).from(deposits))[0]?.n;
/** Moves the clock on; the session has long expired by then, so logs in again. */
const later = async (duration: Temporal.DurationLike | Temporal.Instant) => {
  app.testClock.current = duration instanceof Temporal.Instant ? duration : app.testClock.now().add(duration);
  auth = await loginAs(app);
};

describe("deposit limits", () => {
  it("starts with no limit of the player's own: the system's maximums apply", async () => {
    expect(await limits()).toEqual({
      limit: null,
      pending: null,
      remaining_in_period: null,
      remaining_today: 80_000,
      available_now: 50_000,
      system_maximum_deposit: 50_000,
      system_maximum_per_day: 80_000,
    });
  });

  it("refuses a deposit above the maximum per deposit, recording nothing", async () => {
    const [before, rows] = [await readBalance(app.db, DEMO_PLAYER_ID), await depositCount()];
    const res = await depositCard(50_001);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: "DEPOSIT_ABOVE_MAXIMUM",
      message: "The maximum deposit is $500.00.",
    });
    expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(before);
    expect(await depositCount()).toBe(rows);
  });

  it("applies a lower limit at once and refuses a deposit over it, telling what is left", async () => {
    const set = await setLimit({ period: "week", amount: 10_000 });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ limit: { period: "week", amount: 10_000 }, pending: null });
    expect((await depositCard(6_000)).status).toBe(200);
    const refused = await depositCard(5_000);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: "DEPOSIT_LIMIT_REACHED",
      message: "Your deposit limit is $100.00 a week. You can deposit $40.00 more this week.",
    });
    expect(await limits()).toMatchObject({ remaining_in_period: 4_000, available_now: 4_000 });
  });

  it("does not count a declined deposit", async () => {
    expect((await depositCard(4_000, "4000000000000002")).status).toBe(402);
    expect(await limits()).toMatchObject({ remaining_in_period: 4_000 });
  });

  it("holds a raise (and a shorter period) 7 days, then applies it", async () => {
    const raised = (await setLimit({ period: "week", amount: 20_000 })).body.data;
    expect(raised.limit).toEqual({ period: "week", amount: 10_000 });
    expect(raised.pending.limit).toEqual({ period: "week", amount: 20_000 });
    const inAWeek = app.testClock.now().add({ hours: 168 });
    expect(Temporal.Instant.from(raised.pending.effective_at).equals(inAWeek)).toBe(true);
    expect((await depositCard(5_000)).status).toBe(422);
    const daily = (await setLimit({ period: "day", amount: 1_000 })).body.data;
    expect(daily.limit).toEqual({ period: "week", amount: 10_000 });
    expect(daily.pending.limit).toEqual({ period: "day", amount: 1_000 });
    await later({ hours: 168 });
    expect(await limits()).toMatchObject({ limit: { period: "day", amount: 1_000 }, pending: null });
  });

  it("drops a pending change when a stricter one is set, and removes the limit only after 7 days", async () => {
    await setLimit({ period: "week", amount: 90_000 });
    const stricter = (await setLimit({ period: "month", amount: 1_000 })).body.data;
    expect(stricter).toMatchObject({ limit: { period: "month", amount: 1_000 }, pending: null });
    const removed = (await setLimit(null)).body.data;
    expect(removed.limit).toEqual({ period: "month", amount: 1_000 });
    expect(removed.pending.limit).toBeNull();
    await later({ hours: 168 });
    expect(await limits()).toMatchObject({ limit: null, pending: null, remaining_in_period: null });
  });

  it("refuses past the system's daily maximum, counting the Perth day from midnight", async () => {
    // Move to 23:00 Perth: the day's deposits so far are none.
    const now = app.testClock.now().toZonedDateTimeISO("Australia/Perth");
    await later(now.startOfDay().add({ hours: 23 }).toInstant());
    expect((await depositCard(50_000)).status).toBe(200);
    const refused = await depositCard(40_000);
    expect(refused.body).toMatchObject({
      code: "DEPOSIT_DAILY_MAXIMUM",
      message: "Deposits are limited to $800.00 a day. You can deposit $300.00 more today.",
    });
    await later({ hours: 1 });
    expect(await limits()).toMatchObject({ remaining_today: 80_000 });
    expect((await depositCard(40_000)).status).toBe(200);
  });

  it("counts a bank transfer, which is credited whatever the limit as the money has already arrived", async () => {
    expect((await setLimit({ period: "day", amount: 10_000 })).body.data.pending).toBeNull();
    const { reference } = (await send("GET", "/user/payment-details")).body.data;
    const credited = await call(app.operatorApp, {
      method: "POST",
      url: "/api/v1/payments/bank-credit",
      headers: { [OPERATOR_TOKEN_HEADER]: operatorToken(app) },
      payload: { channel: "bank_transfer", reference, amount: 12_000, transaction_id: "bt-limit" },
    });
    expect(credited.status).toBe(200);
    expect(await limits()).toMatchObject({ remaining_in_period: 0, available_now: 0 });
    expect((await depositCard(1_000)).body.message).toBe(
      "Your deposit limit is $100.00 a day. You can deposit $0.00 more today.",
    );
  });

  it("refuses hostile limit bodies with the contract's message, never a 5xx", async () => {
    for (const limit of [
      { period: "year", amount: 100 },
      { period: "week", amount: -1 },
      { period: "week", amount: 1.5 },
      { period: "week", amount: 100_000_001 },
      { period: "week" },
      "week",
    ]) {
      const res = await send("POST", "/user/deposit-limits", { limit });
      expect(res.status).toBe(400);
    }
    expect((await send("POST", "/user/deposit-limits", {})).status).toBe(400);
    const anonymous = await call(app, { method: "GET", url: "/api/v1/user/deposit-limits" });
    expect(anonymous.status).toBe(401);
  });
});
