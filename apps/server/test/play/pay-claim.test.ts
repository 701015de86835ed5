import * as api from "@lotto/api";
import { DUAL_CONTROL_LINE, deriveDrawNumbers } from "@lotto/core";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseCli } from "../../src/cli-args";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { ticketDraws, tickets } from "../../src/db/schema/play";
import { forceDraw } from "../../src/draws/force-draw";
import { payClaim } from "../../src/draws/pay-claim";
import { AUTO_PAY_LIMIT } from "../../src/draws/settle-draw";
import { call, callOperator, demoPlayerApp } from "../helper";
import { act, actorOf } from "../operator/operator-actors";
import { buy, money, nextDrawNumber, saturday } from "./play-fixtures";

// R-DRAW-ENGINE paying out: a large win waits for a claim (WINNING_NOT_YET_PAID 3); the operator's
// `wins:pay --ticket` pays it once through the ledger (above the dual-control line once a second
// operator approves) and the ticket becomes PAID 7.
const player = demoPlayerApp();

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const payViaOperator = (ticket: unknown) => callOperator(player.app, "POST", "/wins/pay", { ticket });
const ticketOf = async (groupId: string) =>
  (await player.app.db.select().from(tickets).where(eq(tickets.groupId, groupId)))[0]!;
const claimEntries = async (ticketId: string) =>
  player.app.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, `claim:${ticketId}`));

/** Boards for a draw: A per `first`, then three boards of numbers that were not drawn at all. */
function boardsFor(drawNumber: number, seed: string, first: (w: number[], s: number[]) => number[]) {
  const d = deriveDrawNumbers(5127, drawNumber, seed);
  const free = range(1, 45).filter((n) => !d.winning.includes(n) && !d.supplementary.includes(n));
  return [first(d.winning, d.supplementary), free.slice(0, 6), free.slice(6, 12), free.slice(12, 18)];
}

describe("paying a large win's claim (R-DRAW-ENGINE)", () => {
  it("pays a Division 1 ticket once through the ledger and marks it PAID", async () => {
    const n = await nextDrawNumber(player.app, 5127);
    const seed = "61".repeat(32);
    const coupon = saturday(boardsFor(n, seed, (w) => w));
    const bought = await buy(player.app, player.auth, [{ coupon, cost: 340, draw_num: n }]);
    await forceDraw(player.app.db, 5127, player.app.testClock.now(), { seed });
    const ticket = await ticketOf(bought.body.data.id);
    expect(ticket.status).toBe(3);
    expect(ticket.prize).toBeGreaterThan(AUTO_PAY_LIMIT);
    const before = await money(player.app);

    // Above the dual-control line: held until a second operator approves (core's DUAL_CONTROL_LINE).
    expect(ticket.prize).toBeGreaterThan(DUAL_CONTROL_LINE.claim);
    const held = await payViaOperator(ticket.id);
    expect(held.status).toBe(200);
    expect(held.body.pending_approval.summary).toContain(ticket.id);
    expect(await money(player.app)).toEqual(before);
    const paid = await act(player.app, actorOf("finance", 2), api.operatorApproveEndpoint, {
      body: { id: held.body.pending_approval.id },
    });
    expect(paid.result).toEqual({
      ticket_id: ticket.id,
      amount: ticket.prize,
      already_paid: false,
      status: 7,
    });
    const after = await money(player.app);
    expect(after.balance).toBe(before.balance + ticket.prize);
    expect(after.ledger).toBe(after.balance);
    expect((await ticketOf(bought.body.data.id)).status).toBe(7);

    // Again: nothing more is credited; the answer says it was paid before.
    const again = await payViaOperator(ticket.id);
    expect(again.body).toEqual({ ticket_id: ticket.id, amount: ticket.prize, already_paid: true, status: 7 });
    expect(await money(player.app)).toEqual(after);
    expect((await claimEntries(ticket.id)).map((e) => e.amount)).toEqual([ticket.prize]);
    // The play history shows the ticket PAID.
    const history = await call(player.app, {
      method: "GET",
      url: `/api/v1/user/play-history/marked/${ticket.id}`,
      headers: { authorization: player.auth },
    });
    expect(history.body.data.status).toBe(7);
  });

  it("pays only the large draws of a multi-draw ticket: its small win was credited at settlement", async () => {
    const n = await nextDrawNumber(player.app, 5127);
    const seeds = ["62".repeat(32), "63".repeat(32)];
    // Draw 1: board B holds 4 of its winning numbers (Division 4, a small win credited at once);
    // draw 2: board A holds all 6 (Division 1, a claim).
    const small = deriveDrawNumbers(5127, n, seeds[0]!);
    const second = deriveDrawNumbers(5127, n + 2, seeds[1]!);
    const drawnIn = (x: number, d: typeof small) => d.winning.includes(x) || d.supplementary.includes(x);
    const neither = range(1, 45).filter((x) => !drawnIn(x, small) && !drawnIn(x, second));
    const large = boardsFor(n + 2, seeds[1]!, (w) => w);
    large[1] = [...small.winning.filter((x) => !drawnIn(x, second)).slice(0, 4), ...neither.slice(0, 2)];
    expect(large[1]).toHaveLength(6);
    const coupon = saturday(large, 2);
    const bought = await buy(player.app, player.auth, [{ coupon, cost: 680, draw_num: n }]);
    expect(bought.body.data.status).toBe("COMPLETED");
    const start = await money(player.app);
    for (const seed of seeds) await forceDraw(player.app.db, 5127, player.app.testClock.now(), { seed });
    const ticket = await ticketOf(bought.body.data.id);
    const perDraw = await player.app.db.select().from(ticketDraws).where(eq(ticketDraws.ticketId, ticket.id));
    const largePrize = perDraw.filter((d) => d.prize > AUTO_PAY_LIMIT).reduce((s, d) => s + d.prize, 0);
    const smallPrize = ticket.prize - largePrize;
    expect(ticket.status).toBe(3);
    expect(smallPrize).toBeGreaterThan(0);
    expect((await money(player.app)).balance).toBe(start.balance + smallPrize);

    const paid = await payClaim(player.app.db, ticket.id);
    expect(paid).toMatchObject({ amount: largePrize, already_paid: false, status: 7 });
    const end = await money(player.app);
    expect(end.balance).toBe(start.balance + ticket.prize);
    expect(end.ledger).toBe(end.balance);
  });

  it("credits once when the claim is paid several times at once", async () => {
    const n = await nextDrawNumber(player.app, 5127);
    const seed = "64".repeat(32);
    const bought = await buy(player.app, player.auth, [
      { coupon: saturday(boardsFor(n, seed, (w) => w)), cost: 340, draw_num: n },
    ]);
    await forceDraw(player.app.db, 5127, player.app.testClock.now(), { seed });
    const ticket = await ticketOf(bought.body.data.id);
    const before = await money(player.app);
    const results = await Promise.all([1, 2, 3].map(() => payClaim(player.app.db, ticket.id)));
    expect(results.filter((r) => !r.already_paid)).toHaveLength(1);
    expect((await money(player.app)).balance).toBe(before.balance + ticket.prize);
    expect(await claimEntries(ticket.id)).toHaveLength(1);
  });

  it("refuses an unknown ticket and tickets that are not waiting for a claim", async () => {
    expect((await payViaOperator("no-such-ticket")).status).toBe(404);
    expect((await payViaOperator(42)).body.message).toBe("ticket must be a ticket id.");
    const n = await nextDrawNumber(player.app, 5127);
    const seed = "65".repeat(32);
    // A losing ticket (NOT_WINNING 8) and one for the draw after (PARTICIPATING 2).
    const losing = saturday(
      boardsFor(n, seed, (w, s) =>
        range(1, 45)
          .filter((x) => !w.includes(x) && !s.includes(x))
          .slice(-6),
      ),
    );
    const lost = await buy(player.app, player.auth, [{ coupon: losing, cost: 340, draw_num: n }]);
    const later = await buy(player.app, player.auth, [
      { coupon: { ...losing, advance_draw: 1 }, cost: 340, draw_num: n + 2 },
    ]);
    expect([lost.body.data?.status, later.body.data?.status], JSON.stringify(later.body)).toEqual([
      "COMPLETED",
      "COMPLETED",
    ]);
    await forceDraw(player.app.db, 5127, player.app.testClock.now(), { seed });
    const lostTicket = await ticketOf(lost.body.data.id);
    const laterTicket = await ticketOf(later.body.data.id);
    expect([lostTicket.status, laterTicket.status]).toEqual([8, 2]);
    const before = await money(player.app);
    for (const t of [lostTicket, laterTicket]) {
      const refused = await payViaOperator(t.id);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(`Ticket ${t.id} is not waiting for a claim (status ${t.status}).`);
    }
    expect(await money(player.app)).toEqual(before);
    expect(
      await player.app.db.select().from(ledgerEntries).where(like(ledgerEntries.reference, "claim:%")),
    ).toHaveLength(3);
  });

  it("parses the CLI's wins:pay command", () => {
    expect(parseCli(["wins:pay", "--ticket", "abc"])).toEqual({
      command: "wins:pay",
      flags: { ticket: "abc" },
    });
    expect(() => parseCli(["wins:pay"])).toThrow(/usage/);
  });
});
