import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const workspace = join(fileURLToPath(import.meta.url), "..", "..", "..", "..", "..");
const theme = join(workspace, "packages", "ui", "src", "theme", "theme.ts");

/** Every React source tree of the workspace: this package and each app that draws with its theme. */
const roots = ["packages/ui/src", "apps/web/src", "apps/operator/src"]
  .map((root) => join(workspace, root))
  .filter((root) => existsSync(root));

/** Production sources: stories, tests and test helpers hold fixture colours (game colours as data). */
const sources = roots.flatMap((root) =>
  (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file))
    .filter((file) => !file.startsWith("testing"))
    .map((file) => join(root, file))
    .filter((file) => file !== theme),
);

describe("colours come from the theme", () => {
  it("finds no raw hex or rgb() colour in a component outside packages/ui/src/theme/theme.ts", () => {
    const raw = sources.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          /#[0-9a-f]{3,8}\b|\brgba?\(/i.test(line)
            ? [`${relative(workspace, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(raw).toEqual([]);
  });
});
