import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PurchaseConfigSchema } from "./games";

const config = (option: unknown) => ({
  game_variables: { game_id: 5127, next_draw_number: 4521, win_ball_max: 45, powerball_max: 0, day: null },
  default_ticket: { system: 6, boards: 4, weeks: 1, advance: 0 },
  pricing_information: { "6": { "4": { "1": [option] } } },
});
const valid = { bit8_advance_id: 1, label: "Draw 4521", price: 340, draws: [4521] };

describe("purchase config's pricing options (R-ENTITIES pricing_information)", () => {
  it("takes every well-formed option", () => {
    const option = fc.record({
      bit8_advance_id: fc.integer(),
      label: fc.string(),
      price: fc.nat(),
      draws: fc.array(fc.nat()),
    });
    fc.assert(
      fc.property(option, (o) => {
        expect(v.safeParse(PurchaseConfigSchema, config(o)).success).toBe(true);
      }),
    );
  });

  it("refuses an option with a field missing or of the wrong kind, named by its path", () => {
    const bad: unknown[] = [
      null,
      "Draw 4521",
      { ...valid, bit8_advance_id: "1" },
      { ...valid, label: undefined },
      { ...valid, price: -1 },
      { ...valid, price: 3.4 },
      { ...valid, price: "340" },
      { ...valid, draws: "4521" },
      { ...valid, draws: [4521, "4522"] },
      { ...valid, draws: [Number.NaN] },
      { bit8_advance_id: 1, label: "Draw 4521", draws: [4521] },
    ];
    for (const option of bad) {
      const result = v.safeParse(PurchaseConfigSchema, config(option));
      expect(result.success).toBe(false);
      expect(result.issues && v.getDotPath(result.issues[0])).toBe("pricing_information.6.4.1.0");
    }
  });
});
