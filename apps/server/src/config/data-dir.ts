/**
 * Where DATA_DIR points (R-SERVER `npm start`): a relative path means the directory the user started
 * in. The root scripts pass an absolute path; when the server or CLI is run through pnpm directly,
 * INIT_CWD (set by npm and pnpm to where they were invoked) stands in, since pnpm --filter runs us
 * with cwd apps/server.
 */
import { resolve } from "node:path";

/** DATA_DIR as an absolute path, relative ones resolved against INIT_CWD, else the cwd. */
export function resolveDataDir(dataDir: string, source: Record<string, string | undefined>): string {
  return resolve(source.INIT_CWD || process.cwd(), dataDir);
}
