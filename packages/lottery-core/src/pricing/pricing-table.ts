import { binomial } from "../games/binomial";
import type { GameDefinition } from "../games/game-definition";
import { definitionOf, type GameRef } from "../games/lookup";
import type { Cents, PricingInformation, PricingOption } from "../model/entities";
import { multiDrawCounts } from "./draw-options";
import { systemKey } from "./system-key";

/**
 * Games one board of a system plays in one draw (R-GAMESHEET "System entry sizes"): C(N, k) for System N,
 * times the 20 Powerballs for powerpik (docs/decisions.md#d6), 1 for digit games.
 */
export function gamesPerBoard(ref: GameRef, system: number, powerpik: boolean): number {
  const game = definitionOf(ref);
  if (game.kind === "digits") return 1;
  return binomial(system, game.pick) * (powerpik ? (game.powerballMax ?? 1) : 1);
}

/** Input of {@link buildPricingInformation}. */
export interface PricingTableInput {
  gameId: GameRef;
  /** Price of one game in one draw (for Cash 3: one 50c stake on one play type). */
  unitPrice: Cents;
  /** Draw numbers on sale, in order (for one-day Millionaire Medley: that weekday's draws only). */
  drawNumbers: readonly number[];
  /** Millionaire Medley one-day play (R-CALLS purchase-config `day`). */
  oneDay?: boolean;
  /**
   * Members of `drawNumbers` that are extra (special) draws off the game's regular numbering, such as
   * an odd Saturday Lotto draw (R-STATES): each is sold as a one-draw entry, and multi-draw entries play
   * the regular draws around it.
   */
  specialDrawNumbers?: readonly number[];
  /** Label of an advance option from its first draw; index 0 is always "Next draw". */
  drawLabel?: (drawNumber: number, advance: number) => string;
  /** Restrict the board counts offered (keeps the table small); default every allowed count. */
  boards?: (system: number, powerpik: boolean) => readonly number[];
}

function boardCounts(game: GameDefinition<number>, system: number, powerpik: boolean): number[] {
  const standard = system === game.systems[0] && !powerpik;
  const [min, max] = standard ? [game.minBoards, game.maxBoards] : [1, game.maxSystemBoards];
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/**
 * Advance ids of the draws on sale: how many of the game's draws each comes after the first on sale (a
 * week for weekly games, a day for Cash 3 and Set for Life, one draw of Mon/Wed/Fri for Millionaire
 * Medley, so one-day play has 0, 3, 6, 9; R-STATES, R-LIMITS). A special draw counts as one draw of its own:
 * it takes the id after the regular draw before it, and every later draw moves up by one.
 */
function advanceIds(
  game: GameDefinition<number>,
  drawNumbers: readonly number[],
  specials: ReadonlySet<number>,
) {
  const firstRegular = drawNumbers.find((n) => !specials.has(n)) ?? drawNumbers[0]!;
  const ids = new Map<number, number>();
  let specialsBefore = 0;
  for (const n of drawNumbers) {
    // A special draw before the first regular one on sale (ceil of a negative) is the next draw.
    ids.set(n, Math.max(0, Math.ceil((n - firstRegular) / game.drawNumberStep)) + specialsBefore);
    if (specials.has(n)) specialsBefore++;
  }
  return ids;
}

/** The draws of each option of one draw count: every draw alone, or runs of consecutive regular draws. */
function drawWindows(drawNumbers: readonly number[], count: number, specials: ReadonlySet<number>) {
  if (count === 1) return drawNumbers.map((n) => [n]);
  const regular = drawNumbers.filter((n) => !specials.has(n));
  return Array.from({ length: Math.max(0, regular.length - count + 1) }, (_, start) =>
    regular.slice(start, start + count),
  );
}

/**
 * The server's `pricing_information` (R-ENTITIES) generated from one rule (docs/decisions.md#d5): price = unit ×
 * games per board × boards × draws played. An advance option's `bit8_advance_id` is its first draw's
 * advance id ({@link advanceIds}), up to the game's `advanceMax`. Options whose draws are not all on
 * sale are left out.
 */
export function buildPricingInformation(input: PricingTableInput): PricingInformation {
  const game = definitionOf(input.gameId);
  const label = input.drawLabel ?? ((drawNumber: number) => `Draw ${drawNumber}`);
  const specials = new Set(input.specialDrawNumbers ?? []);
  const ids = advanceIds(game, input.drawNumbers, specials);
  const variants = [
    ...game.systems.map((system) => ({ system, powerpik: false })),
    ...game.powerpikSystems.map((system) => ({ system, powerpik: true })),
  ];
  const windowsByCount = new Map(
    multiDrawCounts(game, input.oneDay).map((count) => [
      count,
      drawWindows(input.drawNumbers, count, specials),
    ]),
  );
  const table: PricingInformation = {};
  for (const { system, powerpik } of variants) {
    const perBoard = input.unitPrice * gamesPerBoard(game, system, powerpik);
    const byBoards: PricingInformation[string] = {};
    for (const boards of input.boards?.(system, powerpik) ?? boardCounts(game, system, powerpik)) {
      const byDraws: Record<string, PricingOption[]> = {};
      for (const [count, windows] of windowsByCount) {
        const options: PricingOption[] = [];
        for (const draws of windows) {
          const advance = ids.get(draws[0]!)!;
          if (advance > game.advanceMax) break;
          options.push({
            bit8_advance_id: advance,
            label: advance === 0 ? "Next draw" : label(draws[0]!, advance),
            price: perBoard * boards * count,
            draws,
          });
        }
        if (options.length > 0) byDraws[String(count)] = options;
      }
      if (Object.keys(byDraws).length > 0) byBoards[String(boards)] = byDraws;
    }
    if (Object.keys(byBoards).length > 0) table[systemKey(system, powerpik)] = byBoards;
  }
  return table;
}
