import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text files worth compressing; index.html is left out: the server writes each document itself. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
/**
 * Below this a compressed copy saves next to nothing. Small chunks are many on a route (a hook, a
 * helper shared by two pages), and a few hundred bytes each still add up on a slow phone's link.
 */
const MIN_BYTES = 256;
/** What a compressed answer's `Content-Encoding` and `Vary` headers add: a copy must save more. */
const HEADER_BYTES = 48;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every compressible build file, once at
 * build time, so the server (`@fastify/static` preCompressed) sends the smallest copy the browser
 * accepts without compressing per request. A copy that does not save more than its headers cost is
 * not written.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "play-online:precompress",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path) || path.includes("/.vite/") || statSync(path).size < MIN_BYTES) continue;
        const source = readFileSync(path);
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length + HEADER_BYTES < source.length) writeFileSync(`${path}.br`, brotli);
        if (gzip.length + HEADER_BYTES < source.length) writeFileSync(`${path}.gz`, gzip);
      }
    },
  };
}
