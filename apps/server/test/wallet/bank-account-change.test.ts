import { WITHDRAWAL_CODES } from "@lotto/api";
import { BANK_ACCOUNT_SAFEGUARD_TEXT } from "@lotto/core";
import { desc, eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_BALANCE, DEMO_EMAIL, DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { parseCli } from "../../src/cli-args";
import { outbox } from "../../src/db/schema/accounts";
import { readBalance } from "../../src/wallet/ledger";
import { build, call, callOperator, loginAs, type TestApp } from "../helper";
import { DEMO_ACCOUNT, putBankAccount } from "./bank-account-support";
import { creditWinnings } from "./winnings";

const WINNINGS = 5_000;

// Adding or changing the bank account (docs/decisions.md "Bank account changes"): the password, an
// email, and a 24-hour wait before a withdrawal can go to it; on PGlite, or PostgreSQL under test:pg,
// with a twin server where requests race.
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

const mails = () =>
  app.db.select().from(outbox).where(eq(outbox.recipient, DEMO_EMAIL)).orderBy(desc(outbox.id));
const withdraw = (server: TestApp, amount: number) =>
  call(server, {
    method: "POST",
    url: "/api/v1/user/withdrawals",
    payload: { amount },
    headers: { authorization: auth },
  });
/** Moves the clock to `at` and logs in again (a session does not outlive the move). */
async function timeIs(at: Temporal.Instant) {
  app.testClock.current = at;
  auth = await loginAs(app);
}
const saved = async () =>
  (await call(app, { method: "GET", url: "/api/v1/user/bank-account", headers: { authorization: auth } }))
    .body.data.bank_account;

describe("adding a bank account asks for the password again", () => {
  it("refuses no password (400) and a wrong one (422 INVALID_PASSWORD), saving and sending nothing", async () => {
    const none = await call(app, {
      method: "PUT",
      url: "/api/v1/user/bank-account",
      payload: DEMO_ACCOUNT,
      headers: { authorization: auth },
    });
    expect(none.status).toBe(400);
    expect(none.body.errors.password).toBeDefined();
    const wrong = await putBankAccount(app, auth, DEMO_ACCOUNT, "not-my-password");
    expect([wrong.status, wrong.body.code]).toEqual([422, "INVALID_PASSWORD"]);
    expect(await saved()).toBeNull();
    expect(await mails()).toEqual([]);
  });

  it("saves it with the password and emails the player the masked account, when, and how to report it", async () => {
    const changedAt = app.testClock.now();
    const res = await putBankAccount(app, auth, DEMO_ACCOUNT);
    expect(res.status).toBe(200);
    const from = changedAt.add({ hours: 24 });
    expect(Temporal.Instant.from(res.body.data.bank_account.withdrawable_from).equals(from)).toBe(true);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.subject).toBe("Your bank account for withdrawals was changed");
    expect(mail?.body).toContain("086-420 •••••678");
    expect(mail?.body).not.toContain("12345678");
    expect(mail?.body).toContain("12:00 pm Wed 18 Nov 2026 (Perth time)");
    expect(mail?.body).toContain(BANK_ACCOUNT_SAFEGUARD_TEXT.report);
  });

  it("saving the same account again neither restarts the wait nor emails", async () => {
    const before = await saved();
    await timeIs(app.testClock.now().add({ hours: 1 }));
    expect((await putBankAccount(app, auth, DEMO_ACCOUNT)).status).toBe(200);
    expect(await saved()).toEqual(before);
    expect(await mails()).toHaveLength(1);
  });
});

describe("a bank account added or changed in the last 24 hours", () => {
  it("cannot receive a withdrawal, even two at once on two servers, until 24 hours have passed", async () => {
    const from = Temporal.Instant.from((await saved()).withdrawable_from);
    const answers = await Promise.all([withdraw(app, 2000), withdraw(twin, 2000)]);
    for (const res of answers) {
      expect([res.status, res.body.code, res.body.message]).toEqual([
        422,
        WITHDRAWAL_CODES.accountWaiting,
        BANK_ACCOUNT_SAFEGUARD_TEXT.waiting(from),
      ]);
    }
    expect(answers[0]?.body.message).toContain("from 12:00 pm Thu 19 Nov 2026 (Perth time).");
    await timeIs(from.subtract({ milliseconds: 1 }));
    expect((await withdraw(twin, 2000)).status).toBe(422);
    expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(DEMO_BALANCE + WINNINGS);
    await timeIs(from);
    expect((await withdraw(app, 2000)).status).toBe(200);
  });

  it("starts its wait again when the account changes, and the change is emailed", async () => {
    const changed = await putBankAccount(app, auth, { ...DEMO_ACCOUNT, account_number: "87654321" });
    expect(changed.status).toBe(200);
    expect((await mails())[0]?.body).toContain("086-420 •••••321");
    expect((await withdraw(app, 1000)).body.code).toBe(WITHDRAWAL_CODES.accountWaiting);
  });

  it("is released by the operator after confirming the change with the player (bank-accounts:release)", async () => {
    expect(parseCli(["bank-accounts:release", "--player", "P1"])).toEqual({
      command: "bank-accounts:release",
      flags: { player: "P1" },
    });
    expect(() => parseCli(["bank-accounts:release"])).toThrow(/usage/);
    const release = (payload: object) => callOperator(app, "POST", "/bank-accounts/release", payload);
    expect((await release({})).status).toBe(400);
    expect((await release({ player: "nobody" })).body.message).toBe("Player nobody has no bank account.");
    // By id or by email (any case), as customer services hear it.
    const released = await release({ player: DEMO_EMAIL.toUpperCase() });
    expect(released.status).toBe(200);
    expect(Temporal.Instant.from(released.body.withdrawable_from).equals(app.testClock.now())).toBe(true);
    expect((await withdraw(twin, 1000)).status).toBe(200);
    // Releasing again (no longer waiting) changes nothing.
    await timeIs(app.testClock.now().add({ minutes: 5 }));
    const again = await release({ player: DEMO_PLAYER_ID });
    expect(again.body.player_id).toBe(DEMO_PLAYER_ID);
    expect(again.body.withdrawable_from).toBe(released.body.withdrawable_from);
    const unauthorised = await call(app.operatorApp, {
      method: "POST",
      url: "/api/v1/operator/bank-accounts/release",
    });
    expect(unauthorised.status).toBe(401);
  });
});
