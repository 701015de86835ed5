import { bench, describe } from "vitest";
import { quickPickBoard } from "./quick-pick";
import { cryptoRng, seededRng } from "./rng";

const crypto = cryptoRng();
const seeded = seededRng(1);
const list = [5, 3, 9, 1, 7, 2];

describe("quick pick", () => {
  bench("baseline: sort a 6-number array copy", () => {
    [...list].sort((a, b) => a - b);
  });
  bench("quickPickBoard Powerball (crypto Rng)", () => {
    quickPickBoard(5132, crypto);
  });
  bench("quickPickBoard Saturday Lotto (crypto Rng)", () => {
    quickPickBoard(5127, crypto);
  });
  bench("quickPickBoard Saturday Lotto (seeded Rng)", () => {
    quickPickBoard(5127, seeded);
  });
  bench("quickPickBoard Cash 3 (crypto Rng)", () => {
    quickPickBoard(2116, crypto);
  });
});
