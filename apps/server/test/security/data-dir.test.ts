import { spawn } from "node:child_process";
import { once } from "node:events";
import { chmod, mkdir, mkdtemp, readdir, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { StartupError } from "../../src/config/startup-error";
import { openDatabase } from "../../src/db";
import { secureDataDir } from "../../src/db/secure-data-dir";

// docs/security.md "Data folder": private to the server's user, and an unusable one is refused with
// one readable line.
const serverDir = fileURLToPath(new URL("../..", import.meta.url));

/** Every path under `dir` with its permission bits. */
async function modes(dir: string): Promise<{ path: string; dir: boolean; mode: number }[]> {
  const found = [{ path: dir, dir: true, mode: (await stat(dir)).mode & 0o777 }];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await modes(path)));
    else found.push({ path, dir: false, mode: (await stat(path)).mode & 0o777 });
  }
  return found;
}

describe("data folder permissions", () => {
  it("the embedded database's folder is 0700 and every file in it 0600 (pg_control included)", async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), "perm-")), "data");
    // A folder left by an earlier version, with loose modes, is tightened too.
    await mkdir(dataDir, { mode: 0o777 });
    await chmod(dataDir, 0o777);
    await writeFile(join(dataDir, "operator-token"), "x", { mode: 0o666 });
    await chmod(join(dataDir, "operator-token"), 0o666);
    const database = await openDatabase({ dataDir });
    try {
      const all = await modes(dataDir);
      expect(all.some((f) => f.path.endsWith("pg_control"))).toBe(true);
      expect(all.filter((f) => f.mode !== (f.dir ? 0o700 : 0o600))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe("an unusable DATA_DIR", () => {
  it("is refused with a StartupError naming the folder, the reason and the fix", async () => {
    const file = join(await mkdtemp(join(tmpdir(), "bad-")), "a-file");
    await writeFile(file, "");
    const error = await secureDataDir(join(file, "data")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(
      /^DATA_DIR .*a-file\/data cannot be used: a part of the path is a file, not a folder \(ENOTDIR\)\. Set DATA_DIR to a folder/,
    );
  });

  it("makes the server exit 1 with that one line and no stack", async () => {
    const file = join(await mkdtemp(join(tmpdir(), "bad-")), "a-file");
    await writeFile(file, "");
    const child = spawn(process.execPath, ["--import", "tsx", "--conditions=source", "src/server.ts"], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: join(file, "data"), PORT: "4403", DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    const printed = stderr.trim().split("\n");
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^DATA_DIR .* cannot be used: .*\(ENOTDIR\)/);
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
