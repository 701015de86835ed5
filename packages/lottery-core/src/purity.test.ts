import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Enforces what the Biome rule also says (R-CORE): lottery-core is pure, so the clock, chance and
// storage are parameters and others can property-test it alone. Test helpers live in `*.test-support.ts`
// files: only they (and tests, benches) may import a devDependency, and no source file may import them.

const SRC = new URL(".", import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const DEPENDENCIES = Object.keys(manifest.dependencies);
const DEV_DEPENDENCIES = Object.keys(manifest.devDependencies);
/** Only the `@lotto/core/testing` entry (src/testing/) may import a peer dependency (fast-check). */
const PEER_DEPENDENCIES = Object.keys(manifest.peerDependencies);

const TEST_ONLY = /\.(test|bench)\.ts$/;
const TEST_SUPPORT = /\.test-support\.ts$/;
const TESTING_ENTRY = /(^|\/)testing\/[^/]+\.ts$/;

/** Code that reaches outside: the DOM, the network, the process, a clock or a timer of its own. */
const FORBIDDEN_CODE = [
  /\b(window|document|localStorage|sessionStorage|navigator)\./,
  /\bfetch\(/,
  /\bDate\.now\(/,
  /\bnew Date\(/,
  /\bTemporal\.Now\b/,
  /\bperformance\.now\(/,
  /\bprocess\./,
  /\bset(Timeout|Interval|Immediate)\b/,
  /\bMath\.random\(/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !TEST_ONLY.test(name) ? [path] : [];
  });
}

// Comments may name what they avoid ("no Date.now()"), so only code is checked. A `//` right after
// a quote or colon is part of a string such as a URL and is left alone.
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Every module specifier a file imports or re-exports, static or dynamic. */
function importedSpecifiers(text: string): string[] {
  const code = withoutComments(text);
  const found = [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  return [...new Set(found)];
}

/** The package a bare specifier names: `@xstate/graph/x` → `@xstate/graph`, `vitest/config` → `vitest`. */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** Why a file's text breaks purity; empty when it is pure. */
function purityOffences(fileName: string, text: string): string[] {
  const support = TEST_SUPPORT.test(fileName);
  const testing = TESTING_ENTRY.test(fileName);
  const allowed = support
    ? [...DEPENDENCIES, ...DEV_DEPENDENCIES]
    : testing
      ? [...DEPENDENCIES, ...PEER_DEPENDENCIES]
      : DEPENDENCIES;
  const imports = importedSpecifiers(text).flatMap((specifier) => {
    if (specifier.startsWith(".")) {
      if (!support && /\.test-support(\.ts)?$/.test(specifier)) return [`imports test support ${specifier}`];
      // A rule never leans on the arbitraries: only tests and the testing entry itself import them.
      return !support && !testing && /(^|\/)testing(\/|$)/.test(specifier) ? [`imports ${specifier}`] : [];
    }
    return allowed.includes(packageOf(specifier)) ? [] : [`imports ${specifier}`];
  });
  const code = withoutComments(text);
  return [...imports, ...FORBIDDEN_CODE.filter((re) => re.test(code)).map((re) => `uses ${re}`)];
}

describe("lottery-core purity", () => {
  it("has no forbidden import, global, clock or timer in any source file", () => {
    const offences = sourceFiles(SRC).flatMap((file) =>
      purityOffences(file, readFileSync(file, "utf8")).map((why) => `${file.slice(SRC.length)}: ${why}`),
    );
    expect(offences).toEqual([]);
  });

  it("keeps test helpers recognisable: every helper that imports a devDependency is *.test-support.ts", () => {
    const helpers = sourceFiles(SRC).filter((file) => TEST_SUPPORT.test(file));
    expect(helpers.length).toBeGreaterThan(0);
    const stale = sourceFiles(SRC).filter((file) => /(fixtures|fakes|test-config)\.ts$/.test(file));
    expect(stale).toEqual([]);
  });

  it("refuses each reach outside in a rule module (the check itself works)", () => {
    const samples = [
      'import React from "react";',
      'import { z } from "valibot";',
      'import { readFileSync } from "node:fs";',
      'export { Cart } from "@lotto/api";',
      "const t = Date.now();",
      "const d = new Date();",
      "const now = Temporal.Now.instant();",
      "const t0 = performance.now();",
      "const env = process.env.NODE_ENV;",
      "setTimeout(done, 1000);",
      "const id = setInterval(tick, 1000);",
      "const pick = Math.random();",
      "const res = fetch(url);",
      "window.location.reload();",
      'import { vi } from "vitest";',
      'import type { Mock } from "vitest";',
      'import fc from "fast-check";',
      'import { getShortestPaths } from "@xstate/graph";',
      'const { vi } = await import("vitest");',
      'import { sampleTicket } from "../cart/cart.test-support";',
    ];
    for (const sample of samples) expect(purityOffences("rule.ts", sample), sample).not.toEqual([]);
  });

  it("lets *.test-support.ts import devDependencies but still no clock or DOM", () => {
    for (const name of DEV_DEPENDENCIES) {
      expect(purityOffences("rule.ts", `import x from "${name}";`)).toEqual([`imports ${name}`]);
      expect(purityOffences("cart.test-support.ts", `import x from "${name}";`)).toEqual([]);
    }
    expect(purityOffences("cart.test-support.ts", 'import "../a.test-support";')).toEqual([]);
    expect(purityOffences("cart.test-support.ts", "const t = Date.now();")).not.toEqual([]);
  });

  it("lets src/testing/ import fast-check (a peer) but no devDependency, and no rule import it", () => {
    expect(purityOffences("src/testing/entries.ts", 'import fc from "fast-check";')).toEqual([]);
    expect(purityOffences("src/testing/entries.ts", 'import { vi } from "vitest";')).toEqual([
      "imports vitest",
    ]);
    expect(purityOffences("src/testing/instants.ts", "const t = Date.now();")).not.toEqual([]);
    expect(purityOffences("rule.ts", 'import { arbEntry } from "../testing";')).toEqual([
      "imports ../testing",
    ]);
    expect(purityOffences("cart.test-support.ts", 'import { arbEntry } from "../testing";')).toEqual([]);
  });

  it("allows the runtime dependencies, relative modules and words in comments", () => {
    const pure = [
      'import { Temporal } from "temporal-polyfill";',
      'import { setup, assign } from "xstate";',
      'import { gameById } from "../games/lookup";',
      "// never Date.now() or setTimeout: the clock is a parameter",
      "/** No process.env, no window.location. */",
      'const url = "https://example.test/x"; // a URL is not a comment start',
      "const at = input.now;",
    ];
    for (const sample of pure) expect(purityOffences("rule.ts", sample), sample).toEqual([]);
  });
});
