import type { PlayHistoryEntry } from "@lotto/api";
import { PLAY_HISTORY_STATUS, playHistoryStatusLabel } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { entry } from "../__tests__/play-history-fixture";
import { toTicketLine } from "./to-ticket-line";

const { PARTICIPATING, NOT_WINNING, PAID } = PLAY_HISTORY_STATUS;

const withAddOn = (
  status: number,
  prize: number,
  addOnStatus: number,
  addOnPrize: number,
): PlayHistoryEntry => ({
  ...(entry("c-1", status, prize) as PlayHistoryEntry),
  add_on: { cpnId: "c-2", game_id: 2115, status: addOnStatus, cost: 200, prize: addOnPrize },
});

describe("a ticket carrying an add-on game, as a list line (R-ENTITIES addOnGame)", () => {
  it("is named with its add-on and keeps its own status while the add-on has not won", () => {
    const line = toTicketLine(withAddOn(PARTICIPATING, 0, NOT_WINNING, 0));
    expect(line).toMatchObject({ gameName: "Saturday Lotto", addOnName: "Super66" });
    expect(line.statusLabel).toBe(playHistoryStatusLabel(PARTICIPATING));
    expect(line.won).toBe(false);
  });

  it("shows the add-on's win when the entry itself won nothing, with both prizes counted", () => {
    const line = toTicketLine(withAddOn(NOT_WINNING, 0, PAID, 2500));
    expect(line).toMatchObject({ won: true, prize: 2500, statusLabel: playHistoryStatusLabel(PAID) });
    expect(toTicketLine(withAddOn(PAID, 1250, PAID, 2500)).prize).toBe(3750);
  });

  it("is unchanged without an add-on", () => {
    const line = toTicketLine(entry("c-1", PAID, 1250) as PlayHistoryEntry);
    expect(line).toMatchObject({ gameName: "Saturday Lotto", prize: 1250 });
    expect(line.addOnName).toBeUndefined();
  });
});
