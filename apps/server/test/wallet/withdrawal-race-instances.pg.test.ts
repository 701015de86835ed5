import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadEnv } from "../../src/config/env";
import { type Database, openDatabase } from "../../src/db";
import { call, loginAs, TestClock } from "../helper";
import { raceDecisions, raceWithdrawals } from "./money-race";

// Two app instances (each with its own connection pool) on one PostgreSQL schema, as two servers
// behind a load balancer: the same withdrawal races as withdrawal-race.test.ts, spread over both.
const url = process.env.TEST_DATABASE_URL!;
const schemaName = `wr_${randomBytes(5).toString("hex")}`;
const env = loadEnv({ LOG_LEVEL: "silent", AUTH_RATE_LIMIT: "10000", JWT_SECRET: "w".repeat(48) });
const clock = new TestClock();
const databases: Database[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ url, schemaName });
    databases.push(database);
    const app = await buildApp({ env, database, closeDatabase: true, clock, logger: false });
    await app.ready();
    apps.push(app);
  }
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
  await client.end();
});

describe("two app instances on one PostgreSQL", () => {
  it("race withdrawals, purchases, deposits, cancels and operator decisions without breaking the ledger", async () => {
    const auth = await loginAs(apps[0] as FastifyInstance);
    const games = await call(apps[1] as FastifyInstance, { method: "GET", url: "/api/v1/games" });
    const drawNum = games.body.data["5127"].upcoming_draw.draw_number as number;
    const dbs = databases.map((d) => d.db);
    const ids = await raceWithdrawals(apps, dbs[0]!, auth, drawNum);
    await raceDecisions(apps, dbs, auth, ids);
  }, 120_000);
});
