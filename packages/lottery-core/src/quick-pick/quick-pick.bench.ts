import { bench, describe } from "vitest";
import { gameIdBySlug } from "../games/lookup";
import { quickPickBoard } from "./quick-pick";
import { cryptoRng, seededRng } from "./rng";

const crypto = cryptoRng();
const seeded = seededRng(1);
const list = [5, 3, 9, 1, 7, 2];
const POWERBALL = gameIdBySlug("powerball");
const SATURDAY_LOTTO = gameIdBySlug("saturday-lotto");
const CASH_3 = gameIdBySlug("cash-3");

describe("quick pick", () => {
  bench("baseline: sort a 6-number array copy", () => {
    [...list].sort((a, b) => a - b);
  });
  bench("quickPickBoard Powerball (crypto Rng)", () => {
    quickPickBoard(POWERBALL, crypto);
  });
  bench("quickPickBoard Saturday Lotto (crypto Rng)", () => {
    quickPickBoard(SATURDAY_LOTTO, crypto);
  });
  bench("quickPickBoard Saturday Lotto (seeded Rng)", () => {
    quickPickBoard(SATURDAY_LOTTO, seeded);
  });
  bench("quickPickBoard Cash 3 (crypto Rng)", () => {
    quickPickBoard(CASH_3, crypto);
  });
});
