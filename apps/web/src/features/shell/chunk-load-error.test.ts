import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./chunk-load-error";

describe("chunk load errors (R-STATES)", () => {
  it("recognises failed dynamic imports only", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError("ChunkLoadError: Loading chunk 7 failed")).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });
});
