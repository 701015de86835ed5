import { APP_TEXT, ERROR_CODE } from "@lotto/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { players } from "../../src/db/schema/accounts";
import { GEO_BYPASS_SECONDS, geoBypassPin } from "../../src/service/geo-bypass";
import { readBalance } from "../../src/wallet/ledger";
import { build, call, callOperator, cardToken, loginAs, type TestApp } from "../helper";
import { FOUR_BOARDS, nextDrawNumber, saturday } from "../play/play-fixtures";
import { signUpBody } from "../sign-up-body";

// docs/security.md "Geo on the server": the app's sign-up, deposits and purchases from outside
// Australia are refused by the server itself unless the PIN, checked here, earned a bypass token.
let app: TestApp;
let auth: string;
let next: number;
beforeAll(async () => {
  app = await build({ env: { TRUST_PROXY: "1", AUTH_RATE_LIMIT: "5" } });
  auth = await loginAs(app);
  next = await nextDrawNumber(app, 5127);
}, 120_000);
afterAll(() => app?.close());
// Each test starts with fresh rate-limit windows.
beforeEach(() => app.testClock.advance({ minutes: 1 }));

const APP = { "channel-id": "3" };
const US = { ...APP, "x-forwarded-for": "8.8.8.8" };
const AU = { ...APP, "x-forwarded-for": "203.2.218.214" };
let keys = 0;

const purchase = (headers: Record<string, string>) =>
  call(app, {
    method: "POST",
    url: "/api/v1/games/tickets-purchase",
    headers: { authorization: auth, ...headers },
    payload: { tickets: [{ coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: next }] },
  });
const cardDeposit = async (headers: Record<string, string>) =>
  call(app, {
    method: "POST",
    url: "/api/v1/user/deposits/card",
    headers: { authorization: auth, "idempotency-key": `geo-${++keys}`, ...headers },
    payload: { amount: 1_500, card_token: await cardToken(app) },
  });
const paypalDeposit = (headers: Record<string, string>) =>
  call(app, {
    method: "POST",
    url: "/api/v1/user/deposits/paypal",
    headers: { authorization: auth, "idempotency-key": `geo-${++keys}`, ...headers },
    payload: { amount: 1_500, nonce: "fake-paypal-one-time-nonce" },
  });
const signUp = (email: string, headers: Record<string, string>) =>
  call(app, {
    method: "POST",
    url: "/api/v1/user/register",
    headers,
    payload: signUpBody({ email }),
  });
const bypass = (pin: string, headers: Record<string, string> = US) =>
  call(app, { method: "POST", url: "/api/v1/geo-bypass", headers, payload: { pin } });

const expectGeoBlocked = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.status).toBe(403);
  expect(res.body.code).toBe(ERROR_CODE.geoBlocked);
  expect(res.body.message).toBe(`${APP_TEXT.geoBlocked} ${APP_TEXT.geoBlockedHelp}`);
};

describe("the app from outside Australia", () => {
  it("is refused sign-up, and no player is written", async () => {
    expectGeoBlocked(await signUp("abroad@example.test", US));
    const rows = await app.db.select().from(players).where(eq(players.email, "abroad@example.test"));
    expect(rows).toEqual([]);
    expect((await signUp("home@example.test", AU)).status).toBe(200);
  });

  it("is refused card and PayPal deposits and purchases, and no money moves", async () => {
    const before = await readBalance(app.db, DEMO_PLAYER_ID);
    expectGeoBlocked(await cardDeposit(US));
    expectGeoBlocked(await paypalDeposit(US));
    expectGeoBlocked(await purchase(US));
    expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(before);
  });

  it("goes through from Australia, from a private address, and on the web channel", async () => {
    expect((await purchase(AU)).status).toBe(200);
    expect((await purchase(APP)).status).toBe(200); // loopback: 'Private'
    expect((await cardDeposit({ ...US, "channel-id": "1" })).status).toBe(200);
  });
});

describe("POST /geo-bypass", () => {
  it("refuses a wrong PIN with its text and a malformed one by the contract", async () => {
    const wrong = await bypass("1234");
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: "GEO_PIN_WRONG", message: APP_TEXT.geoPinWrong });
    expect((await bypass("12ab")).status).toBe(400);
    expect((await bypass("1".repeat(13))).status).toBe(400);
  });

  it("answers a right PIN with a token that lets the app through until it expires", async () => {
    const right = await bypass("2468");
    expect(right.status).toBe(200);
    expect(right.body.data.expires_in).toBe(GEO_BYPASS_SECONDS);
    const token: string = right.body.data.geo_bypass_token;
    expect(token).not.toContain("2468");
    expect((await purchase({ ...US, "geo-bypass": token })).status).toBe(200);
    expect((await signUp("tester@example.test", { ...US, "geo-bypass": token })).status).toBe(200);
    // Tampered or made up: refused.
    const [expiry, signature] = token.split(".");
    expectGeoBlocked(await purchase({ ...US, "geo-bypass": `${Number(expiry) + 1}.${signature}` }));
    expectGeoBlocked(await purchase({ ...US, "geo-bypass": `${expiry}.${"A".repeat(43)}` }));
    expectGeoBlocked(await purchase({ ...US, "geo-bypass": "2468" }));
    app.testClock.advance({ seconds: GEO_BYPASS_SECONDS });
    auth = await loginAs(app); // the session ended long before the bypass
    expectGeoBlocked(await purchase({ ...US, "geo-bypass": token }));
  });

  it("takes a token signed by another server's secret for nothing", async () => {
    const other = await build({ env: { TRUST_PROXY: "1" } });
    try {
      const token = (
        await call(other, {
          method: "POST",
          url: "/api/v1/geo-bypass",
          headers: US,
          payload: { pin: "2468" },
        })
      ).body.data.geo_bypass_token;
      expectGeoBlocked(await purchase({ ...US, "geo-bypass": token }));
    } finally {
      await other.close();
    }
  });

  it("limits guesses per address, and across all addresses", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await bypass(String(1000 + i))).status);
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
    // The right PIN from the same address is refused too until the window passes.
    expect((await bypass("2468")).status).toBe(429);
    app.testClock.advance({ minutes: 1 });
    const spread: number[] = [];
    for (let i = 0; i < 6; i++)
      spread.push((await bypass(String(2000 + i), { "x-forwarded-for": `8.8.4.${i}` })).status);
    expect(spread).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it("checks the operator's PIN, which GET /remote-config never serves", async () => {
    const set = await callOperator(app, "POST", "/config/set", {
      key: "geoBlockingBypassPin",
      value: '"97531"',
    });
    expect(set.status).toBe(200);
    expect((await bypass("2468")).status).toBe(422);
    expect((await bypass("97531")).status).toBe(200);
    const config = await call(app, { method: "GET", url: "/api/v1/remote-config" });
    expect(config.body.data.geoBlockingBypassPin).toBe("");
    expect(JSON.stringify(config.body)).not.toContain("97531");
    const listed = await callOperator(app, "GET", "/config");
    expect(listed.body.served.geoBlockingBypassPin).toBe("");
    // A leading zero is part of the PIN.
    await callOperator(app, "POST", "/config/set", { key: "geoBlockingBypassPin", value: '"01357"' });
    expect((await bypass("1357")).status).toBe(422);
    expect((await bypass("01357")).status).toBe(200);
  });

  it("never honours the shipped PIN in production", async () => {
    const fresh = await build();
    try {
      expect(await geoBypassPin(fresh.db, false)).toBe("2468");
      expect(await geoBypassPin(fresh.db, true)).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
