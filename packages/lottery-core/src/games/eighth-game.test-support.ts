import type { GameDefinition } from "./game-definition";

/**
 * A fictional eighth game, written once as data: a Wednesday 5-from-30 lotto with one supplementary,
 * Systems 6 and 7, a rolling jackpot and a fixed Division 4. Tests register it beside the seven games
 * to show that every rule works from a definition alone (no rule names a game id).
 */
export const LUCKY_FIVE: GameDefinition<number> = {
  id: 9001,
  name: "Lucky Five",
  slug: "lucky-five",
  colour: "#5b2c83",
  variantIds: [],
  kind: "lotto",
  pick: 5,
  numberMin: 1,
  numberMax: 30,
  supplementaries: 1,
  powerballMax: null,
  systems: [5, 6, 7],
  powerpikSystems: [],
  divisions: [
    {
      division: 1,
      combination: "5 winning numbers",
      rule: { kind: "lotto", winning: [5], supplementaryMin: 0, powerball: false },
    },
    {
      division: 2,
      combination: "4 winning numbers + the supplementary",
      rule: { kind: "lotto", winning: [4], supplementaryMin: 1, powerball: false },
    },
    {
      division: 3,
      combination: "4 winning numbers",
      rule: { kind: "lotto", winning: [4], supplementaryMin: 0, powerball: false },
    },
    {
      division: 4,
      combination: "3 winning numbers",
      rule: { kind: "lotto", winning: [3], supplementaryMin: 0, powerball: false },
    },
  ],
  drawWeekdays: [3],
  closeTime: "17:30",
  drawTime: "18:00",
  drawNumberStep: 1,
  drawsPerEntry: 1,
  drawsPerWeek: 1,
  multiWeekMax: 4,
  advanceMax: 3,
  minBoards: 2,
  maxBoards: 20,
  maxSystemBoards: 3,
  unitPrice: { cents: 60, illustrative: true, basis: "a fictional game for tests" },
  stakes: [],
  randomNumbersOnly: false,
  singleDrawEntry: false,
  weekdayPlay: false,
  extraDraws: false,
  promo: false,
  drawAnchor: { date: "2026-01-07", drawNumber: 1 },
  prizes: {
    poolPercent: 60,
    shares: { 1: 500_000, 2: 200_000, 3: 300_000 },
    fixed: { 4: { each: 1_000, capWinners: Number.MAX_SAFE_INTEGER } },
    jackpot: { base: 100_000_000, growth: 10_000_000 },
  },
  jackpotText: null,
};
