import fc from "fast-check";
import { type Rng, seededRng } from "../quick-pick/rng";

/**
 * A fresh seeded random source per run: the same seed replays the same stream, and a failing run prints
 * `seededRng(<seed>)` so it can be replayed by hand.
 */
export const arbSeededRng = (): fc.Arbitrary<Rng> =>
  fc.integer().map((seed) => Object.assign(seededRng(seed), { toString: () => `seededRng(${seed})` }));
