// Renders the brand's SVG icons (public/favicon.svg, public/icons/*.svg) to the PNG and ICO files that
// browsers, the web app manifest and iOS ask for, with Debian's Chromium. The outputs are committed;
// run `node apps/web/scripts/brand-icons.mjs` after changing an SVG.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const pub = fileURLToPath(new URL("../public/", import.meta.url));
const chromium = process.env.CHROMIUM ?? "/usr/bin/chromium";
const outputs = [
  { svg: "favicon.svg", png: "icons/favicon-32.png", size: 32 },
  { svg: "favicon.svg", png: "icons/icon-192.png", size: 192 },
  { svg: "favicon.svg", png: "icons/icon-512.png", size: 512 },
  { svg: "icons/maskable.svg", png: "icons/maskable-192.png", size: 192 },
  { svg: "icons/maskable.svg", png: "icons/maskable-512.png", size: 512 },
  { svg: "icons/apple-touch.svg", png: "apple-touch-icon.png", size: 180 },
];

for (const { svg, png, size } of outputs) {
  // A fresh profile per run: a second run on the same profile can wait for the first's lock.
  const profile = mkdtempSync(join(tmpdir(), "brand-icons-"));
  try {
    execFileSync(
      chromium,
      [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
        `--user-data-dir=${profile}`,
        "--default-background-color=00000000",
        `--window-size=${size},${size}`,
        `--screenshot=${join(pub, png)}`,
        `file://${join(pub, svg)}`,
      ],
      { stdio: "ignore", timeout: 60_000 },
    );
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

// favicon.ico for browsers that ask for it by name: one 32 px PNG inside an ICO header.
const png32 = readFileSync(join(pub, "icons/favicon-32.png"));
const header = Buffer.alloc(22);
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync(join(pub, "favicon.ico"), Buffer.concat([header, png32]));
