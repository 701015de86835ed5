import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SANDBOX_CARD_TOKENS_PATH } from "@lotto/api";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../../src/accounts/demo";
import { players } from "../../src/db/schema/accounts";
import { favourites, tickets } from "../../src/db/schema/play";
import { hasResults } from "../../src/draws/history-seed";
import { build, call, type TestApp } from "../helper";
import { PRODUCTION_ENV } from "../production-env";

// NODE_ENV=production (docs/security.md "Production mode"): no demo player, no invented results or
// tickets, JSON logs; the refusals (dev mailbox, no SMTP) are in dev-mailbox.test.ts.
const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), "production-"));
  const env = {
    ...PRODUCTION_ENV,
    DATA_DIR: dataDir,
  };
  app = await build({ env, logStream: { write: (line) => lines.push(line) } });
  await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => app.close());

it("seeds no demo player, favourites, past results or tickets, even once listening", async () => {
  expect(await app.db.select().from(players)).toEqual([]);
  expect(await app.db.select().from(favourites)).toEqual([]);
  expect(await app.db.select().from(tickets)).toEqual([]);
  expect(await hasResults(app.db)).toBe(false);
  const login = await call(app, {
    method: "POST",
    url: "/api/v1/auth/login",
    payload: { username: DEMO_EMAIL, password: DEMO_PASSWORD, version: 2 },
  });
  expect(login.status).toBe(401);
});

it("has no sandbox tokenisation route: made-up cards cannot be tokenised for real deposits", async () => {
  const res = await call(app, {
    method: "POST",
    url: SANDBOX_CARD_TOKENS_PATH,
    payload: { number: "4111111111111111", expiry: "12/29", cvv: "123" },
  });
  expect(res.status).toBe(404);
  expect(app.printRoutes({ commonPrefix: false })).not.toContain("sandbox-gateway");
});

it("logs JSON lines", async () => {
  await app.inject({ method: "GET", url: "/api/v1/config" });
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
});
