/** An A/B test arm (R-VALIDATION A/B variant, e.g. the deposit minimum's variant B). */
export type AbVariant = "A" | "B";

/**
 * FNV-1a 32-bit hash of a string's UTF-16 units: fast, stable across platforms and well spread,
 * which is all a bucket assignment needs (it is not a security hash). R-VALIDATION A/B variant.
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * MurmurHash3's 32-bit finaliser: FNV-1a alone barely moves the high bits when only the last
 * character changes (player ids 1, 2, 3, ...), so the bucket position would cluster without it.
 */
function avalanche(hash: number): number {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Assigns a player to an arm of a test (R-VALIDATION): the hash of test name and player id, scaled to
 * [0, 1) after an avalanche mix, against `weighting`, the share of players in variant B (clamped to 0–1). Deterministic: the
 * same player always gets the same arm of the same test.
 * @example abVariant("deposit-minimum", "12345", 0) // "A"
 */
export function abVariant(testName: string, playerId: string | number, weighting: number): AbVariant {
  const share = Number.isFinite(weighting) ? Math.min(1, Math.max(0, weighting)) : 0;
  const position = avalanche(fnv1a32(`${testName}:${playerId}`)) / 2 ** 32;
  return position < share ? "B" : "A";
}
