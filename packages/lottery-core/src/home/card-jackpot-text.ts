import { definitionOf, type GameRef, gameOf } from "../games/lookup";
import type { Cents } from "../model/entities";

/** What a home card shows when a game has no jackpot to name (R-HOME). */
export const JACKPOT_TO_BE_CONFIRMED = "To be confirmed";

/**
 * A game's jackpot wording for its home card (R-SCREENS: 'Win up to' + text): the game's own text where
 * it has one, the Division 1 jackpot in millions ("$2.5 Million") or dollars, else 'To be confirmed'.
 */
export function gameJackpotText(ref: GameRef, jackpot: Cents): string {
  const fixed = definitionOf(ref).jackpotText;
  if (fixed) return fixed.text;
  if (jackpot <= 0) return JACKPOT_TO_BE_CONFIRMED;
  const millions = Math.floor(jackpot / 10_000_000) / 10;
  return millions >= 1 ? `$${millions} Million` : `$${Math.floor(jackpot / 100).toLocaleString("en-AU")}`;
}

/**
 * The jackpot text of a home card: the game's own text where it always shows one (Set for Life, whose
 * top prize is paid monthly), else the server's; null when empty, which
 * the card shows as 'To be confirmed' (R-HOME).
 */
export function cardJackpotText(gameId: number, jackpotText: string | undefined): string | null {
  const fixed = gameOf(gameId)?.jackpotText;
  if (fixed?.always) return fixed.text;
  return jackpotText?.trim() ? jackpotText : null;
}
