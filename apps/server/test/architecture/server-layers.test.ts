/**
 * The server's layer order (apps/server/README.md "Conventions"): a file imports only from its own
 * layer or the layers below it, and only the HTTP layers see Fastify. Fails naming each import that
 * runs backwards, so a new one is caught when it is written.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../../src");

/**
 * Bottom to top; a folder of `src/` per entry (top-level files are the composition root, the top).
 * Folders in one entry form one layer and may import each other.
 */
const LAYERS: readonly (readonly string[])[] = [
  ["config"],
  ["db"],
  ["http"],
  ["service"],
  ["mail"],
  ["legal"],
  ["payments"],
  ["wallet"],
  ["accounts"],
  ["notifications"],
  ["draws"],
  ["play"],
  ["operator"],
  ["plugins"],
  ["routes"],
  ["operator-listener"],
  ["."],
];

/**
 * Layers that may import Fastify: the HTTP toolkit, the plugins, the routes, the operator listener and
 * the composition root.
 */
const FASTIFY_LAYERS = new Set(["http", "plugins", "routes", "operator-listener", "."]);

const rankOf = (folder: string) => LAYERS.findIndex((layer) => layer.includes(folder));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The `src/` folder a file (or a folder's index) belongs to; "." for the files at the top of `src/`. */
const folderOf = (path: string) => {
  const parts = relative(SRC, path).split("/");
  if (parts.length > 1) return parts[0]!;
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ? parts[0]! : ".";
};

/** Every module specifier a file imports or re-exports, statically or dynamically. */
function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g))
    found.push(match[1]!);
  return found;
}

const files = sourceFiles(SRC);

/** Each import from a folder to a folder above it, as `file → specifier`. */
function backwardsImports(): string[] {
  const backwards: string[] = [];
  for (const file of files) {
    const from = folderOf(file);
    for (const specifier of importsOf(readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      if (rankOf(folderOf(resolve(dirname(file), specifier))) > rankOf(from)) {
        backwards.push(`${relative(SRC, file)} → ${specifier}`);
      }
    }
  }
  return backwards;
}

describe("server layers", () => {
  it("knows the layer of every folder of src/", () => {
    const unknown = [...new Set(files.map(folderOf))].filter((folder) => rankOf(folder) < 0);
    expect(unknown).toEqual([]);
  });

  it("has no import that runs against the layer order", () => {
    expect(backwardsImports()).toEqual([]);
  });

  it("keeps Fastify out of the services: only http/, plugins/, routes/ and the root import it", () => {
    const leaks = files
      .filter((file) => !FASTIFY_LAYERS.has(folderOf(file)))
      .filter((file) => importsOf(readFileSync(file, "utf8")).some((s) => /^fastify(-plugin)?$/.test(s)))
      .map((file) => relative(SRC, file));
    expect(leaks).toEqual([]);
  });

  it("catches a backwards import (the check itself)", () => {
    const probe = `import { weekSpend } from "../wallet/limits";`;
    const [specifier] = importsOf(probe);
    const to = folderOf(resolve(join(SRC, "payments"), specifier!));
    expect(rankOf(to)).toBeGreaterThan(rankOf("payments"));
  });
});
