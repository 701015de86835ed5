import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { deriveDrawNumbers } from "@lotto/core";
import { and, asc, eq, like } from "drizzle-orm";
import pg from "pg";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID, seedDemoPlayer } from "../../src/accounts/demo";
import { type Database, openDatabase } from "../../src/db";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { dividends, draws, ticketDraws, tickets } from "../../src/db/schema/play";
import { ensureCalendar } from "../../src/draws/calendar-seed";
import type { RunReport } from "../../src/draws/draw-runner";
import { submitPurchase } from "../../src/play/purchase-service";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { board, winningCash3Tickets } from "./play-fixtures";

// R-DRAW-ENGINE "two server processes on one PostgreSQL never run the same draw twice": two real Node
// processes (not two pools of one process) run the draw engine on the same due draws at the same moment.
const url = process.env.TEST_DATABASE_URL!;
const schemaName = `race2_${randomBytes(5).toString("hex")}`;
const child = fileURLToPath(new URL("./draw-engine-child.ts", import.meta.url));
const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const start = Temporal.Instant.from("2026-11-18T04:00:00Z");
const later = start.add({ hours: 24 * 8 });
let database: Database;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await openDatabase({ url, schemaName });
  await seedDemoPlayer(database.db, start);
  await ensureCalendar(database.db, start);
}, 120_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  await database?.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
  await client.end();
});

function spawnEngine(): ChildProcess {
  const proc = fork(child, [url, schemaName, later.toString()], {
    cwd: serverDir,
    execArgv: ["--import", "tsx", "--conditions=source"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  children.push(proc);
  return proc;
}

/** The child's next message; fails at once if it exits first (a crash must not look like a hang). */
function nextMessage<T>(proc: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`engine process exited (${code})`));
    proc.once("exit", onExit);
    proc.once("message", (message) => {
      proc.off("exit", onExit);
      resolve(message as T);
    });
  });
}

describe("two server processes racing the draw engine on one PostgreSQL (R-DRAW-ENGINE many servers)", () => {
  it("draw and settle each due draw once and pay each winning ticket once", async () => {
    const { db } = database;
    // The test peeks at the secret seeds to buy each of the next 7 Cash 3 draws' exact numbers
    // ($250 at 50c) and a Saturday Lotto Division 1 of the next draw (a large win: claim, not credit).
    const week = await db
      .select()
      .from(draws)
      .where(eq(draws.gameId, 2116))
      .orderBy(asc(draws.drawNumber))
      .limit(7);
    const [saturday] = await db
      .select()
      .from(draws)
      .where(and(eq(draws.gameId, 5127), eq(draws.status, "open")))
      .orderBy(asc(draws.drawNumber))
      .limit(1);
    const lotto = deriveDrawNumbers(5127, saturday!.drawNumber, saturday!.seed);
    const used = new Set([...lotto.winning, ...lotto.supplementary]);
    const free = Array.from({ length: 45 }, (_, i) => i + 1).filter((n) => !used.has(n));
    const purchase = [
      ...winningCash3Tickets(week),
      {
        draw_num: saturday!.drawNumber,
        cost: 340,
        coupon: {
          game_id: 5127 as const,
          advance_draw: 0,
          multi_draw: 1,
          system: 6,
          powerpik: false,
          game_data: [lotto.winning, free.slice(0, 6), free.slice(6, 12), free.slice(12, 18)].map((n, i) =>
            board(n, String.fromCharCode(65 + i)),
          ),
        },
      },
    ];
    expect((await submitPurchase(db, DEMO_PLAYER_ID, { tickets: purchase }, start)).status).toBe("COMPLETED");
    const balanceBefore = await readBalance(db, DEMO_PLAYER_ID);

    const engines = [spawnEngine(), spawnEngine()] as const;
    await Promise.all(engines.map((e) => nextMessage(e)));
    type Reported = { pid: number; report: RunReport };
    const reports = [nextMessage<Reported>(engines[0]), nextMessage<Reported>(engines[1])] as const;
    for (const e of engines) e.send("go");
    const [a, b] = await Promise.all(reports);
    expect(a.pid).not.toBe(b.pid);

    const settled = await db.select().from(draws).where(eq(draws.status, "settled"));
    expect(settled.length).toBeGreaterThanOrEqual(7 + 7 + 3);
    // Every due draw was drawn by exactly one process and settled by exactly one process.
    expect(a.report.drawn + b.report.drawn).toBe(settled.length);
    expect(a.report.settled + b.report.settled).toBe(settled.length);
    const stillDue = await db.select().from(draws).where(eq(draws.status, "drawn"));
    expect(stillDue).toEqual([]);
    // One dividend row per division and draw: a second settlement would have inserted a second set.
    const dividendRows = await db.select().from(dividends);
    const keys = dividendRows.map((d) => `${d.gameId}:${d.drawNumber}:${d.division}`);
    expect(new Set(keys).size).toBe(keys.length);

    const covered = await db.select().from(ticketDraws);
    expect(covered.every((c) => c.settled)).toBe(true);
    const wins = await db.select().from(ledgerEntries).where(like(ledgerEntries.reference, "win:%"));
    expect(wins.map((w) => w.amount)).toEqual(Array(7).fill(25_000));
    expect(new Set(wins.map((w) => w.reference)).size).toBe(7);
    const statuses = (await db.select().from(tickets)).map((t) => t.status).sort();
    // Seven Cash 3 wins credited (PAID 7), the Division 1 win waits for a claim (3).
    expect(statuses).toEqual([3, 7, 7, 7, 7, 7, 7, 7]);
    expect(await readBalance(db, DEMO_PLAYER_ID)).toBe(balanceBefore + 7 * 25_000);
    expect(await ledgerSum(db, DEMO_PLAYER_ID)).toBe(await readBalance(db, DEMO_PLAYER_ID));
  }, 120_000);
});
