import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Enforces what the lint rule also says: lottery-core is pure, so others can property-test it alone.
const FORBIDDEN = [
  /from\s+["'](react|react-dom|ky|valibot|wouter|styled-components)["']/,
  /from\s+["']node:/,
  /from\s+["']@lotto\//,
  /\b(window|document|localStorage|sessionStorage)\./,
  /\bfetch\(/,
  /Date\.now\(/,
  /new Date\(/,
  /Math\.random\(/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.(test|bench)\.ts$/.test(name) ? [path] : [];
  });
}

describe("lottery-core purity", () => {
  it("has no forbidden import or global in any source file", () => {
    const offences = sourceFiles(new URL(".", import.meta.url).pathname).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return FORBIDDEN.filter((re) => re.test(text)).map((re) => `${file}: ${re}`);
    });
    expect(offences).toEqual([]);
  });

  it("detects a forbidden import (the check itself works)", () => {
    expect(FORBIDDEN.some((re) => re.test('import x from "react";'))).toBe(true);
    expect(FORBIDDEN.some((re) => re.test("const t = Date.now();"))).toBe(true);
  });
});
