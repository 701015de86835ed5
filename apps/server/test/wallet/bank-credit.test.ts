import { BANK_CREDIT_CODES } from "@lotto/api";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { deposits, ledgerEntries } from "../../src/db/schema/accounts";
import { bankCredits } from "../../src/db/schema/payments";
import { OPERATOR_TOKEN_HEADER } from "../../src/operator/operator-token";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { PlayerCannotPlayError } from "../../src/wallet/wallet-errors";
import { build, call, loginAs, operatorToken as serverTokenOf, type TestApp } from "../helper";
import { addPlayer, OTHER_PASSWORD } from "../second-player";

let app: TestApp;
let operatorToken: string;
let demoReference: string;
beforeAll(async () => {
  app = await build();
  operatorToken = serverTokenOf(app);
  demoReference = await referenceOf(await loginAs(app));
});
afterAll(() => app.close());

/** The reference a player is shown in their payment details (R-ENTITIES payment details). */
async function referenceOf(authorization: string): Promise<string> {
  const res = await call(app, {
    method: "GET",
    url: "/api/v1/user/payment-details",
    headers: { authorization },
  });
  expect(res.body.data.bank_transfer.reference).toBe(res.body.data.reference);
  return res.body.data.reference as string;
}

type Report = {
  channel: "bpay" | "bank_transfer";
  reference: string;
  amount: number;
  transaction_id: string;
};
const credit = (
  payload: unknown,
  headers: Record<string, string> = { [OPERATOR_TOKEN_HEADER]: operatorToken },
) =>
  call(app.operatorApp, {
    method: "POST",
    url: "/api/v1/payments/bank-credit",
    payload: payload as object,
    headers,
  });

/** Row counts a refused report must leave alone. */
const written = async () =>
  Promise.all(
    [deposits, bankCredits, ledgerEntries].map(
      async (t) => (await app.db.select({ n: count() }).from(t))[0]?.n,
    ),
  );
const balanced = async (playerId = DEMO_PLAYER_ID) =>
  expect(await readBalance(app.db, playerId)).toBe(await ledgerSum(app.db, playerId));

describe("POST /payments/bank-credit (docs/api.md; BPAY and bank transfer deposits)", () => {
  it("credits the wallet of the player with that reference", async () => {
    const before = await readBalance(app.db, DEMO_PLAYER_ID);
    const res = await credit({
      channel: "bpay",
      reference: demoReference,
      amount: 2_500,
      transaction_id: "bp-1",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 2_500, duplicate: false });
    expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(before + 2_500);
    await balanced();
  });

  it("a repeated transaction id is credited once and answers the first deposit; other details are a conflict", async () => {
    const report: Report = {
      channel: "bank_transfer",
      reference: demoReference,
      amount: 700,
      transaction_id: "bt-9",
    };
    const first = await credit(report);
    const balance = await readBalance(app.db, DEMO_PLAYER_ID);
    const again = await credit(report);
    expect(again.body.data).toEqual({ ...first.body.data, duplicate: true });
    expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(balance);
    const before = await written();
    expect(await credit({ ...report, amount: 701 })).toMatchObject({
      status: 409,
      body: { code: BANK_CREDIT_CODES.transactionConflict },
    });
    expect(await written()).toEqual(before);
    // The same id on the other channel is another bank's transaction.
    expect((await credit({ ...report, channel: "bpay" })).body.data.duplicate).toBe(false);
  });

  it("parallel reports of one transaction credit it once", async () => {
    const before = await readBalance(app.db, DEMO_PLAYER_ID);
    const report: Report = {
      channel: "bpay",
      reference: demoReference,
      amount: 1_111,
      transaction_id: "bp-par",
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => credit(report)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.data.deposit_id)).size).toBe(1);
    expect(answers.filter((a) => !a.body.data.duplicate)).toHaveLength(1);
    expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(before + 1_111);
    await balanced();
  });

  it("refuses an unknown reference, bad input and callers without the operator token; nothing written", async () => {
    const before = await written();
    const unknown = await credit({
      channel: "bpay",
      reference: "1234567897",
      amount: 500,
      transaction_id: "x-1",
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: BANK_CREDIT_CODES.unknownReference } });
    for (const bad of [
      { channel: "cash", reference: demoReference, amount: 500, transaction_id: "x-2" },
      { channel: "bpay", reference: "12345", amount: 500, transaction_id: "x-3" },
      { channel: "bpay", reference: demoReference, amount: -500, transaction_id: "x-4" },
      { channel: "bpay", reference: demoReference, amount: 5.5, transaction_id: "x-5" },
      { channel: "bpay", reference: demoReference, amount: 500 },
    ]) {
      const res = await credit(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    const valid = { channel: "bpay", reference: demoReference, amount: 500, transaction_id: "x-6" };
    expect((await credit(valid, {})).status).toBe(403);
    expect((await credit(valid, { [OPERATOR_TOKEN_HEADER]: "0".repeat(64) })).status).toBe(403);
    expect((await credit(valid, { authorization: await loginAs(app) })).status).toBe(403);
    const remote = await app.operatorApp.inject({
      method: "POST",
      url: "/api/v1/payments/bank-credit",
      payload: valid,
      headers: { [OPERATOR_TOKEN_HEADER]: operatorToken },
      remoteAddress: "203.0.113.9",
    });
    expect(remote.statusCode).toBe(403);
    // The players' listener does not serve it at all.
    const players = await app.inject({
      method: "POST",
      url: "/api/v1/payments/bank-credit",
      payload: valid,
      headers: { [OPERATOR_TOKEN_HEADER]: operatorToken },
    });
    expect(players.statusCode).toBe(404);
    expect(await written()).toEqual(before);
  });

  it("refuses a self-excluded player's payment (R-ROLES: no deposits) and credits it once the exclusion ends", async () => {
    await addPlayer(app, "excluded-payer");
    const authorization = await loginAs(app, "excluded-payer@example.test", OTHER_PASSWORD);
    const reference = await referenceOf(authorization);
    const excluded = await call(app, {
      method: "POST",
      url: "/api/v1/user/self-exclusion",
      payload: { period: "3_MONTHS" },
      headers: { authorization },
    });
    expect(excluded.status).toBe(200);
    const before = await written();
    const balance = await readBalance(app.db, "excluded-payer");
    const report: Report = { channel: "bank_transfer", reference, amount: 5_000, transaction_id: "bt-excl" };
    const refused = await credit(report);
    expect(refused).toMatchObject({
      status: 403,
      body: { code: BANK_CREDIT_CODES.selfExcluded, message: new PlayerCannotPlayError().message },
    });
    expect(await written()).toEqual(before);
    expect(await readBalance(app.db, "excluded-payer")).toBe(balance);
    app.testClock.advance({ hours: 93 * 24 });
    expect((await credit(report)).body.data.duplicate).toBe(false);
    expect(await readBalance(app.db, "excluded-payer")).toBe(balance + 5_000);
    await balanced("excluded-payer");
  });

  it("property: any sequence of reports credits each distinct transaction exactly once", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ id: fc.nat(4), amount: fc.integer({ min: 1, max: 90_000 }) }), {
          maxLength: 10,
        }),
        async (reports) => {
          run++;
          const before = await readBalance(app.db, DEMO_PLAYER_ID);
          const firstAmount = new Map<number, number>();
          for (const { id, amount } of reports) {
            const res = await credit({
              channel: "bpay",
              reference: demoReference,
              amount: firstAmount.get(id) ?? amount,
              transaction_id: `prop-${run}-${id}`,
            });
            expect(res.body.data.duplicate).toBe(firstAmount.has(id));
            if (!firstAmount.has(id)) firstAmount.set(id, amount);
          }
          const expected = [...firstAmount.values()].reduce((a, b) => a + b, 0);
          expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(before + expected);
          await balanced();
        },
      ),
      { numRuns: 20 },
    );
  });
});
