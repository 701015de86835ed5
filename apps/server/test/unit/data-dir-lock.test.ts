import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "../../src/db/data-dir-lock";

describe("embedded data folder lock (one process on a PGlite folder)", () => {
  it("refuses a second holder while the first is alive, and admits one after release", async () => {
    const dir = await mkdtemp(join(tmpdir(), "lock-"));
    const release = await lockDataDir(dir);
    expect(await readFile(join(dir, LOCK_FILE), "utf8")).toBe(`${process.pid}\n`);
    const refused = await lockDataDir(dir, 1).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as DataDirInUseError).pid).toBe(process.pid);
    expect((refused as Error).message).toContain(`in use by process ${process.pid}`);
    await release();
    const again = await lockDataDir(dir, 1);
    await again();
  });

  it("takes over a lock left by a process that died (kill -9)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "lock-"));
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    await writeFile(join(dir, LOCK_FILE), `${gone.stdout.toString()}\n`);
    const release = await lockDataDir(dir, 1);
    expect(await readFile(join(dir, LOCK_FILE), "utf8")).toBe(`${process.pid}\n`);
    await release();
  });

  it("treats an unreadable lock as stale", async () => {
    const dir = await mkdtemp(join(tmpdir(), "lock-"));
    await writeFile(join(dir, LOCK_FILE), "not a pid");
    await (await lockDataDir(dir, 1))();
  });
});
