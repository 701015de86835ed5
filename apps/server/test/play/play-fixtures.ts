/** Shared helpers of the play tests: coupons, purchases and the demo player's money. */
import { type Coupon, deriveDrawNumbers, type GameDataGroup } from "@lotto/core";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import type { TestApp } from "../helper";
import { call } from "../helper";

/** A lotto board with the given numbers. */
export const board = (
  numbers: number[],
  group_name = "A",
  powerball: number | null = null,
): GameDataGroup => ({
  group_name,
  numbers,
  powerball,
  quickpick: 0,
  stake: 0,
  type: 1,
});

/** A standard Saturday Lotto coupon of the given boards. */
export const saturday = (boards: number[][], multi_draw = 1): Coupon => ({
  game_id: 5127,
  advance_draw: 0,
  multi_draw,
  system: 6,
  powerpik: false,
  game_data: boards.map((numbers, i) => board(numbers, String.fromCharCode(65 + i))),
});

/**
 * A 50c Cash 3 ticket on each of `week`'s draws in turn, on the digits each draw will draw: the test
 * peeks at the draws' secret seeds, so every ticket wins.
 */
export const winningCash3Tickets = (week: readonly { drawNumber: number; seed: string }[]) =>
  week.map((draw, advance) => ({
    draw_num: draw.drawNumber,
    cost: 50,
    coupon: {
      game_id: 2116 as const,
      advance_draw: advance,
      multi_draw: 1,
      system: 0,
      powerpik: false,
      game_data: [
        { ...board(deriveDrawNumbers(2116, draw.drawNumber, draw.seed).winning), stake: 1 as const },
      ],
    },
  }));

/** Four valid Saturday Lotto boards that are not special. */
export const FOUR_BOARDS = [
  [1, 2, 3, 4, 5, 6],
  [7, 8, 9, 10, 11, 12],
  [13, 14, 15, 16, 17, 18],
  [19, 20, 21, 22, 23, 24],
];

/** Submits a purchase and returns status and body. */
export function buy(
  app: TestApp,
  auth: string,
  tickets: { coupon: Coupon; cost: number; draw_num: number; day?: string }[],
  key?: string,
) {
  return call(app, {
    method: "POST",
    url: "/api/v1/games/tickets-purchase",
    headers: { authorization: auth, ...(key ? { "idempotency-key": key } : {}) },
    payload: { tickets },
  });
}

/** The next draw number on sale for a game, from GET /games. */
export async function nextDrawNumber(app: TestApp, gameId: number): Promise<number> {
  const res = await call(app, { method: "GET", url: "/api/v1/games" });
  return res.body.data[String(gameId)].upcoming_draw.draw_number as number;
}

/** The demo player's balance and ledger sum (they must always be equal). */
export async function money(app: TestApp) {
  return {
    balance: await readBalance(app.db, DEMO_PLAYER_ID),
    ledger: await ledgerSum(app.db, DEMO_PLAYER_ID),
  };
}
