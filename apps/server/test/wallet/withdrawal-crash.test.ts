import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { openDatabase } from "../../src/db";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { withdrawals } from "../../src/db/schema/withdrawals";
import { auditLedger } from "./ledger-audit";

// Crash test: kill -9 the real server (embedded database in a data folder) during a storm of
// withdrawals, reopen the database: every acknowledged withdrawal is there exactly once, with one
// debit, and the ledger audit holds.
const serverDir = fileURLToPath(new URL("../..", import.meta.url));
let dataDir = "";
let server: ChildProcess | undefined;
let exited: Promise<void> = Promise.resolve();

afterAll(async () => {
  if (server?.pid && server.exitCode === null && server.signalCode === null)
    process.kill(-server.pid, "SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function start(dir: string): Promise<string> {
  server = spawn("npx", ["tsx", "--conditions=source", "src/server.ts"], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dir, PORT: "0", LOG_LEVEL: "silent" },
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  exited = new Promise((resolve) => server!.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    let out = "";
    server!.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/[^\s]+?)\/?\s/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`server exited: ${out}`)));
  });
}

describe("kill -9 during a withdrawal storm", () => {
  it("keeps every acknowledged withdrawal exactly once and the ledger audit clean", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "withdraw-crash-"));
    const base = await start(dataDir);
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: DEMO_EMAIL, password: DEMO_PASSWORD, version: 2 }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { "content-type": "application/json", authorization: `JWT ${token}` };
    const account = await fetch(`${base}/api/v1/user/bank-account`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ bsb: "086420", account_number: "12345678", account_name: "Jo Citizen" }),
    });
    expect(account.status).toBe(200);
    // Eight workers withdraw $10 in a loop until the server dies; it is killed after the fifth answer.
    const acknowledged = new Map<string, string>();
    let answered = 0;
    let killed = false;
    const worker = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const key = `crash-${w}-${i}`;
        const res = await fetch(`${base}/api/v1/user/withdrawals`, {
          method: "POST",
          headers: { ...headers, "idempotency-key": key },
          body: JSON.stringify({ amount: 1000 }),
        }).catch(() => null);
        if (!res) return;
        const body = (await res.json().catch(() => null)) as { data?: { withdrawal: { id: string } } } | null;
        if (res.status === 200 && body?.data) acknowledged.set(key, body.data.withdrawal.id);
        answered++;
        if (answered === 5 && !killed) {
          killed = true;
          process.kill(-server!.pid!, "SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    await exited;

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.playerId, DEMO_PLAYER_ID));
      expect(acknowledged.size).toBeGreaterThanOrEqual(1);
      for (const [key, id] of acknowledged) {
        expect(rows.filter((r) => r.idempotencyKey === key).map((r) => r.id)).toEqual([id]);
      }
      const debits = (await database.db.select().from(ledgerEntries)).filter((e) => e.kind === "withdrawal");
      expect(debits.map((d) => d.reference).sort()).toEqual(rows.map((r) => `withdrawal:${r.id}`).sort());
      expect(rows.every((r) => r.status === "pending" && r.amount === 1000)).toBe(true);
      expect(await auditLedger(database.db, DEMO_PLAYER_ID)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
