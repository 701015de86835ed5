import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));

// Shipped code only: a test may start a bare actor to drive a machine directly.
const shipped = readdirSync(SRC, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name))
  .filter((e) => !e.parentPath.includes("__tests__"))
  .map((e) => relative(SRC, join(e.parentPath, e.name)).split(sep).join("/"));

describe("machine hosting (docs/decisions.md, web-state)", () => {
  it("starts every actor through React's hooks: no shipped file calls createActor", () => {
    const outside = shipped.filter((file) =>
      /\bcreateActor\s*\(/.test(readFileSync(join(SRC, file), "utf8")),
    );
    expect(outside).toEqual([]);
  });
});
