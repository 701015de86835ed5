import {
  CardsSchema,
  DepositResponseSchema,
  LimitsSchema,
  PaymentDetailsSchema,
  SANDBOX_CARD_TOKENS_PATH,
} from "@lotto/api";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DEMO_BALANCE } from "../../src/accounts/demo";
import { CARD_TOKEN_USED } from "../../src/wallet/cards";
import { ledgerSum } from "../../src/wallet/ledger";
import { call, cardToken, demoPlayerApp, loginAs } from "../helper";

const player = demoPlayerApp();

const get = (url: string) => player.send("GET", url);
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  player.send("POST", url, payload, headers);
const balance = async () => (await get("/user/balances")).body.data.current_balance as number;
/** A new card as the browser sends it: the gateway's single-use token. */
const newCard = (number: string, expiry?: string) => cardToken(player.app, number, expiry);

describe("balances and limits", () => {
  it("starts the demo player with $500 and the $1,000 system weekly maximum", async () => {
    expect(await balance()).toBe(DEMO_BALANCE);
    const limits = v.parse(LimitsSchema, (await get("/user/limits")).body.data);
    expect(limits).toMatchObject({
      online_remaining_spend_limit: 100_000,
      online_player_set_maximum_spend_limit: null,
      online_system_set_maximum_spend_limit: 100_000,
    });
  });

  it("applies a lower limit now and a raise only after 7 days", async () => {
    const lowered = await post("/user/limits", { amount: 20_000 });
    expect(lowered.body.data).toMatchObject({
      online_player_set_maximum_spend_limit: 20_000,
      online_remaining_spend_limit: 20_000,
    });
    const raised = await post("/user/limits", { amount: 50_000 });
    expect(raised.body.data).toMatchObject({
      online_player_set_maximum_spend_limit: 20_000,
      pending_player_set_maximum_spend_limit: 50_000,
      online_remaining_spend_limit: 20_000,
    });
    player.app.testClock.advance({ hours: 6 * 24 + 23 });
    player.auth = await loginAs(player.app); // the session is 720 s; time moved on by days
    expect((await get("/user/limits")).body.data.online_player_set_maximum_spend_limit).toBe(20_000);
    player.app.testClock.advance({ hours: 1 });
    player.auth = await loginAs(player.app);
    expect((await get("/user/limits")).body.data).toMatchObject({
      online_player_set_maximum_spend_limit: 50_000,
      pending_player_set_maximum_spend_limit: null,
    });
  });

  it("refuses a limit above the system maximum, zero and negative amounts", async () => {
    expect((await post("/user/limits", { amount: 100_001 })).status).toBe(422);
    for (const amount of [0, -5, 1.5, "100"])
      expect((await post("/user/limits", { amount })).status).toBe(400);
  });
});

describe("cards (R-ENTITIES Card; only brand, last four and expiry are kept)", () => {
  it("adds, lists, sets default and removes cards; the first card is the default", async () => {
    const visa = await post("/user/cards", { card_token: await newCard("4111111111111111") });
    expect(visa.body.data).toMatchObject({
      type: "Visa",
      formatted_number: "**** **** **** 1111",
      default: true,
      expired: false,
    });
    const mc = await post("/user/cards", { card_token: await newCard("5555555555554444") });
    expect(mc.body.data.default).toBe(false);
    const after = v.parse(CardsSchema, (await post(`/user/cards/${mc.body.data.id}/default`)).body.data);
    expect(after.map((c) => c.default)).toEqual([false, true]);
    const removed = await call(player.app, {
      method: "DELETE",
      url: `/api/v1/user/cards/${mc.body.data.id}`,
      headers: { authorization: player.auth },
    });
    expect(removed.status).toBe(200);
    const list = v.parse(CardsSchema, (await get("/user/cards")).body.data);
    expect(list).toHaveLength(1);
    expect(list[0]?.default).toBe(true);
    expect(JSON.stringify(list)).not.toContain("4111111111111111");
  });

  it("the gateway refuses a number failing Luhn; the API an expired card (422) and a used token (400)", async () => {
    const luhn = await call(player.app, {
      method: "POST",
      url: SANDBOX_CARD_TOKENS_PATH,
      payload: { number: "4111111111111112", expiry: "12/29", cvv: "123" },
    });
    expect(luhn.status).toBe(400);
    expect(luhn.body).toEqual({ code: "CARD_INVALID", message: "Card number is invalid." });
    expect(
      (await post("/user/cards", { card_token: await newCard("4111111111111111", "10/26") })).body.code,
    ).toBe("CARD_EXPIRED");
    const token = await newCard("4111111111111111");
    expect((await post("/user/cards", { card_token: token })).status).toBe(200);
    const again = await post("/user/cards", { card_token: token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(`card_token: ${CARD_TOKEN_USED}`);
    expect((await post("/user/cards", { card_token: "tok_made-up" })).status).toBe(400);
  });
});

describe("deposits (R-SERVER Money)", () => {
  it("credits an approved card deposit and keeps balance == ledger sum", async () => {
    const before = await balance();
    const res = await post("/user/deposits/card", {
      amount: 2_500,
      card_token: await newCard("4111111111111111"),
    });
    const data = v.parse(DepositResponseSchema, res.body.data);
    expect(data.current_balance).toBe(before + 2_500);
    expect(await ledgerSum(player.app.db, "demo-player")).toBe(await balance());
  });

  it("answers the same deposit for a repeated Idempotency-Key and credits once", async () => {
    const before = await balance();
    const body = { amount: 1_000, card_token: await newCard("4111111111111111") };
    const first = await post("/user/deposits/card", body, { "idempotency-key": "dep-1" });
    const second = await post("/user/deposits/card", body, { "idempotency-key": "dep-1" });
    expect(second.body.data.deposit_id).toBe(first.body.data.deposit_id);
    expect(await balance()).toBe(before + 1_000);
  });

  it.each([
    ["4000000000000002", "PAYMENT_DECLINED", "Your card was declined. Please try another card."],
    [
      "4000000000000119",
      "SERVICE_UNAVAILABLE",
      "We're currently experiencing issues with our payment service. Your card has not been charged. Please try again later.",
    ],
    ["4000000000000259", "EXTERNAL_FAILURE", "We're having trouble processing your request."],
  ])("test card %s fails with %s and writes nothing", async (number, code, message) => {
    const before = await balance();
    const res = await post("/user/deposits/card", {
      amount: 1_000,
      card_token: await newCard(number),
      save_card: true,
    });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code, message });
    expect(await balance()).toBe(before);
    expect(
      (await get("/user/cards")).body.data.some((c: { formatted_number: string }) =>
        c.formatted_number.endsWith(number.slice(-4)),
      ),
    ).toBe(false);
  });

  it("refuses below the $10 minimum, and PayPal uses its own wording", async () => {
    expect(
      (await post("/user/deposits/card", { amount: 999, card_token: await newCard("4111111111111111") }))
        .body,
    ).toMatchObject({
      code: "DEPOSIT_BELOW_MINIMUM",
      message: "The minimum deposit is $10.00.",
    });
    expect((await post("/user/deposits/paypal", { amount: 1_000, nonce: "fake-valid-nonce" })).status).toBe(
      200,
    );
    expect(
      (await post("/user/deposits/paypal", { amount: 1_000, nonce: "fake-unavailable-nonce" })).body.message,
    ).toBe(
      "We're currently experiencing issues with PayPal. Your PayPal account has not been charged. Please try again later.",
    );
  });

  it("pays with a saved card by id, and another player's card id is unknown", async () => {
    const [card] = (await get("/user/cards")).body.data as { id: string }[];
    expect((await post("/user/deposits/card", { amount: 1_000, card_id: card?.id })).status).toBe(200);
    expect((await post("/user/deposits/card", { amount: 1_000, card_id: "not-mine" })).status).toBe(404);
  });
});

describe("payment details and PayPal", () => {
  it("gives a stable BPAY reference with bank details and a client token", async () => {
    const details = v.parse(PaymentDetailsSchema, (await get("/user/payment-details")).body.data);
    expect(details.reference).toMatch(/^\d{10}$/);
    expect(details.bank_transfer.reference).toBe(details.reference);
    expect((await get("/user/paypal/client-token")).body.data.client_token).toMatch(/^sandbox_/);
  });
});

describe("self-exclusion (R-ROLES)", () => {
  it("sets selfExclusionFlag 1 and refuses deposits", async () => {
    expect((await post("/user/self-exclusion", { period: "3_MONTHS" })).status).toBe(200);
    expect((await get("/user/details")).body.data.selfExclusionFlag).toBe(1);
    const before = await balance();
    const res = await post("/user/deposits/card", {
      amount: 1_000,
      card_token: await newCard("4111111111111111"),
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("PLAYER_SELF_EXCLUDED");
    expect(await balance()).toBe(before);
  });
});
