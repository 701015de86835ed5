import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { loadEnv } from "../../src/config/env";
import { withdrawalBatches } from "../../src/db/schema/runtime";
import { HttpError } from "../../src/http/http-error";
import { abaOriginator, abaReference } from "../../src/wallet/aba-export";
import { build, call, callOperator, loginAs, type TestApp } from "../helper";
import { parseAba } from "./aba-parse";
import { DEMO_ACCOUNT, putBankAccount, readyBankAccount } from "./bank-account-support";
import { creditWinnings } from "./winnings";

// Finance pays the approved withdrawals with one ABA file (docs/operations.md "Paying withdrawals"):
// the file parses back to exactly those payments, exporting pays them, and two exports racing on two
// instances pay each withdrawal once. Held withdrawals and those over the dual-control line stay.
let one: TestApp;
let two: TestApp;
let auth: string;
beforeAll(async () => {
  one = await build();
  two = await build({ twinOf: one });
  auth = await loginAs(one);
  await readyBankAccount(one, auth);
  await creditWinnings(one.db, DEMO_PLAYER_ID, 1_000_000);
}, 120_000);
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const withdraw = async (amount: number) => {
  const res = await call(one, {
    method: "POST",
    url: "/api/v1/user/withdrawals",
    payload: { amount },
    headers: { authorization: auth },
  });
  expect(res.status).toBe(200);
  return res.body.data.withdrawal as { id: string; status: string };
};
const statuses = async () => {
  const res = await call(one, {
    method: "GET",
    url: "/api/v1/user/withdrawals",
    headers: { authorization: auth },
  });
  return Object.fromEntries(
    (res.body.data.withdrawals as { id: string; status: string }[]).map((w) => [w.id, w.status]),
  );
};

describe("the ABA export of approved withdrawals", () => {
  it("is refused while nothing is approved", async () => {
    const none = await callOperator(one, "POST", "/withdrawals/aba");
    expect([none.status, none.body.code]).toEqual([409, "NO_APPROVED_WITHDRAWALS"]);
  });

  it("pays the approved batch once, however many exports race, and the file parses back to it", async () => {
    const first = await withdraw(2_500);
    one.testClock.advance({ seconds: 1 });
    const second = await withdraw(4_000);
    const large = await withdraw(500_001);
    // A withdrawal to an account in another name is held for the operator's check.
    expect((await putBankAccount(one, auth, { ...DEMO_ACCOUNT, account_name: "Someone Else" })).status).toBe(
      200,
    );
    await callOperator(one, "POST", "/bank-accounts/release", { player: DEMO_PLAYER_ID });
    const held = await withdraw(3_000);
    expect(held.status).toBe("held");

    const [a, b] = await Promise.all([
      callOperator(one, "POST", "/withdrawals/aba"),
      callOperator(two, "POST", "/withdrawals/aba"),
    ]);
    const won = a.status === 200 ? a : b;
    const lost = a.status === 200 ? b : a;
    expect([won.status, lost.status, lost.body.code]).toEqual([200, 409, "NO_APPROVED_WITHDRAWALS"]);
    expect(won.body).toMatchObject({
      payments: 2,
      total: 6_500,
      withdrawal_ids: [first.id, second.id],
      file_name: expect.stringMatching(/^withdrawals-2026-11-18-\d+\.aba$/),
    });
    const parsed = parseAba(won.body.aba);
    expect(parsed.payments).toEqual(
      [first, second].map((w, i) =>
        expect.objectContaining({
          bsb: "086-420",
          accountNumber: DEMO_ACCOUNT.account_number,
          accountName: DEMO_ACCOUNT.account_name,
          amount: [2_500, 4_000][i],
          reference: abaReference(w.id),
        }),
      ),
    );
    expect(parsed.total).toMatchObject({ net: 6_500, credit: 6_500, debit: 0, count: 2 });
    expect(parsed.header.date).toBe("181126");

    expect(await statuses()).toMatchObject({
      [first.id]: "paid",
      [second.id]: "paid",
      [large.id]: "pending",
      [held.id]: "held",
    });
    // Paid by the file: paying one again by hand changes nothing.
    const again = await callOperator(one, "POST", "/withdrawals/pay", { id: first.id });
    expect(again.body.already).toBe(true);
    const later = await callOperator(two, "POST", "/withdrawals/aba");
    expect(later.status).toBe(409);
    // The batch keeps its file and who exported it.
    const [batch] = await one.db.select().from(withdrawalBatches);
    expect(batch).toMatchObject({ id: won.body.batch_id, payments: 2, total: 6_500, file: won.body.aba });
    expect(batch?.createdBy).toEqual(expect.any(String));
  });

  it("needs the shop's bank details in production, and takes them from the environment", () => {
    expect(() => abaOriginator(loadEnv({ NODE_ENV: "production" }))).toThrow(HttpError);
    expect(
      abaOriginator(
        loadEnv({
          NODE_ENV: "production",
          ABA_BANK: "NAB",
          ABA_USER_NAME: "Play Online Pty Ltd",
          ABA_USER_ID: "654321",
          ABA_BSB: "083-004",
          ABA_ACCOUNT: "123456789",
          ABA_REMITTER: "PLAY ONLINE",
        }),
      ),
    ).toMatchObject({ bank: "NAB", userId: "654321", bsb: "083-004", accountNumber: "123456789" });
    expect(() => loadEnv({ ABA_USER_ID: "12345" })).toThrow(/ABA_USER_ID/);
  });
});
