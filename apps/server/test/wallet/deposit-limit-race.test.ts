import { setTimeout } from "node:timers/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import type { CardGateway } from "../../src/payments/card-gateway";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { build, call, cardToken, loginAs, type TestApp } from "../helper";

// Two servers on one database (on PostgreSQL two pools on one schema, as two processes): deposits
// racing over both never pass a deposit limit together. The gateway is slow, so each deposit is
// still pending (counted, not yet credited) while the others arrive.
let first: TestApp;
let second: TestApp;
let auth: string;
beforeAll(async () => {
  const env = { JWT_SECRET: "one-secret-for-both-servers-of-this-test", MAX_DEPOSITS_PER_DAY: "20000" };
  first = await build({ env });
  second = await build({ env, twinOf: first });
  auth = await loginAs(first);
  for (const app of [first, second]) {
    const sandbox: CardGateway = app.adapters.cardGateway;
    app.adapters.cardGateway = {
      ...sandbox,
      charge: async (token, amount, reference) => {
        await setTimeout(100);
        return sandbox.charge(token, amount, reference);
      },
    };
  }
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const depositOn = async (app: TestApp, amount: number) =>
  call(app, {
    method: "POST",
    url: "/api/v1/user/deposits/card",
    headers: { authorization: auth },
    payload: { amount, card_token: await cardToken(app) },
  });

/** Eight deposits of `amount` at once, alternating between the servers. */
const race = async (amount: number) => {
  const tokens = await Promise.all(Array.from({ length: 8 }, (_, i) => cardToken(i % 2 ? second : first)));
  return Promise.all(
    tokens.map((card_token, i) =>
      call(i % 2 ? second : first, {
        method: "POST",
        url: "/api/v1/user/deposits/card",
        headers: { authorization: auth },
        payload: { amount, card_token },
      }),
    ),
  );
};

it("lets through only what fits the player's weekly limit when deposits race on two servers", async () => {
  const set = await call(first, {
    method: "POST",
    url: "/api/v1/user/deposit-limits",
    headers: { authorization: auth },
    payload: { limit: { period: "week", amount: 10_000 } },
  });
  expect(set.status).toBe(200);
  const before = await readBalance(first.db, DEMO_PLAYER_ID);
  const answers = await race(3_000);
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses).toEqual([200, 200, 200, 422, 422, 422, 422, 422]);
  for (const refused of answers.filter((a) => a.status === 422)) {
    expect(refused.body.code).toBe("DEPOSIT_LIMIT_REACHED");
  }
  expect(await readBalance(first.db, DEMO_PLAYER_ID)).toBe(before + 9_000);
  expect(await ledgerSum(first.db, DEMO_PLAYER_ID)).toBe(before + 9_000);
  expect((await depositOn(second, 1_000)).status).toBe(200);
  expect((await depositOn(first, 1_000)).body.message).toBe(
    "Your deposit limit is $100.00 a week. You can deposit $0.00 more this week.",
  );
}, 60_000);

it("lets through only what fits the system's daily maximum when deposits race on two servers", async () => {
  await call(first, {
    method: "POST",
    url: "/api/v1/user/deposit-limits",
    headers: { authorization: auth },
    payload: { limit: null },
  });
  // The removal waits 7 days: the next Perth day, with nothing deposited yet, is further on still.
  first.testClock.advance({ hours: 8 * 24 });
  auth = await loginAs(first);
  const before = await readBalance(first.db, DEMO_PLAYER_ID);
  const answers = await race(6_000);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
  expect(answers.filter((a) => a.body.code === "DEPOSIT_DAILY_MAXIMUM")).toHaveLength(5);
  expect(await readBalance(first.db, DEMO_PLAYER_ID)).toBe(before + 18_000);
}, 60_000);
