import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { colors } from "@lotto/ui/theme";
import { describe, expect, it } from "vitest";

const web = join(fileURLToPath(import.meta.url), "..", "..", "..");
const publicFile = (href: string) => join(web, "public", href);
/** Width and height from a PNG's IHDR chunk. */
const pngSize = (file: string) => {
  const png = readFileSync(file);
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
};

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
const manifest = JSON.parse(readFileSync(publicFile("manifest.webmanifest"), "utf8")) as {
  name: string;
  short_name: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};
const indexHtml = readFileSync(join(web, "index.html"), "utf8");

describe("the web app manifest and icons", () => {
  it("names the shop and uses the theme's brand and page colours", () => {
    expect([manifest.name, manifest.short_name]).toEqual(["Play Online", "Play Online"]);
    expect(manifest.theme_color).toBe(colors.primary);
    expect(manifest.background_color).toBe(colors.background);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${colors.primary}" />`);
  });

  it("lists 192 and 512 px icons, maskable ones too, each a committed file of the size it claims", () => {
    const pngs = manifest.icons.filter((i) => i.type === "image/png");
    for (const purpose of ["any", "maskable"])
      expect(pngs.filter((i) => i.purpose === purpose).map((i) => i.sizes)).toEqual(["192x192", "512x512"]);
    for (const icon of pngs) expect(pngSize(publicFile(icon.src))).toBe(icon.sizes);
    for (const icon of manifest.icons) expect(existsSync(publicFile(icon.src))).toBe(true);
  });

  it("links every icon and the manifest from index.html to a file that exists", () => {
    const hrefs = [
      ...indexHtml.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="([^"]+)"/g),
    ].map((m) => m[1] ?? "");
    expect(hrefs).toEqual([
      "/favicon.svg",
      "/icons/favicon-32.png",
      "/apple-touch-icon.png",
      "/manifest.webmanifest",
    ]);
    for (const href of hrefs) expect(existsSync(publicFile(href))).toBe(true);
    expect(pngSize(publicFile("apple-touch-icon.png"))).toBe("180x180");
    expect(existsSync(publicFile("favicon.ico"))).toBe(true);
  });
});
