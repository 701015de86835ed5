import { bench, describe } from "vitest";
import { gameIdBySlug } from "../games/lookup";
import { deriveDrawNumbers } from "./derive-draw";
import { asciiBytes, sha256 } from "./sha256";

const SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
const block = asciiBytes("x".repeat(55));
let n = 0;
const OZ_LOTTO = gameIdBySlug("oz-lotto");

describe("verifiable draws", () => {
  bench("baseline: one SHA-256 of a 55-byte message", () => {
    sha256(block);
  });
  bench("deriveDrawNumbers (OZ Lotto: 10 balls)", () => {
    deriveDrawNumbers(OZ_LOTTO, n++, SEED);
  });
});
