import { describe, expect, it } from "vitest";
import { DEMO_EMAIL } from "../../src/accounts/demo";
import { parseCli } from "../../src/cli-args";
import { callOperator, demoPlayerApp, loginAs } from "../helper";

const player = demoPlayerApp();

const operator = (method: "GET" | "POST", url: string, payload?: object) =>
  callOperator(player.app, method, url, payload);

describe("callbacks and feedback reach customer services", () => {
  it("lists open callback requests oldest first with the player, and marks one done once", async () => {
    await player.send("POST", "/user/request-callback", {
      phone: "0412345678",
      preferred_time: "morning",
      reason: "Claim",
    });
    player.app.testClock.advance({ minutes: 5 });
    await player.send("POST", "/user/request-callback", { phone: "0898765432", preferred_time: "evening" });
    const open = (await operator("GET", "/callbacks")).body.callbacks;
    expect(open).toMatchObject([
      { email: DEMO_EMAIL, phone: "0412345678", preferred_time: "morning", reason: "Claim" },
      { phone: "0898765432", preferred_time: "evening", reason: null },
    ]);
    const done = await operator("POST", "/callbacks/done", { id: open[0].id });
    expect(done.body).toMatchObject({ id: open[0].id, already_done: false });
    const again = await operator("POST", "/callbacks/done", { id: String(open[0].id) });
    expect(again.body).toMatchObject({ already_done: true, done_at: done.body.done_at });
    expect((await operator("GET", "/callbacks")).body.callbacks.map((c: { id: number }) => c.id)).toEqual([
      open[1].id,
    ]);
  });

  it("answers 404 for an unknown callback and 400 for a bad id", async () => {
    expect((await operator("POST", "/callbacks/done", { id: 999_999 })).status).toBe(404);
    expect((await operator("POST", "/callbacks/done", { id: "x" })).status).toBe(400);
    expect((await operator("POST", "/callbacks/done", {})).status).toBe(400);
  });

  it("lists feedback of the last days newest first, leaving older feedback out", async () => {
    await player.send("POST", "/feedback", { rating: 2, comment: "Slow checkout", kind: "purchase" });
    player.app.testClock.advance({ hours: 24 * 10 });
    player.auth = await loginAs(player.app); // the session of ten days ago has long expired
    await player.send("POST", "/feedback", { rating: 5, comment: "Love it" });
    const recent = (await operator("GET", "/feedback?days=7")).body.feedback;
    expect(recent).toMatchObject([{ email: DEMO_EMAIL, rating: 5, comment: "Love it", kind: "general" }]);
    const month = (await operator("GET", "/feedback")).body.feedback;
    expect(month.map((f: { rating: number }) => f.rating)).toEqual([5, 2]);
    expect((await operator("GET", "/feedback?days=0")).status).toBe(400);
  });

  it("parses callbacks:list, callbacks:done --id and feedback:list --days", () => {
    expect(parseCli(["callbacks:list"])).toEqual({ command: "callbacks:list", flags: {} });
    expect(parseCli(["callbacks:done", "--id", "4"])).toEqual({
      command: "callbacks:done",
      flags: { id: "4" },
    });
    expect(parseCli(["feedback:list", "--days", "7"])).toEqual({
      command: "feedback:list",
      flags: { days: "7" },
    });
    expect(() => parseCli(["callbacks:done"])).toThrow(/usage/);
  });
});
