/**
 * Server benchmarks (issue 4 §4) with autocannon, all in one run on this machine: a bare Fastify
 * hello-world baseline, then GET /api/v1/config, GET /api/v1/games and POST /auth/login on the
 * embedded default (PGlite files in a temp data folder). Prints a markdown table for
 * docs/benchmarks.md. `DURATION` (s) and `CONNECTIONS` override the defaults (10 s, 50).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Fastify from "fastify";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../src/accounts/demo";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/config/env";

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, options: Partial<autocannon.Options> = {}): Promise<Row> {
  const result = await autocannon({ url, connections, duration, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

const baseline = Fastify();
baseline.get("/", async () => ({ hello: "world" }));
const baseUrl = await baseline.listen({ port: 0, host: "127.0.0.1" });

const dataDir = await mkdtemp(join(tmpdir(), "bench-"));
const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: "warn", AUTH_RATE_LIMIT: "100000000" });
const app = await buildApp({ env });
const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });

const rows: Row[] = [];
rows.push(await measure("bare Fastify hello world (baseline)", baseUrl));
rows.push(await measure("GET /api/v1/config", `${appUrl}/api/v1/config`));
rows.push(await measure("GET /api/v1/games", `${appUrl}/api/v1/games`));
rows.push(
  await measure("POST /api/v1/auth/login", `${appUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: DEMO_EMAIL, password: DEMO_PASSWORD, version: 2 }),
  }),
);
const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);

const base = rows[0]?.rps ?? 1;
console.log(
  `\n${connections} connections, ${duration} s each; server and load generator share this machine.\n`,
);
console.log("| Case | req/s | % of baseline | p50 ms | p99 ms | errors |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(
    `| ${r.name} | ${Math.round(r.rps)} | ${Math.round((100 * r.rps) / base)}% | ${r.p50} | ${r.p99} | ${r.errors} |`,
  );
}
console.log(`\nProcess RSS after the run (server + load generator): ${rssMb} MB`);

await app.close();
await baseline.close();
await rm(dataDir, { recursive: true, force: true });
