import type { Result } from "@lotto/api";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { listedGame } from "@/testing/game-list-fixtures";
import { entryShown } from "./entry-shown";
import { openGamePage } from "./open-game-page";
import { purchaseConfig } from "./purchase-config-fixture";

const lastResult = (divisions: Record<string, { each: number; winners: number; wa: number }>): Result => ({
  game: 5127,
  draw_num: 4520,
  draw_date: "2026-11-21T12:30:00Z",
  winning_numbers: [1, 2, 3, 4, 5, 6],
  supplementary_numbers: [7, 8],
  powerball: null,
  divisions,
  division_matrix: {},
  commitment: "c",
  seed: "s",
});

const open = (divisions: Record<string, { each: number; winners: number; wa: number }>) =>
  openGamePage("/games/saturday-lotto?gameStatus=started", {
    "GET /games": { "5127": listedGame("Saturday Lotto", 4521, { results: [lastResult(divisions)] }) },
    "GET /games/5127/purchase-config": purchaseConfig(5127, 85),
  });

// The game page keeps the entry in session storage; each test starts a fresh one.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const odds = () => screen.getByRole("region", { name: "Your chances" });

describe("Entry odds and system explorer on the game page (R-ODDS)", { timeout: 40_000 }, () => {
  it("shows a System 7's odds, expected return and what it would have won in the last draw", async () => {
    open({ "1": { each: 1_000_000_00, winners: 1, wa: 0 }, "2": { each: 5_000_00, winners: 6, wa: 1 } });
    await entryShown();
    fireEvent.change(await screen.findByLabelText("System"), { target: { value: "7" } });
    expect(odds().textContent).toContain("Complete your entry to see its odds.");
    for (const n of [1, 2, 3, 4, 5, 6, 7])
      fireEvent.click(screen.getByRole("button", { name: String(n), pressed: false }));
    // C(45,6) / C(7,6) = 1,163,580.
    expect(odds().textContent).toContain("1 in 1,163,580");
    expect(odds().textContent).toMatch(
      /About \$[\d,]+\.\d\d back on average, going by the prizes draw 4520 paid/,
    );
    const explorer = screen.getByRole("region", { name: "System 7 covers 7 standard games" });
    expect(within(explorer).getAllByRole("listitem")).toHaveLength(7);
    expect(within(explorer).getByRole("status").textContent).toBe(
      "In draw 4520 this entry would have won $1,030,000.00 (best: Division 1).",
    );
  });

  it("gives odds without money while the last draw has no dividends, and no explorer for a standard game", async () => {
    open({});
    await entryShown();
    await screen.findByLabelText("System");
    for (const n of [10, 11, 12, 13, 14, 15])
      fireEvent.click(screen.getByRole("button", { name: String(n), pressed: false }));
    // A standard entry has at least 4 boards: the odds wait for all of them.
    expect(odds().textContent).toContain("Complete your entry to see its odds.");
    const boards = screen.getByRole("region", { name: "Boards" });
    for (const i of [1, 2, 3])
      fireEvent.click(within(boards).getAllByRole("button", { name: "Quick pick" })[i]!);
    // Four games: C(45,6) / 4 = 2,036,265 (a hair more, the boards being combined as independent).
    expect(odds().textContent).toMatch(/Odds of Division 11 in 2,036,265/);
    // No dividends yet: the expected return is left out rather than guessed.
    expect(odds().textContent).not.toContain("Expected return");
    expect(screen.queryByRole("region", { name: /standard games/ })).toBeNull();
  });
});
