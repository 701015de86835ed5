import { randomBytes } from "node:crypto";
import { asc, eq, like } from "drizzle-orm";
import pg from "pg";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID, seedDemoPlayer } from "../../src/accounts/demo";
import { type Database, openDatabase } from "../../src/db";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { draws, ticketDraws } from "../../src/db/schema/play";
import { ensureCalendar } from "../../src/draws/calendar-seed";
import { runDueDraws } from "../../src/draws/draw-runner";
import { submitPurchase } from "../../src/play/purchase-service";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { winningCash3Tickets } from "./play-fixtures";

// On PostgreSQL (TEST_DATABASE_URL) the two engines are two separate connection pools on one schema,
// as two server processes would be; on the embedded database they share the one handle PGlite allows.
const url = process.env.TEST_DATABASE_URL;
const schemaName = `race_${randomBytes(5).toString("hex")}`;
let first: Database;
let second: Database;
const start = Temporal.Instant.from("2026-11-18T04:00:00Z");

beforeAll(async () => {
  first = await openDatabase(url ? { url, schemaName } : { memory: true });
  second = url ? await openDatabase({ url, schemaName }) : first;
  await seedDemoPlayer(first.db, start);
  await ensureCalendar(first.db, start);
}, 120_000);

afterAll(async () => {
  if (second !== first) await second.close();
  await first?.close();
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
    await client.end();
  }
});

describe("two draw engines on one database (R-DRAW-ENGINE many servers)", () => {
  it("run every due draw exactly once and pay every win exactly once", async () => {
    // The test peeks at the secret seeds to buy, for each of the next 7 Cash 3 draws, its exact numbers.
    const week = await first.db
      .select()
      .from(draws)
      .where(eq(draws.gameId, 2116))
      .orderBy(asc(draws.drawNumber))
      .limit(7);
    const tickets = winningCash3Tickets(week);
    expect((await submitPurchase(first.db, DEMO_PLAYER_ID, { tickets }, start)).status).toBe("COMPLETED");

    const later = start.add({ hours: 24 * 8 });
    const [a, b] = await Promise.all([runDueDraws(first.db, later), runDueDraws(second.db, later)]);
    const due = await first.db.select().from(draws).where(eq(draws.status, "settled"));
    expect(due.length).toBeGreaterThanOrEqual(7 + 7 + 3);
    expect(a.drawn + b.drawn).toBe(due.length);
    expect(a.settled + b.settled).toBe(due.length);

    const covered = await first.db.select().from(ticketDraws);
    expect(covered.every((c) => c.settled)).toBe(true);
    const wins = await first.db.select().from(ledgerEntries).where(like(ledgerEntries.reference, "win:%"));
    // Seven exact-order wins of $250 at the 50c stake, each credited once.
    expect(wins.map((w) => w.amount)).toEqual(Array(7).fill(25_000));
    expect(new Set(wins.map((w) => w.reference)).size).toBe(7);
    expect(wins.reduce((sum, w) => sum + w.amount, 0)).toBe(covered.reduce((sum, c) => sum + c.prize, 0));
    expect(await ledgerSum(first.db, DEMO_PLAYER_ID)).toBe(await readBalance(first.db, DEMO_PLAYER_ID));
  });
});
