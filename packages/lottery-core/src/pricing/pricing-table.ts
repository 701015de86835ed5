import { binomial } from "../games/binomial";
import type { GameDefinition } from "../games/game-definition";
import { gameById } from "../games/lookup";
import type { Cents, GameId, PricingInformation, PricingOption } from "../model/entities";
import { multiDrawCounts } from "./draw-options";
import { systemKey } from "./system-key";

/**
 * Games one board of a system plays in one draw (games.md "System entry sizes"): C(N, k) for System N,
 * times the 20 Powerballs for powerpik (DECISIONS 6), 1 for digit games.
 */
export function gamesPerBoard(gameId: GameId, system: number, powerpik: boolean): number {
  const game = gameById(gameId);
  if (game.kind === "digits") return 1;
  return binomial(system, game.pick) * (powerpik ? (game.powerballMax ?? 1) : 1);
}

/** Input of {@link buildPricingInformation}. */
export interface PricingTableInput {
  gameId: GameId;
  /** Price of one game in one draw (for Cash 3: one 50c stake on one play type). */
  unitPrice: Cents;
  /** Draw numbers on sale, in order (for one-day Millionaire Medley: that weekday's draws only). */
  drawNumbers: readonly number[];
  /** Millionaire Medley one-day play (spec §7 purchase-config `day`). */
  oneDay?: boolean;
  /** Label of an advance option from its first draw; index 0 is always "Next draw". */
  drawLabel?: (drawNumber: number, advance: number) => string;
  /** Restrict the board counts offered (keeps the table small); default every allowed count. */
  boards?: (system: number, powerpik: boolean) => readonly number[];
}

function boardCounts(game: GameDefinition, system: number, powerpik: boolean): number[] {
  const standard = system === game.systems[0] && !powerpik;
  const [min, max] = standard ? [game.minBoards, game.maxBoards] : [1, game.maxSystemBoards];
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/**
 * The server's `pricing_information` (spec §3) generated from one rule (DECISIONS 5): price = unit ×
 * games per board × boards × draws played. An advance option's `bit8_advance_id` is how many of the
 * game's draws its first draw comes after the first on sale (a week for weekly games, a day for Cash 3
 * and Set for Life, one draw of Mon/Wed/Fri for Millionaire Medley, so one-day play has 0, 3, 6, 9 and
 * special draws can shift by +1/+2; spec §4, §9), up to the game's `advanceMax`. Options whose draws
 * are not all on sale are left out.
 */
export function buildPricingInformation(input: PricingTableInput): PricingInformation {
  const game = gameById(input.gameId);
  const label = input.drawLabel ?? ((drawNumber: number) => `Draw ${drawNumber}`);
  const variants = [
    ...game.systems.map((system) => ({ system, powerpik: false })),
    ...game.powerpikSystems.map((system) => ({ system, powerpik: true })),
  ];
  const table: PricingInformation = {};
  for (const { system, powerpik } of variants) {
    const perBoard = input.unitPrice * gamesPerBoard(game.id, system, powerpik);
    const byBoards: PricingInformation[string] = {};
    for (const boards of input.boards?.(system, powerpik) ?? boardCounts(game, system, powerpik)) {
      const byDraws: Record<string, PricingOption[]> = {};
      for (const count of multiDrawCounts(game.id, input.oneDay)) {
        const options: PricingOption[] = [];
        for (let start = 0; start + count <= input.drawNumbers.length; start++) {
          const draws = input.drawNumbers.slice(start, start + count);
          const advance = (draws[0]! - input.drawNumbers[0]!) / game.drawNumberStep;
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
