import { afterAll, beforeAll, describe, expect, it } from "vitest";
import remoteDefaults from "../../src/service/remote-config-defaults.json" with { type: "json" };
import { build, call, callOperator, type TestApp } from "../helper";

// Two server instances on one PostgreSQL: a value set through one is served by the other.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await build();
  second = await build({ schemaOf: first });
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const operator = (target: TestApp, url: string, payload: object) =>
  callOperator(target, "POST", url, payload);

const served = async (target: TestApp) =>
  (await call(target, { method: "GET", url: "/api/v1/remote-config" })).body.data;

describe("remote config at run time, several instances", () => {
  it("serves a value set through one instance from the other, and its unset too", async () => {
    expect(
      (await operator(first, "/config/set", { key: "outageMessage", value: '"Back at 9pm."' })).status,
    ).toBe(200);
    expect((await served(second)).outageMessage).toBe("Back at 9pm.");
    await operator(second, "/config/unset", { key: "outageMessage" });
    expect((await served(first)).outageMessage).toBe(remoteDefaults.outageMessage);
  });
});
