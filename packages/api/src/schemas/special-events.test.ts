import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { RemoteConfigSchema } from "./service";
import { parseSpecialEvents } from "./special-events";

const good = { game_id: 5132, draw_number: 1501, title: "Mega draw" };

describe("parseSpecialEvents (R-ENTITIES remote config specialEvents)", () => {
  it("keeps well-formed entries, with or without a description", () => {
    expect(parseSpecialEvents([good, { ...good, description: "Jackpot $100m" }])).toEqual([
      good,
      { ...good, description: "Jackpot $100m" },
    ]);
  });

  it("keeps the close time the server gives a draw it scheduled", () => {
    const scheduled = { ...good, sales_close: "2026-12-09T10:00:00Z" };
    expect(parseSpecialEvents([scheduled])).toEqual([scheduled]);
  });

  it("drops a malformed entry on its own", () => {
    const bad = [
      { ...good, draw_number: "1501" },
      { ...good, title: "" },
      { ...good, draw_number: 0 },
      { ...good, sales_close: "next Wednesday" },
      null,
      7,
    ];
    expect(parseSpecialEvents([...bad, good])).toEqual([good]);
  });

  it("never throws and keeps exactly the entries the schema accepts", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.anything(), fc.constant(good))), (entries) => {
        const kept = parseSpecialEvents(entries);
        expect(kept.length).toBe(entries.filter((e) => e === good).length + countOtherValid(entries));
      }),
    );
  });

  it("a config with a malformed special event still parses", () => {
    const config = v.safeParse(RemoteConfigSchema.entries.specialEvents, [{ title: 3 }]);
    expect(config.success).toBe(true);
  });
});

function countOtherValid(entries: unknown[]): number {
  return entries.filter(
    (e) =>
      e !== good &&
      typeof e === "object" &&
      e !== null &&
      Number.isInteger((e as { game_id?: unknown }).game_id) &&
      Number.isInteger((e as { draw_number?: unknown }).draw_number) &&
      ((e as { draw_number: number }).draw_number ?? 0) >= 1 &&
      typeof (e as { title?: unknown }).title === "string" &&
      ((e as { title: string }).title ?? "").length > 0 &&
      ((e as { description?: unknown }).description === undefined ||
        typeof (e as { description?: unknown }).description === "string"),
  ).length;
}
