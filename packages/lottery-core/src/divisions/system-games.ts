/**
 * The standard games a System N board covers (R-GAMESHEET "System entry sizes": C(N, k) of them), for the
 * system-entry explorer (R-ODDS). Games come in lexicographic order of the board's positions, each
 * sorted; `limit` caps the list for display, since System 20 of Saturday Lotto covers 38,760.
 */
export function systemGames(
  numbers: readonly number[],
  pick: number,
  limit = Number.POSITIVE_INFINITY,
): number[][] {
  const sorted = [...numbers].sort((a, b) => a - b);
  const n = sorted.length;
  if (pick > n || pick < 1) return [];
  const positions = Array.from({ length: pick }, (_, i) => i);
  const games: number[][] = [];
  while (games.length < limit) {
    games.push(positions.map((p) => sorted[p]!));
    // Advance the rightmost position that can still move, then reset the ones after it.
    let i = pick - 1;
    while (i >= 0 && positions[i] === n - pick + i) i--;
    if (i < 0) break;
    positions[i]! += 1;
    for (let j = i + 1; j < pick; j++) positions[j] = positions[j - 1]! + 1;
  }
  return games;
}
