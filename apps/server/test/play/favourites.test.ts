import { FavouriteSchema, FavouritesPageSchema } from "@lotto/api";
import { matchesPriceFilter } from "@lotto/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { favourites } from "../../src/db/schema/play";
import { DEMO_FAVOURITES } from "../../src/play/demo-favourites";
import { FAVOURITES_LIMIT_TEXT } from "../../src/play/favourites";
import { call, demoPlayerApp } from "../helper";
import { board, FOUR_BOARDS } from "./play-fixtures";

const player = demoPlayerApp();

const saturdayFavourite = (name: string, boards = FOUR_BOARDS) => ({
  name,
  coupon: {
    game_id: 5127,
    game_data: boards.map((numbers, i) => board(numbers, String.fromCharCode(65 + i))),
  },
});
const rowCount = async () => (await player.app.db.select().from(favourites)).length;

describe("favourites", () => {
  it("lists the seeded demo favourites with their price for the next draw", async () => {
    const res = await player.send("GET", "/user/favourites");
    const page = v.parse(FavouritesPageSchema, res.body.data);
    expect(page.total).toBe(DEMO_FAVOURITES.length);
    const family = page.favourites.find((f) => f.name === "Family birthdays");
    // 4 Saturday Lotto games at 85c.
    expect(family?.price).toBe(340);
    expect(page.limit).toBe(50);
  });

  it("creates, renames, replaces numbers and deletes a favourite", async () => {
    const created = await player.send("POST", "/user/favourites", saturdayFavourite("Mine"));
    expect(created.status).toBe(200);
    const fav = v.parse(FavouriteSchema, created.body.data);
    const renamed = await player.send("PUT", `/user/favourites/${fav.favourite_id}`, { name: "  Renamed  " });
    expect(renamed.body.data.name).toBe("Renamed");
    const replaced = await player.send("PUT", `/user/favourites/${fav.favourite_id}`, {
      coupon: saturdayFavourite("x", [...FOUR_BOARDS, [25, 26, 27, 28, 29, 30]]).coupon,
    });
    expect(replaced.body.data.price).toBe(5 * 85);
    const deleted = await player.send("DELETE", `/user/favourites/${fav.favourite_id}`);
    expect(deleted.body.data).toEqual({ ok: true });
    expect((await player.send("DELETE", `/user/favourites/${fav.favourite_id}`)).status).toBe(404);
  });

  it.each([
    ["an unknown game", { name: "x", coupon: { game_id: 1, game_data: [board([1, 2, 3, 4, 5, 6])] } }, 400],
    ["numbers out of range", saturdayFavourite("x", [[1, 2, 3, 4, 5, 99], ...FOUR_BOARDS.slice(1)]), 422],
    ["an empty name", saturdayFavourite(""), 400],
    ["a huge name", saturdayFavourite("x".repeat(5000)), 400],
  ])("refuses %s and writes nothing", async (_name, payload, status) => {
    const before = await rowCount();
    const res = await player.send("POST", "/user/favourites", payload);
    expect(res.status).toBe(status);
    expect(typeof res.body.message).toBe("string");
    expect(await rowCount()).toBe(before);
  });

  it("pages 20 at a time and stops at the favourites limit", async () => {
    const existing = (await player.send("GET", "/user/favourites")).body.data.total as number;
    for (let i = existing; i < 50; i++) {
      expect((await player.send("POST", "/user/favourites", saturdayFavourite(`Fav ${i}`))).status).toBe(200);
    }
    const over = await player.send("POST", "/user/favourites", saturdayFavourite("One too many"));
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(FAVOURITES_LIMIT_TEXT);
    const page3 = await player.send("GET", "/user/favourites?page=3");
    expect(page3.body.data).toMatchObject({ total: 50, total_pages: 3 });
    expect(page3.body.data.favourites).toHaveLength(10);
    expect((await player.send("GET", "/user/favourites?page=-1")).status).toBe(400);
  });

  it("filters by game and price on the server, across every page", async () => {
    const pages = async (query: string) => {
      const first = (await player.send("GET", `/user/favourites?${query}`)).body.data;
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, i) =>
          player.send("GET", `/user/favourites?${query}&page=${i + 2}`),
        ),
      );
      return [first, ...rest.map((r) => r.body.data)].flatMap(
        (p) => v.parse(FavouritesPageSchema, p).favourites,
      );
    };
    const all = await pages("");
    expect(all.length).toBeGreaterThan(20);
    for (const [query, keep] of [
      ["game_id=5127", (f: (typeof all)[number]) => f.coupon.game_id === 5127],
      ["price=1", (f: (typeof all)[number]) => matchesPriceFilter(f.price, "1")],
      [
        "game_id=5127&price=3",
        (f: (typeof all)[number]) => f.coupon.game_id === 5127 && matchesPriceFilter(f.price, "3"),
      ],
    ] as const) {
      const expected = all.filter(keep).map((f) => f.favourite_id);
      expect(
        (await pages(query)).map((f) => f.favourite_id),
        query,
      ).toEqual(expected);
    }
    // Filtered pages count the matches, not the favourites.
    const saturdays = all.filter((f) => f.coupon.game_id === 5127).length;
    const filtered = (await player.send("GET", "/user/favourites?game_id=5127")).body.data;
    expect(filtered.total_pages).toBe(Math.ceil(saturdays / 20));
    for (const bad of ["price=9", "price=all", "game_id=abc", "game_id=1"]) {
      expect((await player.send("GET", `/user/favourites?${bad}`)).status, bad).toBe(400);
    }
  });

  it("needs a login and never touches another player's favourite", async () => {
    expect((await call(player.app, { method: "GET", url: "/api/v1/user/favourites" })).status).toBe(401);
    const [theirs] = await player.app.db
      .insert(favourites)
      .values({ playerId: "someone-else", name: "Theirs", coupon: saturdayFavourite("t").coupon })
      .returning();
    expect((await player.send("PUT", `/user/favourites/${theirs!.id}`, { name: "Mine now" })).status).toBe(
      404,
    );
    expect((await player.send("DELETE", `/user/favourites/${theirs!.id}`)).status).toBe(404);
  });
});
