import { gameById } from "../games/lookup";
import type { DrawNumbers, GameId } from "../model/entities";
import { cryptoRng, type Rng, randomInt } from "../quick-pick/rng";
import { asciiBytes, fromHex, sha256, toHex } from "./sha256";

/** A draw seed: 32 bytes as 64 hex characters (R-DRAW-ENGINE). */
const SEED = /^[0-9a-f]{64}$/;

/** A fresh secret seed for a draw from a CSPRNG (default: `crypto.getRandomValues`; R-DRAW-ENGINE). */
export function newDrawSeed(rng: Rng = cryptoRng()): string {
  return Array.from({ length: 8 }, () => rng().toString(16).padStart(8, "0")).join("");
}

function seedBytes(seedHex: string): Uint8Array {
  if (!SEED.test(seedHex)) throw new RangeError("A draw seed is 64 lower-case hex characters");
  return fromHex(seedHex);
}

/** The published commitment to a seed: lower-case hex SHA-256 of its 32 bytes (R-DRAW-ENGINE). */
export function commitment(seedHex: string): string {
  return toHex(sha256(seedBytes(seedHex)));
}

/**
 * The draw's random words (R-DRAW-ENGINE; docs/verifiable-draws.md): block i is SHA-256(seed ‖ "lotto-draw:{gameId}:
 * {drawNumber}" ‖ i as 4 big-endian bytes), i = 0, 1, …; each block gives eight big-endian 32-bit words.
 */
export function drawStream(gameId: GameId, drawNumber: number, seedHex: string): Rng {
  const label = asciiBytes(`lotto-draw:${gameId}:${drawNumber}`);
  // One buffer for every block: seed ‖ label ‖ 4 counter bytes, the counter rewritten in place.
  const input = new Uint8Array(32 + label.length + 4);
  input.set(seedBytes(seedHex));
  input.set(label, 32);
  const counterView = new DataView(input.buffer, 32 + label.length, 4);
  let counter = 0;
  let block: DataView = new DataView(new ArrayBuffer(32));
  let index = 8;
  return () => {
    if (index === 8) {
      counterView.setUint32(0, counter++);
      block = new DataView(sha256(input).buffer);
      index = 0;
    }
    return block.getUint32(4 * index++);
  };
}

/**
 * The numbers of a draw, derived from its seed (R-DRAW-ENGINE; docs/verifiable-draws.md): lotto games draw
 * winning then supplementary balls without replacement from an ascending pool, each index by rejection
 * sampling (`randomInt`), then the Powerball; both lists are reported in ascending order. Digit games
 * draw each digit 0–9 in order.
 */
export function deriveDrawNumbers(gameId: GameId, drawNumber: number, seedHex: string): DrawNumbers {
  const game = gameById(gameId);
  const rng = drawStream(gameId, drawNumber, seedHex);
  if (game.kind === "digits") {
    return {
      winning: Array.from({ length: game.pick }, () => randomInt(rng, 10)),
      supplementary: [],
      powerball: null,
    };
  }
  const pool = Array.from({ length: game.numberMax - game.numberMin + 1 }, (_, i) => game.numberMin + i);
  const balls = Array.from(
    { length: game.pick + game.supplementaries },
    () => pool.splice(randomInt(rng, pool.length), 1)[0]!,
  );
  const ascending = (list: number[]) => list.sort((a, b) => a - b);
  return {
    winning: ascending(balls.slice(0, game.pick)),
    supplementary: ascending(balls.slice(game.pick)),
    powerball: game.powerballMax === null ? null : 1 + randomInt(rng, game.powerballMax),
  };
}
