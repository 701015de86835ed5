import type { DivisionDefinition, LottoDivisionRule } from "./game-definition";

function lotto(
  division: number,
  combination: string,
  winning: readonly number[],
  supplementaryMin = 0,
  powerball = false,
): DivisionDefinition {
  const rule: LottoDivisionRule = { kind: "lotto", winning, supplementaryMin, powerball };
  return { division, combination, rule };
}

/** Saturday Lotto divisions since 10 Oct 2020 (R-SATURDAY-LOTTO). */
export const SATURDAY_LOTTO_DIVISIONS: readonly DivisionDefinition[] = [
  lotto(1, "6 winning numbers", [6]),
  lotto(2, "5 winning numbers + 1 supplementary", [5], 1),
  lotto(3, "5 winning numbers", [5]),
  lotto(4, "4 winning numbers", [4]),
  lotto(5, "3 winning numbers + 1 or 2 supplementaries", [3], 1),
  lotto(6, "3 winning numbers", [3]),
];

/** OZ Lotto 7/47 divisions (R-OZ-LOTTO). */
export const OZ_LOTTO_DIVISIONS: readonly DivisionDefinition[] = [
  lotto(1, "7 winning numbers", [7]),
  lotto(2, "6 winning numbers + 1 supplementary", [6], 1),
  lotto(3, "6 winning numbers", [6]),
  lotto(4, "5 winning numbers + 1 or more supplementaries", [5], 1),
  lotto(5, "5 winning numbers", [5]),
  lotto(6, "4 winning numbers", [4]),
  lotto(7, "3 winning numbers + 1 or more supplementaries", [3], 1),
];

/** Powerball divisions, WA rule 92 (R-POWERBALL). */
export const POWERBALL_DIVISIONS: readonly DivisionDefinition[] = [
  lotto(1, "7 winning numbers + Powerball", [7], 0, true),
  lotto(2, "7 winning numbers", [7]),
  lotto(3, "6 winning numbers + Powerball", [6], 0, true),
  lotto(4, "6 winning numbers", [6]),
  lotto(5, "5 winning numbers + Powerball", [5], 0, true),
  lotto(6, "4 winning numbers + Powerball", [4], 0, true),
  lotto(7, "5 winning numbers", [5]),
  lotto(8, "3 winning numbers + Powerball", [3], 0, true),
  lotto(9, "2 winning numbers + Powerball", [2], 0, true),
];

/** Millionaire Medley divisions (R-MILLIONAIRE-MEDLEY). */
export const MILLIONAIRE_MEDLEY_DIVISIONS: readonly DivisionDefinition[] = [
  lotto(1, "6 winning numbers", [6]),
  lotto(2, "5 winning numbers + 1 supplementary", [5], 1),
  lotto(3, "5 winning numbers", [5]),
  lotto(4, "4 winning numbers", [4]),
  lotto(5, "3 winning numbers + 1 or 2 supplementaries", [3], 1),
  lotto(6, "1 or 2 winning numbers + both supplementaries", [1, 2], 2),
];

/** Set for Life divisions (R-SET-FOR-LIFE). */
export const SET_FOR_LIFE_DIVISIONS: readonly DivisionDefinition[] = [
  lotto(1, "7 winning numbers", [7]),
  lotto(2, "6 winning numbers + 1 supplementary", [6], 1),
  lotto(3, "6 winning numbers", [6]),
  lotto(4, "5 winning numbers + 1 or 2 supplementaries", [5], 1),
  lotto(5, "5 winning numbers", [5]),
  lotto(6, "4 winning numbers + 1 or 2 supplementaries", [4], 1),
  lotto(7, "4 winning numbers", [4]),
  lotto(8, "3 winning numbers + 1 or 2 supplementaries", [3], 1),
];

/** Super66: first or last N digits in value, position and order; only the highest is won (R-SUPER66). */
export const SUPER66_DIVISIONS: readonly DivisionDefinition[] = [6, 5, 4, 3, 2].map((digits, i) => ({
  division: i + 1,
  combination: digits === 6 ? "all 6 digits" : `first ${digits} or last ${digits} digits`,
  rule: { kind: "ends", digits },
}));

/** Cash 3 divisions (R-GAMES): 1 exact order, 2 any order 3-way, 3 any order 6-way. */
export const CASH3_DIVISIONS: readonly DivisionDefinition[] = [
  { division: 1, combination: "exact order", rule: { kind: "exact", ways: 1 } },
  { division: 2, combination: "any order 3-way", rule: { kind: "any", ways: 3 } },
  { division: 3, combination: "any order 6-way", rule: { kind: "any", ways: 6 } },
];
