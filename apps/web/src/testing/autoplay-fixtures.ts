import type { Autoplay, AutoplayList, AutoplayRun } from "@lotto/api";
import { AUTOPLAY_SKIP_TEXT } from "@lotto/core";

/** A bought draw of an autoplay's history. */
export function boughtRun(draw: number, cost = 340, ticket = `t-${draw}`): AutoplayRun {
  return {
    draw_number: draw,
    outcome: "bought",
    ticket_id: ticket,
    cost,
    reason: null,
    message: null,
    at: "2026-11-21T02:00:00Z",
  };
}

/** A skipped draw of an autoplay's history, with the server's sentence. */
export function skippedRun(draw: number, message = AUTOPLAY_SKIP_TEXT.limit): AutoplayRun {
  return {
    draw_number: draw,
    outcome: "skipped",
    ticket_id: null,
    cost: null,
    reason: "limit",
    message,
    at: "2026-11-14T02:00:00Z",
  };
}

/** A Saturday Lotto autoplay of four boards, every draw until cancelled, as the API answers. */
export function savedAutoplay(id: number, over: Partial<Autoplay> = {}): Autoplay {
  return {
    id,
    game_id: 5127,
    coupon: {
      game_id: 5127,
      advance_draw: 0,
      multi_draw: 1,
      system: 6,
      powerpik: false,
      game_data: [
        {
          group_name: "A",
          numbers: [3, 9, 17, 22, 29, 41],
          powerball: null,
          quickpick: 0,
          stake: 0,
          type: 1,
        },
        {
          group_name: "B",
          numbers: [1, 8, 15, 23, 36, 44],
          powerball: null,
          quickpick: 0,
          stake: 0,
          type: 1,
        },
        {
          group_name: "C",
          numbers: [2, 7, 12, 19, 33, 40],
          powerball: null,
          quickpick: 0,
          stake: 0,
          type: 1,
        },
        {
          group_name: "D",
          numbers: [5, 11, 18, 26, 31, 45],
          powerball: null,
          quickpick: 0,
          stake: 0,
          type: 1,
        },
      ],
    },
    day: null,
    trigger: { kind: "every-draw" },
    status: "active",
    paused_by: null,
    draws: null,
    draws_left: null,
    cost: 340,
    weekly_maximum: 340,
    next_draw: {
      draw_number: 4523,
      draw_time: "2026-12-05T10:30:00Z",
      sales_close: "2026-12-05T10:00:00Z",
      jackpot: 2_000_000_000,
      decided: false,
    },
    last_purchase: null,
    history: [],
    created_at: "2026-11-01T02:00:00Z",
    updated_at: "2026-11-01T02:00:00Z",
    ...over,
  };
}

/** `GET /user/autoplays` of these autoplays; the weekly total is the active ones' maxima. */
export function autoplayList(autoplays: Autoplay[]): AutoplayList {
  return {
    autoplays,
    weekly_maximum: autoplays
      .filter((a) => a.status === "active")
      .reduce((sum, a) => sum + (a.weekly_maximum ?? 0), 0),
    limit: 20,
  };
}

/** A Powerball jackpot trigger for ten draws, with a purchase and a skip. */
export const POWERBALL_TRIGGER = savedAutoplay(2, {
  game_id: 5132,
  coupon: {
    game_id: 5132,
    advance_draw: 0,
    multi_draw: 1,
    system: 7,
    powerpik: false,
    game_data: [
      { group_name: "A", numbers: [1, 5, 9, 13, 22, 30, 35], powerball: 7, quickpick: 0, stake: 0, type: 1 },
    ],
  },
  trigger: { kind: "jackpot-at-least", threshold: 5_000_000_000 },
  draws: 10,
  draws_left: 8,
  cost: 150,
  weekly_maximum: 150,
  next_draw: {
    draw_number: 1602,
    draw_time: "2026-12-03T10:30:00Z",
    sales_close: "2026-12-03T10:00:00Z",
    jackpot: 3_000_000_000,
    decided: false,
  },
  last_purchase: boughtRun(1600, 150),
  history: [skippedRun(1601), boughtRun(1600, 150)],
});
