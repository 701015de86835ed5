import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { build, type TestApp } from "../helper";
import { PRODUCTION_ENV } from "../production-env";

// GET /health (alive) and GET /ready (database, migrations, draw engine) for load balancers; neither
// is written to the access log (docs/security.md "Health and readiness").
const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), "health-"));
  // Production mode: listening seeds no past results, so the test starts the engine quickly.
  const env = {
    ...PRODUCTION_ENV,
    DATA_DIR: dataDir,
  };
  app = await build({ env, logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => app.close());

const get = async (url: string) => {
  const res = await app.inject({ method: "GET", url });
  return { status: res.statusCode, body: res.json(), cache: res.headers["cache-control"] };
};

it("/health answers while the process runs", async () => {
  expect(await get("/health")).toEqual({ status: 200, body: { status: "ok" }, cache: "no-store" });
});

it("/ready is 503 until the draw engine runs, then 200; a missing migration makes it 503 again", async () => {
  expect(await get("/ready")).toMatchObject({
    status: 503,
    body: { status: "not_ready", problems: ["draw engine not running"] },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  // The engine starts in an onListen hook, which runs after listen() resolves: poll as an orchestrator would.
  let ready = await get("/ready");
  for (let i = 0; i < 100 && ready.status !== 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    ready = await get("/ready");
  }
  expect(ready).toMatchObject({ status: 200, body: { status: "ready" } });
  await app.db.execute(sql`DELETE FROM schema_migrations WHERE name = '0008_outbox_retry.sql'`);
  expect(await get("/ready")).toMatchObject({
    status: 503,
    body: { problems: ["migrations not applied: 0008_outbox_retry.sql"] },
  });
});

it("health checks stay out of the access log; other requests are logged", async () => {
  lines.length = 0;
  await get("/health");
  await get("/ready");
  await app.inject({ method: "GET", url: "/api/v1/config" });
  const urls = lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).map((l) => l.req?.url);
  expect(urls).toContain("/api/v1/config");
  expect(urls.filter((u) => u === "/health" || u === "/ready")).toEqual([]);
});
