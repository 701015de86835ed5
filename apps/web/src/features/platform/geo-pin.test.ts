import { APP_TEXT } from "@lotto/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/testing/fake-api";
import { verifyGeoPin } from "./geo-pin";

afterEach(() => sessionStorage.clear());

const TOKEN = "1900000000.signature";
const server = (status: number) =>
  fakeApi({
    "POST /geo-bypass": (body) =>
      status !== 200
        ? { status, body: { code: "RATE_LIMITED", message: "Too many attempts." } }
        : (body as { pin: string }).pin === "2468"
          ? { body: { data: { geo_bypass_token: TOKEN, expires_in: 43_200 }, message: "OK" } }
          : { status: 422, body: { code: "GEO_PIN_WRONG", message: APP_TEXT.geoPinWrong } },
  });

describe("verifyGeoPin (R-SCREENS geo-blocked, checked by the server)", () => {
  it("keeps a right PIN's bypass for the session and hands it to the client for later calls", async () => {
    const { api } = server(200);
    const handed = vi.spyOn(api, "setGeoBypass");
    await expect(verifyGeoPin(api, "2468")).resolves.toBe(true);
    expect(handed).toHaveBeenCalledWith(TOKEN);
    expect(sessionStorage.getItem("geoBypass")).toBe(TOKEN);
  });

  it("answers false for a wrong PIN and keeps nothing", async () => {
    const { api } = server(200);
    const handed = vi.spyOn(api, "setGeoBypass");
    await expect(verifyGeoPin(api, "1111")).resolves.toBe(false);
    expect(handed).not.toHaveBeenCalled();
    expect(sessionStorage.getItem("geoBypass")).toBeNull();
  });

  it("rejects when the server could not say (too many tries)", async () => {
    const { api } = server(429);
    await expect(verifyGeoPin(api, "2468")).rejects.toMatchObject({ status: 429 });
    expect(sessionStorage.getItem("geoBypass")).toBeNull();
  });
});
