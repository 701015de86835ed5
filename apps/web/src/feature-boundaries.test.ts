import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));

// Tests and stories may compose across features (the harness mounts the whole app); shipped code may not.
const isShipped = (name: string) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name);

// Every shipped .ts/.tsx file under `dir`, as paths relative to src/ with forward slashes.
function sourceFiles(dir: string): string[] {
  return readdirSync(join(SRC, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && isShipped(e.name) && !e.parentPath.includes("__tests__"))
    .map((e) => relative(SRC, join(e.parentPath, e.name)).split(sep).join("/"));
}

// The src/-relative target of each app-internal import ("@/…" or relative) of `file`.
function internalImports(file: string): string[] {
  const text = readFileSync(join(SRC, file), "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((m) => m[1] ?? "");
  return specifiers.flatMap((s) => {
    if (s.startsWith("@/")) return [s.slice(2)];
    if (s.startsWith("."))
      return [
        relative(SRC, resolve(SRC, dirname(file), s))
          .split(sep)
          .join("/"),
      ];
    return [];
  });
}

const featureOf = (path: string) => (path.startsWith("features/") ? path.split("/")[1] : null);

describe("feature boundaries", () => {
  it("a feature imports no other feature and nothing of app/: shared code lives in api, components, hooks, lib", () => {
    const crossings = sourceFiles("features").flatMap((file) =>
      internalImports(file)
        .filter((target) => {
          const other = featureOf(target);
          return (
            target === "app" || target.startsWith("app/") || (other !== null && other !== featureOf(file))
          );
        })
        .map((target) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it("shared code (api, components, hooks, lib, config) imports no feature and nothing of app/", () => {
    const crossings = ["api", "components", "hooks", "lib", "config"].flatMap((dir) =>
      sourceFiles(dir).flatMap((file) =>
        internalImports(file)
          .filter((t) => t.startsWith("features/") || t === "app" || t.startsWith("app/"))
          .map((target) => `${file} -> ${target}`),
      ),
    );
    expect(crossings).toEqual([]);
  });
});

describe("server state", () => {
  it("only an api/ folder (src/api/ or a feature's api/) asks TanStack Query for a read or a write", () => {
    const asking = /\b(useQuery|useMutation|useSuspenseQuery|useInfiniteQuery|useQueries)\s*[(<]/;
    const outside = ["app", "components", "features", "hooks", "lib", "config"]
      .flatMap((dir) => sourceFiles(dir))
      .filter(
        (file) => !file.split("/").includes("api") && asking.test(readFileSync(join(SRC, file), "utf8")),
      );
    expect(outside).toEqual([]);
  });
});
