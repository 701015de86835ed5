import { WITHDRAWAL_CODES, WithdrawalResultSchema, WithdrawalsSchema } from "@lotto/api";
import { BANK_ACCOUNT_TEXT } from "@lotto/core";
import { eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DEMO_BALANCE, DEMO_PASSWORD, DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { parseCli } from "../../src/cli-args";
import { players } from "../../src/db/schema/accounts";
import { toDate } from "../../src/db/time";
import { listPendingWithdrawals, operatorDecide } from "../../src/wallet/withdrawals";
import { call, callOperator, demoPlayerApp } from "../helper";
import { auditLedger } from "./ledger-audit";
import { creditWinnings } from "./winnings";

const player = demoPlayerApp();

const get = (url: string) => player.send("GET", url);
const send = player.send;
const withdraw = (amount: number, key?: string) =>
  send("POST", "/user/withdrawals", { amount }, key ? { "idempotency-key": key } : {});
const view = async () => v.parse(WithdrawalsSchema, (await get("/user/withdrawals")).body.data);
/** The prize the player wins before withdrawing: only it is withdrawable, not the demo deposit. */
const WINNINGS = 10_000;
const START = DEMO_BALANCE + WINNINGS;
const ACCOUNT = {
  bsb: "086-420",
  account_number: "1234 5678",
  account_name: "  Demo  Player ",
  password: DEMO_PASSWORD,
};

describe("bank account", () => {
  it("is needed before a withdrawal", async () => {
    expect(await view()).toMatchObject({
      current_balance: DEMO_BALANCE,
      withdrawable: 0,
      minimum: 1000,
      bank_account: null,
      withdrawals: [],
    });
    const refused = await withdraw(2000);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(WITHDRAWAL_CODES.noBankAccount);
  });

  it("refuses a bad BSB, account number and name with each field's text", async () => {
    const bad = await send("PUT", "/user/bank-account", {
      bsb: "12-34",
      account_number: "12",
      account_name: "",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      bsb: [BANK_ACCOUNT_TEXT.bsb],
      account_number: [BANK_ACCOUNT_TEXT.accountNumber],
      account_name: [BANK_ACCOUNT_TEXT.accountName],
    });
  });

  it("saves the account cleaned up and shows the number masked", async () => {
    const saved = await send("PUT", "/user/bank-account", ACCOUNT);
    expect(saved.status).toBe(200);
    expect(saved.body.data.bank_account).toEqual({
      bsb: "086-420",
      account_number_masked: "•••••678",
      account_name: "Demo Player",
      withdrawable_from: player.app.testClock
        .now()
        .add({ hours: 24 })
        .toString({ smallestUnit: "millisecond" }),
    });
    expect((await get("/user/bank-account")).body.data).toEqual(saved.body.data);
    // Its 24-hour wait (bank-account-change.test.ts) is ended by the operator for the tests below.
    expect(
      (await callOperator(player.app, "POST", "/bank-accounts/release", { player: DEMO_PLAYER_ID })).status,
    ).toBe(200);
  });
});

describe("withdrawals", () => {
  it("refuses deposited money: only winnings are withdrawable", async () => {
    const deposited = await withdraw(2000);
    expect([deposited.status, deposited.body.code, deposited.body.message]).toEqual([
      422,
      WITHDRAWAL_CODES.aboveWithdrawable,
      "You can withdraw up to $0.00 of winnings.",
    ]);
    await creditWinnings(player.app.db, DEMO_PLAYER_ID, WINNINGS);
    expect(await view()).toMatchObject({ current_balance: START, withdrawable: WINNINGS });
    expect((await get("/user/balances")).body.data).toEqual({
      current_balance: START,
      withdrawable_winnings: WINNINGS,
      deposited_balance: DEMO_BALANCE,
    });
  });

  it("refuses less than $10 and more than the winnings", async () => {
    const small = await withdraw(999);
    expect([small.status, small.body.code, small.body.message]).toEqual([
      422,
      WITHDRAWAL_CODES.belowMinimum,
      "The minimum withdrawal is $10.00.",
    ]);
    const large = await withdraw(WINNINGS + 1);
    expect([large.status, large.body.code, large.body.message]).toEqual([
      422,
      WITHDRAWAL_CODES.aboveWithdrawable,
      "You can withdraw up to $100.00 of winnings.",
    ]);
  });

  it("debits at once as pending, and a retried Idempotency-Key debits nothing more", async () => {
    const first = await withdraw(2000, "w-1");
    expect(first.status).toBe(200);
    const result = v.parse(WithdrawalResultSchema, first.body.data);
    expect(result.withdrawal).toMatchObject({
      amount: 2000,
      status: "pending",
      bank_account: "086-420 •••••678",
    });
    expect(result.current_balance).toBe(START - 2000);
    const again = await withdraw(2000, "w-1");
    expect(again.body.data.withdrawal.id).toBe(result.withdrawal.id);
    expect((await view()).current_balance).toBe(START - 2000);
  });

  it("cancels while pending, credited back, and only once", async () => {
    const { withdrawals } = await view();
    const id = withdrawals[0]?.id;
    const cancelled = await send("POST", `/user/withdrawals/${id}/cancel`);
    expect(cancelled.body.data.withdrawal.status).toBe("cancelled");
    expect(cancelled.body.data.current_balance).toBe(START);
    const twice = await send("POST", `/user/withdrawals/${id}/cancel`);
    expect([twice.status, twice.body.code]).toEqual([409, WITHDRAWAL_CODES.notPending]);
    expect((await send("POST", "/user/withdrawals/nope/cancel")).status).toBe(404);
  });

  it("is paid once by the operator; a paid one cannot be rejected or cancelled", async () => {
    const id = (await withdraw(3000, "w-2")).body.data.withdrawal.id as string;
    expect((await listPendingWithdrawals(player.app.db)).map((w) => [w.id, w.account_number])).toEqual([
      [id, "12345678"],
    ]);
    expect(await operatorDecide(player.app.db, id, "paid", null)).toMatchObject({
      status: "paid",
      already: false,
    });
    expect(await operatorDecide(player.app.db, id, "paid", null)).toMatchObject({
      status: "paid",
      already: true,
    });
    await expect(operatorDecide(player.app.db, id, "rejected", "late")).rejects.toThrow(
      /is paid, not pending/,
    );
    expect((await send("POST", `/user/withdrawals/${id}/cancel`)).status).toBe(409);
    expect((await view()).current_balance).toBe(START - 3000);
  });

  it("is credited back with its reason when the operator rejects it", async () => {
    const id = (await withdraw(1000)).body.data.withdrawal.id as string;
    await expect(operatorDecide(player.app.db, id, "rejected", " ")).rejects.toThrow(/reason is required/);
    expect(await operatorDecide(player.app.db, id, "rejected", "Account closed")).toMatchObject({
      status: "rejected",
      reason: "Account closed",
    });
    const list = (await get("/user/transactions?limit=2")).body.data.transactions;
    expect(list.map((t: { description: string; amount: number }) => [t.description, t.amount])).toEqual([
      ["Withdrawal rejected, credited back: Account closed", 1000],
      ["Withdrawal to 086-420 •••••678 (rejected)", -1000],
    ]);
    expect((await view()).current_balance).toBe(START - 3000);
  });

  it("stays open to a self-excluded player", async () => {
    const until = player.app.testClock.now().add(Temporal.Duration.from({ hours: 24 * 30 }));
    await player.app.db
      .update(players)
      .set({ selfExcludedUntil: toDate(until) })
      .where(eq(players.id, DEMO_PLAYER_ID));
    const res = await withdraw(1000);
    expect(res.status).toBe(200);
    expect((await get("/user/transactions")).status).toBe(200);
    await player.app.db
      .update(players)
      .set({ selfExcludedUntil: null })
      .where(eq(players.id, DEMO_PLAYER_ID));
  });

  it("is listed, paid and rejected through the operator endpoint the CLI calls", async () => {
    expect(parseCli(["withdrawals:reject", "--id", "W1", "--reason", "Closed"])).toEqual({
      command: "withdrawals:reject",
      flags: { id: "W1", reason: "Closed" },
    });
    expect(() => parseCli(["withdrawals:reject", "--id", "W1"])).toThrow(/usage/);
    expect(() => parseCli(["withdrawals:pay"])).toThrow(/usage/);
    const operator = (method: "GET" | "POST", url: string, payload?: object) =>
      callOperator(player.app, method, url, payload);
    const pending = (await operator("GET", "/withdrawals")).body.withdrawals as {
      id: string;
      amount: number;
    }[];
    expect(pending.map((w) => w.amount)).toEqual([1000]);
    const paid = await operator("POST", "/withdrawals/pay", { id: pending[0]?.id });
    expect(paid.body).toMatchObject({ status: "paid", already: false });
    expect((await operator("GET", "/withdrawals")).body.withdrawals).toEqual([]);
    const unknown = await operator("POST", "/withdrawals/reject", { id: "nope", reason: "x" });
    expect([unknown.status, unknown.body.message]).toEqual([400, "No withdrawal nope."]);
    // Only the operator listener serves it: the players' listener does not know it.
    const elsewhere = await call(player.app, { method: "GET", url: "/api/v1/operator/withdrawals" });
    expect(elsewhere.status).toBe(404);
    const anonymous = await call(player.app.operatorApp, {
      method: "GET",
      url: "/api/v1/operator/withdrawals",
    });
    expect(anonymous.status).toBe(401);
  });

  it("leaves the ledger audit clean", async () => {
    expect(await auditLedger(player.app.db, DEMO_PLAYER_ID)).toEqual([]);
  });
});
