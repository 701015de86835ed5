import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "../../src/operator/csv";

/** Reads one quoted cell back (RFC 4180). */
const unquote = (cell: string) => cell.slice(1, -1).replaceAll('""', '"');

describe("CSV cells (operator/csv.ts)", () => {
  it("quote every text so it reads back the same, neutralising a formula with a leading '", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const cell = csvCell(text);
        expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
        expect(cell.slice(1, -1).replaceAll('""', "")).not.toContain('"');
        const back = unquote(cell);
        expect(back).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
        expect(back).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });

  it("writes values as JSON, nothing for null, and ends a line with CRLF", () => {
    expect(csvLine([1, null, { a: "=1" }, "-x"])).toBe('"1","","{""a"":""=1""}","\'-x"\r\n');
  });
});
