import { definitionOf, type GameRef } from "../games/lookup";

/**
 * Key of `pricing_information` for a system (R-ENTITIES, R-VALIDATION): the system size as digits (`"6"`, `"7"`,
 * `"20"`); a powerpik variant is prefixed with `P` (`"P7"`, `"P8"`). Digit games use their digit count
 * (`"6"` for Super66, `"3"` for Cash 3).
 */
export function systemKey(system: number, powerpik: boolean): string {
  return powerpik ? `P${system}` : String(system);
}

/** Reads a key made by {@link systemKey}; null when it is not one (R-ENTITIES pricing_information). */
export function parseSystemKey(key: string): { system: number; powerpik: boolean } | null {
  const match = /^(P?)(\d{1,2})$/.exec(key);
  if (!match) return null;
  return { system: Number(match[2]), powerpik: match[1] === "P" };
}

/**
 * The system a coupon really plays: digit games send 0 on the wire (entities.ts) but are priced and
 * judged at their digit count (R-LIMITS default slikpik: 3 numbers for Cash 3).
 */
export function effectiveSystem(ref: GameRef, system: number): number {
  const game = definitionOf(ref);
  return game.kind === "digits" ? game.pick : system;
}

/**
 * Display name of a system (R-VALIDATION): the smallest size is "Standard" (7 for Powerball and OZ Lotto, 6
 * for Saturday Lotto and Millionaire Medley), larger ones "System N"; powerpik adds "Powerpik".
 */
export function systemLabel(ref: GameRef, system: number, powerpik = false): string {
  const game = definitionOf(ref);
  const base = effectiveSystem(game, system) === game.systems[0] ? "Standard" : `System ${system}`;
  if (!powerpik) return base;
  return base === "Standard" ? "Powerpik" : `Powerpik ${base}`;
}
