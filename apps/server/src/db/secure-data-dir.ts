/**
 * The embedded data folder is private to the server's user (docs/security.md): the folder and every
 * folder in it 0700, every file 0600 (PGlite's files, the lock, the operator token). The process
 * umask is set to 077 so files PGlite creates later (WAL segments, new tables) are private too, and
 * folders made by earlier versions are tightened on the next start. A folder that cannot be used is
 * refused with one line saying why and what to do.
 */
import { chmod, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { StartupError } from "../config/startup-error";

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/** Why an errno makes a data folder unusable, in words. */
const REASONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "it is on a read-only file system",
  ENOTDIR: "a part of the path is a file, not a folder",
  EEXIST: "a part of the path is a file, not a folder",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
};

/** Creates (or checks) the data folder, proves it writable and makes everything in it private. */
export async function secureDataDir(dataDir: string): Promise<void> {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads may not change the umask; the chmod below still tightens what exists.
  }
  try {
    await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR });
    const probe = join(dataDir, `.write-test-${process.pid}`);
    await writeFile(probe, "", { mode: PRIVATE_FILE });
    await rm(probe);
    await tighten(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    const reason = REASONS[code];
    if (!reason) throw error;
    throw new StartupError(
      `DATA_DIR ${dataDir} cannot be used: ${reason} (${code}). Set DATA_DIR to a folder this user can write (it is created if missing), or fix the folder's owner and permissions.`,
    );
  }
}

async function tighten(dir: string): Promise<void> {
  await chmod(dir, PRIVATE_DIR);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await tighten(path);
    else if (entry.isFile()) await chmod(path, PRIVATE_FILE);
  }
}
