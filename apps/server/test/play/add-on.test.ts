import { CART_OVER_LIMIT_TEXT, type Coupon, deriveDrawNumbers, type GameDataGroup } from "@lotto/core";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../../src/db/schema/operations";
import { ticketDraws, tickets } from "../../src/db/schema/play";
import { forceDraw } from "../../src/draws/force-draw";
import { readBalance } from "../../src/wallet/ledger";
import { setPlayerLimit } from "../../src/wallet/limits";
import { call, demoPlayerApp, loginAs } from "../helper";
import { addPlayer, OTHER_PASSWORD } from "../second-player";
import { board, buy, FOUR_BOARDS, money, nextDrawNumber, saturday } from "./play-fixtures";

// The add-on game (R-ENTITIES addOnGame; R-GAMESHEET Super66 with a multi-week entry): bought with the
// Saturday Lotto entry in one purchase, recorded as a Super66 ticket of its own riding on it, shown with
// it, and settled by Super66's draws. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
const player = demoPlayerApp();

const digits = (numbers: number[], name = "A"): GameDataGroup => ({ ...board(numbers, name), quickpick: 1 });

/** Two weeks of Saturday Lotto's four boards (4 × 85c × 2) carrying `games` Super66 games ($1 × 2 each). */
const withSuper66 = (games: number[][]): Coupon => ({
  ...saturday(FOUR_BOARDS, 2),
  add_on: { game_id: 2115, game_data: games.map((g, i) => digits(g, String.fromCharCode(65 + i))) },
});

describe("Super66 added to a Saturday Lotto entry", () => {
  it("is priced with it, bought in one purchase, listed with it and settled by Super66's draw", async () => {
    const { app, auth } = player;
    const s66 = await nextDrawNumber(app, 2115);
    const seed = "5a".repeat(32);
    const winning = deriveDrawNumbers(2115, s66, seed).winning;
    const before = await money(app);
    const cost = 4 * 85 * 2 + 2 * 100 * 2;
    const res = await buy(app, auth, [
      { coupon: withSuper66([winning, [0, 0, 0, 0, 0, 0]]), cost, draw_num: await nextDrawNumber(app, 5127) },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe("COMPLETED");
    const after = await money(app);
    expect(after.balance).toBe(before.balance - cost);
    expect(after.ledger).toBe(after.balance);

    const rows = await app.db.select().from(tickets).where(eq(tickets.groupId, res.body.data.id));
    const carrier = rows.find((r) => r.addOnOf === null)!;
    const addOn = rows.find((r) => r.addOnOf !== null)!;
    expect(rows).toHaveLength(2);
    expect(carrier).toMatchObject({ gameId: 5127, cost: 680 });
    expect(addOn).toMatchObject({
      gameId: 2115,
      cost: 400,
      addOnOf: carrier.id,
      drawNumbers: [s66, s66 + 2],
    });

    // The receipt and the history show one ticket at what the player paid, the add-on riding on it.
    const status = await player.send("GET", `/games/tickets-purchase/${res.body.data.id}`);
    expect(status.body.data.tickets).toHaveLength(1);
    expect(status.body.data.tickets[0]).toMatchObject({ id: carrier.id, cost });
    expect(status.body.data.tickets[0].coupon.add_on.game_data).toHaveLength(2);
    const history = await player.send("GET", "/user/play-history");
    const listed = history.body.data.results.filter((r: { cpnId: string }) =>
      [carrier.id, addOn.id].includes(r.cpnId),
    );
    expect(listed).toEqual([
      expect.objectContaining({
        cpnId: carrier.id,
        cost,
        add_on: { cpnId: addOn.id, game_id: 2115, status: 2, cost: 400, prize: 0 },
      }),
    ]);

    // Super66's own draw settles the add-on: game A holds all six digits (division 1).
    await forceDraw(app.db, 2115, app.testClock.now(), { seed });
    const [settled] = await app.db
      .select()
      .from(ticketDraws)
      .where(eq(ticketDraws.ticketId, addOn.id))
      .orderBy(ticketDraws.drawNumber);
    expect(settled).toMatchObject({ drawNumber: s66, settled: true });
    expect(settled!.prize).toBeGreaterThan(0);
    const details = await player.send("GET", `/user/play-history/marked/${carrier.id}`);
    expect(details.body.data.cost).toBe(cost);
    expect(details.body.data.draws.every((d: { draw_number: number }) => d.draw_number > 4000)).toBe(true);
    const addOnDraw = details.body.data.add_on.draws[0];
    expect(addOnDraw).toMatchObject({ draw_number: s66, prize: settled!.prize });
    expect(addOnDraw.boards.map((b: { division: number | null }) => b.division)).toEqual([1, null]);
    // The win's notification opens the ticket the player sees in Tickets: the one the add-on rides on.
    const [won] = await app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.kind, "won"), eq(notifications.gameId, 2115), eq(notifications.drawNumber, s66)),
      );
    expect(won?.ticketId).toBe(carrier.id);
    // The Saturday Lotto part is untouched until its own draw.
    const [carrierDraw] = await app.db.select().from(ticketDraws).where(eq(ticketDraws.ticketId, carrier.id));
    expect(carrierDraw!.settled).toBe(false);
  });

  it("refuses a wrong price, an add-on the game does not carry and bad add-on games, writing nothing", async () => {
    const { app, auth } = player;
    const before = await money(app);
    const drawNum = await nextDrawNumber(app, 5127);
    const ownOnly = await buy(app, auth, [
      { coupon: withSuper66([[1, 2, 3, 4, 5, 6]]), cost: 680, draw_num: drawNum },
    ]);
    expect(ownOnly.status).toBe(422);
    expect(ownOnly.body.code).toBe("PRICE_CHANGED");
    const powerball: Coupon = {
      game_id: 5132,
      advance_draw: 0,
      multi_draw: 1,
      system: 7,
      powerpik: false,
      game_data: [board([1, 2, 3, 4, 5, 6, 7], "A", 3)],
      add_on: { game_id: 2115, game_data: [digits([1, 2, 3, 4, 5, 6])] },
    };
    const onPowerball = await buy(app, auth, [
      { coupon: powerball, cost: 232, draw_num: await nextDrawNumber(app, 5132) },
    ]);
    expect(onPowerball.status).toBe(422);
    expect(onPowerball.body.message).toBe("Ticket 1: Super66 cannot be added to Powerball.");
    const short = await buy(app, auth, [{ coupon: withSuper66([[1, 2, 3]]), cost: 880, draw_num: drawNum }]);
    expect(short.status).toBe(422);
    expect(short.body.message).toBe("Ticket 1: Super66 game A must have 6 numbers from 0 to 9.");
    expect(await money(app)).toEqual(before);
  });

  it("is refused with its entry when its own draw has closed, or when together they pass the weekly limit", async () => {
    const { app } = player;
    const email = await addPlayer(app, "add-on-limit");
    const auth = await loginAs(app, email, OTHER_PASSWORD);
    await app.db.transaction((tx) => setPlayerLimit(tx, "add-on-limit", 680 + 150, app.testClock.now()));
    const before = await readBalance(app.db, "add-on-limit");
    const statusOf = async (id: string) =>
      (
        await call(app, {
          method: "GET",
          url: `/api/v1/games/tickets-purchase/${id}`,
          headers: { authorization: auth },
        })
      ).body.data;
    const drawNum = await nextDrawNumber(app, 5127);
    // The first test drew this week's Super66 early: its Saturday Lotto entry may not carry it now.
    const closed = await buy(app, auth, [
      { coupon: withSuper66([[1, 2, 3, 4, 5, 6]]), cost: 880, draw_num: drawNum },
    ]);
    const s66 = (await nextDrawNumber(app, 2115)) - 2;
    expect((await statusOf(closed.body.data.id)).tickets).toEqual([
      expect.objectContaining({ status: 101, cost: 880, message: expect.stringContaining(`draw ${s66}.`) }),
    ]);
    const nextWeek = { ...withSuper66([[1, 2, 3, 4, 5, 6]]), advance_draw: 1 };
    const res = await buy(app, auth, [{ coupon: nextWeek, cost: 880, draw_num: drawNum + 2 }]);
    expect(res.body.data.status).toBe("FAILED");
    expect((await statusOf(res.body.data.id)).tickets).toEqual([
      expect.objectContaining({ status: 101, cost: 880, message: CART_OVER_LIMIT_TEXT }),
    ]);
    expect(await readBalance(app.db, "add-on-limit")).toBe(before);
  });
});
