import type { Result } from "@lotto/api";
import { commitment, deriveDrawNumbers } from "@lotto/core";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithShell } from "@/testing/render-with-shell";
import ResultsPage from "../results-page";

const seed = "5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592";

function result(drawNum: number, tamper: boolean): Result {
  const numbers = deriveDrawNumbers(5127, drawNum, seed);
  const winning = tamper ? numbers.winning.map((n) => (n % 45) + 1) : numbers.winning;
  return {
    game: 5127,
    draw_num: drawNum,
    draw_date: "2026-11-21T10:30:00Z",
    winning_numbers: winning,
    supplementary_numbers: numbers.supplementary,
    powerball: null,
    divisions: { "6": { each: 1250, winners: 40211, wa: 4000 }, "1": { each: 500000000, winners: 1, wa: 0 } },
    division_matrix: { "1": "6 winning numbers", "6": "3 winning numbers" },
    commitment: commitment(seed),
    seed,
  };
}

const routes = {
  "GET /results": (url: URL) =>
    url.searchParams.get("game_id") === "5127"
      ? { results: [result(4523, false), result(4521, true)], total_pages: 1 }
      : { results: [], total_pages: 1 },
};

describe("ResultsPage (R-SCREENS Results, R-DRAW-ENGINE verifiable draws)", () => {
  it("lists a game's draws newest first with the divisions in order", async () => {
    renderWithShell(<ResultsPage />, routes);
    const draws = await screen.findAllByRole("article");
    expect(draws.map((d) => d.getAttribute("aria-label"))).toEqual([
      "Saturday Lotto draw 4523",
      "Saturday Lotto draw 4521",
    ]);
    const rows = within(draws[0]!).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "16 winning numbers$5,000,000.001",
      "63 winning numbers$12.5040211",
    ]);
  });

  it("verifies a genuine draw and flags a tampered one with core's verifyDraw", async () => {
    renderWithShell(<ResultsPage />, routes);
    const [genuine, tampered] = await screen.findAllByRole("article");
    fireEvent.click(within(genuine!).getByRole("button", { name: "Verify" }));
    expect(within(genuine!).getByRole("status").textContent).toMatch(/^Verified/);
    fireEvent.click(within(tampered!).getByRole("button", { name: "Verify" }));
    expect(within(tampered!).getByRole("status").textContent).toMatch(/^Verification failed/);
  });

  it("opens the dividends dialog for a draw with division-one winners and closes it", async () => {
    renderWithShell(<ResultsPage />, routes);
    const [latest] = await screen.findAllByRole("article");
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(within(latest!).getByRole("button", { name: "Division 1: $5,000,000.00 · 1 winners" }));
    const dialog = screen.getByRole("dialog", { name: "Saturday Lotto draw 4523 dividends" });
    expect(
      within(dialog)
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(["1$5,000,000.001", "6$12.5040211"]);
    expect(window.location.hash).toBe("#dividend-dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.location.hash).toBe("");
  });

  it("names the dividends dialog in the URL, and back closes it (R-SCREENS #dividend-dialog)", async () => {
    renderWithShell(<ResultsPage />, routes);
    const [latest] = await screen.findAllByRole("article");
    fireEvent.click(within(latest!).getByRole("button", { name: "Division 1: $5,000,000.00 · 1 winners" }));
    expect(window.location.hash).toBe("#dividend-dialog");
    // What the browser's back does to the hash the dialog pushed.
    act(() => {
      window.history.replaceState(null, "", window.location.pathname);
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers no dividends dialog when division one has no winners", async () => {
    const noWinners = { ...result(4525, false), divisions: { "1": { each: 0, winners: 0, wa: 0 } } };
    renderWithShell(<ResultsPage />, {
      "GET /results": () => ({ results: [noWinners], total_pages: 1 }),
    });
    const [draw] = await screen.findAllByRole("article");
    expect(within(draw!).queryByRole("button", { name: /^Division 1/ })).toBeNull();
  });

  it("switches game and says when it has no draws yet", async () => {
    renderWithShell(<ResultsPage />, routes);
    await screen.findAllByRole("article");
    fireEvent.change(screen.getByLabelText("Game"), { target: { value: "2116" } });
    expect(await screen.findByText("No draws yet for Cash 3.")).toBeTruthy();
  });
});
