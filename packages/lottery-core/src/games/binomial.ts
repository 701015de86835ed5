const CACHE = new Map<number, number>();

/** C(n, k): ways to choose k of n (R-GAMESHEET "System entry sizes"); 0 when k is out of 0..n. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const key = n * 256 + k;
  const cached = CACHE.get(key);
  if (cached !== undefined) return cached;
  let result = 1;
  // Multiply then divide step by step: every partial product is itself a binomial, so stays exact.
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - Math.min(k, n - k) + i)) / i;
  CACHE.set(key, result);
  return result;
}
