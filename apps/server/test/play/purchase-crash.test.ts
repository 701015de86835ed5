import { describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { openDatabase } from "../../src/db";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { purchaseGroups, tickets } from "../../src/db/schema/play";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { crashServer, demoToken, stormUntilKilled } from "../crash-storm";
import { FOUR_BOARDS, saturday } from "./play-fixtures";

// R-SERVER crash test: kill -9 the real server (embedded database in a data folder) during a purchase
// storm, reopen the database, and every group is final with the ledger equal to the balance.
const startServer = crashServer("play-crash");

describe("kill -9 during a purchase storm", () => {
  it("leaves every group final and the ledger equal to the balance", async () => {
    const server = await startServer();
    const { base, dataDir } = server;
    const token = await demoToken(base);
    const games = (await (await fetch(`${base}/api/v1/games`)).json()) as {
      data: Record<string, { upcoming_draw: { draw_number: number } }>;
    };
    const drawNum = games.data["5127"]!.upcoming_draw.draw_number;
    await stormUntilKilled(server, (w, i) =>
      fetch(`${base}/api/v1/games/tickets-purchase`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `JWT ${token}`,
          "idempotency-key": `storm-${w}-${i}`,
        },
        body: JSON.stringify({
          tickets: [{ coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: drawNum }],
        }),
      }),
    );

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
