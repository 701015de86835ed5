import { randomUUID } from "node:crypto";
import { type Coupon, deriveDrawNumbers, type GameId } from "@lotto/core";
import { and, asc, eq, like } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { ledgerEntries, wallets } from "../../src/db/schema/accounts";
import { dividends, draws, purchaseGroups, ticketDraws, tickets } from "../../src/db/schema/play";
import { runDueDraws, settleOne } from "../../src/draws/draw-runner";
import { forceDraw } from "../../src/draws/force-draw";
import { settleDraw } from "../../src/draws/settle-draw";
import { build, type TestApp } from "../helper";

// R-DRAW-ENGINE "re-running settlement changes nothing", as a property over random ticket sets and draws of
// Saturday Lotto (standard and System 8), Powerball (standard and powerpik) and Millionaire Medley:
// after a draw is settled, settling it again — through the engine, the operator's forced draw and the
// settlement itself — leaves every ticket, prize, dividend, ledger entry and balance as it was.
let app: TestApp;
beforeAll(async () => {
  app = await build();
}, 120_000);
afterAll(async () => app?.close());

interface Kind {
  gameId: GameId;
  system: number;
  powerpik: boolean;
  pick: number;
  max: number;
  powerballMax: number | null;
  unit: number;
}
const KINDS: Kind[] = [
  { gameId: 5127, system: 6, powerpik: false, pick: 6, max: 45, powerballMax: null, unit: 85 },
  { gameId: 5127, system: 8, powerpik: false, pick: 8, max: 45, powerballMax: null, unit: 28 * 85 },
  { gameId: 5132, system: 7, powerpik: false, pick: 7, max: 35, powerballMax: 20, unit: 135 },
  { gameId: 5132, system: 7, powerpik: true, pick: 7, max: 35, powerballMax: 20, unit: 20 * 135 },
  { gameId: 5303, system: 6, powerpik: false, pick: 6, max: 45, powerballMax: null, unit: 50 },
];

/** A board holding `hits` of the drawn numbers, the rest from `order` (a permutation source). */
function boardNumbers(kind: Kind, drawn: number[], hits: number, order: number[]): number[] {
  const chosen = new Set(drawn.slice(0, Math.min(hits, kind.pick)));
  for (const n of order) {
    if (chosen.size >= kind.pick) break;
    chosen.add(n);
  }
  return [...chosen].sort((a, b) => a - b);
}

const ticketArb = (kind: Kind) =>
  fc.array(
    fc.record({
      hits: fc.nat({ max: kind.pick }),
      order: fc.shuffledSubarray(
        Array.from({ length: kind.max }, (_, i) => i + 1),
        { minLength: kind.max, maxLength: kind.max },
      ),
      powerball: fc.integer({ min: 1, max: kind.powerballMax ?? 1 }),
    }),
    { minLength: 1, maxLength: 3 },
  );

const caseArb = fc.integer({ min: 0, max: 2 }).chain((game) => {
  const kinds = KINDS.filter((k) => k.gameId === [5127, 5132, 5303][game]);
  return fc.record({
    gameId: fc.constant(kinds[0]!.gameId),
    seed: fc.uint8Array({ minLength: 32, maxLength: 32 }),
    tickets: fc.array(
      fc
        .constantFrom(...kinds)
        .chain((kind) => fc.record({ kind: fc.constant(kind), boards: ticketArb(kind) })),
      { minLength: 1, maxLength: 12 },
    ),
  });
});

/** Everything settlement may write, in a stable order. */
async function snapshot(gameId: GameId, drawNumber: number) {
  const { db } = app;
  return {
    tickets: await db.select().from(tickets).orderBy(asc(tickets.id)),
    covered: await db
      .select()
      .from(ticketDraws)
      .orderBy(asc(ticketDraws.ticketId), asc(ticketDraws.drawNumber)),
    dividends: await db
      .select()
      .from(dividends)
      .where(and(eq(dividends.gameId, gameId), eq(dividends.drawNumber, drawNumber)))
      .orderBy(asc(dividends.division)),
    draws: await db.select().from(draws).where(eq(draws.gameId, gameId)).orderBy(asc(draws.drawNumber)),
    ledger: await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id)),
    wallets: await db.select().from(wallets).orderBy(asc(wallets.playerId)),
  };
}

describe("re-running settlement (property, R-DRAW-ENGINE)", () => {
  it("changes nothing once a draw is settled", async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ gameId, seed, tickets: wanted }) => {
        const { db } = app;
        const [next] = await db
          .select()
          .from(draws)
          .where(and(eq(draws.gameId, gameId), eq(draws.status, "open")))
          .orderBy(asc(draws.drawNumber))
          .limit(1);
        const drawNumber = next!.drawNumber;
        const seedHex = Buffer.from(seed).toString("hex");
        const drawn = deriveDrawNumbers(gameId, drawNumber, seedHex);
        const groupId = randomUUID();
        await db
          .insert(purchaseGroups)
          .values({ id: groupId, playerId: DEMO_PLAYER_ID, status: "COMPLETED" });
        const rows = wanted.map(({ kind, boards }, position) => {
          const coupon: Coupon = {
            game_id: gameId,
            advance_draw: 0,
            multi_draw: 1,
            system: kind.system,
            powerpik: kind.powerpik,
            game_data: boards.map((b, i) => ({
              group_name: String.fromCharCode(65 + i),
              numbers: boardNumbers(kind, [...drawn.winning, ...drawn.supplementary], b.hits, b.order),
              powerball: kind.powerpik ? 0 : kind.powerballMax ? b.powerball : null,
              quickpick: 0,
              stake: 0,
              type: 1,
            })),
          };
          return {
            id: randomUUID(),
            groupId,
            position,
            playerId: DEMO_PLAYER_ID,
            gameId,
            coupon,
            drawNumbers: [drawNumber],
            cost: kind.unit * boards.length,
            status: 2,
          };
        });
        await db.insert(tickets).values(rows);
        await db.insert(ticketDraws).values(rows.map((t) => ({ ticketId: t.id, gameId, drawNumber })));

        const forced = await forceDraw(db, gameId, app.testClock.now(), { seed: seedHex, drawNumber });
        expect(forced?.settlement.settled).toBe(true);
        const settled = await snapshot(gameId, drawNumber);
        // The first settlement itself: every covered ticket final, prizes equal to the dividends paid.
        const ours = settled.tickets.filter((t) => t.groupId === groupId);
        expect(ours.every((t) => [3, 7, 8].includes(t.status))).toBe(true);
        const paidOut = settled.dividends.reduce((sum, d) => sum + d.each * d.winners, 0);
        expect(ours.reduce((sum, t) => sum + t.prize, 0)).toBe(paidOut);

        expect((await settleOne(db, gameId, drawNumber)).settled).toBe(false);
        expect(await db.transaction((tx) => settleDraw(tx, gameId, drawNumber))).toMatchObject({
          settled: false,
        });
        expect(await forceDraw(db, gameId, app.testClock.now(), { drawNumber })).toBeNull();
        expect(await runDueDraws(db, app.testClock.now())).toEqual({ closed: 0, drawn: 0, settled: 0 });
        expect(await snapshot(gameId, drawNumber)).toEqual(settled);
        const credits = await db
          .select()
          .from(ledgerEntries)
          .where(like(ledgerEntries.reference, `win:${gameId}:${drawNumber}`));
        expect(credits.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
