import { mkdtemp, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { DEMO_BALANCE, DEMO_PLAYER_ID, seedDemoPlayer } from "../../src/accounts/demo";
import { loadSecret } from "../../src/accounts/session-token";
import { openDatabase } from "../../src/db";
import { readBalance } from "../../src/wallet/ledger";

describe("JWT secret", () => {
  it("is generated once into the data folder (mode 600) and read back on the next start", async () => {
    const dir = await mkdtemp(join(tmpdir(), "secret-"));
    const first = await loadSecret(undefined, dir);
    expect(first).toHaveLength(32);
    expect(Buffer.from(await loadSecret(undefined, dir)).equals(Buffer.from(first))).toBe(true);
    expect((await stat(join(dir, "jwt-secret"))).mode & 0o777).toBe(0o600);
  });

  it("uses JWT_SECRET when set, and a fresh random one without a data folder", async () => {
    const configured = await loadSecret("x".repeat(32), "/nonexistent");
    expect(new TextDecoder().decode(configured)).toBe("x".repeat(32));
    const a = await loadSecret(undefined, null);
    const b = await loadSecret(undefined, null);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});

describe("embedded database in a data folder", () => {
  it("keeps committed data across close and reopen, seeding the demo player only once", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "pglite-"));
    const now = Temporal.Instant.from("2026-11-18T04:00:00Z");
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe("pglite");
    expect(await seedDemoPlayer(first.db, now)).toBe(true);
    await first.close();
    const second = await openDatabase({ dataDir });
    expect(await seedDemoPlayer(second.db, now)).toBe(false);
    expect(await readBalance(second.db, DEMO_PLAYER_ID)).toBe(DEMO_BALANCE);
    await second.close();
    // initdb (a child process) on a loaded 2-core machine can take most of a minute.
  }, 120_000);
});
