import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NAME_MAX_LENGTH, NAME_TEXT, nameProblem } from "./person-name";

/** Letters of several scripts, with a combining mark among them. */
const letter = fc.constantFrom(..."aZéßøçĳЖжΩλאع中日한ñ", "दि", "e\u0301");
const joiner = fc.constantFrom(" ", "-", "'", "’", ". ");
/** Names made of letters joined by the allowed marks, as people write them. */
const goodName = fc
  .array(fc.tuple(fc.array(letter, { minLength: 1, maxLength: 8 }), joiner), { minLength: 1, maxLength: 4 })
  .map((parts) =>
    parts
      .map(([letters, join], i) => letters.join("") + (i < parts.length - 1 ? join : ""))
      .join("")
      .trim(),
  )
  .filter((name) => [...name].length <= NAME_MAX_LENGTH);
/** Anything a name may not hold: markup, line breaks, link or address punctuation, digits, controls. */
const forbidden = fc.constantFrom(
  "<",
  ">",
  "\n",
  "\r",
  "\t",
  "/",
  ":",
  "@",
  "&",
  "=",
  "?",
  "1",
  "\u0000",
  "\u202e",
);

describe("a person's name", () => {
  it("property: letters of any script joined by spaces, hyphens, apostrophes and full stops are kept", () => {
    fc.assert(
      fc.property(goodName, (name) => {
        expect(nameProblem("First name", name)).toBeNull();
      }),
    );
  });

  it("property: one forbidden character anywhere refuses the name, with the characters message", () => {
    fc.assert(
      fc.property(goodName, forbidden, fc.nat(), (name, bad, at) => {
        const cut = at % (name.length + 1);
        // Inside the name: at either end, a space-like character would only be trimmed away.
        const hostile = `A${name.slice(0, cut)}${bad}${name.slice(cut)}z`;
        expect(nameProblem("Last name", hostile)).toBe(NAME_TEXT.characters("Last name"));
      }),
    );
  });

  it("property: longer than the limit is refused, whatever the letters", () => {
    fc.assert(
      fc.property(fc.array(letter, { minLength: NAME_MAX_LENGTH + 1, maxLength: 80 }), (letters) => {
        const name = letters.join("");
        const expected = [...name].length > NAME_MAX_LENGTH ? NAME_TEXT.tooLong("First name") : null;
        expect(nameProblem("First name", name)).toBe(expected);
      }),
    );
  });

  it("refuses web addresses and empty names, keeps initials", () => {
    for (const link of ["evil.com", "Bob www.evil.com.au", "Jo http://x", "click.here", "x.co"]) {
      expect(nameProblem("First name", link), link).toBe(NAME_TEXT.characters("First name"));
    }
    expect(nameProblem("First name", "  ")).toBe(NAME_TEXT.required("First name"));
    expect(nameProblem("First name", "-'.")).toBe(NAME_TEXT.characters("First name"));
    for (const name of ["J.R.", "St. John", "Mary-Jane", "O'Brien", "D’Arcy", "'t Hooft", "Nguyễn", "José"]) {
      expect(nameProblem("Last name", name), name).toBeNull();
    }
  });
});
