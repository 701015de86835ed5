/** Set for Life's card text: its top prize is paid monthly (spec §1, §2 Home). */
export const SET_FOR_LIFE_CARD_TEXT = "$20K a mth for 20yrs";

/**
 * The jackpot text of a home card: Set for Life's fixed text, else the server's; null when empty, which
 * the card shows as 'To be confirmed' (spec §2 Home).
 */
export function cardJackpotText(gameId: number, jackpotText: string | undefined): string | null {
  if (gameId === 5237) return SET_FOR_LIFE_CARD_TEXT;
  return jackpotText?.trim() ? jackpotText : null;
}
