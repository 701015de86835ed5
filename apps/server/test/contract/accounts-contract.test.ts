import * as api from "@lotto/api";
import { PASSWORD_TEXT } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../../src/accounts/demo";
import { cardToken } from "../helper";
import { servedClient } from "./in-process-fetch";

const served = servedClient();

// Every call parses its response with the contract schema inside `call`; a drift fails here.
describe("the @lotto/api client against the in-process server (accounts and wallet)", () => {
  it("public calls", async () => {
    expect(await api.getConfig(served.client)).toEqual({
      reset_password_coefficient: 100,
      minimum_deposit_amount: 1000,
      payment_gateway: "sandbox",
      push_public_key: expect.stringMatching(/^[\w-]{87}$/),
    });
    expect(await api.geoCheck(served.client)).toEqual({ country_code: "Private" });
    expect((await api.getRemoteConfig(served.client)).geoBlockingBypassPin).toBe("");
    expect(await api.getSecurityQuestions(served.client)).toHaveLength(5);
    expect((await api.checkCredentials(served.client, { body: { email: DEMO_EMAIL } })).available).toBe(
      false,
    );
    const question = await api.getSecurityQuestion(served.client, {
      body: { email_address: DEMO_EMAIL, date_of_birth: "1980-01-01" },
    });
    expect(question.security_question).toBe("What was the name of your first pet?");
    expect(
      (await api.resetPassword(served.client, { body: { email_address: "nobody@x.test" } })).message,
    ).toBe(PASSWORD_TEXT.resetRequestReceived);
    const reg = await api.register(served.client, {
      body: {
        email: "contract@x.test",
        password: "Contract-Test-1",
        firstname: "Con",
        lastname: "Tract",
        date_of_birth: "1985-02-03",
        mobile: "0400111222",
        address: { street: "1 St", suburb: "Perth", postcode: "6000", state: "WA" },
        security_question_id: 1,
        security_answer: "Rex",
        terms_and_conditions_accepted: true,
        privacy_policy_accepted: true,
      },
    });
    expect(reg.verification_status).toBe("passed");
    expect(await api.resendActivationEmail(served.client, { body: { email: "contract@x.test" } })).toEqual({
      ok: true,
    });
  });

  it("login, then every authenticated accounts and wallet call", async () => {
    const { token } = await api.login(served.client, {
      body: { username: DEMO_EMAIL, password: DEMO_PASSWORD, version: 2 },
    });
    served.client.setToken(token);
    expect((await api.getUserDetails(served.client)).playerId).toBe("demo-player");
    expect((await api.getBalances(served.client)).current_balance).toBe(50_000);
    expect((await api.getLimits(served.client)).online_remaining_spend_limit).toBe(100_000);
    expect(
      (await api.setSpendLimit(served.client, { body: { amount: 40_000 } }))
        .online_player_set_maximum_spend_limit,
    ).toBe(40_000);
    const added = await api.addCard(served.client, { body: { card_token: await cardToken(served.app) } });
    expect(await api.setDefaultCard(served.client, { params: { cardId: added.id } })).toHaveLength(1);
    expect(await api.getCards(served.client)).toHaveLength(1);
    const first = await api.depositByCard(served.client, {
      body: { amount: 1_000, card_id: added.id },
      headers: { "Idempotency-Key": "c-1" },
    });
    const again = await api.depositByCard(served.client, {
      body: { amount: 1_000, card_id: added.id },
      headers: { "Idempotency-Key": "c-1" },
    });
    expect(again).toEqual(first);
    expect(
      (await api.depositByPaypal(served.client, { body: { amount: 1_000, nonce: "fake-valid-nonce" } }))
        .current_balance,
    ).toBe(52_000);
    expect((await api.getPaymentDetails(served.client)).biller_code).toBe("654321");
    expect((await api.getPaypalClientToken(served.client)).client_token).toMatch(/^sandbox_/);
    expect(await api.removeCard(served.client, { params: { cardId: added.id } })).toEqual({ ok: true });
    expect(await api.updateFlag(served.client, { body: { product_tour_prompted: true } })).toEqual({
      ok: true,
    });
    expect((await api.updateDetails(served.client, { body: { firstname: "Dem" } })).userDtls.firstname).toBe(
      "Dem",
    );
    expect(
      (await api.getFeedbackCoefficient(served.client, { query: { version: "2" } })).coefficient.purchase,
    ).toBe(20);
    expect(
      (await api.shouldPromptFeedback(served.client, { query: { kind: "deposit" } })).should_prompt,
    ).toBe(true);
    expect(await api.feedbackPrompted(served.client, { body: { kind: "deposit" } })).toEqual({ ok: true });
    expect(await api.sendFeedback(served.client, { body: { rating: 4 } })).toEqual({ ok: true });
    expect(
      await api.requestCallback(served.client, { body: { phone: "0412345678", preferred_time: "evening" } }),
    ).toEqual({ ok: true });
  });

  it("maps server errors to R-ERRORS texts and ends the session on 401", async () => {
    const bad = await api
      .login(served.client, { body: { username: DEMO_EMAIL, password: "wrong-password", version: 2 } })
      .catch((e) => e);
    expect(bad).toBeInstanceOf(api.ApiError);
    expect(bad.code).toBe("INVALID_CREDENTIALS");
    const changes: (string | null)[] = [];
    served.client.subscribe((t) => changes.push(t));
    expect(await api.logout(served.client)).toEqual({ ok: true });
    const after = await api.getBalances(served.client).catch((e) => e);
    expect(after.message).toBe("Unauthorized request");
    expect(served.client.getToken()).toBeNull();
    expect(changes).toEqual([null]);
  });
});
