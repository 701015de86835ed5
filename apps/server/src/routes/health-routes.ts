/**
 * `GET /health` (the process answers) and `GET /ready` (database reachable, every migration applied,
 * draw engine running) for load balancers and orchestrators. Neither is logged nor rate limited:
 * they are polled every few seconds.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { migrationFiles } from "../db/migrate";

/** What keeps the server from taking traffic; empty when ready. */
async function notReady(app: FastifyInstance, expected: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  try {
    const result = (await app.db.execute(sql`SELECT name FROM schema_migrations`)) as unknown as {
      rows: { name: string }[];
    };
    const applied = new Set(result.rows.map((r) => r.name));
    const missing = expected.filter((name) => !applied.has(name));
    if (missing.length > 0) problems.push(`migrations not applied: ${missing.join(", ")}`);
  } catch {
    problems.push("database unreachable");
  }
  if (!app.drawEngine.running) problems.push("draw engine not running");
  return problems;
}

/** Registers /health and /ready at the root. */
export const healthRoutes = fp(
  async (app: FastifyInstance) => {
    const expected = await migrationFiles();
    const quiet = { logLevel: "silent" as const };
    app.get("/health", quiet, async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" };
    });
    app.get("/ready", quiet, async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const problems = await notReady(app, expected);
      if (problems.length > 0) return reply.status(503).send({ status: "not_ready", problems });
      return { status: "ready" };
    });
  },
  { name: "health", dependencies: ["database", "draw-engine"] },
);
