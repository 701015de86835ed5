import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = join(fileURLToPath(import.meta.url), "..", "..");

/** Production sources: stories, tests and test helpers hold fixture colours (game colours as data). */
const sources = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file))
  .filter((file) => !file.startsWith("testing") && file !== join("config", "theme.ts"));

describe("colours come from the theme", () => {
  it("finds no raw hex or rgb() colour in a component outside config/theme.ts", () => {
    const raw = sources.flatMap((file) =>
      readFileSync(join(src, file), "utf8")
        .split("\n")
        .flatMap((line, i) =>
          /#[0-9a-f]{3,8}\b|\brgba?\(/i.test(line)
            ? [`${relative(src, join(src, file))}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(sources.length).toBeGreaterThan(50);
    expect(raw).toEqual([]);
  });
});
