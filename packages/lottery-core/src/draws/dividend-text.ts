/**
 * How a division's dividend reads in every dividends view (R-DRAW-ENGINE dividends; docs/api.md "Play"):
 * a division nobody won says so, with what happens to its pool (Division 1 of a jackpot game rolls to the
 * next draw; other pools are not carried); an annuity reads as what the winner is paid a month.
 */
import type { GameDefinition } from "../games/game-definition";
import type { Cents } from "../model/entities";
import { winAmountText } from "../notifications/player-notifications";

/** A division's line of a result (R-ENTITIES Result divisions). */
export interface DividendLine {
  division: number;
  each: Cents;
  winners: number;
}

/** The prize column's words for no winners. */
export const NO_WINNERS_TEXT = "No winners";

const wholeDollars = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

/** Whole dollars without cents ("$20,000"), otherwise to the cent. */
const moneyText = (cents: Cents) =>
  cents % 100 === 0 ? `$${wholeDollars.format(cents / 100)}` : winAmountText(cents);

/** "$7.90", "$20,000 a month for 20 years", "No winners: jackpots to the next draw" or "No winners". */
export function dividendText(game: Pick<GameDefinition, "prizes">, line: DividendLine): string {
  if (line.winners === 0) {
    const jackpots = line.division === 1 && game.prizes.jackpot !== null;
    return jackpots ? `${NO_WINNERS_TEXT}: jackpots to the next draw` : NO_WINNERS_TEXT;
  }
  const months = game.prizes.fixed[line.division]?.annuityMonths;
  if (months) {
    const years = months / 12;
    return `${moneyText(Math.floor(line.each / months))} a month for ${years} year${years === 1 ? "" : "s"}`;
  }
  return winAmountText(line.each);
}
