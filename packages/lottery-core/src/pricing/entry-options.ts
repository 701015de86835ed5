import { gameById } from "../games/lookup";
import type { Cents, EntryOptions, PricingOption, PurchaseConfig } from "../model/entities";
import { parseSystemKey, systemKey } from "./system-key";

/** What the game page may offer for the chosen system, boards and multi-draw (R-ENTITIES Game session). */
export interface AvailableEntryOptions {
  numberOfBoardsOptions: string[];
  multiDrawOptions: number[];
  advancePlayOptions: PricingOption[];
}

type PricedChoice = Pick<EntryOptions, "system" | "powerpik" | "numberOfBoards" | "multiDraw">;

const numericKeys = (record: Record<string, unknown> | undefined): string[] =>
  Object.keys(record ?? {}).sort((a, b) => Number(a) - Number(b));

/** Board counts, multi-draw counts and advance options priced for `options` (R-ENTITIES, R-STATES game entry). */
export function availableEntryOptions(config: PurchaseConfig, options: PricedChoice): AvailableEntryOptions {
  const bySystem = config.pricing_information[systemKey(options.system, options.powerpik)];
  const byDraws = bySystem?.[options.numberOfBoards];
  return {
    numberOfBoardsOptions: numericKeys(bySystem),
    multiDrawOptions: numericKeys(byDraws).map(Number),
    advancePlayOptions: byDraws?.[String(options.multiDraw)] ?? [],
  };
}

/** The priced option of an entry, or undefined when the config does not price it (R-ENTITIES). */
export function pricedOption(
  config: PurchaseConfig,
  options: PricedChoice & Pick<EntryOptions, "advancePlay">,
): PricingOption | undefined {
  // Direct lookup: the game page and the server price on every change, so no key sorting here.
  const byDraws =
    config.pricing_information[systemKey(options.system, options.powerpik)]?.[options.numberOfBoards];
  return byDraws?.[String(options.multiDraw)]?.find(
    (option) => option.bit8_advance_id === options.advancePlay,
  );
}

/** Price in cents of an entry from the purchase config, or null if not priced (R-ENTITIES, docs/decisions.md#d5). */
export function entryPrice(config: PurchaseConfig, options: EntryOptions): Cents | null {
  return pricedOption(config, options)?.price ?? null;
}

function keepOr<T>(current: T, allowed: readonly T[], preferred: T): T {
  if (allowed.includes(current)) return current;
  return allowed.includes(preferred) ? preferred : (allowed[0] ?? current);
}

/**
 * Applies a change to the entry options and keeps each current choice only if it is still priced;
 * otherwise the default ticket's value, else the first priced one (R-STATES game entry). Turning
 * Powerball powerpik on sets boards to 1, or to the count of boards already filled (R-VALIDATION).
 */
export function recomputeEntryOptions(
  config: PurchaseConfig,
  current: EntryOptions,
  change: Partial<EntryOptions>,
  existingBoards = 0,
): EntryOptions {
  const next: EntryOptions = { ...current, ...change };
  const defaults = config.default_ticket;
  const pricing = config.pricing_information;
  if (!pricing[systemKey(next.system, next.powerpik)]) {
    const candidates = [
      { system: next.system, powerpik: false },
      { system: defaults.system, powerpik: false },
      ...Object.keys(pricing).flatMap((key) => parseSystemKey(key) ?? []),
    ];
    const chosen = candidates.find((c) => pricing[systemKey(c.system, c.powerpik)]);
    if (chosen) Object.assign(next, chosen);
  }
  // Only once the system is settled: a powerpik request that is not priced changes no boards.
  if (
    next.powerpik &&
    !current.powerpik &&
    gameById(config.game_variables.game_id).powerpikSystems.length > 0
  ) {
    next.numberOfBoards = String(Math.max(1, existingBoards));
  }
  const boards = availableEntryOptions(config, next).numberOfBoardsOptions;
  next.numberOfBoards = keepOr(next.numberOfBoards, boards, String(defaults.boards));
  const draws = availableEntryOptions(config, next).multiDrawOptions;
  next.multiDraw = keepOr(next.multiDraw, draws, defaults.weeks);
  const advances = availableEntryOptions(config, next).advancePlayOptions.map((o) => o.bit8_advance_id);
  next.advancePlay = keepOr(next.advancePlay, advances, defaults.advance);
  return next;
}

/** Entry options a new game starts with: the default ticket, made priced (R-STATES "starting sets defaults"). */
export function defaultEntryOptions(config: PurchaseConfig): EntryOptions {
  const { system, boards, weeks, advance } = config.default_ticket;
  const start: EntryOptions = {
    system,
    numberOfBoards: String(boards),
    multiDraw: weeks,
    advancePlay: advance,
    powerpik: false,
    playType: null,
    setAllBoards: { stake: 50, exact: true, any: false },
  };
  return recomputeEntryOptions(config, start, {});
}
