import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Comments and docs cite only documents in the repository: a rule by its id in docs/rules.md (the one
// file that maps the specification's sections to the code), a choice by its anchor in docs/decisions.md.
// This fails on a file citing the specification's sections, issue numbers or the team's shared documents
// directly, and on a cited id that docs/rules.md or docs/decisions.md does not define.

const ROOT = new URL("../../../", import.meta.url).pathname;
const RULES = "docs/rules.md";
const SELF = "packages/lottery-core/src/repo-citations.test.ts";
const SKIPPED_DIRS = new Set([
  ".git",
  "node_modules",
  "dist",
  "coverage",
  "data",
  "storybook-static",
  "test-results",
  "playwright-report",
  ".vite",
]);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|cjs|js|json|md|sql|ya?ml|css|html|sh|txt)$|(^|\/)run$/;

/** Citations of documents outside the repository. */
const OUTSIDE = [
  /\bspec(ification)?('s)? §/i,
  /§\s?\d/,
  /\bissues? #?\d/i,
  /\bDECISIONS\b/,
  /\bSTYLE(\.md)?\b/,
  /\bgames\.md\b/,
  /\.\.\/shared\//,
  /\bshared\/(SPEC|DESIGN|STYLE|DECISIONS|reference)/,
  /\b(SPEC|DESIGN)\.md\b/,
];

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : textFiles(path);
    const file = relative(ROOT, path);
    return TEXT_FILE.test(file) && file !== "pnpm-lock.yaml" ? [file] : [];
  });
}

const files = textFiles(ROOT);
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
const anchorsOf = (file: string) =>
  new Set([...read(file).matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]));

describe("the repository cites only itself", () => {
  it("names no outside document outside docs/rules.md", () => {
    const found = files
      .filter((file) => file !== RULES && file !== SELF)
      .flatMap((file) =>
        read(file)
          .split("\n")
          .flatMap((line, i) =>
            OUTSIDE.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found, "cite a rule id of docs/rules.md or docs/decisions.md instead").toEqual([]);
  });

  it("cites only rule ids and decision anchors that exist", () => {
    const rules = anchorsOf(RULES);
    const decisions = anchorsOf("docs/decisions.md");
    const unknown = files.flatMap((file) => {
      const text = read(file);
      const ruleIds = [...text.matchAll(/\bR-[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*\b/g)].map((m) => m[0]);
      const decisionIds = [...text.matchAll(/docs\/decisions\.md#([\w-]+)/g)].map((m) => m[1] ?? "");
      return [
        ...ruleIds.filter((id) => !rules.has(id)).map((id) => `${file}: ${id}`),
        ...decisionIds.filter((id) => !decisions.has(id)).map((id) => `${file}: docs/decisions.md#${id}`),
      ];
    });
    expect(rules.size).toBeGreaterThan(20);
    expect([...new Set(unknown)]).toEqual([]);
  });
});
