import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// A text lives once: every user-facing text of the rules is defined in core and imported elsewhere. This
// fails when another package's source types one of core's texts again (a string of 25 or more characters
// with a space, in a string, template or JSX text). Tests, stories and test helpers may repeat texts to
// assert them.

const ROOT = new URL("../../../", import.meta.url).pathname;
const CORE = join(ROOT, "packages/lottery-core/src");
const OTHERS = [
  "apps/server/src",
  "apps/web/src",
  "apps/operator/src",
  "packages/api/src",
  "packages/ui/src",
].map((dir) => join(ROOT, dir));
const NOT_SOURCE = /\.(test|test-support|stories|bench)\.tsx?$|\/__tests__\/|\/testing\//;
const MIN_LENGTH = 25;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") && !NOT_SOURCE.test(path) ? [path] : [];
  });
}

/** The texts a file writes: strings, the fixed parts of templates and JSX text, trimmed. */
function textsOf(path: string): string[] {
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true, kind);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      texts.push(node.text.replace(/\s+/g, " ").trim());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const isText = (text: string) => text.length >= MIN_LENGTH && text.includes(" ");

describe("every text of core is written once", () => {
  const coreTexts = [...new Set(sourceFiles(CORE).flatMap(textsOf).filter(isText))];

  it("finds core's texts (the scan works)", () => {
    expect(coreTexts).toContain("You have reached your spending limit. Please review your cart.");
  });

  it("no other package's source types one of core's texts again", () => {
    const repeated = OTHERS.flatMap(sourceFiles).flatMap((path) =>
      textsOf(path).flatMap((text) =>
        coreTexts.filter((core) => text.includes(core)).map((core) => `${relative(ROOT, path)}: "${core}"`),
      ),
    );
    expect(repeated, "import these from @lotto/core instead").toEqual([]);
  }, 60_000); // parses every source file of three packages
});
