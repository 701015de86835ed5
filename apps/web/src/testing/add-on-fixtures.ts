import type { AddOnCoupon } from "@lotto/core";

const game = (group_name: string, numbers: number[]) => ({
  group_name,
  numbers,
  powerball: null,
  quickpick: 1 as const,
  stake: 0 as const,
  type: 1 as const,
});

/** Two Super66 games riding on a Saturday Lotto entry (R-ENTITIES addOnGame). */
export const SUPER66_ADD_ON: AddOnCoupon = {
  game_id: 2115,
  game_data: [game("A", [4, 0, 9, 1, 2, 7]), game("B", [8, 8, 3, 0, 5, 6])],
};
