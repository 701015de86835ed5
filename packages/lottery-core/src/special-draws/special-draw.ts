import { gameOf } from "../games/lookup";

/** What the game page knows when deciding on a special draw (R-ENTITIES Game session specialDraw). */
export interface SpecialDrawContext {
  gameId: number;
  specialDrawNumber: number | null | undefined;
  upcomingDrawNumber: number | null | undefined;
  salesCloseDate: string | null | undefined;
  hasEntryOptions: boolean;
}

/**
 * R-STATES: a special draw applies only if its number is present, for the game carrying extra draws
 * (Saturday Lotto, and its variant ids) the number is odd, and the upcoming draw, close date and entry options exist.
 */
export function isSpecialDrawApplicable(context: SpecialDrawContext): boolean {
  const { specialDrawNumber: number } = context;
  if (number === null || number === undefined) return false;
  if (gameOf(context.gameId)?.extraDraws && number % 2 === 0) return false;
  return context.upcomingDrawNumber != null && Boolean(context.salesCloseDate) && context.hasEntryOptions;
}
