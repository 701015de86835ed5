/**
 * The benchmark's server processes (spawned by bench/run.ts so the load generator never shares their
 * event loop): the app on a temp PGlite data folder (or, with `BENCH_DATABASE_URL`, a throwaway
 * PostgreSQL schema), or the bare baseline; URL, RSS and the bench players' money audit over IPC.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/config/env";
import { openDatabase } from "../src/db";
import { auditBenchPlayers, seedBenchPlayers } from "./bench-players";

// `BENCH_BASELINE=1`: this process is the bare Fastify baseline only, so it never shares a loop with the app.
if (process.env.BENCH_BASELINE) {
  const baseline = Fastify();
  baseline.get("/", async () => ({ hello: "world" }));
  process.send?.({ url: await baseline.listen({ port: 0, host: "127.0.0.1" }) });
  process.on("message", (message) => message === "stop" && process.exit(0));
} else {
  await serveApp();
}

async function serveApp(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-"));
  const url = process.env.BENCH_DATABASE_URL;
  const schemaName = url ? `bench_${randomBytes(6).toString("hex")}` : undefined;
  const database = url ? await openDatabase({ url, schemaName }) : undefined;
  const app = await buildApp({
    env: loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: "fatal", AUTH_RATE_LIMIT: "100000000" }),
    database,
    closeDatabase: true,
  });
  const benchPlayers = Number(process.env.BENCH_PLAYERS ?? 0);
  await seedBenchPlayers(app.db, benchPlayers);
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  process.on("message", async (message) => {
    if (message === "rss") process.send?.(memory());
    if (message === "audit") process.send?.(await auditBenchPlayers(app.db, benchPlayers));
    if (message === "stop") {
      await app.close();
      if (url && schemaName) await dropSchema(url, schemaName);
      await rm(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send?.({ url: address });
}

/** RSS and its main parts in MB (PGlite's WASM memory counts under array buffers). */
function memory() {
  const { rss, heapUsed, heapTotal, arrayBuffers } = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return {
    rssMb: mb(rss),
    heapUsedMb: mb(heapUsed),
    heapTotalMb: mb(heapTotal),
    arrayBuffersMb: mb(arrayBuffers),
  };
}

async function dropSchema(url: string, schemaName: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
  await client.end();
}
