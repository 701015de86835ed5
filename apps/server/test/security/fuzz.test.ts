import * as api from "@lotto/api";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, loginAs, type TestApp } from "../helper";

let app: TestApp;
let auth: string;
beforeAll(async () => {
  app = await build();
  auth = await loginAs(app);
});
afterAll(() => app.close());

/** Every accounts and wallet endpoint of the contract (the play ones are fuzzed in test/play). */
const endpoints: api.EndpointDef[] = [
  api.loginEndpoint,
  api.logoutEndpoint,
  api.checkCredentialsEndpoint,
  api.registerEndpoint,
  api.resendActivationEmailEndpoint,
  api.activateAccountEndpoint,
  api.getSecurityQuestionsEndpoint,
  api.getSecurityQuestionEndpoint,
  api.resetPasswordEndpoint,
  api.confirmPasswordResetEndpoint,
  api.changePasswordEndpoint,
  api.getUserDetailsEndpoint,
  api.updateDetailsEndpoint,
  api.updateFlagEndpoint,
  api.selfExcludeEndpoint,
  api.closeAccountEndpoint,
  api.requestCallbackEndpoint,
  api.getBalancesEndpoint,
  api.getLimitsEndpoint,
  api.setSpendLimitEndpoint,
  api.getCardsEndpoint,
  api.addCardEndpoint,
  api.setDefaultCardEndpoint,
  api.removeCardEndpoint,
  api.getPaymentDetailsEndpoint,
  api.depositByCardEndpoint,
  api.depositByPaypalEndpoint,
  api.getPaypalClientTokenEndpoint,
  api.getConfigEndpoint,
  api.geoCheckEndpoint,
  api.getRemoteConfigEndpoint,
  api.getFeedbackCoefficientEndpoint,
  api.feedbackPromptedEndpoint,
  api.shouldPromptFeedbackEndpoint,
  api.sendFeedbackEndpoint,
];

const hostileValue = fc.oneof(
  fc.anything({ withNullPrototype: false }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.constantFrom(
    -1,
    0,
    -0.5,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    "",
    " ",
    "' OR 1=1 --",
    "<script>",
    "\u0000",
  ),
);
const hostileBody = fc.oneof(
  hostileValue,
  fc.dictionary(
    fc.constantFrom("email", "amount", "card", "password", "username", "__proto__", "constructor", "version"),
    hostileValue,
  ),
);
const pathValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("..", "%00", "' or 1=1", "x".repeat(500)),
);

describe("fuzz: hostile bodies never cause a 5xx (issue 4 Tests)", () => {
  it("covers the accounts and wallet endpoints", () => {
    expect(endpoints).toHaveLength(35);
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          hostileBody,
          pathValue,
          fc.boolean(),
          fc.boolean(),
          async (body, param, withAuth, raw) => {
            const url = `/api/v1${endpoint.path.replace(/\{\w+\}/g, encodeURIComponent(param) || "x")}`;
            const payload =
              endpoint.method === "GET"
                ? undefined
                : raw
                  ? `{"broken": ${(JSON.stringify(body) ?? "x").slice(0, 50)}`
                  : JSON.stringify(body ?? null);
            const res = await app.inject({
              method: endpoint.method,
              url:
                endpoint.method === "GET" && typeof body === "object" && body
                  ? `${url}?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, JSON.stringify(v) ?? ""]))}`
                  : url,
              headers: { "content-type": "application/json", ...(withAuth ? { authorization: auth } : {}) },
              ...(payload === undefined ? {} : { payload }),
            });
            expect(res.statusCode, res.body).toBeLessThan(500);
            if (res.statusCode >= 400) expect(typeof res.json().message).toBe("string");
          },
        ),
        { numRuns: 25 },
      );
    });
  }
});
