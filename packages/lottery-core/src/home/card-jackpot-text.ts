import { gameOf } from "../games/lookup";

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
