import * as api from "@lotto/api";
import { PASSWORD_TEXT } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { OPERATOR_TOKEN_HEADER } from "../../src/operator/operator-token";
import { call, operatorToken } from "../helper";
import { inProcessClient, servedClient } from "./in-process-fetch";

const served = servedClient();

const EMAIL = "lifecycle@x.test";
const FIRST_PASSWORD = "Lifecycle-Pass-1";
const RESET_PASSWORD = "Lifecycle-Pass-2";
const CHANGED_PASSWORD = "Lifecycle-Pass-3";

/** The token of the newest emailed link (the dev mailbox lists the outbox, newest first). */
async function latestLinkToken(): Promise<string> {
  const mailbox = await call(served.app, { method: "GET", url: "/dev/mailbox.json" });
  return new URL(mailbox.body[0].link as string).searchParams.get("token") as string;
}

async function loginWith(password: string) {
  const { token } = await api.login(served.client, { body: { username: EMAIL, password, version: 2 } });
  served.client.setToken(token);
}

// `call` parses every response with the endpoint's contract schema: a drift fails the test.
describe("the @lotto/api client over an account's whole life, against the in-process server", () => {
  it("activates, resets, changes password and question, self-excludes, gets a bank credit, closes", async () => {
    await api.register(served.client, {
      body: {
        email: EMAIL,
        password: FIRST_PASSWORD,
        firstname: "Life",
        lastname: "Cycle",
        date_of_birth: "1984-04-04",
        mobile: "0400222333",
        address: { street: "4 Hay St", suburb: "Perth", postcode: "6000", state: "WA" },
        security_question_id: 1,
        security_answer: "Rex",
        terms_and_conditions_accepted: true,
        privacy_policy_accepted: true,
      },
    });
    expect(await api.activateAccount(served.client, { body: { token: await latestLinkToken() } })).toEqual({
      ok: true,
    });
    const reused = await api
      .activateAccount(served.client, { body: { token: "not-a-token" } })
      .catch((e) => e);
    expect(reused).toBeInstanceOf(api.ApiError);

    expect(
      (await api.resetPassword(served.client, { body: { email_address: EMAIL, security_answer: "Rex" } }))
        .message,
    ).toBe(PASSWORD_TEXT.resetRequestReceived);
    expect(
      await api.confirmPasswordReset(served.client, {
        body: { reset_token: await latestLinkToken(), password: RESET_PASSWORD },
      }),
    ).toEqual({ ok: true });

    await loginWith(RESET_PASSWORD);
    expect(
      await api.changePassword(served.client, {
        body: { current_password: RESET_PASSWORD, new_password: CHANGED_PASSWORD },
      }),
    ).toEqual({ ok: true });
    expect(
      await api.changeSecurityQuestion(served.client, {
        body: { password: CHANGED_PASSWORD, security_question_id: 3, security_answer: "Fremantle" },
      }),
    ).toEqual({ ok: true });
    const wrong = await api
      .changePassword(served.client, { body: { current_password: "nope", new_password: "Another-Pass-4" } })
      .catch((e) => e);
    expect(wrong).toMatchObject({ code: "INVALID_PASSWORD" });

    const { reference } = await api.getPaymentDetails(served.client);
    expect(await api.selfExclude(served.client, { body: { period: "3_MONTHS" } })).toEqual({ ok: true });
    expect((await api.getUserDetails(served.client)).selfExclusionFlag).toBe(1);

    // The bank adapter's call through the same client, on the operator listener: refused while self-excluded.
    const bank = inProcessClient(served.app.operatorApp);
    const adapter = { headers: { [OPERATOR_TOKEN_HEADER]: operatorToken(served.app) } };
    const report = { channel: "bpay" as const, reference, amount: 3_000, transaction_id: "life-1" };
    const refused = await api.bankCredit(bank, { body: report, ...adapter }).catch((e) => e);
    expect(refused).toMatchObject({ code: api.BANK_CREDIT_CODES.selfExcluded });
    served.app.testClock.advance({ hours: 24 * 95 });
    await loginWith(CHANGED_PASSWORD);
    const credited = await api.bankCredit(bank, { body: report, ...adapter });
    expect(credited).toMatchObject({ amount: 3_000, duplicate: false });
    expect(await api.bankCredit(bank, { body: report, ...adapter })).toEqual({
      ...credited,
      duplicate: true,
    });
    expect((await api.getBalances(served.client)).current_balance).toBe(3_000);

    expect(await api.closeAccount(served.client, { body: { password: CHANGED_PASSWORD } })).toEqual({
      ok: true,
    });
    const closed = await api.getUserDetails(served.client).catch((e) => e);
    expect(closed).toBeInstanceOf(api.ApiError);
    expect(served.client.getToken()).toBeNull();
  });
});
