import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { gameById } from "../games/lookup";
import type { GameId } from "../model/entities";
import { arbGame, arbInstant } from "../testing";
import { drawByNumber, epochDay, PERTH, weekdayOf } from "./draw-calendar";
import {
  advanceDrawNumber,
  consecutiveDraws,
  drawsBefore,
  extraDrawSlot,
  followingDraw,
  nextDraw,
  upcomingDraws,
} from "./next-draw";

const perth = (iso: string) => Temporal.ZonedDateTime.from(`${iso}[${PERTH}]`).toInstant();
const local = (slot: { salesClose: Temporal.ZonedDateTime }) => slot.salesClose.toPlainDateTime().toString();

describe("nextDraw (R-GAMES draw days, Perth time)", () => {
  it("finds OZ Lotto draw 1474 on Tuesday 17 May 2022 until 6 pm, then the next Tuesday", () => {
    const before = nextDraw(5130, perth("2022-05-17T17:59:59"));
    expect([before.drawNumber, local(before), before.drawTime.toPlainTime().toString()]).toEqual([
      1474,
      "2022-05-17T18:00:00",
      "18:30:00",
    ]);
    const at = nextDraw(5130, perth("2022-05-17T18:00:00"));
    expect([at.drawNumber, local(at)]).toEqual([1475, "2022-05-24T18:00:00"]);
  });

  it("finds Powerball draw 1410 on Thursday 25 May 2023", () => {
    expect(nextDraw(5132, perth("2023-05-22T09:00:00")).drawNumber).toBe(1410);
  });

  it("skips Tuesday and Thursday for Millionaire Medley", () => {
    const slots = upcomingDraws(5303, perth("2026-11-23T19:00:00"), 4);
    expect(slots.map((s) => s.salesClose.toPlainDate().dayOfWeek)).toEqual([3, 5, 1, 3]);
    expect(slots.map((s) => s.drawNumber - slots[0]!.drawNumber)).toEqual([0, 1, 2, 3]);
  });

  it("closes Cash 3 daily at 5 pm and Set for Life daily at 7 pm", () => {
    expect(local(nextDraw(2116, perth("2026-11-24T16:59:00")))).toBe("2026-11-24T17:00:00");
    expect(local(nextDraw(2116, perth("2026-11-24T17:00:00")))).toBe("2026-11-25T17:00:00");
    expect(local(nextDraw(5237, perth("2026-11-24T18:00:00")))).toBe("2026-11-24T19:00:00");
  });

  it("steps Saturday Lotto and Super66 draw numbers by 2 (R-VALIDATION)", () => {
    for (const id of [5127, 2115] as const) {
      const [a, b] = upcomingDraws(id, perth("2026-11-22T10:00:00"), 2);
      expect(b!.drawNumber - a!.drawNumber).toBe(2);
      expect(a!.drawNumber % 2).toBe(0);
      expect(local(a!)).toBe("2026-11-28T18:00:00");
    }
    expect(drawByNumber(5127, 4001)).toBeNull();
  });

  it("spans seven consecutive daily draws for a Set for Life entry (R-GAMES)", () => {
    const first = nextDraw(5237, perth("2026-11-22T10:00:00"));
    const span = consecutiveDraws(first, gameById(5237).drawsPerEntry);
    expect(span.map((s) => s.salesClose.toPlainDate().toString())).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
  });

  it("lists one weekday's Millionaire Medley draws for one-day play", () => {
    const fridays = upcomingDraws(5303, perth("2026-11-22T10:00:00"), 3, 5);
    expect(fridays.map((s) => s.salesClose.toPlainDate().toString())).toEqual([
      "2026-11-27",
      "2026-12-04",
      "2026-12-11",
    ]);
  });

  it("offsets advance play by draws: a week, a day for daily games, one draw for Millionaire Medley", () => {
    expect(advanceDrawNumber(5127, 4600, 2)).toBe(4604);
    expect(advanceDrawNumber(5130, 1700, 2)).toBe(1702);
    expect(advanceDrawNumber(5303, 300, 3)).toBe(303);
    expect(advanceDrawNumber(2116, 9000, 6)).toBe(9006);
  });

  it("lists past draws newest first, leaving out one closed but not yet drawn", () => {
    const now = perth("2026-11-28T18:10:00");
    const past = drawsBefore(5127, now, 3);
    expect(past.map((s) => s.salesClose.toPlainDate().toString())).toEqual([
      "2026-11-21",
      "2026-11-14",
      "2026-11-07",
    ]);
    expect(drawsBefore(2116, perth("2026-11-28T18:00:00"), 1)[0]!.salesClose.toPlainDate().toString()).toBe(
      "2026-11-28",
    );
  });
});

describe("schedule properties", () => {
  const instant = arbInstant();
  const gameId = arbGame().map((g) => g.id as GameId);

  it("the next draw is strictly after the instant, on an allowed weekday at the right local time", () => {
    fc.assert(
      fc.property(gameId, instant, (id: GameId, now) => {
        const game = gameById(id);
        const slot = nextDraw(id, now);
        expect(Temporal.Instant.compare(slot.salesClose.toInstant(), now)).toBe(1);
        expect(Temporal.ZonedDateTime.compare(slot.drawTime, slot.salesClose)).toBe(1);
        expect(game.drawWeekdays).toContain(slot.salesClose.dayOfWeek);
        expect(slot.salesClose.toPlainTime().toString().slice(0, 5)).toBe(game.closeTime);
        expect(slot.drawTime.toPlainTime().toString().slice(0, 5)).toBe(game.drawTime);
        // Nothing is skipped: the draw before it had already closed.
        const previous = drawByNumber(id, slot.drawNumber - game.drawNumberStep)!;
        expect(Temporal.Instant.compare(previous.salesClose.toInstant(), now)).toBeLessThan(1);
      }),
      { numRuns: 300 },
    );
  });

  it("is monotone in the instant", () => {
    fc.assert(
      fc.property(gameId, instant, fc.integer({ min: 0, max: 40 * 86_400_000 }), (id: GameId, now, later) => {
        const a = nextDraw(id, now);
        const b = nextDraw(id, now.add({ milliseconds: later }));
        expect(b.drawNumber).toBeGreaterThanOrEqual(a.drawNumber);
        expect(Temporal.ZonedDateTime.compare(b.salesClose, a.salesClose)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it("counts epoch days and weekdays like Temporal", () => {
    const epoch = Temporal.PlainDate.from("1970-01-01");
    fc.assert(
      fc.property(fc.integer({ min: -800_000, max: 800_000 }), (days) => {
        const date = epoch.add({ days });
        expect(epochDay(date)).toBe(days);
        expect(weekdayOf(days)).toBe(date.dayOfWeek);
      }),
    );
  });

  it("draw numbers round-trip and step by the game's step", () => {
    fc.assert(
      fc.property(gameId, instant, (id: GameId, now) => {
        const slot = nextDraw(id, now);
        expect(drawByNumber(id, slot.drawNumber)).toEqual(slot);
        expect(followingDraw(slot).drawNumber - slot.drawNumber).toBe(gameById(id).drawNumberStep);
      }),
      { numRuns: 200 },
    );
  });

  it("R-STATES: an extra Saturday Lotto draw takes the odd number between its regular neighbours and closes 30 minutes before", () => {
    fc.assert(
      fc.property(instant, (at) => {
        const drawTime = at.toZonedDateTimeISO(PERTH);
        const extra = extraDrawSlot(5127, drawTime);
        const [before] = drawsBefore(5127, at, 1);
        if (before!.drawTime.equals(drawTime)) {
          expect(extra).toBeNull();
          return;
        }
        expect(extra!.drawNumber).toBe(before!.drawNumber + 1);
        expect(extra!.drawNumber % 2).toBe(1);
        expect(drawByNumber(5127, extra!.drawNumber)).toBeNull();
        const after = followingDraw(before!);
        expect(Temporal.ZonedDateTime.compare(extra!.drawTime, after.drawTime)).toBe(-1);
        expect(extra!.drawTime.since(extra!.salesClose).total("minutes")).toBe(30);
      }),
      { numRuns: 200 },
    );
  });

  it("gives no extra draw at a regular draw's time or for a game that numbers every draw", () => {
    const regular = nextDraw(5127, Temporal.Instant.from("2026-11-18T04:00:00Z"));
    expect(extraDrawSlot(5127, regular.drawTime)).toBeNull();
    expect(extraDrawSlot(5132, regular.drawTime.add({ days: 2 }))).toBeNull();
  });
});
