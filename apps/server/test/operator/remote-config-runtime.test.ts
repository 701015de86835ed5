import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCli } from "../../src/cli-args";
import remoteDefaults from "../../src/service/remote-config-defaults.json" with { type: "json" };
import { build, call, callOperator, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await build();
}, 120_000);
afterAll(async () => app?.close());

const operator = (target: TestApp, method: "GET" | "POST", url: string, payload?: object) =>
  callOperator(target, method, url, payload);

const served = async (target: TestApp) =>
  (await call(target, { method: "GET", url: "/api/v1/remote-config" })).body.data;

describe("remote config at run time", () => {
  it("serves a set value at once, lists it, and goes back to the shipped default when unset", async () => {
    expect((await served(app)).promoSliderMaxSlides).toBe(remoteDefaults.promoSliderMaxSlides);
    const set = await operator(app, "POST", "/config/set", { key: "promoSliderMaxSlides", value: "2" });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ key: "promoSliderMaxSlides", value: 2 });
    expect((await served(app)).promoSliderMaxSlides).toBe(2);

    const alerts = [{ show: true, message: "Draws are running late tonight.", severity: "warning" }];
    await operator(app, "POST", "/config/set", { key: "systemAlerts", value: JSON.stringify(alerts) });
    expect((await served(app)).systemAlerts).toEqual(alerts);
    const list = await operator(app, "GET", "/config");
    expect(list.body.overrides.map((o: { key: string }) => o.key)).toEqual([
      "promoSliderMaxSlides",
      "systemAlerts",
    ]);
    expect(list.body.served.promoSliderMaxSlides).toBe(2);

    expect((await operator(app, "POST", "/config/unset", { key: "promoSliderMaxSlides" })).body).toEqual({
      key: "promoSliderMaxSlides",
      removed: true,
    });
    expect((await served(app)).promoSliderMaxSlides).toBe(remoteDefaults.promoSliderMaxSlides);
    expect((await operator(app, "POST", "/config/unset", { key: "promoSliderMaxSlides" })).body.removed).toBe(
      false,
    );
    await operator(app, "POST", "/config/unset", { key: "systemAlerts" });
  });

  it("keeps a string that reads as JSON a string: an app version of digits, a message of 'true'", async () => {
    await operator(app, "POST", "/config/set", { key: "minimumAppVersion", value: '"3"' });
    await operator(app, "POST", "/config/set", { key: "outageMessage", value: '"true"' });
    const config = await served(app);
    expect(config.minimumAppVersion).toBe("3");
    expect(config.outageMessage).toBe("true");
    const list = await operator(app, "GET", "/config");
    expect(list.body.overrides).toEqual([
      expect.objectContaining({ key: "minimumAppVersion", value: "3" }),
      expect.objectContaining({ key: "outageMessage", value: "true" }),
    ]);
    await operator(app, "POST", "/config/unset", { key: "minimumAppVersion" });
    await operator(app, "POST", "/config/unset", { key: "outageMessage" });
  });

  it("refuses a value the contract's schema rejects, bad JSON and bad keys, storing nothing", async () => {
    const wrongType = await operator(app, "POST", "/config/set", {
      key: "feedbackFooterEnabled",
      value: '"yes"',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/^feedbackFooterEnabled: /);
    const negative = await operator(app, "POST", "/config/set", { key: "promoSliderMaxSlides", value: "-1" });
    expect(negative.status).toBe(400);
    expect(
      (await operator(app, "POST", "/config/set", { key: "outageMessage", value: "{nope" })).status,
    ).toBe(400);
    expect((await operator(app, "POST", "/config/set", { key: "bad key", value: "1" })).status).toBe(400);
    expect((await operator(app, "POST", "/config/set", { key: "outageMessage" })).status).toBe(400);
    expect((await operator(app, "GET", "/config")).body.overrides).toEqual([]);
    expect((await served(app)).feedbackFooterEnabled).toBe(remoteDefaults.feedbackFooterEnabled);
  });

  it("keeps extra keys the schema allows ({hash} keys of the spec)", async () => {
    await operator(app, "POST", "/config/set", { key: "abc123", value: '{"on":true}' });
    expect((await served(app)).abc123).toEqual({ on: true });
    await operator(app, "POST", "/config/unset", { key: "abc123" });
    expect((await served(app)).abc123).toBeUndefined();
  });

  it("parses config:set KEY JSON, config:unset KEY and config:list", () => {
    expect(parseCli(["--", "config:set", "promoSliderMaxSlides", "2"])).toEqual({
      command: "config:set",
      flags: { key: "promoSliderMaxSlides", value: "2" },
    });
    expect(parseCli(["config:set", "gameText", '{"5127":"Mega week"}'])).toMatchObject({
      flags: { key: "gameText", value: '{"5127":"Mega week"}' },
    });
    expect(parseCli(["config:unset", "gameText"])).toEqual({
      command: "config:unset",
      flags: { key: "gameText" },
    });
    expect(parseCli(["config:list"])).toEqual({ command: "config:list", flags: {} });
    expect(() => parseCli(["config:set", "gameText"])).toThrow(/usage/);
    expect(() => parseCli(["config:unset", "a", "b"])).toThrow(/usage/);
  });
});
