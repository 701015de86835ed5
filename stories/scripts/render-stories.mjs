// test:stories: builds Storybook static, then renders every story of index.json in Debian Chromium and
// fails on any console error or page error (issue 6). Covers every *.stories.tsx of apps/web. Each story
// renders at the viewport it declares (`globals.viewport` of the story or its meta, the options of
// .storybook/preview.tsx): Storybook's viewport addon only resizes the manager's iframe, which this
// script does not load, so it sizes the page itself.
import { execFileSync } from "node:child_process";
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";
import { chromium } from "playwright-core";

const here = resolve(import.meta.dirname, "..");
const out = join(here, "storybook-static");
const bin = join(here, "node_modules/.bin/storybook");

if (!process.argv.includes("--no-build")) {
  execFileSync(bin, ["build", "-o", out, "--quiet"], {
    cwd: here,
    stdio: "inherit",
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" },
  });
}

const index = JSON.parse(readFileSync(join(out, "index.json"), "utf8"));
const stories = Object.values(index.entries).filter((e) => e.type === "story");

const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
};
const server = createServer((req, res) => {
  const path = join(out, decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, "index.html") : path;
  if (!file.startsWith(out) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(res);
});
await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
/** Size of a story that declares no viewport: the desktop class of .storybook/preview.tsx. */
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
const failures = [];
const page = await browser.newPage({ viewport: DEFAULT_VIEWPORT });
let current = "";
let problems = [];
// A failed resource is reported by URL below; the console line for it names no URL.
page.on("console", (m) => {
  if (m.type() === "error" && !m.text().startsWith("Failed to load resource"))
    problems.push(`console: ${m.text()}`);
});
page.on("response", (r) => {
  if (r.status() >= 400 && !r.url().endsWith("/favicon.ico")) problems.push(`HTTP ${r.status()}: ${r.url()}`);
});
page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
// One page load, then each story through Storybook's own channel: far faster than a load per story.
await page.goto(`${base}/iframe.html?id=${stories[0]?.id ?? ""}&viewMode=story`);
await page.waitForFunction(() => "__STORYBOOK_ADDONS_CHANNEL__" in window, null, { timeout: 60_000 });

/**
 * The viewport a story declares, as Storybook's viewport addon resolves it: `globals.viewport.value`
 * (story over meta over project) names one of `parameters.viewport.options`, rotated when `isRotated`.
 * Null when the story declares none; a string when it names an option that does not exist.
 */
const declaredViewport = (id) =>
  page.evaluate(async (storyId) => {
    const preview = window.__STORYBOOK_PREVIEW__;
    await preview.ready();
    const store = preview.storyStore;
    const story = await store.loadStory({ storyId });
    const { globals } = store.getStoryContext(story);
    const key = globals.viewport?.value;
    if (!key) return null;
    const option = story.parameters.viewport?.options?.[key];
    if (!option) return `viewport "${key}" is not one of parameters.viewport.options`;
    const width = Number.parseInt(option.styles.width, 10);
    const height = Number.parseInt(option.styles.height, 10);
    if (!(width > 0 && height > 0)) return `viewport "${key}" has no px width and height`;
    return globals.viewport.isRotated ? { width: height, height: width } : { width, height };
  }, id);

const sized = new Map();
for (const story of stories) {
  current = story.id;
  problems = [];
  const declared = await declaredViewport(story.id);
  if (typeof declared === "string") {
    failures.push({ id: current, problems: [declared] });
    continue;
  }
  const viewport = declared ?? DEFAULT_VIEWPORT;
  await page.setViewportSize(viewport);
  const size = `${viewport.width}×${viewport.height}`;
  sized.set(size, (sized.get(size) ?? 0) + 1);
  const outcome = await page.evaluate(
    (id) =>
      new Promise((done) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const events = ["storyRendered", "storyErrored", "storyThrewException", "storyMissing"];
        const handlers = events.map((name) => {
          const handler = (detail) => {
            if (name === "storyRendered" && detail !== id) return;
            for (const [n, h] of handlers) channel.off(n, h);
            clearTimeout(timer);
            done(name === "storyRendered" ? "ok" : `${name}: ${JSON.stringify(detail)?.slice(0, 500)}`);
          };
          channel.on(name, handler);
          return [name, handler];
        });
        const timer = setTimeout(() => {
          for (const [n, h] of handlers) channel.off(n, h);
          done("did not render within 15 s");
        }, 15_000);
        channel.emit("setCurrentStory", { storyId: id, viewMode: "story" });
      }),
    story.id,
  );
  if (outcome !== "ok") problems.push(outcome);
  // The story saw the width it declared (media queries, useIsTabletDown), not the previous story's.
  const width = await page.evaluate(() => window.innerWidth);
  if (width !== viewport.width) problems.push(`rendered ${width} px wide, declared ${viewport.width} px`);
  // Effects and late console errors of this story land before the next one starts.
  await page.waitForTimeout(30);
  if (problems.length > 0) failures.push({ id: current, problems });
}
await browser.close();
server.close();

for (const f of failures) console.error(`✗ ${f.id}\n    ${f.problems.join("\n    ")}`);
console.log(`${stories.length - failures.length}/${stories.length} stories rendered without errors`);
console.log(`viewports: ${[...sized].map(([size, n]) => `${size} ×${n}`).join(", ")}`);
process.exit(failures.length > 0 ? 1 : 0);
