/**
 * The benchmark's server processes (spawned by bench/run.ts so the load generator never shares their
 * event loop): the app on a temp PGlite data folder, or the bare baseline; URL and RSS over IPC.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/config/env";

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
  const app = await buildApp({
    env: loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: "fatal", AUTH_RATE_LIMIT: "100000000" }),
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  process.on("message", async (message) => {
    if (message === "rss") process.send?.({ rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024) });
    if (message === "stop") {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send?.({ url });
}
