/**
 * One process at a time on an embedded data folder (R-DRAW-ENGINE: PGlite admits one process). Two PGlite
 * instances on one folder corrupt it, so the opener writes its pid to `pglite.lock` with an exclusive
 * create; a lock whose process is gone (kill -9, power loss) is stale and taken over.
 */
import { readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The lock file inside the PGlite folder's parent (the data folder). */
export const LOCK_FILE = "pglite.lock";

/** Thrown when another live process holds the data folder. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. Stop it, or run the operator CLI ` +
        "with that server's PORT so it goes through the server.",
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the data folder's lock for this process; resolves to the function that releases it. */
export async function lockDataDir(dataDir: string, attempts = 20): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(path, `${process.pid}\n`, { flag: "wx", mode: 0o600 });
      return () => unlink(path).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number.parseInt(await readFile(path, "utf8").catch(() => ""), 10);
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      // A just-killed holder may linger as a zombie until it is reaped: look again briefly.
      if (attempt >= attempts) throw new DataDirInUseError(dataDir, holder);
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    await unlink(path).catch(() => undefined);
  }
}
