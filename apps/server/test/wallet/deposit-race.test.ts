import { setTimeout } from "node:timers/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import type { CardGateway } from "../../src/payments/card-gateway";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { build, call, cardToken, loginAs, type TestApp } from "../helper";

let app: TestApp;
let auth: string;
const charges: string[] = [];
beforeAll(async () => {
  app = await build();
  auth = await loginAs(app);
  // A slow gateway that counts charges, so concurrent retries really overlap the first charge.
  const sandbox: CardGateway = app.adapters.cardGateway;
  app.adapters.cardGateway = {
    ...sandbox,
    charge: async (token, amount, reference) => {
      charges.push(token);
      await setTimeout(200);
      return sandbox.charge(token, amount, reference);
    },
  };
});
afterAll(() => app.close());

const depositCard = async (number: string, key: string) =>
  call(app, {
    method: "POST",
    url: "/api/v1/user/deposits/card",
    headers: { authorization: auth, "idempotency-key": key },
    payload: { amount: 1_500, card_token: await cardToken(app, number) },
  });

it("charges and credits once for 10 concurrent deposits with the same Idempotency-Key", async () => {
  const before = await readBalance(app.db, DEMO_PLAYER_ID);
  const answers = await Promise.all(Array.from({ length: 10 }, () => depositCard("4111111111111111", "k-1")));
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  expect(new Set(answers.map((a) => a.body.data.deposit_id)).size).toBe(1);
  expect(charges).toHaveLength(1);
  expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(before + 1_500);
  expect(await ledgerSum(app.db, DEMO_PLAYER_ID)).toBe(before + 1_500);
});

it("frees the key when the charge fails, so a retry with it can succeed", async () => {
  charges.length = 0;
  const before = await readBalance(app.db, DEMO_PLAYER_ID);
  const [declined, alsoDeclined] = await Promise.all([
    depositCard("4000000000000002", "k-2"),
    depositCard("4000000000000002", "k-2"),
  ]);
  expect([declined.status, alsoDeclined.status]).toEqual([402, 402]);
  expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(before);
  const retried = await depositCard("4111111111111111", "k-2");
  expect(retried.status).toBe(200);
  expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(before + 1_500);
});
