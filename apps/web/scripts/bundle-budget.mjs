// `pnpm bench` for the web app (issue 6): builds, then sums the gzip size of the JavaScript the home
// route needs before it can render (the entry, its static imports, the lazy home page and its static
// imports) and fails over the 150 KB budget.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 150;
const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");

if (!process.argv.includes("--no-build")) {
  execFileSync(join(root, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
}

const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => k.endsWith("features/home/home-page.tsx"));
if (!entryKey || !homeKey) throw new Error("manifest has no entry or no home page chunk");

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
visit(homeKey);

const rows = [...files]
  .filter((f) => f.endsWith(".js"))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
for (const r of rows) console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KB  ${r.file}`);
console.log(`home route initial JS: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB * 1024) {
  console.error(`over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} KB`);
  process.exit(1);
}
