import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { DEMO_BALANCE, DEMO_PLAYER_ID, seedDemoPlayer } from "../../src/accounts/demo";
import { loadSecret } from "../../src/accounts/session-token";
import { openDatabase } from "../../src/db";
import { readBalance } from "../../src/wallet/ledger";

describe("embedded database in a data folder", () => {
  it("keeps committed data and the token secret across close and reopen, seeding the demo player once", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "pglite-"));
    const now = Temporal.Instant.from("2026-11-18T04:00:00Z");
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe("pglite");
    expect(await seedDemoPlayer(first.db, now)).toBe(true);
    const secret = Buffer.from(await loadSecret(first.db, undefined));
    expect(secret).toHaveLength(32);
    await first.close();
    const second = await openDatabase({ dataDir });
    expect(await seedDemoPlayer(second.db, now)).toBe(false);
    // The generated token secret is the database's: a restart keeps every session valid.
    expect(Buffer.from(await loadSecret(second.db, undefined)).equals(secret)).toBe(true);
    expect(new TextDecoder().decode(await loadSecret(second.db, "x".repeat(32)))).toBe("x".repeat(32));
    expect(await readBalance(second.db, DEMO_PLAYER_ID)).toBe(DEMO_BALANCE);
    await second.close();
    // initdb (a child process) on a loaded 2-core machine can take most of a minute.
  }, 120_000);
});
