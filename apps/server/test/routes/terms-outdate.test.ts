import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL } from "../../src/accounts/demo";
import { build, call, callOperator, loginAs, operatorToken, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await build();
}, 120_000);
afterAll(async () => app?.close());

const outdate = (email: unknown, token = operatorToken(app)) =>
  callOperator(app, "POST", "/terms/outdate", { email }, token);

const details = async (auth: string) =>
  (await call(app, { method: "GET", url: "/api/v1/user/details", headers: { authorization: auth } })).body
    .data;

describe("operator: new terms to accept (R-ACCOUNT terms prompt)", () => {
  it("marks a player's terms and privacy policy outdated until they accept again", async () => {
    const auth = await loginAs(app);
    expect((await outdate(DEMO_EMAIL.toUpperCase())).status).toBe(200);
    expect(await details(auth)).toMatchObject({
      terms_and_conditions_accepted: false,
      privacy_policy_accepted: false,
    });
    const accepted = await call(app, {
      method: "POST",
      url: "/api/v1/user/update-flag",
      headers: { authorization: auth },
      payload: { terms_and_conditions_accepted: true, privacy_policy_accepted: true },
    });
    expect(accepted.status).toBe(200);
    expect(await details(auth)).toMatchObject({
      terms_and_conditions_accepted: true,
      privacy_policy_accepted: true,
    });
  });

  it("refuses without the token, and answers 400 or 404 for a bad or unknown email", async () => {
    expect((await outdate(DEMO_EMAIL, "")).status).toBe(401);
    expect((await outdate(42)).status).toBe(400);
    expect((await outdate("nobody@playonline.test")).status).toBe(404);
  });
});
