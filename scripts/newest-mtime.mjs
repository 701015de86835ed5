// When a build's inputs last changed: the builds skip work when their output is newer.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The newest modification time under `path` (ms), directories' own times included: a removed file changes only that. */
export function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}
