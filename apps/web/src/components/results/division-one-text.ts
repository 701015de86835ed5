import { divisionOneState } from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";
import type { DivisionLine } from "./result-summary";

/** Division 1 of a draw in one line: its prize and winners, no winners, or not settled yet (R-SCREENS Home). */
export function divisionOneText(divisions: readonly DivisionLine[]): string {
  const state = divisionOneState(divisions);
  if (state === "not-yet-available") return "Dividends not yet available";
  if (state === "no-winners") return "Division 1: no winners";
  const one = divisions.find((line) => line.division === 1)!;
  return `Division 1: ${formatMoney(one.each)} · ${one.winners} winners`;
}
