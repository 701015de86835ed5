/**
 * A source of chance (chance is an argument): each call returns an independent, uniformly
 * distributed unsigned 32-bit integer in [0, 2^32). Everything random in lottery-core takes one.
 */
export type Rng = () => number;

// Core compiles with lib ES2023 only (no DOM), so declare the one Web Crypto call it uses.
declare const crypto: { getRandomValues<T extends Uint32Array>(array: T): T };

const TWO_32 = 2 ** 32;

/**
 * The default Rng (R-VALIDATION quick pick; R-CORE): `crypto.getRandomValues`, read 256 words at a time so a
 * quick pick does not pay a call per number.
 */
export function cryptoRng(): Rng {
  const buffer = new Uint32Array(256);
  let index = buffer.length;
  return () => {
    if (index === buffer.length) {
      crypto.getRandomValues(buffer);
      index = 0;
    }
    return buffer[index++]!;
  };
}

/**
 * A deterministic Rng for tests and replays: sfc32 seeded through splitmix32, so nearby seeds give
 * unrelated streams. Not for real draws (R-CORE quick picks: seeded chi-square test).
 */
export function seededRng(seed: number): Rng {
  let s = seed >>> 0;
  const split = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
}

/**
 * A uniform integer in [0, bound) by rejection sampling (R-CORE: no modulo bias): words at or above the
 * largest multiple of `bound` below 2^32 are drawn again.
 */
export function randomInt(rng: Rng, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > TWO_32) throw new RangeError(`Bad bound ${bound}`);
  const limit = TWO_32 - (TWO_32 % bound);
  for (;;) {
    const word = rng();
    if (word < limit) return word % bound;
  }
}
