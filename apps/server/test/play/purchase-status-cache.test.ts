import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tickets } from "../../src/db/schema/play";
import { calendarChanged } from "../../src/draws/calendar-version";
import { readPurchaseStatus } from "../../src/play/purchase-status";
import { PURCHASE_STATUS_MAX_AGE_MS } from "../../src/play/purchase-status-cache";
import { build, call, loginAs, type TestApp } from "../helper";
import { addPlayer, OTHER_PASSWORD } from "../second-player";
import { buy, FOUR_BOARDS, nextDrawNumber, saturday } from "./play-fixtures";

let app: TestApp;
let auth: string;
let playerId: string;
let next: number;
beforeAll(async () => {
  app = await build();
  playerId = "status-cache-buyer";
  auth = await loginAs(app, await addPlayer(app, playerId), OTHER_PASSWORD);
  next = await nextDrawNumber(app, 5127);
}, 120_000);
afterAll(async () => app?.close());

const statusOf = (id: string, as = auth) =>
  call(app, { method: "GET", url: `/api/v1/games/tickets-purchase/${id}`, headers: { authorization: as } });
const ticket = (cost = 340, draw_num = next) => ({ coupon: saturday(FOUR_BOARDS), cost, draw_num });

// The status read right after a submit is answered from what the purchase wrote (R-ENTITIES Purchase status).
describe("the status of a just-written purchase", () => {
  it("is exactly what the database answers, for COMPLETED, COMPLETED_WITH_ERRORS and FAILED groups", async () => {
    // A ticket for a closed draw is refused: beside an open one the group completes with errors.
    const closed = ticket(340, next - 2);
    const carts = [[ticket()], [ticket(), closed], [closed]];
    const seen = [];
    for (const cart of carts) {
      const res = await buy(app, auth, cart);
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      const answered = await statusOf(res.body.data.id);
      expect(answered.status).toBe(200);
      const stored = await readPurchaseStatus(app.db, playerId, res.body.data.id);
      expect(answered.body.data).toEqual(JSON.parse(JSON.stringify(stored)));
      seen.push(answered.body.data.status);
    }
    expect(seen).toEqual(["COMPLETED", "COMPLETED_WITH_ERRORS", "FAILED"]);
  });

  it("is never answered to another player, even while remembered", async () => {
    const res = await buy(app, auth, [ticket()]);
    const other = await loginAs(app, await addPlayer(app, "status-cache-other"), OTHER_PASSWORD);
    expect((await statusOf(res.body.data.id, other)).status).toBe(404);
    expect((await statusOf(res.body.data.id)).status).toBe(200);
  });

  it("is read from the database again once the calendar changed or its maximum age passed", async () => {
    const first = (await buy(app, auth, [ticket()])).body.data.id;
    const second = (await buy(app, auth, [ticket()])).body.data.id;
    // Ticket statuses move behind the memory's back, as a settlement would move them.
    for (const id of [first, second])
      await app.db.update(tickets).set({ status: 99 }).where(eq(tickets.groupId, id));
    expect((await statusOf(first)).body.data.tickets[0].status).not.toBe(99);
    await calendarChanged(app.db);
    expect((await statusOf(first)).body.data.tickets[0].status).toBe(99);
    const realNow = performance.now();
    const later = vi.spyOn(performance, "now").mockReturnValue(realNow + PURCHASE_STATUS_MAX_AGE_MS + 1);
    try {
      expect((await statusOf(second)).body.data.tickets[0].status).toBe(99);
    } finally {
      later.mockRestore();
    }
  });
});
