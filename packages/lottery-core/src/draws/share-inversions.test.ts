import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type SharedDivision, shareWithoutInversion } from "./share-inversions";

const down5 = (cents: number) => Math.floor(cents / 5) * 5;

/** A division as `computeDividends` leaves it: its pool shared by its winners, rounded as the rules say. */
const arbitraryDivisions = fc
  .array(
    fc.record({ winners: fc.integer({ min: 0, max: 5_000 }), pool: fc.integer({ min: 0, max: 1e11 }) }),
    {
      minLength: 1,
      maxLength: 9,
    },
  )
  .map((lines) =>
    lines.map(({ winners, pool }, i): SharedDivision => {
      const division = i + 1;
      const share = winners === 0 ? 0 : Math.floor(pool / winners);
      return { division, winners, pool, each: division === 1 ? share : down5(share) };
    }),
  );

const won = (divisions: readonly SharedDivision[]) => divisions.filter((d) => d.winners > 0);
const total = (divisions: readonly SharedDivision[]) => divisions.reduce((sum, d) => sum + d.pool, 0);

describe("shareWithoutInversion", () => {
  it("combines Powerball 1593's division 3 ($1.50) and division 4 ($7.90) and shares them equally", () => {
    const shared = shareWithoutInversion([
      { division: 3, each: 150, winners: 20, pool: 3_000 },
      { division: 4, each: 790, winners: 10, pool: 7_900 },
    ]);
    // $109.00 among 30 winners: $3.6333 → $3.60 each; the 10c left stays in division 3's pool.
    expect(shared).toEqual([
      { division: 3, each: 360, winners: 20, pool: 10_900 - 360 * 10 },
      { division: 4, each: 360, winners: 10, pool: 3_600 },
    ]);
  });

  it("keeps combining upwards while the combined prize still exceeds the division above", () => {
    const shared = shareWithoutInversion([
      { division: 1, each: 1_000, winners: 1, pool: 1_000 },
      { division: 2, each: 500, winners: 2, pool: 1_000 },
      { division: 3, each: 2_000, winners: 1, pool: 2_000 },
    ]);
    // Divisions 2 and 3 combined pay $10 each: not above division 1's $10, so it stays apart.
    expect(shared.map((d) => d.each)).toEqual([1_000, 1_000, 1_000]);
    const deeper = shareWithoutInversion([
      { division: 1, each: 900, winners: 1, pool: 900 },
      { division: 2, each: 500, winners: 2, pool: 1_000 },
      { division: 3, each: 2_000, winners: 1, pool: 2_000 },
    ]);
    // All three: $39.00 among 4 winners, $9.75 each (division 1 is paid to the cent).
    expect(deeper.map((d) => d.each)).toEqual([975, 975, 975]);
    expect(total(deeper)).toBe(3_900);
  });

  it("leaves divisions without winners out, and their pools alone", () => {
    const shared = shareWithoutInversion([
      { division: 2, each: 0, winners: 0, pool: 5_000 },
      { division: 3, each: 100, winners: 5, pool: 500 },
      { division: 4, each: 0, winners: 0, pool: 9_000 },
    ]);
    expect(shared).toEqual([
      { division: 2, each: 0, winners: 0, pool: 5_000 },
      { division: 3, each: 100, winners: 5, pool: 500 },
      { division: 4, each: 0, winners: 0, pool: 9_000 },
    ]);
  });

  it("never pays a lower division more than a higher one (property)", () => {
    fc.assert(
      fc.property(arbitraryDivisions, (divisions) => {
        const paid = won(shareWithoutInversion(divisions));
        for (let i = 1; i < paid.length; i++) expect(paid[i]!.each).toBeLessThanOrEqual(paid[i - 1]!.each);
      }),
    );
  });

  it("keeps every division, its winners and the pools' total to the cent (property)", () => {
    fc.assert(
      fc.property(arbitraryDivisions, (divisions) => {
        const shared = shareWithoutInversion(divisions);
        expect(shared.map((d) => [d.division, d.winners])).toEqual(
          divisions.map((d) => [d.division, d.winners]),
        );
        expect(total(shared)).toBe(total(divisions));
      }),
    );
  });

  it("pays out what the pools held but rounding (property)", () => {
    fc.assert(
      fc.property(arbitraryDivisions, (divisions) => {
        const shared = shareWithoutInversion(divisions);
        const paidBefore = won(divisions).reduce((sum, d) => sum + d.each * d.winners, 0);
        const paidAfter = won(shared).reduce((sum, d) => sum + d.each * d.winners, 0);
        const pools = won(divisions).reduce((sum, d) => sum + d.pool, 0);
        const winners = won(divisions).reduce((sum, d) => sum + d.winners, 0);
        for (const d of shared) expect(d.each * d.winners).toBeLessThanOrEqual(d.pool);
        expect(paidAfter).toBeLessThanOrEqual(pools);
        // Rounding down to 5c loses under 5c a winner, before and after combining alike.
        expect(pools - paidAfter).toBeLessThanOrEqual(Math.max(0, 5 * winners - 1));
        expect(Math.abs(paidAfter - paidBefore)).toBeLessThanOrEqual(Math.max(0, 5 * winners - 1));
      }),
    );
  });

  it("changes nothing when no division pays more than one above it (property)", () => {
    fc.assert(
      fc.property(arbitraryDivisions, (divisions) => {
        const paid = won(divisions);
        fc.pre(paid.every((d, i) => i === 0 || d.each <= paid[i - 1]!.each));
        expect(shareWithoutInversion(divisions)).toEqual(divisions);
      }),
    );
  });
});
