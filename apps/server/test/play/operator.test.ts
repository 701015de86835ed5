import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCli } from "../../src/cli-args";
import { OPERATOR_TOKEN_HEADER } from "../../src/operator/operator-token";
import { build, callOperator, operatorToken, type TestApp } from "../helper";
import { nextDrawNumber } from "./play-fixtures";

let app: TestApp;
beforeAll(async () => {
  app = await build();
}, 120_000);
afterAll(async () => app?.close());

const operator = (method: "GET" | "POST", url: string, payload?: object, token = operatorToken(app)) =>
  callOperator(app, method, url, payload, token);

describe("operator endpoint", () => {
  it("refuses callers without the token, with a wrong token, and from a non-loopback address", async () => {
    expect((await operator("GET", "/draws", undefined, "")).status).toBe(401);
    expect((await operator("GET", "/draws", undefined, "x".repeat(64))).status).toBe(401);
    const remote = await app.operatorApp.inject({
      method: "GET",
      url: "/api/v1/operator/draws",
      remoteAddress: "203.0.113.9",
      headers: { [OPERATOR_TOKEN_HEADER]: operatorToken(app) },
    });
    expect(remote.statusCode).toBe(401);
    // The players' listener does not serve it at all, token or not.
    const players = await app.inject({
      method: "GET",
      url: "/api/v1/operator/draws",
      headers: { [OPERATOR_TOKEN_HEADER]: operatorToken(app) },
    });
    expect(players.statusCode).toBe(404);
  });

  it("runs a game's next draw now and lists it with its numbers", async () => {
    const next = await nextDrawNumber(app, 5132);
    const run = await operator("POST", "/draws/run", { game: 5132 });
    expect(run.status).toBe(200);
    expect(run.body.drawNumber).toBe(next);
    expect(await nextDrawNumber(app, 5132)).toBe(next + 1);
    const list = await operator("GET", "/draws?game=5132");
    const drawn = list.body.draws.find((d: { draw_number: number }) => d.draw_number === next);
    expect(drawn.status).toBe("settled");
    expect(drawn.winning_numbers).toHaveLength(7);
  });

  it("seeds past results and rejects bad arguments with a message", async () => {
    const seeded = await operator("POST", "/results/seed", { weeks: 1 });
    expect(seeded.status).toBe(200);
    expect(seeded.body.settled).toBeGreaterThan(0);
    expect((await operator("POST", "/results/seed", { weeks: 500 })).body.message).toBe(
      "weeks must be a whole number from 1 to 52.",
    );
    expect((await operator("POST", "/draws/run", { game: 1234 })).body.message).toBe("Unknown game id 1234.");
  });
});

describe("CLI arguments", () => {
  it("parses the commands and refuses anything else, or a missing flag, with the usage", () => {
    expect(parseCli(["--", "draw:run", "--game", "5127"])).toEqual({
      command: "draw:run",
      flags: { game: "5127" },
    });
    expect(parseCli(["--", "--game", "5130", "--draw", "1601"])).toEqual({
      command: "draw:run",
      flags: { game: "5130", draw: "1601" },
    });
    expect(parseCli(["draw:list"])).toEqual({ command: "draw:list", flags: {} });
    expect(parseCli(["results:seed", "--weeks", "8"])).toMatchObject({ flags: { weeks: "8" } });
    expect(
      parseCli(["draw:special", "--game", "5127", "--title", "Mega Saturday", "--at", "2026-12-02T18:30"]),
    ).toEqual({
      command: "draw:special",
      flags: { game: "5127", title: "Mega Saturday", at: "2026-12-02T18:30" },
    });
    expect(() => parseCli(["draw:special", "--game", "5127"])).toThrow(/usage/);
    expect(() => parseCli(["draw:run"])).toThrow(/usage/);
    expect(() => parseCli(["draw:run", "--game"])).toThrow(/usage/);
    expect(() => parseCli(["drop:tables"])).toThrow(/usage/);
  });

  it("takes a game by its page slug as well as its id, and sends the id", () => {
    expect(parseCli(["--", "--game", "saturday-lotto"])).toEqual({
      command: "draw:run",
      flags: { game: "5127" },
    });
    expect(parseCli(["draw:list", "--game", "powerball"])).toEqual({
      command: "draw:list",
      flags: { game: "5132" },
    });
    // An unknown slug is passed on as given, and the operator endpoint refuses it as an unknown game.
    expect(parseCli(["draw:list", "--game", "bingo"])).toEqual({
      command: "draw:list",
      flags: { game: "bingo" },
    });
  });
});
