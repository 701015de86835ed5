import { Temporal } from "temporal-polyfill";
import { bench, describe } from "vitest";
import { gameIdBySlug } from "../games/lookup";
import { nextDraw } from "./next-draw";

const start = Temporal.Instant.from("2026-11-22T02:00:00Z");
let i = 0;
const MILLIONAIRE_MEDLEY = gameIdBySlug("millionaire-medley");
const CASH_3 = gameIdBySlug("cash-3");

describe("schedule", () => {
  bench("baseline: Temporal instant add (trivial)", () => {
    start.add({ seconds: (i++ % 1000) * 3607 });
  });
  bench("nextDraw (Millionaire Medley, varying instant)", () => {
    nextDraw(MILLIONAIRE_MEDLEY, start.add({ seconds: (i++ % 1000) * 3607 }));
  });
  bench("nextDraw (Cash 3, varying instant)", () => {
    nextDraw(CASH_3, start.add({ seconds: (i++ % 1000) * 3607 }));
  });
});
