import { NAME_TEXT, nameProblem } from "@lotto/core";
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { isStorableText } from "./text";
import { UpdateDetailsBodySchema } from "./user";

// Sign-up and the account's details take the same name rule (registration.ts uses the same schema).
const detailsName = (name: unknown) => v.safeParse(UpdateDetailsBodySchema, { firstname: name });

describe("names in the contract", () => {
  it("property: a name is taken exactly when core's rule keeps it, trimmed, with core's message otherwise", () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: "grapheme", maxLength: 60 }),
      fc.constantFrom("Zoë", "Ana María", "evil.com", "<b>x</b>", "Jo\nBcc: x", " O'Brien "),
    );
    fc.assert(
      fc.property(text, (name) => {
        const parsed = detailsName(name);
        const problem = nameProblem("First name", name);
        expect(parsed.success).toBe(problem === null && isStorableText(name));
        if (parsed.success) expect(parsed.output.firstname).toBe(name.trim());
        else if (problem) expect(parsed.issues[0].message).toBe(problem);
      }),
    );
  });

  it("names the field in its messages", () => {
    expect(detailsName("http://evil.test").issues?.[0].message).toBe(NAME_TEXT.characters("First name"));
    const last = v.safeParse(UpdateDetailsBodySchema, { lastname: "x".repeat(51) });
    expect(last.issues?.[0].message).toBe(NAME_TEXT.tooLong("Last name"));
  });
});
