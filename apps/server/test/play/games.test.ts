import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, call, type TestApp } from "../helper";

describe("GET /games and purchase config", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  }, 120_000);
  afterAll(async () => app?.close());

  it("lists the seven games with their upcoming draw from the calendar", async () => {
    const res = await call(app, { method: "GET", url: "/api/v1/games" });
    expect(res.status).toBe(200);
    console.log(JSON.stringify(res.body["5127"], null, 1).slice(0, 1500));
    expect(Object.keys(res.body).sort()).toEqual(["2115", "2116", "5127", "5130", "5132", "5237", "5303"]);
  });
});
