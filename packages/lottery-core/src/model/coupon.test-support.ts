import type { GameDataGroup } from "./entities";

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
