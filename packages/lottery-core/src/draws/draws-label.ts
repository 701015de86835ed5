/**
 * How a ticket's draws are named wherever they are listed (game page price, cart, receipt): one draw
 * by its number, several as the range they run over; null for none.
 * @example drawsLabel([4521]) // "Draw 4521"
 * @example drawsLabel([4521, 4522, 4523]) // "Draws 4521–4523"
 */
export function drawsLabel(draws: readonly number[]): string | null {
  if (draws.length === 0) return null;
  return draws.length === 1 ? `Draw ${draws[0]}` : `Draws ${draws[0]}–${draws[draws.length - 1]}`;
}
