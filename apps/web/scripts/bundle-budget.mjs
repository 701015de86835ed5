// `pnpm bench` for the web app: builds, starts the real server (apps/server dist/server.mjs) on a
// fresh data folder and sums the bytes it actually sends, with `Accept-Encoding: br, gzip`, for every
// JavaScript file the home route loads before it can render: the scripts and module preloads its
// HTML names (React DOM's among them), and (in case a hint is missing) the entry, the lazy home page and their static imports from
// the build manifest. Fails over the 150 KB budget or when a file is sent uncompressed.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

const BUDGET_KB = 150;
const root = resolve(import.meta.dirname, "..");
const serverDir = resolve(root, "../server");
const dist = join(root, "dist");

if (!process.argv.includes("--no-build")) {
  execFileSync(join(root, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
}
execFileSync("node", ["scripts/build.mjs", "--if-stale"], { cwd: serverDir, stdio: "inherit" });

/** The home route's JavaScript by the build manifest: entry, home page and their static imports. */
function manifestFiles() {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const homeKey = Object.keys(manifest).find((k) => k.endsWith("features/home/home-page.tsx"));
  if (!entryKey || !homeKey) throw new Error("manifest has no entry or no home page chunk");
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(homeKey);
  return files;
}

/** GET with the browser's encodings; the body's bytes as sent (node:http does not decode them). */
const request = (origin, path) =>
  new Promise((done, fail) => {
    get(`${origin}${path}`, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on("data", (chunk) => {
        bytes += chunk.length;
        chunks.push(chunk);
      });
      res.on("end", () =>
        done({ status: res.statusCode, encoding: res.headers["content-encoding"], bytes, chunks }),
      );
    }).on("error", fail);
  });

/** A response's body as the browser reads it, whatever its encoding. */
function decoded({ chunks, encoding }) {
  const body = Buffer.concat(chunks);
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

/** The server on a free port and a throwaway data folder; resolves with its origin once it answers. */
function startServer(dataDir) {
  const server = spawn("node", ["dist/server.mjs"], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((done, fail) => {
    let out = "";
    server.stdout.on("data", (chunk) => {
      out += chunk;
      const url = /running at (http:\/\/[^/\s]+)/.exec(out)?.[1];
      if (url) done({ server, origin: url });
    });
    server.on("exit", (code) => fail(new Error(`server exited with ${code} before it answered`)));
  });
}

const dataDir = mkdtempSync(join(tmpdir(), "play-online-budget-"));
const { server, origin } = await startServer(dataDir);
let rows;
try {
  const home = await request(origin, "/");
  const html = decoded(home).toString("utf8");
  // Every script the page names: its tags, or, on a prerendered page, the list its first paint's
  // script loads (apps/server/src/plugins/web-document.ts).
  const fromHtml = [...html.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1]);
  const files = new Set([...fromHtml, ...manifestFiles()].filter((f) => f.endsWith(".js")));
  rows = [];
  for (const file of files) {
    const res = await request(origin, file);
    if (res.status !== 200) throw new Error(`${file}: HTTP ${res.status}`);
    rows.push({ file, bytes: res.bytes, encoding: res.encoding ?? "none" });
  }
} finally {
  server.kill();
}
await new Promise((r) => setTimeout(r, 300));
rmSync(dataDir, { recursive: true, force: true });

rows.sort((a, b) => b.bytes - a.bytes);
const total = rows.reduce((sum, r) => sum + r.bytes, 0);
for (const r of rows)
  console.log(`${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${r.encoding.padEnd(4)}  ${r.file}`);
console.log(`home route initial JS: ${(total / 1024).toFixed(1)} KB as sent (budget ${BUDGET_KB} KB)`);
const plain = rows.filter((r) => r.encoding === "none" && r.bytes > 1024);
if (plain.length > 0) {
  console.error(`sent uncompressed: ${plain.map((r) => r.file).join(", ")}`);
  process.exitCode = 1;
}
if (total > BUDGET_KB * 1024) {
  console.error(`over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} KB`);
  process.exitCode = 1;
}
