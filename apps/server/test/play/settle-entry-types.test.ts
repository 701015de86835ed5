import {
  type Coupon,
  couponPrice,
  deriveDrawNumbers,
  type GameDataGroup,
  type GameId,
  type WeekdayName,
} from "@lotto/core";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { draws, tickets } from "../../src/db/schema/play";
import { forceDraw } from "../../src/draws/force-draw";
import { loadPurchaseConfig } from "../../src/play/purchase-config";
import { demoPlayerApp } from "../helper";
import { board, buy, money, nextDrawNumber } from "./play-fixtures";

// R-DRAW-ENGINE settlement, one entry type per case: buy entries with numbers known from a chosen seed, force
// the draw with that seed (test-only hook), and check the exact dividends, statuses and wallet credits.
// Expected dividends are written out from R-GAMESHEET's shares, not read from prize-structure.ts.
const player = demoPlayerApp();

const seedOf = (byte: string) => byte.repeat(32);
const down5 = (cents: number) => Math.floor(cents / 5) * 5;
/** The 60% prize pool's share for a division: `percent` of it in exact integer arithmetic. */
const share = (pool: number, percent: number) =>
  Math.floor((pool * Math.round(percent * 10_000)) / 1_000_000);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Prices a coupon for the game's next draw as the shop would, buys it, returns its ticket row. */
async function purchase(coupon: Coupon, day?: WeekdayName) {
  const config = await loadPurchaseConfig(
    player.app.db,
    coupon.game_id,
    day ?? null,
    player.app.testClock.now(),
  );
  const cost = couponPrice(config!, coupon);
  expect(cost).not.toBeNull();
  const drawNum = config!.game_variables.next_draw_number;
  const res = await buy(player.app, player.auth, [
    { coupon, cost: cost!, draw_num: drawNum, ...(day ? { day } : {}) },
  ]);
  expect(res.body.data?.status, JSON.stringify(res.body)).toBe("COMPLETED");
  return { groupId: res.body.data.id as string, cost: cost! };
}

const ticketOf = async (groupId: string) =>
  (await player.app.db.select().from(tickets).where(eq(tickets.groupId, groupId)))[0]!;

async function settledDraw(gameId: GameId, drawNumber: number) {
  const [row] = await player.app.db
    .select()
    .from(draws)
    .where(and(eq(draws.gameId, gameId), eq(draws.drawNumber, drawNumber)));
  return row!;
}

/** The ledger credits of one draw's small wins (one entry per player and draw). */
const creditsOf = async (gameId: GameId, drawNumber: number) =>
  (
    await player.app.db
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.reference, `win:${gameId}:${drawNumber}`))
  ).map((e) => e.amount);

/** A seed whose draw of the game satisfies `ok` (the search is deterministic). */
function seedWhere(gameId: GameId, drawNumber: number, ok: (winning: number[]) => boolean): string {
  for (let i = 0; i < 256; i++) {
    const seed = i.toString(16).padStart(2, "0").repeat(32);
    if (ok(deriveDrawNumbers(gameId, drawNumber, seed).winning)) return seed;
  }
  throw new Error("no seed found");
}

const lotto = (gameId: GameId, system: number, boards: GameDataGroup[], powerpik = false): Coupon => ({
  game_id: gameId,
  advance_draw: 0,
  multi_draw: 1,
  system,
  powerpik,
  game_data: boards,
});

describe("settling each entry type (R-DRAW-ENGINE)", () => {
  it("Powerball powerpik: every board holds the drawn Powerball", async () => {
    const n = await nextDrawNumber(player.app, 5132);
    const seed = seedOf("51");
    const drawn = deriveDrawNumbers(5132, n, seed);
    const w = drawn.winning;
    const free = range(1, 35).filter((x) => !w.includes(x));
    // A: 6 winning → Division 3 (6 + PB); B: 3 winning → Division 8 (3 + PB); C, D: 1 winning → nothing.
    const boards = [
      [...w.slice(0, 6), free[0]!],
      [...w.slice(0, 3), ...free.slice(1, 5)],
      [w[0]!, ...free.slice(5, 11)],
      [w[1]!, ...free.slice(11, 17)],
    ].map((numbers, i) => board(numbers, String.fromCharCode(65 + i), 0));
    const bought = await purchase(lotto(5132, 7, boards, true));
    const before = await money(player.app);
    await forceDraw(player.app.db, 5132, player.app.testClock.now(), { seed });

    const pool = Math.floor((bought.cost * 60) / 100);
    // Division 8's 15.5% would pay its one winner more than Division 3's 2.3% pays its one: the two
    // pools are combined and shared equally (no inversion).
    const div3 = down5((share(pool, 2.3) + share(pool, 15.5)) / 2);
    const div8 = div3;
    const result = await settledDraw(5132, n);
    expect(result.powerball).toBe(drawn.powerball);
    expect(result.divisions).toMatchObject({
      "1": { winners: 0, each: 0 },
      "3": { winners: 1, each: div3 },
      "8": { winners: 1, each: div8 },
      "9": { winners: 0 },
    });
    const ticket = await ticketOf(bought.groupId);
    expect(div3).toBeGreaterThan(0);
    expect([ticket.status, ticket.prize]).toEqual([7, div3 + div8]);
    expect(await creditsOf(5132, n)).toEqual([div3 + div8]);
    expect((await money(player.app)).balance).toBe(before.balance + div3 + div8);
  });

  it("Super66: the longest run of first or last digits decides, and the jackpot rolls over", async () => {
    const n = await nextDrawNumber(player.app, 2115);
    const seed = seedOf("52");
    const w = deriveDrawNumbers(2115, n, seed).winning;
    const other = (d: number) => (d + 1) % 10;
    // A: first five → Division 2; B: first two, then wrong → Division 5; C: last three → Division 4.
    const a = [...w.slice(0, 5), other(w[5]!)];
    const b = [w[0]!, w[1]!, other(w[2]!), other(w[3]!), other(w[4]!), other(w[5]!)];
    const c = [other(w[0]!), other(w[1]!), other(w[2]!), w[3]!, w[4]!, w[5]!];
    const boards = [a, b, c].map((numbers, i) => board(numbers, String.fromCharCode(65 + i)));
    const draw = await settledDraw(2115, n);
    const bought = await purchase(lotto(2115, 6, boards));
    expect(bought.cost).toBe(300);
    const before = await money(player.app);
    await forceDraw(player.app.db, 2115, player.app.testClock.now(), { seed });

    // $3 sales → 180c pool: Div 2 10% = 18 → 15c; Div 4 15% = 27 → 25c; Div 5 20% = 36 → 35c. Each
    // lower division would pay more than the one above: the three pools are combined (no inversion),
    // 81c shared by 3 → 27c → 25c each.
    const result = await settledDraw(2115, n);
    expect(result.divisions).toMatchObject({
      "1": { winners: 0, each: 0 },
      "2": { winners: 1, each: 25 },
      "3": { winners: 0, each: 0 },
      "4": { winners: 1, each: 25 },
      "5": { winners: 1, each: 25 },
    });
    const ticket = await ticketOf(bought.groupId);
    expect([ticket.status, ticket.prize]).toEqual([7, 75]);
    expect(await creditsOf(2115, n)).toEqual([75]);
    expect((await money(player.app)).balance).toBe(before.balance + 75);
    // Division 1 (40% = 72c) unwon: it rolls over onto the advertised jackpot, plus the $50,000 growth.
    // Super66 draws share Saturday Lotto's draw numbers (every other number).
    const next = await settledDraw(2115, n + 2);
    expect(next.jackpot).toBe(draw.jackpot + 72 + 5_000_000);
  });

  it("Saturday Lotto System 8: each of the 28 games is judged on its own", async () => {
    const n = await nextDrawNumber(player.app, 5127);
    const seed = seedOf("53");
    const drawn = deriveDrawNumbers(5127, n, seed);
    const used = [...drawn.winning, ...drawn.supplementary];
    const free = range(1, 45).filter((x) => !used.includes(x));
    // 5 winning + 1 supplementary + 2 others: 1 game 5+S (Div 2), 2 games 5 (Div 3),
    // 15 games 4 (Div 4), 10 games 3+S (Div 5); the other 0 of 28 games lose.
    const numbers = [...drawn.winning.slice(0, 5), drawn.supplementary[0]!, free[0]!, free[1]!];
    const bought = await purchase(lotto(5127, 8, [board(numbers)]));
    expect(bought.cost).toBe(28 * 85);
    const before = await money(player.app);
    await forceDraw(player.app.db, 5127, player.app.testClock.now(), { seed });

    const pool = Math.floor((bought.cost * 60) / 100);
    const each = {
      2: down5(share(pool, 4.5 * 0.7)),
      3: down5(share(pool, 7 * 0.7) / 2),
      // Division 5's pool would pay its 10 winners more than Division 4's pays its 15: combined, they
      // share both pools among 25 (no inversion).
      4: down5((share(pool, 19.5 * 0.7) + share(pool, 27 * 0.7)) / 25),
      5: down5((share(pool, 19.5 * 0.7) + share(pool, 27 * 0.7)) / 25),
    };
    const result = await settledDraw(5127, n);
    expect(result.divisions).toMatchObject({
      "1": { winners: 0, each: 0 },
      "2": { winners: 1, each: each[2] },
      "3": { winners: 2, each: each[3] },
      "4": { winners: 15, each: each[4] },
      "5": { winners: 10, each: each[5] },
      "6": { winners: 0, each: 0 },
    });
    const prize = each[2] + 2 * each[3] + 15 * each[4] + 10 * each[5];
    expect(prize).toBeGreaterThan(0);
    const ticket = await ticketOf(bought.groupId);
    expect([ticket.status, ticket.prize]).toEqual([7, prize]);
    expect(await creditsOf(5127, n)).toEqual([prize]);
    expect((await money(player.app)).balance).toBe(before.balance + prize);
  });

  it("Cash 3 'any' and 'both' play types pay their fixed prizes at the board's stake", async () => {
    const n = await nextDrawNumber(player.app, 2116);
    // A 6-way draw (three different digits) so that any order pays Division 3.
    const seed = seedWhere(2116, n, (d) => new Set(d).size === 3);
    const w = deriveDrawNumbers(2116, n, seed).winning;
    const reversed = [...w].reverse();
    const digits = (numbers: number[], type: 1 | 2 | 4, stake: 1 | 2): GameDataGroup => ({
      group_name: "A",
      numbers,
      powerball: null,
      quickpick: 0,
      stake,
      type,
    });
    const cash3 = (group: GameDataGroup): Coupon => ({
      game_id: 2116,
      advance_draw: 0,
      multi_draw: 1,
      system: 0,
      powerpik: false,
      game_data: [group],
    });
    const any50c = await purchase(cash3(digits(reversed, 2, 1)));
    const both1 = await purchase(cash3(digits(w, 4, 2)));
    const both50cWrongOrder = await purchase(cash3(digits(reversed, 4, 1)));
    const exactWrongOrder = await purchase(cash3(digits(reversed, 1, 1)));
    expect([any50c.cost, both1.cost, both50cWrongOrder.cost, exactWrongOrder.cost]).toEqual([
      50, 200, 100, 50,
    ]);
    const before = await money(player.app);
    await forceDraw(player.app.db, 2116, player.app.testClock.now(), { seed });

    const result = await settledDraw(2116, n);
    // Fixed at 50c: exact $250, 6-way any order $40 (R-CASH3); 3 any-order winners, 1 exact.
    expect(result.divisions).toMatchObject({
      "1": { winners: 1, each: 25_000 },
      "2": { winners: 0 },
      "3": { winners: 3, each: 4_000 },
    });
    const outcome = async (bought: { groupId: string }) => {
      const t = await ticketOf(bought.groupId);
      return [t.status, t.prize];
    };
    expect(await outcome(any50c)).toEqual([7, 4_000]);
    // Both at $1 in the exact order: ($250 + $40) × 2.
    expect(await outcome(both1)).toEqual([7, 58_000]);
    expect(await outcome(both50cWrongOrder)).toEqual([7, 4_000]);
    expect(await outcome(exactWrongOrder)).toEqual([8, 0]);
    expect(await creditsOf(2116, n)).toEqual([66_000]);
    const after = await money(player.app);
    expect(after.balance).toBe(before.balance + 66_000);
    expect(after.ledger).toBe(after.balance);
  });

  it("Millionaire Medley Division 1 pays its fixed $1 million and waits for a claim", async () => {
    // A one-day (Monday) entry: one draw, so the ticket's outcome is this draw's alone.
    const n = (await loadPurchaseConfig(player.app.db, 5303, "Monday", player.app.testClock.now()))!
      .game_variables.next_draw_number;
    const seed = seedOf("55");
    const drawn = deriveDrawNumbers(5303, n, seed);
    const used = [...drawn.winning, ...drawn.supplementary];
    const free = range(1, 45).filter((x) => !used.includes(x));
    const losing = [free.slice(0, 6), free.slice(6, 12), free.slice(12, 18), free.slice(18, 24)];
    const winner = await purchase(
      lotto(
        5303,
        6,
        [drawn.winning, ...losing.slice(1)].map((ns, i) => board(ns, String.fromCharCode(65 + i))),
      ),
      "Monday",
    );
    const loser = await purchase(
      lotto(
        5303,
        6,
        losing.map((ns, i) => board(ns, String.fromCharCode(65 + i))),
      ),
      "Monday",
    );
    const before = await money(player.app);
    await forceDraw(player.app.db, 5303, player.app.testClock.now(), { seed, drawNumber: n });

    const result = await settledDraw(5303, n);
    expect(result.divisions).toMatchObject({ "1": { winners: 1, each: 100_000_000 } });
    expect([(await ticketOf(winner.groupId)).status, (await ticketOf(winner.groupId)).prize]).toEqual([
      3, 100_000_000,
    ]);
    expect([(await ticketOf(loser.groupId)).status, (await ticketOf(loser.groupId)).prize]).toEqual([8, 0]);
    // A large win is not credited: the wallet waits for the claim.
    expect(await creditsOf(5303, n)).toEqual([]);
    expect(await money(player.app)).toEqual(before);
  });
});
