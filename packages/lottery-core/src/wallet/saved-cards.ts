/** What the wallet needs to know of a saved card (R-ENTITIES Card). */
export interface SavedCardFlags {
  id: string;
  default: boolean;
  expired: boolean;
}

/**
 * Saved cards in the order the wallet lists them: the default first, expired cards last, otherwise
 * as the server gave them (a stable sort). R-SCREENS wallet.
 */
export function orderSavedCards<C extends SavedCardFlags>(cards: readonly C[]): C[] {
  const rank = (card: C) => (card.expired ? 2 : card.default ? 0 : 1);
  return [...cards].sort((a, b) => rank(a) - rank(b));
}

/**
 * The card a deposit starts with: the default when it has not expired, else the first card that has
 * not; null when no saved card can pay (an expired card cannot be charged). R-VALIDATION deposit.
 */
export function preferredCardId(cards: readonly SavedCardFlags[]): string | null {
  const usable = cards.filter((card) => !card.expired);
  return (usable.find((card) => card.default) ?? usable[0])?.id ?? null;
}
