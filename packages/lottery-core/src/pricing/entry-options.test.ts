import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EntryOptions } from "../model/entities";
import { purchaseConfigFor } from "../testing";
import {
  availableEntryOptions,
  defaultEntryOptions,
  entryPrice,
  recomputeEntryOptions,
} from "./entry-options";

const powerball = purchaseConfigFor(5132, 132, {
  boards: (s, p) => (s === 7 && !p ? [1, 4, 12, 18] : [1, 2, 3]),
});

describe("entry options (R-ENTITIES, R-STATES game entry)", () => {
  it("starts from the default ticket", () => {
    expect(defaultEntryOptions(powerball)).toEqual({
      system: 7,
      numberOfBoards: "4",
      multiDraw: 1,
      advancePlay: 0,
      powerpik: false,
      playType: null,
      setAllBoards: { stake: 50, exact: true, any: false },
    });
  });

  it("lists board counts in numeric order, multi-draw counts and advance options", () => {
    const options = availableEntryOptions(powerball, {
      system: 7,
      powerpik: false,
      numberOfBoards: "12",
      multiDraw: 2,
    });
    expect(options.numberOfBoardsOptions).toEqual(["1", "4", "12", "18"]);
    expect(options.multiDrawOptions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(options.advancePlayOptions.map((o) => o.bit8_advance_id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(
      availableEntryOptions(powerball, { system: 30, powerpik: false, numberOfBoards: "1", multiDraw: 1 }),
    ).toEqual({
      numberOfBoardsOptions: [],
      multiDrawOptions: [],
      advancePlayOptions: [],
    });
  });

  it("prices an entry from the table: 18 games $23.76, null when not priced", () => {
    const base = defaultEntryOptions(powerball);
    expect(entryPrice(powerball, { ...base, numberOfBoards: "18" })).toBe(2376);
    expect(entryPrice(powerball, { ...base, numberOfBoards: "18", multiDraw: 2 })).toBe(4752);
    expect(entryPrice(powerball, { ...base, advancePlay: 42 })).toBeNull();
  });

  it("keeps a still-priced choice and replaces one that is not", () => {
    const base = defaultEntryOptions(powerball);
    const toSystem9 = recomputeEntryOptions(
      powerball,
      { ...base, numberOfBoards: "2", multiDraw: 3, advancePlay: 2 },
      { system: 9 },
    );
    expect(toSystem9).toMatchObject({ system: 9, numberOfBoards: "2", multiDraw: 3, advancePlay: 2 });
    const back = recomputeEntryOptions(powerball, toSystem9, { system: 7 });
    expect(back).toMatchObject({ system: 7, numberOfBoards: "4", multiDraw: 3, advancePlay: 2 });
    expect(recomputeEntryOptions(powerball, base, { system: 99 }).system).toBe(7);
  });

  it("turning Powerball powerpik on sets boards to 1, or to the count of existing boards (R-VALIDATION)", () => {
    const base = defaultEntryOptions(powerball);
    expect(recomputeEntryOptions(powerball, base, { powerpik: true })).toMatchObject({
      powerpik: true,
      numberOfBoards: "1",
    });
    expect(recomputeEntryOptions(powerball, base, { powerpik: true }, 3).numberOfBoards).toBe("3");
    const system9 = recomputeEntryOptions(powerball, base, { system: 9 });
    const twoBoards = recomputeEntryOptions(powerball, system9, { numberOfBoards: "2" });
    expect(recomputeEntryOptions(powerball, twoBoards, { powerpik: true })).toMatchObject({
      system: 9,
      powerpik: false,
      numberOfBoards: "2",
    });
  });

  it("falls back to the first priced system when neither the choice nor the default is priced", () => {
    const config = { ...powerball, default_ticket: { ...powerball.default_ticket, system: 99 } };
    expect(recomputeEntryOptions(config, defaultEntryOptions(powerball), { system: 50 }).system).toBe(7);
    const onlyPowerpik = { ...config, pricing_information: { P7: powerball.pricing_information.P7! } };
    expect(recomputeEntryOptions(onlyPowerpik, defaultEntryOptions(powerball), {})).toMatchObject({
      system: 7,
      powerpik: true,
    });
    const junk = { ...config, pricing_information: { x: {}, P8: powerball.pricing_information.P8! } };
    expect(recomputeEntryOptions(junk, defaultEntryOptions(powerball), {})).toMatchObject({
      system: 8,
      powerpik: true,
    });
    const empty = { ...config, pricing_information: {} };
    expect(recomputeEntryOptions(empty, defaultEntryOptions(powerball), {}).system).toBe(7);
  });

  it("property: after any sequence of changes the entry is priced", () => {
    const change = fc.record(
      {
        system: fc.integer({ min: 5, max: 22 }),
        numberOfBoards: fc.constantFrom("1", "2", "3", "4", "12", "18", "50"),
        multiDraw: fc.integer({ min: 0, max: 12 }),
        advancePlay: fc.integer({ min: 0, max: 12 }),
        powerpik: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 6 }), fc.integer({ min: 0, max: 5 }), (changes, filled) => {
        let options: EntryOptions = defaultEntryOptions(powerball);
        for (const c of changes) {
          const before = options;
          options = recomputeEntryOptions(powerball, options, c, filled);
          expect(entryPrice(powerball, options)).not.toBeNull();
          // A choice that was priced and not changed stays (unless powerpik moved the boards).
          if (c.system === undefined && c.powerpik === undefined && c.numberOfBoards === undefined) {
            expect(options.numberOfBoards).toBe(before.numberOfBoards);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
