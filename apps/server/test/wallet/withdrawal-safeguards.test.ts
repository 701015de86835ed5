import { WITHDRAWAL_CODES } from "@lotto/api";
import { BANK_ACCOUNT_SAFEGUARD_TEXT } from "@lotto/core";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_BALANCE, DEMO_EMAIL, DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { outbox } from "../../src/db/schema/accounts";
import { withdrawals } from "../../src/db/schema/withdrawals";
import { readBalance } from "../../src/wallet/ledger";
import { build, call, callOperator, loginAs, type TestApp } from "../helper";
import { DEMO_ACCOUNT, readyBankAccount } from "./bank-account-support";
import { auditLedger } from "./ledger-audit";
import { creditWinnings } from "./winnings";

const WINNINGS = 20_000;
const START = DEMO_BALANCE + WINNINGS;

// What a withdrawal request itself checks and tells (docs/decisions.md "Bank account changes"): the
// account's name, the email, and an Idempotency-Key reused for another withdrawal; on PGlite, or
// PostgreSQL under test:pg, with a twin server where requests race.
let app: TestApp;
let twin: TestApp;
let auth: string;
beforeAll(async () => {
  app = await build();
  twin = await build({ twinOf: app });
  auth = await loginAs(app);
  // Winnings to withdraw (only winnings are withdrawable).
  await creditWinnings(app.db, DEMO_PLAYER_ID, WINNINGS);
}, 120_000);
afterAll(async () => {
  await twin?.close();
  await app?.close();
});

const withdraw = (amount: number, key?: string, server: TestApp = app) =>
  call(server, {
    method: "POST",
    url: "/api/v1/user/withdrawals",
    payload: { amount },
    headers: { authorization: auth, ...(key ? { "idempotency-key": key } : {}) },
  });
const latestMail = async () =>
  (await app.db.select().from(outbox).where(eq(outbox.recipient, DEMO_EMAIL)).orderBy(desc(outbox.id)))[0];
const balance = () => readBalance(app.db, DEMO_PLAYER_ID);
const operatorList = async () =>
  (await callOperator(app, "GET", "/withdrawals")).body.withdrawals as Record<string, unknown>[];

describe("a withdrawal to an account in another name", () => {
  it("is not refused but held for the operator, shown held to the player", async () => {
    await readyBankAccount(app, auth, { ...DEMO_ACCOUNT, account_name: "Not The Player" });
    const res = await withdraw(1500);
    expect(res.status).toBe(200);
    expect(res.body.data.withdrawal).toMatchObject({ status: "held", hold: "name_mismatch", amount: 1500 });
    expect(res.body.data.current_balance).toBe(START - 1500);
  });

  it("is listed by withdrawals:list with the mismatch beside the player's name", async () => {
    expect(await operatorList()).toEqual([
      expect.objectContaining({
        amount: 1500,
        status: "held",
        held: "name mismatch",
        account_name: "Not The Player",
        player_name: "Demo Player",
        account_number: "12345678",
      }),
    ]);
  });

  it("is paid or rejected by the operator as any other, and can be cancelled by the player", async () => {
    const [held] = await operatorList();
    expect((await callOperator(app, "POST", "/withdrawals/pay", { id: held?.id })).body).toMatchObject({
      status: "paid",
      hold: "name_mismatch",
    });
    const second = (await withdraw(1000)).body.data.withdrawal.id;
    const rejected = await callOperator(app, "POST", "/withdrawals/reject", {
      id: second,
      reason: "Not theirs",
    });
    expect(rejected.body.status).toBe("rejected");
    const third = (await withdraw(1000)).body.data.withdrawal.id;
    const cancelled = await call(app, {
      method: "POST",
      url: `/api/v1/user/withdrawals/${third}/cancel`,
      headers: { authorization: auth },
    });
    expect(cancelled.body.data.withdrawal.status).toBe("cancelled");
    expect(await balance()).toBe(START - 1500);
    expect(await operatorList()).toEqual([]);
  });

  it("is pending as usual once the name matches, case and spacing aside", async () => {
    await readyBankAccount(app, auth, { ...DEMO_ACCOUNT, account_name: "  DEMO   player" });
    const res = await withdraw(1000);
    expect(res.body.data.withdrawal).toMatchObject({ status: "pending", hold: null });
  });
});

describe("every withdrawal request", () => {
  it("emails the player the amount, the masked account and the status", async () => {
    const mail = await latestMail();
    expect(mail?.subject).toBe("Withdrawal request: $10.00");
    expect(mail?.body).toContain("to withdraw $10.00 to the bank account 086-420 •••••678.");
    expect(mail?.body).toContain("Status: pending");
    expect(mail?.body).not.toContain("12345678");
    await readyBankAccount(app, auth, { ...DEMO_ACCOUNT, account_name: "Someone Else" });
    await withdraw(1200);
    expect((await latestMail())?.body).toContain(
      `Status: held for review. ${BANK_ACCOUNT_SAFEGUARD_TEXT.held.name_mismatch}`,
    );
  });
});

describe("an Idempotency-Key replayed", () => {
  it("with the same amount answers the first withdrawal; with another amount 409, debiting once", async () => {
    await readyBankAccount(app, auth);
    const before = await balance();
    const first = await withdraw(2000, "replay-1");
    expect(first.status).toBe(200);
    expect((await withdraw(2000, "replay-1", twin)).body.data.withdrawal.id).toBe(
      first.body.data.withdrawal.id,
    );
    const other = await withdraw(2500, "replay-1", twin);
    expect([other.status, other.body.code, other.body.message]).toEqual([
      409,
      WITHDRAWAL_CODES.keyReused,
      BANK_ACCOUNT_SAFEGUARD_TEXT.keyReused,
    ]);
    expect(await balance()).toBe(before - 2000);
  });

  it("after the bank account changed is 409 too: a replay never goes to another account", async () => {
    await readyBankAccount(app, auth, { ...DEMO_ACCOUNT, account_number: "99998888" });
    expect((await withdraw(2000, "replay-1")).body.code).toBe(WITHDRAWAL_CODES.keyReused);
  });

  it("racing with two amounts over two servers withdraws exactly once, the other amount 409", async () => {
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => withdraw(i % 2 ? 1000 : 3000, "replay-race", i % 3 ? app : twin)),
    );
    const rows = await app.db.select().from(withdrawals).where(eq(withdrawals.idempotencyKey, "replay-race"));
    expect(rows).toHaveLength(1);
    const won = rows[0]?.amount;
    answers.forEach((res, i) => {
      const amount = i % 2 ? 1000 : 3000;
      if (amount === won) expect(res.body.data.withdrawal.id).toBe(rows[0]?.id);
      else expect([res.status, res.body.code]).toEqual([409, WITHDRAWAL_CODES.keyReused]);
    });
    expect(await balance()).toBe(before - (won ?? 0));
    expect(await auditLedger(app.db, DEMO_PLAYER_ID)).toEqual([]);
  });
});
