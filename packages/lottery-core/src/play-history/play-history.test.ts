import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { DEFAULT_PLAY_HISTORY_FILTERS, playHistoryQuery } from "./play-history-filters";
import { isWinningStatus, PLAY_HISTORY_STATUS, playHistoryStatusLabel } from "./play-history-status";

describe("play-history status codes (R-ENTITIES)", () => {
  it("has the spec's codes", () => {
    expect(PLAY_HISTORY_STATUS).toEqual({
      PARTICIPATING: 2,
      WINNING_NOT_YET_PAID: 3,
      CANCELLED: 4,
      WINNING: 5,
      PAID: 7,
      NOT_WINNING: 8,
      BLOCKED: 16,
      TEMPORARY_BLOCKED: 17,
      FAILED: 101,
    });
  });

  it("labels every code and nothing else", () => {
    for (const code of Object.values(PLAY_HISTORY_STATUS))
      expect(playHistoryStatusLabel(code)).toMatch(/^[A-Z]/);
    expect(playHistoryStatusLabel(2)).toBe("Participating");
    expect(playHistoryStatusLabel(101)).toBe("Failed");
    expect(playHistoryStatusLabel(6)).toBeNull();
  });

  it("counts winning, winning not yet paid and paid as wins, nothing else", () => {
    const wins = Object.entries(PLAY_HISTORY_STATUS).filter(([, code]) => isWinningStatus(code));
    expect(wins.map(([name]) => name).sort()).toEqual(["PAID", "WINNING", "WINNING_NOT_YET_PAID"]);
    expect(isWinningStatus(6)).toBe(false);
  });
});

describe("play-history filters (R-STATES, R-CALLS)", () => {
  it("defaults to page 1 with status and game type All", () => {
    expect(DEFAULT_PLAY_HISTORY_FILTERS).toMatchObject({ page: 1, status: "All", gameType: "All" });
    expect(playHistoryQuery(DEFAULT_PLAY_HISTORY_FILTERS)).toEqual({ page: "1" });
  });

  it("sends every chosen filter under its wire name", () => {
    expect(
      playHistoryQuery({
        fromDate: Temporal.PlainDate.from("2026-01-01"),
        toDate: Temporal.PlainDate.from("2026-02-01"),
        gameType: 5132,
        page: 0,
        status: 5,
      }),
    ).toEqual({ from_date: "2026-01-01", to_date: "2026-02-01", game_id: "5132", page: "1", status: "5" });
  });
});
