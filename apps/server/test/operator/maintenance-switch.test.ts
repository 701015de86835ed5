import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runtimeSettings } from "../../src/db/schema/runtime";
import { SETTINGS_MAX_AGE_MS } from "../../src/service/runtime-settings";
import { build, call, callOperator, type TestApp } from "../helper";

// The maintenance switch at run time (docs/operations.md "Maintenance switch"): an admin switches
// `gaming_system_outage` / `gaming_system_slow` on one instance and every instance's `GET /config`
// serves it within 5 seconds, even when the change's announcement never arrives; the environment's
// value stays the boot default of a switch never set. Two servers on one database (PGlite, or
// PostgreSQL under test:pg with a pool each).
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  one = await build({ env: { GAMING_SYSTEM_SLOW: "true" } });
  two = await build({ twinOf: one });
}, 120_000);
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const config = async (app: TestApp) => (await call(app, { method: "GET", url: "/api/v1/config" })).body.data;

/** The promise of the switch. */
const BOUND_MS = 5_000;

/** Polls `GET /config` of `app` until `check` passes; how long that took, or fails after the bound. */
async function servedWithin(app: TestApp, check: (status: Record<string, unknown>) => boolean) {
  const started = performance.now();
  while (performance.now() - started < BOUND_MS) {
    if (check(await config(app))) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not served within ${BOUND_MS} ms`);
}

describe("the maintenance switch at run time", () => {
  it("starts from each instance's environment, absent where unset (R-ENTITIES)", async () => {
    expect(await config(one)).not.toHaveProperty("gaming_system_outage");
    expect((await config(one)).gaming_system_slow).toBe(true);
    expect(await config(two)).not.toHaveProperty("gaming_system_slow");
    const view = await callOperator(one, "GET", "/maintenance");
    expect(view.body).toEqual({
      runtime: { gaming_system_outage: null, gaming_system_slow: null },
      served: { gaming_system_slow: true },
    });
  });

  it("is switched on one instance and served by both, the other switch left alone", async () => {
    const set = await callOperator(one, "POST", "/maintenance", { gaming_system_outage: true });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      runtime: { gaming_system_outage: true, gaming_system_slow: null },
      served: { gaming_system_outage: true, gaming_system_slow: true },
    });
    expect((await config(one)).gaming_system_outage).toBe(true);
    expect(await servedWithin(two, (status) => status.gaming_system_outage === true)).toBeLessThan(BOUND_MS);
    expect(await config(two)).not.toHaveProperty("gaming_system_slow");
  });

  it("overrides the environment both ways, and null gives the boot default back", async () => {
    await callOperator(two, "POST", "/maintenance", { gaming_system_slow: false });
    await servedWithin(one, (status) => status.gaming_system_slow === false);
    const reset = await callOperator(two, "POST", "/maintenance", {
      gaming_system_outage: null,
      gaming_system_slow: null,
    });
    expect(reset.body.runtime).toEqual({ gaming_system_outage: null, gaming_system_slow: null });
    await servedWithin(
      one,
      (status) => status.gaming_system_slow === true && !("gaming_system_outage" in status),
    );
    await servedWithin(
      two,
      (status) => !("gaming_system_outage" in status) && !("gaming_system_slow" in status),
    );
  });

  it("is served within 5 seconds even when the change's announcement is lost", async () => {
    expect(SETTINGS_MAX_AGE_MS).toBeLessThan(BOUND_MS);
    await config(two);
    // As another process whose notification never arrives: the row changes, nothing is announced.
    await one.db
      .insert(runtimeSettings)
      .values({ key: "gaming_system_outage", value: true, updatedAt: new Date() })
      .onConflictDoUpdate({ target: runtimeSettings.key, set: { value: true } });
    expect(await servedWithin(two, (status) => status.gaming_system_outage === true)).toBeLessThan(BOUND_MS);
    await callOperator(one, "POST", "/maintenance", { gaming_system_outage: null });
  });

  it("refuses anything but true, false or null and changes nothing", async () => {
    for (const body of [
      { gaming_system_outage: "true" },
      { gaming_system_slow: 1 },
      { gaming_system_outage: [] },
    ]) {
      const refused = await callOperator(one, "POST", "/maintenance", body);
      expect(refused.status).toBe(400);
    }
    expect((await callOperator(one, "GET", "/maintenance")).body.runtime).toEqual({
      gaming_system_outage: null,
      gaming_system_slow: null,
    });
  });
});
