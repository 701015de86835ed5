import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { deposits } from "../../src/db/schema/accounts";
import { braintreeGateways } from "../../src/payments/braintree";
import { reconcilePendingDeposits } from "../../src/wallet/deposit-reconcile";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { build, call, loginAs, type TestApp } from "../helper";
import { BraintreeFake, FAKE_NONCES } from "./braintree-fake";

// Deposits through the API with Braintree behind the adapters (the real SDK against the local fake):
// the browser's nonce is the card token, a saved card is Braintree's vaulted token, and a charge whose
// answer is lost stays pending until reconciliation finds it, then is credited once.
const fake = new BraintreeFake();
let app: TestApp;
let auth: string;
beforeAll(async () => {
  const environment = await fake.start();
  const settings = {
    environment: "sandbox" as const,
    merchantId: "merchant",
    publicKey: "public",
    privateKey: "private",
    merchantAccountId: "playonline_AUD",
  };
  const env = {
    BRAINTREE_ENVIRONMENT: settings.environment,
    BRAINTREE_MERCHANT_ID: settings.merchantId,
    BRAINTREE_PUBLIC_KEY: settings.publicKey,
    BRAINTREE_PRIVATE_KEY: settings.privateKey,
    BRAINTREE_MERCHANT_ACCOUNT_ID: settings.merchantAccountId,
  };
  app = await build({ env, adapters: braintreeGateways(settings, { environment, timeoutMs: 300 }) });
  auth = await loginAs(app);
});
afterEach(() => {
  fake.hang = null;
});
afterAll(async () => {
  await app?.close();
  await fake.close();
});

const post = (url: string, key: string, payload: Record<string, unknown>) =>
  call(app, { method: "POST", url, headers: { authorization: auth, "idempotency-key": key }, payload });

async function expectBalance(expected: number) {
  expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(expected);
  expect(await ledgerSum(app.db, DEMO_PLAYER_ID)).toBe(expected);
}

describe("deposits through Braintree", () => {
  it("the config says Braintree; the client token for Hosted Fields and PayPal comes from it", async () => {
    const config = await call(app, { method: "GET", url: "/api/v1/config" });
    expect(config.body.data.payment_gateway).toBe("braintree");
    const token = await call(app, {
      method: "GET",
      url: "/api/v1/user/paypal/client-token",
      headers: { authorization: auth },
    });
    expect(token.body.data.client_token).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
  });

  it("has no sandbox tokenisation route: cards are tokenised by Braintree's Hosted Fields", async () => {
    const res = await call(app, {
      method: "POST",
      url: "/sandbox-gateway/v1/tokens",
      payload: { number: "4111111111111111", expiry: "12/29", cvv: "123" },
    });
    expect(res.status).toBe(404);
  });

  it("a typed card is vaulted, charged once by deposit id, saved, and its saved token charges again", async () => {
    const before = await readBalance(app.db, DEMO_PLAYER_ID);
    const typed = await post("/api/v1/user/deposits/card", "bt-typed", {
      amount: 2_500,
      card_token: FAKE_NONCES.card,
      save_card: true,
    });
    expect(typed.status).toBe(200);
    expect(fake.salesOf(typed.body.data.deposit_id)).toEqual([
      expect.objectContaining({ amount: "25.00", status: "submitted_for_settlement" }),
    ]);
    const cards = await call(app, {
      method: "GET",
      url: "/api/v1/user/cards",
      headers: { authorization: auth },
    });
    const saved = cards.body.data.find((c: { formatted_number: string }) =>
      c.formatted_number.endsWith("1111"),
    );
    expect(saved).toMatchObject({ type: "Visa", expiry: "12/29" });

    const again = await post("/api/v1/user/deposits/card", "bt-saved", { amount: 1_000, card_id: saved.id });
    expect(again.status).toBe(200);
    expect(fake.salesOf(again.body.data.deposit_id)[0]?.cardToken).toMatch(/^tok/);
    const replay = await post("/api/v1/user/deposits/card", "bt-saved", { amount: 1_000, card_id: saved.id });
    expect(replay.body.data.deposit_id).toBe(again.body.data.deposit_id);
    expect(fake.salesOf(again.body.data.deposit_id)).toHaveLength(1);
    await expectBalance(before + 3_500);
  });

  it("PayPal: the Checkout nonce is charged; a decline is the R-ERRORS text", async () => {
    const before = await readBalance(app.db, DEMO_PLAYER_ID);
    expect(
      (await post("/api/v1/user/deposits/paypal", "bt-paypal", { amount: 1_200, nonce: FAKE_NONCES.paypal }))
        .status,
    ).toBe(200);
    const declined = await post("/api/v1/user/deposits/card", "bt-declined", {
      amount: 2_000,
      card_token: FAKE_NONCES.card,
    });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe("Your card was declined. Please try another card.");
    await expectBalance(before + 1_200);
  });

  it("a lost answer whose lookup fails too: 409, pending, then reconciliation credits the charge once", async () => {
    const before = await readBalance(app.db, DEMO_PLAYER_ID);
    const made = fake.transactions.length;
    fake.hang = /^\/transactions$/;
    const request = post("/api/v1/user/deposits/paypal", "bt-lost", {
      amount: 4_000,
      nonce: FAKE_NONCES.paypal,
    });
    await expect.poll(() => fake.transactions.length).toBe(made + 1);
    fake.hang = /^\/transactions/;
    const lost = await request;
    expect(lost.status).toBe(409);
    expect(lost.body.code).toBe("DEPOSIT_IN_PROGRESS");
    const [pending] = await app.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.playerId, DEMO_PLAYER_ID), eq(deposits.idempotencyKey, "bt-lost")));
    expect(pending?.status).toBe("pending");
    expect(fake.salesOf(pending!.id)).toHaveLength(1);
    await expectBalance(before);

    // Braintree still cannot be asked: the deposit waits, nothing else is held up.
    expect((await reconcilePendingDeposits(app.db, app.adapters, app.clock.now())).waiting).toBe(1);
    fake.hang = null;
    expect(await reconcilePendingDeposits(app.db, app.adapters, app.clock.now())).toMatchObject({
      completed: 1,
    });
    await expectBalance(before + 4_000);
    const replay = await post("/api/v1/user/deposits/paypal", "bt-lost", {
      amount: 4_000,
      nonce: FAKE_NONCES.paypal,
    });
    expect(replay.body.data.deposit_id).toBe(pending!.id);
    expect(fake.salesOf(pending!.id)).toHaveLength(1);
  });
});
