import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CartTicket } from "../model/entities";
import { arbCartTicket, sampleTicket } from "./cart.test-support";
import { isTicketExpired } from "./cart-expiry";
import { mergeCarts } from "./cart-merge";

const saved = sampleTicket({ id: "s", cost: 340 });
const added = sampleTicket({ id: "v", cost: 1585 });
const upcoming = { 5127: 4510 };

// A ticket without its id: what makes two entries "the same entry".
const content = ({ id: _id, ...rest }: CartTicket) => JSON.stringify(rest);
const counts = (tickets: readonly CartTicket[]) => {
  const map = new Map<string, number>();
  for (const t of tickets) map.set(content(t), (map.get(content(t)) ?? 0) + 1);
  return map;
};

describe("merging a visitor's cart into the saved cart at login (R-STATES Cart)", () => {
  it("keeps the saved tickets first, then the visitor's", () => {
    expect(mergeCarts([saved], [added], upcoming)).toEqual({ tickets: [saved, added], expired: [] });
  });

  it("a visitor with an empty cart gets the saved cart unchanged", () => {
    expect(mergeCarts([saved, added], [], upcoming)).toEqual({ tickets: [saved, added], expired: [] });
  });

  it("an empty saved cart takes the visitor's tickets", () => {
    expect(mergeCarts([], [added], upcoming)).toEqual({ tickets: [added], expired: [] });
  });

  it("keeps the same entry in both carts as two entries with ids of their own", () => {
    const { tickets } = mergeCarts([saved], [saved], upcoming);
    expect(tickets).toEqual([saved, { ...saved, id: "s~2" }]);
  });

  it("moves an entry whose draw closed meanwhile to the expired list", () => {
    const stale = sampleTicket({ id: "old", added_draw_number: 4508 });
    expect(mergeCarts([saved], [stale, added], upcoming)).toEqual({
      tickets: [saved, added],
      expired: [stale],
    });
  });

  it("expires nothing of a game whose upcoming draw is not known yet", () => {
    const stale = sampleTicket({ id: "old", added_draw_number: 1 });
    expect(mergeCarts([], [stale], {})).toEqual({ tickets: [stale], expired: [] });
  });

  it("loses nothing, duplicates nothing, gives every entry its own id and keeps the order", () => {
    fc.assert(
      fc.property(
        fc.array(arbCartTicket, { maxLength: 12 }),
        fc.array(arbCartTicket, { maxLength: 12 }),
        fc.integer({ min: 1, max: 9999 }),
        (before, visitor, n) => {
          const draws = { 5127: n, 5132: n, 2116: n };
          const { tickets, expired } = mergeCarts(before, visitor, draws);
          // Every saved and visitor entry ends up in exactly one list, as many times as it was added.
          expect(counts([...tickets, ...expired])).toEqual(counts([...before, ...visitor]));
          const ids = [...tickets, ...expired].map((t) => t.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const t of expired) expect(isTicketExpired(t, draws)).toBe(true);
          for (const t of tickets) expect(isTicketExpired(t, draws)).toBe(false);
          // Saved first, then the visitor's: the kept ones appear in that order.
          const kept = [...before, ...visitor].filter((t) => !isTicketExpired(t, draws)).map(content);
          expect(tickets.map(content)).toEqual(kept);
        },
      ),
    );
  });

  it("keeps ids that were already unique as they were", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbCartTicket, { selector: (t) => t.id, maxLength: 20 }),
        fc.nat(20),
        (all, cut) => {
          const { tickets } = mergeCarts(all.slice(0, cut), all.slice(cut), {});
          expect(tickets).toEqual(all);
        },
      ),
    );
  });
});
