/**
 * Server benchmarks (R-SERVER), all in one run on this machine: with autocannon a bare Fastify
 * hello-world baseline, then GET /api/v1/config, GET /api/v1/games (plain and, as a browser asks,
 * brotli) and POST /auth/login on the
 * embedded default (PGlite files in a temp folder); purchase submit-to-COMPLETED there and, when
 * `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`) names a PostgreSQL, on a throwaway schema of it.
 * Servers run in child processes (bench/serve.ts, bundled to dist/bench-serve.mjs and run by plain
 * `node` as `npm start` runs dist/server.mjs; built first when stale). Prints markdown tables for
 * docs/benchmarks.md.
 * The mixed-load case (bench/mixed-load.ts: reads while purchases run) runs on each database before
 * its purchase case.
 * `DURATION` (s) and `CONNECTIONS` override the defaults (10 s, 50); `BENCH_ONLY=login` runs only the
 * login case (after the baseline), `BENCH_ONLY=mixed` only the mixed-load cases.
 */
import { type ChildProcess, execFileSync, fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../src/accounts/demo";
import { type MixedLoad, mixedLoad } from "./mixed-load";
import { type PurchaseLoad, purchaseLoad } from "./purchase-load";

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
/** Players buying in the mixed-load case, seeded after the purchase case's one per connection. */
const MIXED_PLAYERS = 10;
const only = process.env.BENCH_ONLY;

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

execFileSync(
  process.execPath,
  [fileURLToPath(new URL("../scripts/build.mjs", import.meta.url)), "--if-stale"],
  {
    stdio: "inherit",
  },
);

async function start(env: Record<string, string>) {
  const child = fork(fileURLToPath(new URL("../dist/bench-serve.mjs", import.meta.url)), {
    // BENCH_CPU_PROF=dir: a V8 CPU profile of each server process (and its database thread) in dir.
    execArgv: process.env.BENCH_CPU_PROF
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [],
    env: { ...process.env, ...env },
  });
  const [{ url }] = (await once(child, "message")) as [{ url: string }];
  return { child, url };
}

/**
 * Waits until the app answers quickly (start-up seeding and draw scheduling settle first: each draw
 * the engine catches up on moves the calendar, and the games list is built again).
 */
async function warmUp(url: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const t = performance.now();
    await fetch(`${url}/api/v1/config`);
    await fetch(`${url}/api/v1/games`);
    if (performance.now() - t < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const baseline = await start({ BENCH_BASELINE: "1" });
const benchPlayers = { BENCH_PLAYERS: String(connections + MIXED_PLAYERS) };
const { child: server, url: appUrl } = await start(benchPlayers);
await warmUp(appUrl);
const baseUrl = baseline.url;

const rows: Row[] = [];
rows.push(await measure("bare Fastify hello world (baseline)", baseUrl));
if (only === undefined) {
  rows.push(await measure("GET /api/v1/config", `${appUrl}/api/v1/config`));
  rows.push(await measure("GET /api/v1/games", `${appUrl}/api/v1/games`));
  // As a browser asks: the list goes brotli-compressed, made once per cached list (http/compress.ts).
  rows.push(
    await measure("GET /api/v1/games, Accept-Encoding br", `${appUrl}/api/v1/games`, {
      headers: { "accept-encoding": "br, gzip" },
    }),
  );
}
const mixed: { name: string; load: MixedLoad }[] = [];
const purchases: { name: string; load: PurchaseLoad; audit: Audit }[] = [];
const runMixed = async (name: string, url: string) =>
  mixed.push({ name, load: await mixedLoad(url, connections, duration, connections, MIXED_PLAYERS) });
if (only !== "login") await runMixed("embedded (PGlite)", appUrl);
if (only === undefined)
  purchases.push({ name: "embedded (PGlite)", ...(await purchaseCase(server, appUrl)) });
// The PostgreSQL purchases before login: they share the cores with the idle embedded server.
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl && only !== "login") {
  const pgServer = await start({ ...benchPlayers, BENCH_DATABASE_URL: pgUrl });
  await warmUp(pgServer.url);
  await runMixed("PostgreSQL", pgServer.url);
  if (only === undefined) {
    purchases.push({ name: "PostgreSQL", ...(await purchaseCase(pgServer.child, pgServer.url)) });
  }
  pgServer.child.send("stop");
  await once(pgServer.child, "exit");
}

// Login last: scrypt logins queued at the end of its case keep the libuv pool busy for seconds after
// autocannon stops, which would skew any case measured after it (the PostgreSQL purchases included).
if (only !== "mixed") {
  rows.push(
    await measure("POST /api/v1/auth/login", `${appUrl}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: DEMO_EMAIL, password: DEMO_PASSWORD, version: 2 }),
    }),
  );
}
server.send("rss");
const [memory] = (await once(server, "message")) as [Record<string, number>];

const base = rows[0]?.rps ?? 1;
console.log(`\n${connections} connections, ${duration} s each; server in a child process on this machine.\n`);
console.log("| Case | req/s | % of baseline | p50 ms | p99 ms | errors |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of rows) {
  const pct = Math.round((100 * r.rps) / base);
  console.log(`| ${r.name} | ${Math.round(r.rps)} | ${pct}% | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
console.log(
  "\n| Purchase submit-to-COMPLETED | purchases/s | p50 ms | p99 ms | refused | errors | limit breaches | spent |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const { name, load, audit } of purchases) {
  console.log(
    `| ${name} | ${Math.round(load.perSecond)} | ${load.p50} | ${load.p99} | ${load.refused} | ${load.errors} | ${audit.breaches} | $${(audit.spent / 100).toFixed(2)} |`,
  );
}
if (mixed.length > 0) {
  console.log(
    `\nMixed load (${connections} connections, 70% reads, 30% purchases by ${MIXED_PLAYERS} players): p50 / p99 ms`,
  );
  const names = mixed[0]!.load.latency.map((l) => l.name);
  console.log(`| Database | req/s | purchases/s | errors | ${names.join(" | ")} |`);
  console.log(`|---|---:|---:|---:|${names.map(() => "---:").join("|")}|`);
  for (const { name, load } of mixed) {
    const cells = load.latency.map((l) => `${l.p50} / ${l.p99}`).join(" | ");
    console.log(
      `| ${name} | ${Math.round(load.perSecond)} | ${Math.round(load.purchasesPerSecond)} | ${load.errors} | ${cells} |`,
    );
  }
}
console.log(
  `\nServer process (embedded) after the run: RSS ${memory.rssMb} MB; V8 heap ${memory.heapUsedMb} of ${memory.heapTotalMb} MB; array buffers (PGlite's WASM memory) ${memory.arrayBuffersMb} MB`,
);

// Logins queued behind scrypt finish after autocannon stops; let them drain before closing the database.
await new Promise((resolve) => setTimeout(resolve, 5_000));
server.send("stop");
baseline.child.send("stop");
await Promise.all([once(server, "exit"), once(baseline.child, "exit")]);

interface Audit {
  spent: number;
  breaches: number;
}

/** The purchase load on one server, then its audit of the bench players' money. */
async function purchaseCase(child: ChildProcess, url: string): Promise<{ load: PurchaseLoad; audit: Audit }> {
  const load = await purchaseLoad(url, connections, duration);
  child.send("audit");
  const [audit] = (await once(child, "message")) as [Audit];
  return { load, audit };
}
