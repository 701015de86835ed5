/** True when `error` is a failed dynamic import (a stale or missing chunk, R-STATES). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|error loading dynamically/i.test(
    text,
  );
}
