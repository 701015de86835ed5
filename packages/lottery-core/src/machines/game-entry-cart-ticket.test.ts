import { describe, expect, it } from "vitest";
import { defaultEntryOptions } from "../pricing/entry-options";
import { seededRng } from "../quick-pick/rng";
import { purchaseConfigFor } from "../testing";
import { entryCartTicket, newTicketId } from "./game-entry-cart-ticket";
import { pickBoard } from "./game-entry-rules";

const saturday = purchaseConfigFor(5127, 85);

describe("cart ticket of a game entry (R-ENTITIES Cart ticket)", () => {
  const options = defaultEntryOptions(saturday);
  const rng = seededRng(7);
  const boards = Array.from({ length: 4 }, () => pickBoard(saturday, options, rng));
  const entry = { boards, quickPicked: [true, true, true, true] };

  it("makes a cart ticket for the next draw that remembers the draw it was added for", () => {
    const ticket = entryCartTicket(saturday, options, entry, 340, "id-1");
    expect(ticket).toMatchObject({
      id: "id-1",
      draw_num: 1000,
      draw_numbers: [1000],
      added_draw_number: 1000,
      cost: 340,
      play_type: "Standard",
    });
    const advanced = { ...options, advancePlay: 2 };
    expect(entryCartTicket(saturday, advanced, entry, 340, "id-2")?.draw_numbers).toEqual([1004]);
    expect(entryCartTicket(saturday, { ...options, multiDraw: 99 }, entry, 340, "x")).toBeNull();
  });

  it("carries a Millionaire Medley one-day play's day, and none for 3-Day Play", () => {
    const oneDay = purchaseConfigFor(5303, 200, {}, "Friday");
    const mm = defaultEntryOptions(oneDay);
    const mmRng = seededRng(3);
    const mmBoards = Array.from({ length: Number(mm.numberOfBoards) }, () => pickBoard(oneDay, mm, mmRng));
    const mmEntry = { boards: mmBoards, quickPicked: mmBoards.map(() => true) };
    expect(entryCartTicket(oneDay, mm, mmEntry, 400, "mm")?.day).toBe("Friday");
    const threeDay = purchaseConfigFor(5303, 200);
    const ticket = entryCartTicket(threeDay, defaultEntryOptions(threeDay), mmEntry, 400, "mm");
    expect(ticket?.id).toBe("mm");
    expect(ticket).not.toHaveProperty("day");
  });

  it("makes 128-bit hex ticket ids from the injected random source", () => {
    const rng = seededRng(11);
    const a = newTicketId(rng);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newTicketId(rng)).not.toBe(a);
    expect(newTicketId(seededRng(11))).toBe(a);
  });

  it("names the next draw when a priced option lists no draws", () => {
    const options = defaultEntryOptions(saturday);
    const bare = structuredClone(saturday);
    bare.pricing_information["6"]!["4"]!["1"]![0]!.draws = [];
    const boards = Array.from({ length: 4 }, () => pickBoard(bare, options, seededRng(12)));
    const ticket = entryCartTicket(
      bare,
      options,
      { boards, quickPicked: [false, false, false, false] },
      340,
      "t",
    );
    expect(ticket?.draw_num).toBe(1000);
  });
});
