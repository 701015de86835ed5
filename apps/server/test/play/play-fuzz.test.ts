import * as api from "@lotto/api";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { favourites, purchaseGroups, tickets } from "../../src/db/schema/play";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { demoPlayerApp } from "../helper";
import { expectNoServerError, hostileRequest } from "../security/hostile-request";

const player = demoPlayerApp();

/** Every play endpoint of the contract, with purchase-shaped bodies (test/security/fuzz attacks every route generically). */
const endpoints: api.EndpointDef[] = [
  api.getGamesEndpoint,
  api.getPurchaseConfigEndpoint,
  api.getResultsEndpoint,
  api.submitPurchaseEndpoint,
  api.getPurchaseStatusEndpoint,
  api.getFavouritesEndpoint,
  api.createFavouriteEndpoint,
  api.updateFavouriteEndpoint,
  api.deleteFavouriteEndpoint,
  api.getPlayHistoryEndpoint,
  api.getMarkedEntryEndpoint,
];

const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 5127, 1e308, Number.MAX_SAFE_INTEGER + 2, -0.5),
);
const hostile = fc.oneof(
  fc.anything({ withNullPrototype: false }),
  number,
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.constantFrom("", "' OR 1=1 --", "<script>", "\u0000", "__proto__"),
);
/** Bodies shaped like a purchase or a favourite, with hostile values where the real ones go. */
const group = fc.record(
  {
    group_name: hostile,
    numbers: fc.oneof(fc.array(number, { maxLength: 60 }), hostile),
    powerball: hostile,
    quickpick: hostile,
    stake: hostile,
    type: hostile,
  },
  { requiredKeys: [] },
);
const coupon = fc.record(
  {
    game_id: fc.oneof(fc.constantFrom(5127, 5130, 5132, 5303, 2115, 2116, 5237), hostile),
    advance_draw: hostile,
    multi_draw: hostile,
    system: hostile,
    powerpik: hostile,
    game_data: fc.oneof(fc.array(group, { maxLength: 30 }), hostile),
  },
  { requiredKeys: [] },
);
const hostileBody = fc.oneof(
  hostile,
  fc.record(
    {
      tickets: fc.oneof(
        fc.array(fc.record({ coupon, cost: number, draw_num: number, day: hostile }, { requiredKeys: [] }), {
          maxLength: 60,
        }),
        hostile,
      ),
    },
    { requiredKeys: [] },
  ),
  fc.record({ name: hostile, coupon: fc.oneof(coupon, hostile) }, { requiredKeys: [] }),
  fc.dictionary(
    fc.constantFrom("name", "coupon", "game_id", "page", "status", "__proto__", "constructor"),
    hostile,
  ),
);
const pathValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("5127", "..", "%00", "' or 1=1", "x".repeat(500), "-1", "1e309"),
);

/** What a rejected request must not have touched. */
async function written() {
  const rows = async (
    table: typeof tickets | typeof purchaseGroups | typeof favourites | typeof ledgerEntries,
  ) => (await player.app.db.select({ n: count() }).from(table))[0]?.n;
  return [await rows(purchaseGroups), await rows(tickets), await rows(favourites), await rows(ledgerEntries)];
}

describe("fuzz: hostile requests to the play routes (R-SERVER Tests)", () => {
  it("covers every play endpoint", () => {
    expect(endpoints).toHaveLength(11);
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}: 4xx with the error shape, never 5xx, nothing written`, async () => {
      await fc.assert(
        fc.asyncProperty(
          hostileBody,
          pathValue,
          fc.boolean(),
          fc.boolean(),
          async (body, param, withAuth, raw) => {
            const path = `/api/v1${endpoint.path}`;
            const { url, payload } = hostileRequest(endpoint.method, path, body, param, raw, "tickets");
            const before = await written();
            const res = await player.app.inject({
              method: endpoint.method,
              url,
              headers: {
                "content-type": "application/json",
                ...(withAuth ? { authorization: player.auth } : {}),
              },
              ...(payload === undefined ? {} : { payload }),
            });
            if (expectNoServerError(res)) expect(await written()).toEqual(before);
          },
        ),
        { numRuns: 30 },
      );
      expect(await readBalance(player.app.db, DEMO_PLAYER_ID)).toBe(
        await ledgerSum(player.app.db, DEMO_PLAYER_ID),
      );
    });
  }
});
