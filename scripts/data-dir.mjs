// DATA_DIR for the root scripts (`npm start`, `npm run draw`): pnpm --filter runs the server with cwd
// apps/server and overwrites INIT_CWD with the repo root, so resolve here, where INIT_CWD is still the
// directory the user ran npm in. The default `./data` is the repo's data folder.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The environment with DATA_DIR made absolute. */
export function withDataDir(env = process.env) {
  const dataDir = env.DATA_DIR ? resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR) : resolve(root, "data");
  return { ...env, DATA_DIR: dataDir };
}
