#!/usr/bin/env node
/**
 * Proves @lotto/core works outside the workspace: builds dist/ (tsdown), packs it as it would be published
 * (pnpm pack applies publishConfig: exports point at dist), installs the tarball with its runtime and peer
 * dependencies into an empty folder without the network (each dependency is packed from the local pnpm
 * store), then in plain Node runs the README's examples, compiled to JavaScript,
 * and a property test written with @lotto/core/testing, and type-checks the examples against the .d.ts.
 */
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const core = fileURLToPath(new URL("..", import.meta.url));
const pnpm = fileURLToPath(new URL("../../../scripts/pnpm.mjs", import.meta.url));
const started = performance.now();
const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: "utf8", stdio: "pipe" });

/** What each README example must print (examples/examples.test.ts checks the same in the workspace). */
const EXPECTED = {
  "price-an-entry": "340\n1020\nnull\n",
  "next-draws":
    "1594 2026-12-03T18:00:00+08:00[Australia/Perth] 2026-12-03T18:30:00+08:00[Australia/Perth]\n",
  "judge-system-20": "4\n{ '4': 120, '5': 420, '6': 1820 }\n",
  "quick-pick": "[\n   6,  7, 10, 11,\n  21, 28, 30, 33\n]\nnull\n",
  "verify-draw": "{ valid: true, problems: [] }\n",
  "purchase-machine": "group-1 COMPLETED\n",
};

const dir = mkdtempSync(join(tmpdir(), "lotto-core-pack-"));
try {
  run("npx", ["tsdown", "--log-level", "warn"], core);
  execFileSync(process.execPath, [pnpm, "--filter", "@lotto/core", "pack", "--pack-destination", dir], {
    stdio: "pipe",
  });

  // The dependency closure of the runtime and peer dependencies, packed from the store (no network).
  const manifest = JSON.parse(readFileSync(join(core, "package.json"), "utf8"));
  const seen = new Set();
  const pack = (name, from) => {
    const at = realpathSync(join(from, "node_modules", name));
    if (seen.has(at)) return;
    seen.add(at);
    // A tarball of the installed files, laid out as the registry serves one (`package/…`).
    const file = join(dir, `${name.replace("/", "-")}.tgz`);
    run(
      "tar",
      ["-czf", file, "-C", at, "--exclude", "./node_modules", "--transform", "s,^\\.,package,", "."],
      dir,
    );
    const deps = JSON.parse(readFileSync(join(at, "package.json"), "utf8")).dependencies ?? {};
    // pnpm keeps a package's dependencies beside it: <store>/<pkg>/node_modules/<dep>.
    const base = dirname(name.startsWith("@") ? dirname(at) : at);
    for (const dep of Object.keys(deps)) pack(dep, dirname(base));
  };
  for (const name of [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)]) {
    pack(name, core);
  }

  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: "outside", private: true, type: "module" }),
  );
  // Each tarball unpacked where npm would put it (flat: one version of each); `npm install --offline` of
  // these tarballs dropped files of temporal-utils here, so the layout is made by hand.
  for (const tarball of readdirSync(dir).filter((name) => name.endsWith(".tgz"))) {
    const { name } = JSON.parse(run("tar", ["-xzOf", tarball, "package/package.json"], dir));
    const into = join(dir, "node_modules", name);
    mkdirSync(into, { recursive: true });
    run("tar", ["-xzf", tarball, "-C", into, "--strip-components=1"], dir);
  }

  // The README's examples, as a JavaScript user has them, and type-checked as a TypeScript user's.
  const examples = Object.keys(EXPECTED);
  for (const name of examples) {
    const source = readFileSync(join(core, "examples", `${name}.ts`), "utf8");
    writeFileSync(join(dir, `${name}.ts`), source);
    const js = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    writeFileSync(join(dir, `${name}.mjs`), js);
    const out = run(process.execPath, [`${name}.mjs`], dir);
    if (!out.includes(EXPECTED[name])) throw new Error(`examples/${name}.ts printed:\n${out}`);
  }
  writeFileSync(
    join(dir, "property.mjs"),
    `import assert from "node:assert/strict";
import { couponPrice, validateCoupon } from "@lotto/core";
import { arbEntry, arbGame, purchaseConfigFor } from "@lotto/core/testing";
import fc from "fast-check";
const entries = arbGame().chain((game) => fc.tuple(fc.constant(game), arbEntry(game)));
fc.assert(fc.property(entries, ([game, entry]) => {
  const config = purchaseConfigFor(game, game.unitPrice.cents);
  assert.deepEqual(validateCoupon(game, entry, config), []);
  assert.ok(couponPrice(config, entry) > 0);
}), { numRuns: 100 });
console.log("property held");
`,
  );
  if (!run(process.execPath, ["property.mjs"], dir).includes("property held")) throw new Error("property");

  // The examples print with console.log; plain ES libs do not declare it.
  writeFileSync(join(dir, "console.d.ts"), "declare const console: { log(...values: unknown[]): void };\n");
  const tsc = ts.createProgram(
    [join(dir, "console.d.ts"), ...examples.map((name) => join(dir, `${name}.ts`))],
    {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ["lib.es2023.d.ts"],
      types: [],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
    },
  );
  const problems = ts.getPreEmitDiagnostics(tsc);
  if (problems.length > 0) {
    throw new Error(
      ts.formatDiagnostics(problems, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => dir,
        getNewLine: () => "\n",
      }),
    );
  }
  console.log(
    `@lotto/core packs, installs offline and runs its examples outside the workspace (${((performance.now() - started) / 1000).toFixed(0)} s).`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
