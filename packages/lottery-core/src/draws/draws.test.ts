import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbDrawSeed, arbGame } from "../testing";
import { commitment, deriveDrawNumbers, drawStream, newDrawSeed } from "./derive-draw";
import { asciiBytes, fromHex, sha256, toHex } from "./sha256";
import { verifyDraw } from "./verify-draw";

const hex = (text: string) => toHex(sha256(asciiBytes(text)));

describe("sha256 (FIPS 180-4 vectors)", () => {
  it("hashes the standard test vectors", () => {
    expect(hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
    expect(hex("a".repeat(1_000_000))).toBe(
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
    );
  });

  it("property: agrees with node:crypto on any bytes (every padding length)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(toHex(sha256(bytes))).toBe(createHash("sha256").update(bytes).digest("hex"));
      }),
      { numRuns: 300 },
    );
  });

  it("converts hex both ways and refuses bad hex", () => {
    expect(toHex(fromHex("00ff10"))).toBe("00ff10");
    expect(() => fromHex("abc")).toThrow(RangeError);
    expect(() => fromHex("zz")).toThrow(RangeError);
  });
});

const SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

describe("verifiable draws (R-DRAW-ENGINE)", () => {
  it("commits to a seed with its SHA-256", () => {
    expect(commitment(SEED)).toBe("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
    expect(() => commitment("ABC")).toThrow("A draw seed is 64 lower-case hex characters");
  });

  it("derives the documented example draws (docs/verifiable-draws.md)", () => {
    expect(deriveDrawNumbers(5127, 4600, SEED)).toEqual(EXAMPLES.saturday);
    expect(deriveDrawNumbers(5132, 1500, SEED)).toEqual(EXAMPLES.powerball);
    expect(deriveDrawNumbers(2116, 9000, SEED)).toEqual(EXAMPLES.cash3);
  });

  it("property: derived numbers fit the game's matrix and depend on game, draw and seed", () => {
    fc.assert(
      fc.property(arbGame(), fc.integer({ min: 1, max: 99999 }), arbDrawSeed(), (game, n, seed) => {
        const draw = deriveDrawNumbers(game.id, n, seed);
        expect(deriveDrawNumbers(game.id, n, seed)).toEqual(draw);
        expect(draw.winning).toHaveLength(game.pick);
        expect(draw.supplementary).toHaveLength(game.supplementaries);
        const balls = [...draw.winning, ...draw.supplementary];
        expect(balls.every((b) => b >= game.numberMin && b <= game.numberMax)).toBe(true);
        if (game.kind === "lotto") expect(new Set(balls).size).toBe(balls.length);
        if (game.powerballMax === null) expect(draw.powerball).toBeNull();
        else expect(draw.powerball! >= 1 && draw.powerball! <= game.powerballMax).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("chi-square: Saturday Lotto balls are uniform over 1–45 across draws (df 44, p = 0.001: 78.75)", () => {
    const counts = new Array<number>(46).fill(0);
    const draws = 4000;
    for (let n = 0; n < draws; n++) {
      const d = deriveDrawNumbers(5127, n, SEED);
      for (const b of [...d.winning, ...d.supplementary]) counts[b]! += 1;
    }
    const expected = (draws * 8) / 45;
    expect(counts.slice(1).reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)).toBeLessThan(78.75);
  });

  it("gives eight words a block and changes block with the counter", () => {
    const rng = drawStream(5127, 1, SEED);
    const words = Array.from({ length: 16 }, rng);
    expect(new Set(words).size).toBe(16);
    expect(words.every((w) => w >= 0 && w < 2 ** 32)).toBe(true);
  });

  it("makes 64-hex-character seeds", () => {
    expect(newDrawSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newDrawSeed(() => 1)).toBe("00000001".repeat(8));
  });

  it("verifies a published draw and names what was tampered with", () => {
    const published = {
      gameId: 5132 as const,
      drawNumber: 1500,
      commitment: commitment(SEED),
      seed: SEED,
      numbers: EXAMPLES.powerball,
    };
    expect(verifyDraw(published)).toEqual({ valid: true, problems: [] });
    expect(verifyDraw({ ...published, commitment: published.commitment.toUpperCase() }).valid).toBe(true);
    const other = `${SEED.slice(0, 63)}0`;
    expect(verifyDraw({ ...published, seed: other }).problems).toEqual([
      "The seed does not match the published commitment.",
    ]);
    expect(verifyDraw({ ...published, seed: "xyz" }).problems).toEqual([
      "The seed is not 64 lower-case hex characters.",
    ]);
    const numbers = { winning: [1, 2, 3, 4, 5, 6, 7], supplementary: [8], powerball: 0 };
    expect(verifyDraw({ ...published, numbers }).problems).toEqual([
      "The winning numbers differ from the seed's.",
      "The supplementary numbers differ from the seed's.",
      "The Powerball differs from the seed's.",
    ]);
    expect(verifyDraw({ ...published, drawNumber: 1501 }).valid).toBe(false);
  });
});

const EXAMPLES = {
  saturday: { winning: [10, 13, 15, 24, 35, 39], supplementary: [7, 31], powerball: null },
  powerball: { winning: [11, 12, 14, 17, 26, 29, 31], supplementary: [], powerball: 2 },
  cash3: { winning: [2, 3, 9], supplementary: [], powerball: null },
};
