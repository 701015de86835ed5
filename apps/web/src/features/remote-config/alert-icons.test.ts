import { Clock, Wrench } from "lucide-react";
import { describe, expect, it } from "vitest";
import { alertIcon } from "./alert-icons";

describe("alertIcon", () => {
  it("reads a named icon whatever its case and spaces", () => {
    expect(alertIcon("maintenance")).toBe(Wrench);
    expect(alertIcon(" Clock ")).toBe(Clock);
  });

  it("gives none for a glyph, an unknown name or a name of the object prototype", () => {
    for (const name of ["⚠", "🛒", "spanner", "constructor", "toString", "", undefined]) {
      expect(alertIcon(name)).toBeUndefined();
    }
  });
});
