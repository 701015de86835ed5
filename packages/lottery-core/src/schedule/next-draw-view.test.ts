import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { GameId } from "../model/entities";
import { arbGame, arbInstant, arbInstantAroundClose } from "../testing";
import { PERTH } from "./draw-calendar";
import { nextDraw } from "./next-draw";
import { advanceChoiceLabel, nextDrawView, perthDateTimeText } from "./next-draw-view";
import { SPECIAL_DRAW_TEXT } from "./special-draw-text";

const perth = (iso: string) => Temporal.ZonedDateTime.from(`${iso}[${PERTH}]`).toInstant();
const OZ_LOTTO = 5130 as GameId;
const SATURDAY_LOTTO = 5127 as GameId;
const SET_FOR_LIFE = 5237 as GameId;

describe("perthDateTimeText", () => {
  it("reads a draw time in Perth whatever the instant's zone", () => {
    expect(perthDateTimeText(perth("2026-12-05T19:30:00"))).toBe("Sat 5 Dec, 7:30 pm");
    expect(perthDateTimeText(Temporal.ZonedDateTime.from("2026-12-07T04:05:00+00:00[UTC]"))).toBe(
      "Mon 7 Dec, 12:05 pm",
    );
    expect(perthDateTimeText(perth("2026-12-08T00:00:00"))).toBe("Tue 8 Dec, 12:00 am");
  });
});

describe("nextDrawView (every game's next draw: date, jackpot, countdown)", () => {
  const tuesday = { draw_number: 1474, sales_close: "2022-05-17T10:00:00Z", jackpot_text: "$30 Million" };

  it("shows the server's draw with its jackpot while its sales are open", () => {
    const view = nextDrawView(OZ_LOTTO, perth("2022-05-15T15:00:00"), tuesday);
    expect(view).toEqual({
      drawNumber: 1474,
      when: "Tue 17 May, 6:30 pm",
      drawTime: "2022-05-17T10:30:00Z",
      salesClose: "2022-05-17T10:00:00Z",
      prize: "$30 Million",
      countdown: {
        text: "Sales close in 2 d 3 h",
        spoken: "Sales close in 2 days 3 hours",
        urgent: false,
        closed: false,
      },
      special: null,
      superseded: false,
    });
  });

  it("flips to the calendar's next draw at the close, its jackpot not known yet", () => {
    const view = nextDrawView(OZ_LOTTO, perth("2022-05-17T18:00:00"), tuesday);
    expect(view).toMatchObject({
      drawNumber: 1475,
      when: "Tue 24 May, 6:30 pm",
      prize: null,
      superseded: true,
    });
    expect(view.countdown.text).toBe("Sales close in 7 d");
  });

  it("keeps a game's prize promise over the server's jackpot (Set for Life)", () => {
    const now = perth("2026-12-01T08:00:00");
    const slot = nextDraw(SET_FOR_LIFE, now);
    const upcoming = { draw_number: slot.drawNumber, sales_close: slot.salesClose.toInstant().toString() };
    expect(nextDrawView(SET_FOR_LIFE, now, { ...upcoming, jackpot_text: "$4.8 Million" }).prize).toBe(
      "$20K a mth for 20yrs",
    );
  });

  it("marks an announced special draw by its title, and an unannounced extra draw too", () => {
    const now = perth("2026-12-01T08:00:00");
    const slot = nextDraw(SATURDAY_LOTTO, now);
    const regular = { draw_number: slot.drawNumber, sales_close: slot.salesClose.toInstant().toString() };
    const event = { game_id: SATURDAY_LOTTO, draw_number: slot.drawNumber, title: "Megadraw" };
    expect(nextDrawView(SATURDAY_LOTTO, now, regular).special).toBeNull();
    expect(nextDrawView(SATURDAY_LOTTO, now, regular, [event]).special).toEqual({ title: "Megadraw" });
    // An extra draw between two regular ones: odd-numbered, closing on the Wednesday at 6:55 pm.
    const extra = { draw_number: slot.drawNumber - 1, sales_close: perth("2026-12-02T18:55:00").toString() };
    const view = nextDrawView(SATURDAY_LOTTO, now, extra);
    expect(view.special).toEqual({ title: null });
    // Drawn as long after its close as Saturday's draws are (6:55 → 7:25 pm).
    expect(view.when).toBe("Wed 2 Dec, 7:25 pm");
  });

  it("ignores an unreadable close and counts from the calendar", () => {
    const now = perth("2022-05-15T15:00:00");
    expect(nextDrawView(OZ_LOTTO, now, { ...tuesday, sales_close: "soon" }).drawNumber).toBe(1474);
  });

  it("always shows a draw still on sale, whose draw time follows its close", () => {
    fc.assert(
      fc.property(
        arbGame().chain((game) => fc.tuple(fc.constant(game.id as GameId), arbInstantAroundClose(game))),
        fc.boolean(),
        ([gameId, now], fromServer) => {
          const slot = nextDraw(gameId, now);
          const upcoming = fromServer
            ? { draw_number: slot.drawNumber, sales_close: slot.salesClose.toInstant().toString() }
            : null;
          const view = nextDrawView(gameId, now, upcoming);
          expect(view.countdown.closed).toBe(false);
          expect(view.drawNumber).toBe(slot.drawNumber);
          expect(Temporal.Instant.compare(Temporal.Instant.from(view.drawTime), now)).toBe(1);
          expect(view.superseded).toBe(false);
        },
      ),
    );
  });

  it("never shows a closed draw, whatever the server last sent", () => {
    fc.assert(
      fc.property(arbGame(), arbInstant(), arbInstant(), (game, now, sent) => {
        const slot = nextDraw(game.id as GameId, sent);
        const upcoming = {
          draw_number: slot.drawNumber,
          sales_close: slot.salesClose.toInstant().toString(),
        };
        const view = nextDrawView(game.id as GameId, now, upcoming);
        expect(view.countdown.closed).toBe(false);
        expect(view.superseded).toBe(Temporal.Instant.compare(now, slot.salesClose.toInstant()) >= 0);
      }),
    );
  });
});

describe("advanceChoiceLabel (the advance-play choice with its date)", () => {
  it("dates the next draw and replaces the config's short date", () => {
    expect(advanceChoiceLabel(OZ_LOTTO, { label: "Next draw", draws: [1474] })).toBe(
      "Next draw · Tue 17 May, 6:30 pm",
    );
    expect(advanceChoiceLabel(OZ_LOTTO, { label: "Draw 1475 (Tue 24 May)", draws: [1475, 1476] })).toBe(
      "Draw 1475 · Tue 24 May, 6:30 pm",
    );
  });

  it("marks a special draw, dated from its announced close", () => {
    const close = perth("2026-12-02T18:55:00").toString();
    const event = { game_id: SATURDAY_LOTTO, draw_number: 4641, title: "Megadraw", sales_close: close };
    expect(
      advanceChoiceLabel(SATURDAY_LOTTO, { label: "Draw 4641 (Wed 2 Dec)", draws: [4641] }, [event]),
    ).toBe(`Draw 4641 · Wed 2 Dec, 7:25 pm · ${SPECIAL_DRAW_TEXT}`);
  });
});
