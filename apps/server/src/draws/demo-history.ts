/**
 * Tickets in the seeded past draws (R-DRAW-ENGINE `npm start`), so a new shop looks lived in: a "crowd" of
 * quick picks per draw of the lotto games with a rolling jackpot (Saturday Lotto, OZ Lotto, Powerball), three System 12 tickets and 300 standard
 * games (their sales form real pari-mutuel pools; 300 independent games miss every lower division only
 * about once in a hundred draws), and a few demo-player tickets in
 * the latest draws of the first of them (Saturday Lotto), one built from the draw's own committed numbers to win Division 4,
 * so play history shows wins and losses. Inserted before the engine draws and settles them, paid for
 * through the ledger like any purchase.
 */
import { randomUUID } from "node:crypto";
import {
  boardName,
  type Coupon,
  deriveDrawNumbers,
  GAMES,
  type GameId,
  gameById,
  quickPickBoard,
  seededRng,
} from "@lotto/core";
import { Temporal } from "temporal-polyfill";
import { DEMO_PLAYER_ID } from "../accounts/demo";
import type { Db, Tx } from "../db";
import { players, wallets } from "../db/schema/accounts";
import { purchaseGroups, ticketDraws, tickets } from "../db/schema/play";
import { toDate } from "../db/time";
import { postLedgerEntry } from "../wallet/ledger";

/** The crowd's player: never logs in (closed), only owns the seeded crowd tickets. */
export const CROWD_PLAYER_ID = "seed-crowd";
// Pari-mutuel pools with a jackpot need a crowd to look real; fixed-prize games do not.
const CROWD_GAMES: readonly GameId[] = GAMES.filter((g) => g.kind === "lotto" && g.prizes.jackpot).map(
  (g) => g.id,
);
const CROWD_TICKETS = 3;
const CROWD_SYSTEM = 12;
const CROWD_STANDARD_TICKETS = 6;
const BOARDS_PER_TICKET = 50;

/** A past draw the history seed created, with its secret seed (known here before it is drawn). */
export interface SeededDraw {
  gameId: GameId;
  drawNumber: number;
  salesClose: string;
  seed: string;
}

const binomial = (n: number, k: number) => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
};

function coupon(
  gameId: GameId,
  system: number,
  boards: { numbers: number[]; powerball: number | null }[],
): Coupon {
  return {
    game_id: gameId,
    advance_draw: 0,
    multi_draw: 1,
    system,
    powerpik: false,
    game_data: boards.map((b, i) => ({
      group_name: boardName(i),
      numbers: b.numbers,
      powerball: b.powerball,
      quickpick: 1,
      stake: 0,
      type: 1,
    })),
  } as Coupon;
}

async function insertTicket(tx: Tx, draw: SeededDraw, playerId: string, entry: Coupon, cost: number) {
  const at = Temporal.Instant.from(draw.salesClose).subtract({ hours: 26 });
  const groupId = randomUUID();
  const ticketId = randomUUID();
  await tx.insert(purchaseGroups).values({
    id: groupId,
    playerId,
    status: "COMPLETED",
    total: cost,
    createdAt: at.toString(),
  });
  await tx.insert(tickets).values({
    id: ticketId,
    groupId,
    position: 0,
    playerId,
    gameId: draw.gameId,
    coupon: entry,
    drawNumbers: [draw.drawNumber],
    cost,
    status: 2,
    createdAt: at.toString(),
  });
  await tx.insert(ticketDraws).values({ ticketId, gameId: draw.gameId, drawNumber: draw.drawNumber });
  if (playerId === DEMO_PLAYER_ID) {
    await postLedgerEntry(tx, {
      playerId,
      kind: "purchase",
      amount: -cost,
      reference: `seed:${groupId}`,
      at,
    });
  }
}

/** A Saturday Lotto board with exactly `hits` of the draw's winning numbers and no supplementary. */
function boardHitting(draw: SeededDraw, hits: number): number[] {
  const drawn = deriveDrawNumbers(draw.gameId, draw.drawNumber, draw.seed);
  const out = new Set([...drawn.winning, ...drawn.supplementary]);
  const rest = Array.from({ length: 45 }, (_, i) => i + 1).filter((n) => !out.has(n) && n % 5 === 2);
  return [...drawn.winning.slice(0, hits), ...rest.slice(0, 6 - hits)].sort((a, b) => a - b);
}

/** Inserts the crowd and demo tickets into the given undrawn past draws. */
export async function seedPastTickets(db: Db, seeded: readonly SeededDraw[], now: Temporal.Instant) {
  const rng = seededRng(now.epochMilliseconds);
  await db.transaction(async (tx) => {
    await tx
      .insert(players)
      .values({
        id: CROWD_PLAYER_ID,
        email: "crowd@seed.invalid",
        passwordHash: "!",
        firstname: "Seeded",
        lastname: "Crowd",
        dateOfBirth: "1970-01-01",
        mobile: "0400000000",
        address: { street: "-", suburb: "-", postcode: "6000", state: "WA" },
        status: "CLOSED",
        securityQuestionId: 1,
        securityAnswerHash: "!",
        passwordChangedAt: toDate(now),
        createdAt: toDate(now),
      })
      .onConflictDoNothing();
    await tx.insert(wallets).values({ playerId: CROWD_PLAYER_ID, balance: 0 }).onConflictDoNothing();
    for (const draw of seeded.filter((d) => CROWD_GAMES.includes(d.gameId))) {
      const game = gameById(draw.gameId);
      const cost = binomial(CROWD_SYSTEM, game.pick) * game.unitPrice.cents;
      for (let i = 0; i < CROWD_TICKETS; i++) {
        const board = quickPickBoard(draw.gameId, rng, { system: CROWD_SYSTEM });
        await insertTicket(tx, draw, CROWD_PLAYER_ID, coupon(draw.gameId, CROWD_SYSTEM, [board]), cost);
      }
      for (let i = 0; i < CROWD_STANDARD_TICKETS; i++) {
        const boards = Array.from({ length: BOARDS_PER_TICKET }, () => quickPickBoard(draw.gameId, rng));
        const price = BOARDS_PER_TICKET * game.unitPrice.cents;
        await insertTicket(tx, draw, CROWD_PLAYER_ID, coupon(draw.gameId, game.pick, boards), price);
      }
    }
    const demoGame = gameById(CROWD_GAMES[0]!);
    const latest = seeded.filter((d) => d.gameId === demoGame.id).slice(-3);
    for (const [i, draw] of latest.entries()) {
      // The latest holds 4 winning numbers (Saturday Lotto's Division 4); the others are plain quick picks.
      const boards = Array.from(
        { length: demoGame.minBoards },
        () => quickPickBoard(demoGame.id, rng).numbers,
      );
      if (i === latest.length - 1) boards[0] = boardHitting(draw, 4);
      const entry = coupon(
        demoGame.id,
        demoGame.systems[0]!,
        boards.map((numbers) => ({ numbers, powerball: null })),
      );
      await insertTicket(tx, draw, DEMO_PLAYER_ID, entry, demoGame.minBoards * demoGame.unitPrice.cents);
    }
  });
}
