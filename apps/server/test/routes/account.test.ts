import { UserDetailsSchema } from "@lotto/api";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../src/accounts/demo";
import { demoPlayerApp, loginAs } from "../helper";

const player = demoPlayerApp();

const get = (url: string) => player.send("GET", url);
const post = (url: string, payload?: object) => player.send("POST", url, payload);

describe("user details and flags (R-ENTITIES, R-STATES prompts)", () => {
  it("shows the demo player's details in the spec shape", async () => {
    const details = v.parse(UserDetailsSchema, (await get("/user/details")).body.data);
    expect(details).toMatchObject({
      playerId: "demo-player",
      pending_account_setup: false,
      should_prompt_password_change: false,
      product_tour_prompted: false,
      selfExclusionFlag: 0,
      userDtls: { firstname: "Demo", lastname: "Player" },
    });
  });

  it("sets product_tour_prompted and refuses an empty or unknown flag", async () => {
    expect((await post("/user/update-flag", { product_tour_prompted: true })).status).toBe(200);
    expect((await get("/user/details")).body.data.product_tour_prompted).toBe(true);
    expect((await post("/user/update-flag", {})).status).toBe(400);
    expect((await post("/user/update-flag", { selfExclusionFlag: 0 })).status).toBe(400);
  });

  it("updates name and address, refusing a bad mobile and huge strings", async () => {
    const res = await post("/user/update-details", {
      firstname: "Dee",
      address: { street: "3 Murray St", suburb: "Perth", postcode: "6000", state: "WA" },
    });
    expect(res.body.data.userDtls.firstname).toBe("Dee");
    expect((await post("/user/update-details", { mobile: "12345" })).body.message).toBe(
      "mobile: Mobile number must be 10 digits starting with 04.",
    );
    expect((await post("/user/update-details", { lastname: "x".repeat(10_000) })).status).toBe(400);
    expect((await get("/user/details")).body.data.userDtls.lastname).toBe("Player");
  });

  it("asks for a password change after a year", async () => {
    player.app.testClock.advance({ hours: 365 * 24 });
    player.auth = await loginAs(player.app);
    expect((await get("/user/details")).body.data.should_prompt_password_change).toBe(true);
  });
});

describe("change password", () => {
  it("needs the current password and a new valid one", async () => {
    const wrong = await post("/user/change-password", {
      current_password: "nope",
      new_password: "Fresh-Password-1",
    });
    expect(wrong).toMatchObject({ status: 422, body: { code: "INVALID_PASSWORD" } });
    expect(
      (await post("/user/change-password", { current_password: DEMO_PASSWORD, new_password: "weak" })).status,
    ).toBe(400);
    const ok = await post("/user/change-password", {
      current_password: DEMO_PASSWORD,
      new_password: "Fresh-Password-1",
    });
    expect(ok.status).toBe(200);
    expect((await get("/user/details")).body.data.should_prompt_password_change).toBe(false);
    player.auth = await loginAs(player.app, undefined, "Fresh-Password-1");
  });
});

describe("callback, feedback", () => {
  it("records a callback request and feedback; prompts at most once in 30 days", async () => {
    expect(
      (await post("/user/request-callback", { phone: "0412345678", preferred_time: "morning" })).status,
    ).toBe(200);
    expect((await post("/user/request-callback", { phone: "12", preferred_time: "noon" })).status).toBe(400);
    expect((await get("/feedback/coefficient?version=2")).body.data).toEqual({
      coefficient: { purchase: 20, deposit: 20 },
    });
    expect((await get("/feedback/should-prompt?kind=purchase")).body.data.should_prompt).toBe(true);
    expect((await post("/feedback/prompted", { kind: "purchase" })).status).toBe(200);
    expect((await get("/feedback/should-prompt?kind=purchase")).body.data.should_prompt).toBe(false);
    expect((await get("/feedback/should-prompt?kind=deposit")).body.data.should_prompt).toBe(true);
    expect((await post("/feedback", { rating: 5, comment: "Great" })).status).toBe(200);
    expect((await post("/feedback", { rating: 6 })).status).toBe(400);
  });
});

describe("close account", () => {
  it("needs the password, then the token and the login stop working", async () => {
    expect((await post("/user/close-account", { password: "wrong" })).status).toBe(422);
    expect((await post("/user/close-account", { password: "Fresh-Password-1" })).status).toBe(200);
    expect((await get("/user/details")).status).toBe(401);
    await expect(loginAs(player.app, undefined, "Fresh-Password-1")).rejects.toThrow(/401/);
  });
});
