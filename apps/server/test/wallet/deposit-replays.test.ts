import { setTimeout } from "node:timers/promises";
import { IDEMPOTENCY_KEY_MESSAGE } from "@lotto/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import type { CardGateway } from "../../src/payments/card-gateway";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { build, call, cardToken, loginAs, type TestApp } from "../helper";
import { FOUR_BOARDS, saturday } from "../play/play-fixtures";

// Two servers on one database (on PostgreSQL: two pools on one schema, as two processes). Replays of
// one deposit key spread over both must charge once and all get the first answer, never a 500.
let first: TestApp;
let second: TestApp;
let auth: string;
const charges: string[] = [];
/** The sandbox answers at once by default: a first request then finishes while replays are still arriving. */
let chargeDelayMs = 0;
beforeAll(async () => {
  const env = { JWT_SECRET: "one-secret-for-both-servers-of-this-test" };
  first = await build({ env });
  second = await build({ env, twinOf: first });
  auth = await loginAs(first);
  for (const app of [first, second]) {
    const sandbox: CardGateway = app.adapters.cardGateway;
    app.adapters.cardGateway = {
      ...sandbox,
      charge: async (token, amount, reference) => {
        charges.push(token);
        await setTimeout(chargeDelayMs);
        return sandbox.charge(token, amount, reference);
      },
    };
  }
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Each replay carries its own single-use token, as a browser retrying after tokenising again would. */
const deposit = async (app: TestApp, key: string, amount = 1_500) =>
  call(app, {
    method: "POST",
    url: "/api/v1/user/deposits/card",
    headers: { authorization: auth, "idempotency-key": key },
    payload: { amount, card_token: await cardToken(first) },
  });

describe("deposit Idempotency-Key (docs/security.md Idempotency keys)", () => {
  // On PostgreSQL a replay's record (wallet, then the deposit's key) and the first's completion
  // (deposit, then wallet) once deadlocked into 500s: a failure names every answer that was not 200.
  it.each([0, 100])(
    "100 concurrent replays over two servers (charge takes %i ms): one charge, one credit, every answer the first",
    async (delay) => {
      chargeDelayMs = delay;
      charges.length = 0;
      const key = `replayed-${delay}`;
      const before = await readBalance(first.db, DEMO_PLAYER_ID);
      const answers = await Promise.all(
        // Spread over ~100 ms, so replays also arrive while the first is finishing.
        Array.from({ length: 100 }, async (_, i) => {
          await setTimeout(i);
          return deposit(i % 2 === 0 ? first : second, key);
        }),
      );
      const odd = answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${JSON.stringify(a.body)}`);
      expect(odd, odd.join("\n")).toEqual([]);
      expect(new Set(answers.map((a) => a.body.data.deposit_id)).size).toBe(1);
      expect(charges).toHaveLength(1);
      expect(await readBalance(first.db, DEMO_PLAYER_ID)).toBe(before + 1_500);
      expect(await ledgerSum(second.db, DEMO_PLAYER_ID)).toBe(before + 1_500);
    },
  );

  it("refuses a key over 100 characters with the purchases' message, and charges nothing", async () => {
    charges.length = 0;
    const before = await readBalance(first.db, DEMO_PLAYER_ID);
    const shared = "k".repeat(100);
    const long = await deposit(first, `${shared}-first`);
    const alsoLong = await deposit(second, `${shared}-second`);
    for (const res of [long, alsoLong]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", message: IDEMPOTENCY_KEY_MESSAGE });
    }
    const purchase = await call(first, {
      method: "POST",
      url: "/api/v1/games/tickets-purchase",
      headers: { authorization: auth, "idempotency-key": `${shared}-first` },
      payload: { tickets: [{ draw_num: 1, cost: 0, coupon: saturday(FOUR_BOARDS) }] },
    });
    expect(purchase.body.message).toBe(IDEMPOTENCY_KEY_MESSAGE);
    expect(charges).toHaveLength(0);
    const exact = await deposit(first, shared, 2_000);
    expect(exact.status).toBe(200);
    expect(await readBalance(first.db, DEMO_PLAYER_ID)).toBe(before + 2_000);
    expect(await ledgerSum(first.db, DEMO_PLAYER_ID)).toBe(before + 2_000);
  });
});
