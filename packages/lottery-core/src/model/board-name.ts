/**
 * The name the shop gives board `i` (from 0) of an entry: A–Z, then A1–Z1, A2… (R-ENTITIES game_data).
 * The coupon's `group_name` and the game page's board labels both come from here.
 */
export function boardName(i: number): string {
  return String.fromCharCode(65 + (i % 26)) + (i >= 26 ? String(Math.floor(i / 26)) : "");
}
