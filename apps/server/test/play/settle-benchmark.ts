/**
 * Benchmark (R-DRAW-ENGINE): settle 1,000,000 Saturday Lotto games of mixed entries (standard 12 and 18 games,
 * System 8 ×2 boards, System 9) in one draw on the embedded default: PGlite in a data folder on disk
 * (a temp folder, removed afterwards), as `npm start` runs it. Tickets are written straight into the
 * tables (this measures settlement, not purchases). Part of the server's `pnpm bench`; alone, from
 * apps/server: `npx tsx --conditions=source test/play/settle-benchmark.ts [games]`.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { type Coupon, quickPickBoard, seededRng } from "@lotto/core";
import { and, asc, eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { DEMO_PLAYER_ID, seedDemoPlayer } from "../../src/accounts/demo";
import { openDatabase } from "../../src/db";
import { draws, purchaseGroups, ticketDraws, tickets } from "../../src/db/schema/play";
import { ensureCalendar } from "../../src/draws/calendar-seed";
import { drawOne, settleOne } from "../../src/draws/draw-runner";

const target = Number(process.argv[2] ?? 1_000_000);
const rng = seededRng(2026);
const MIX = [
  { system: 6, boards: 18, games: 18 },
  { system: 8, boards: 2, games: 56 },
  { system: 9, boards: 1, games: 84 },
  { system: 6, boards: 12, games: 12 },
];

const now = Temporal.Instant.from("2026-11-18T04:00:00Z");
const dataDir = await mkdtemp(join(tmpdir(), "settle-bench-"));
const database = await openDatabase({ dataDir });
const { db } = database;
await seedDemoPlayer(db, now);
await ensureCalendar(db, now);
const [draw] = await db
  .select()
  .from(draws)
  .where(and(eq(draws.gameId, 5127), eq(draws.status, "open")))
  .orderBy(asc(draws.drawNumber))
  .limit(1);
const drawNumber = draw!.drawNumber;
const groupId = randomUUID();
await db.insert(purchaseGroups).values({ id: groupId, playerId: DEMO_PLAYER_ID, status: "COMPLETED" });

let games = 0;
let count = 0;
const setupStart = performance.now();
while (games < target) {
  const batch: (typeof tickets.$inferInsert)[] = [];
  for (let i = 0; i < 1_000 && games < target; i++) {
    const kind = MIX[count % MIX.length]!;
    const coupon: Coupon = {
      game_id: 5127,
      advance_draw: 0,
      multi_draw: 1,
      system: kind.system,
      powerpik: false,
      game_data: Array.from({ length: kind.boards }, (_, b) => ({
        group_name: String(b),
        numbers: quickPickBoard(5127, rng, { system: kind.system }).numbers,
        powerball: null,
        quickpick: 1 as const,
        stake: 0 as const,
        type: 1 as const,
      })),
    };
    batch.push({
      id: randomUUID(),
      groupId,
      position: count++,
      playerId: DEMO_PLAYER_ID,
      gameId: 5127,
      coupon,
      drawNumbers: [drawNumber],
      cost: kind.games * 85,
      status: 2,
    });
    games += kind.games;
  }
  await db.insert(tickets).values(batch);
  await db.insert(ticketDraws).values(batch.map((t) => ({ ticketId: t.id, gameId: 5127, drawNumber })));
}
const setupSeconds = (performance.now() - setupStart) / 1000;

await db
  .update(draws)
  .set({ status: "closed" })
  .where(and(eq(draws.gameId, 5127), eq(draws.drawNumber, drawNumber)));
await drawOne(db, 5127, drawNumber, now);
const start = performance.now();
const cpuStart = process.cpuUsage();
const loadBefore = loadavg()[0]!;
const result = await settleOne(db, 5127, drawNumber);
const seconds = (performance.now() - start) / 1000;
// CPU time of this process (PGlite runs in it): on a machine shared with other jobs, wall time
// includes waiting for a core, CPU time does not.
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const summary = {
  games,
  tickets: count,
  setupSeconds: Number(setupSeconds.toFixed(1)),
  settleSeconds: Number(seconds.toFixed(2)),
  gamesPerSecond: Math.round(games / seconds),
  cpuSeconds: Number(cpuSeconds.toFixed(2)),
  gamesPerCpuSecond: Math.round(games / cpuSeconds),
  paidCents: result.paid,
  rssMb: Math.round(process.memoryUsage().rss / 1e6),
  loadAverage1m: Number(loadBefore.toFixed(2)),
};
console.log(JSON.stringify(summary));
console.log(
  "\n| Settlement (one draw, embedded PGlite data folder) | games | games/s wall | games/s CPU | load avg |",
);
console.log("|---|---:|---:|---:|---:|");
console.log(
  `| Saturday Lotto, mixed standard and systems | ${games} | ${summary.gamesPerSecond} | ${summary.gamesPerCpuSecond} | ${summary.loadAverage1m} |`,
);
await database.close();
await rm(dataDir, { recursive: true, force: true });
