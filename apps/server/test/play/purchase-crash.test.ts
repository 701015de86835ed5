import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { openDatabase } from "../../src/db";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { purchaseGroups, tickets } from "../../src/db/schema/play";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { FOUR_BOARDS, saturday } from "./play-fixtures";

// issue 4 crash test: kill -9 the real server (embedded database in a data folder) during a purchase
// storm, reopen the database, and every group is final with the ledger equal to the balance.
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

describe("kill -9 during a purchase storm", () => {
  it("leaves every group final and the ledger equal to the balance", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "play-crash-"));
    const base = await start(dataDir);
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: DEMO_EMAIL, password: DEMO_PASSWORD, version: 2 }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const games = (await (await fetch(`${base}/api/v1/games`)).json()) as {
      data: Record<string, { upcoming_draw: { draw_number: number } }>;
    };
    const drawNum = games.data["5127"]!.upcoming_draw.draw_number;
    // Eight workers buy in a loop until the server dies; it is killed after the fifth answer.
    let answered = 0;
    let killed = false;
    const worker = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const res = await fetch(`${base}/api/v1/games/tickets-purchase`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `JWT ${token}`,
            "idempotency-key": `storm-${w}-${i}`,
          },
          body: JSON.stringify({
            tickets: [{ coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: drawNum }],
          }),
        }).catch(() => null);
        if (!res) return;
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
      // The first start also seeds past draws with demo tickets (and their wins): leave those out.
      const groups = (await database.db.select().from(purchaseGroups)).filter((g) =>
        g.idempotencyKey?.startsWith("storm-"),
      );
      const stormGroups = new Set(groups.map((g) => g.id));
      const seeded = (await database.db.select().from(ledgerEntries))
        .filter(
          (e) => e.playerId === DEMO_PLAYER_ID && (e.reference.startsWith("seed:") || e.kind === "winning"),
        )
        .reduce((sum, e) => sum + e.amount, 0);
      expect(groups.length).toBeGreaterThanOrEqual(5);
      expect(groups.every((g) => ["COMPLETED", "COMPLETED_WITH_ERRORS", "FAILED"].includes(g.status))).toBe(
        true,
      );
      const bought = (await database.db.select().from(tickets)).filter((t) => stormGroups.has(t.groupId));
      const charged = bought.filter((t) => t.status !== 101).reduce((sum, t) => sum + t.cost, 0);
      expect(groups.reduce((sum, g) => sum + g.total, 0)).toBe(charged);
      expect(await ledgerSum(database.db, DEMO_PLAYER_ID)).toBe(
        await readBalance(database.db, DEMO_PLAYER_ID),
      );
      expect(await readBalance(database.db, DEMO_PLAYER_ID)).toBe(50_000 + seeded - charged);
    } finally {
      await database.close();
    }
  }, 300_000);
});
