import { CART_OVER_LIMIT_TEXT, type Coupon } from "@lotto/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { setPlayerLimit, weekSpend } from "../../src/wallet/limits";
import { build, call, loginAs, type TestApp } from "../helper";
import { addPlayer, OTHER_PASSWORD } from "../second-player";
import { board, buy, FOUR_BOARDS, nextDrawNumber, saturday } from "./play-fixtures";

let app: TestApp;
let draw: Record<5127 | 5130, number>;
beforeAll(async () => {
  app = await build();
  draw = { 5127: await nextDrawNumber(app, 5127), 5130: await nextDrawNumber(app, 5130) };
}, 120_000);
afterAll(async () => app?.close());

/** Four standard boards of Saturday Lotto (4 × 85c) or OZ Lotto (7 numbers, 4 × $1.50). */
const COST = { 5127: 340, 5130: 600 } as const;
const COUPON: Record<5127 | 5130, Coupon> = {
  5127: saturday(FOUR_BOARDS),
  5130: {
    ...saturday([]),
    game_id: 5130,
    system: 7,
    game_data: FOUR_BOARDS.map((b, i) => board([...b, 40 + i])),
  },
};
const ticketOf = (gameId: 5127 | 5130) => ({
  coupon: COUPON[gameId],
  cost: COST[gameId],
  draw_num: draw[gameId],
});

let players = 0;

describe("a cart over two games against the weekly limit (R-SERVER Limits; the limit is read with the draws' lock)", () => {
  it("accepts tickets in cart order while they fit the limit, refuses the rest with the spec text, charges only accepted ones", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2_000 }),
        fc.array(fc.constantFrom(5127 as const, 5130 as const), { minLength: 1, maxLength: 4 }),
        async (limit, games) => {
          const id = `cart-limit-${++players}`;
          const email = await addPlayer(app, id);
          const auth = await loginAs(app, email, OTHER_PASSWORD);
          const now = app.testClock.now();
          await app.db.transaction((tx) => setPlayerLimit(tx, id, limit, now));
          const before = await readBalance(app.db, id);

          const res = await buy(app, auth, games.map(ticketOf));
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const status = await call(app, {
            method: "GET",
            url: `/api/v1/games/tickets-purchase/${res.body.data.id}`,
            headers: { authorization: auth },
          });

          let left = limit;
          const expected = games.map((g) => {
            if (COST[g] > left) return CART_OVER_LIMIT_TEXT;
            left -= COST[g];
            return null;
          });
          const spent = limit - left;
          expect(status.body.data.tickets.map((t: { message: string | null }) => t.message)).toEqual(
            expected,
          );
          expect(await weekSpend(app.db, id, now)).toBe(spent);
          expect(await readBalance(app.db, id)).toBe(before - spent);
          expect(await ledgerSum(app.db, id)).toBe(before - spent);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
