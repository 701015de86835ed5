import type { Coupon, GameDataGroup } from "./entities";

/** Board A of a coupon with `numbers`, player-picked and without Powerball unless `extra` says so. */
export const group = (numbers: number[], extra: Partial<GameDataGroup> = {}): GameDataGroup => ({
  group_name: "A",
  numbers,
  powerball: null,
  quickpick: 0,
  stake: 0,
  type: 1,
  ...extra,
});

/** A one-draw entry of `game` with these boards; its system is the first board's size unless `extra` says. */
export const entry = (
  game: Coupon["game_id"],
  boards: GameDataGroup[],
  extra: Partial<Coupon> = {},
): Coupon => ({
  game_id: game,
  advance_draw: 0,
  multi_draw: 1,
  system: boards[0]!.numbers.length,
  powerpik: false,
  game_data: boards,
  ...extra,
});
