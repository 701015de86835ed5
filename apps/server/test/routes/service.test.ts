import { GeoCheckSchema, RemoteConfigSchema, ServiceStatusSchema } from "@lotto/api";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, call, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

describe("GET /config (R-ENTITIES Service status)", () => {
  it("answers the defaults with the outage flags absent", async () => {
    const res = await call(app, { method: "GET", url: "/api/v1/config" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        reset_password_coefficient: 100,
        minimum_deposit_amount: 1000,
        payment_gateway: "sandbox",
        // The VAPID public key browsers subscribe to pushes with: a P-256 point, base64url.
        push_public_key: expect.stringMatching(/^[\w-]{87}$/),
      },
      message: "OK",
    });
    v.parse(ServiceStatusSchema, res.body.data);
  });

  it("reports a configured outage", async () => {
    const outage = await build({ env: { GAMING_SYSTEM_OUTAGE: "true", MINIMUM_DEPOSIT_AMOUNT: "2000" } });
    const res = await call(outage, { method: "GET", url: "/api/v1/config" });
    expect(res.body.data).toMatchObject({ gaming_system_outage: true, minimum_deposit_amount: 2000 });
    await outage.close();
  });
});

describe("GET /geo-check", () => {
  it("answers Private for the loopback address of inject", async () => {
    const res = await call(app, { method: "GET", url: "/api/v1/geo-check" });
    expect(v.parse(GeoCheckSchema, res.body.data)).toEqual({ country_code: "Private" });
  });

  it("uses the default country for public addresses and a trusted proxy's header", async () => {
    const geo = await build({
      env: { GEO_DEFAULT_COUNTRY: "AU", GEO_COUNTRY_HEADER: "cf-ipcountry", TRUST_PROXY: "1" },
    });
    const pub = { "x-forwarded-for": "203.0.113.9" };
    expect(
      (await call(geo, { method: "GET", url: "/api/v1/geo-check", headers: pub })).body.data.country_code,
    ).toBe("AU");
    const nz = { ...pub, "cf-ipcountry": "nz" };
    expect(
      (await call(geo, { method: "GET", url: "/api/v1/geo-check", headers: nz })).body.data.country_code,
    ).toBe("NZ");
    await geo.close();
  });
});

describe("GET /remote-config", () => {
  it("serves every key of R-ENTITIES", async () => {
    const res = await call(app, { method: "GET", url: "/api/v1/remote-config" });
    const config = v.parse(RemoteConfigSchema, res.body.data);
    expect(config.outageMessage).toBe("Play Online is currently unavailable for maintenance.");
    // R-HOME: at most this many promo slides, one per promo game.
    expect(config.promoSliderMaxSlides).toBe(4);
  });
});

describe("unknown API paths", () => {
  it("answer JSON 404 with the spec text", async () => {
    const res = await call(app, { method: "GET", url: "/api/v1/nope" });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "NOT_FOUND", message: "Resource not found." });
  });
});
