import type { GameListEntry, GamesList, Result } from "@lotto/api";
import { commitment, deriveDrawNumbers, GAME_IDS } from "@lotto/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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

const entry = (title: string, order: number, results: GameListEntry["results"]): GameListEntry => ({
  title,
  upcoming_draw: {
    draw_number: 4525,
    sales_close: "2026-11-28T10:00:00Z",
    jackpot: 0,
    jackpot_text: "$7 Million",
    commitment: "abc",
  },
  slikpik_homepage_options: [],
  upcoming_order: order,
  results_order: order,
  results,
});

const { commitment: _c, seed: _s, ...latest } = result(4523, false);
const games: GamesList = { "2116": entry("Cash 3", 2, []), "5127": entry("Saturday Lotto", 1, [latest]) };

const routes = {
  "GET /games": games,
  "GET /results": (url: URL) =>
    url.searchParams.get("game_id") === "5127"
      ? { results: [result(4523, false), result(4521, true)], total_pages: 3 }
      : { results: [], total_pages: 0 },
};

const history = () => screen.getByRole("region", { name: "Past draws" });
const open = (path: string) => window.history.replaceState(null, "", path);

afterEach(() => open("/"));

describe("ResultsPage (R-SCREENS Results; docs/verifiable-draws.md)", () => {
  it("shows a skeleton card per game while loading, then every game's latest draw at a glance", async () => {
    open("/results");
    renderWithShell(<ResultsPage />, routes);
    const list = screen.getByRole("list", { name: "Latest draws" });
    expect(list.querySelectorAll("[data-skeleton]")).toHaveLength(GAME_IDS.length);
    const saturday = await within(list).findByRole("listitem", { name: "Saturday Lotto" });
    expect(list.querySelectorAll("[data-skeleton]")).toHaveLength(0);
    expect(within(saturday).getByText("Draw 4523 · Sat, 21 Nov 2026")).toBeTruthy();
    const balls = within(saturday).getByRole("group", { name: "Saturday Lotto winning numbers" });
    expect(balls.querySelectorAll('[data-ball="main"]')).toHaveLength(6);
    expect(balls.querySelectorAll('[data-ball="supplementary"]')).toHaveLength(2);
    expect(within(saturday).getByText("Division 1: $5,000,000.00 · 1 winners")).toBeTruthy();
    expect(within(saturday).getByText("Next draw 4525: $7 Million")).toBeTruthy();
    const cash3 = within(list).getByRole("listitem", { name: "Cash 3" });
    expect(within(cash3).getByText("No draws yet")).toBeTruthy();
    expect(within(cash3).queryByRole("button", { name: "Dividends" })).toBeNull();
  });

  it("opens a latest draw's dividends in the dialog named in the URL; back closes it", async () => {
    open("/results");
    renderWithShell(<ResultsPage />, routes);
    const saturday = await screen.findByRole("listitem", { name: "Saturday Lotto" });
    fireEvent.click(within(saturday).getByRole("button", { name: "Dividends" }));
    const dialog = screen.getByRole("dialog", { name: "Saturday Lotto draw 4523 dividends" });
    expect(
      within(dialog)
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(["16 winning numbers$5,000,000.001", "63 winning numbers$12.5040211"]);
    expect(window.location.hash).toBe("#dividend-dialog");
    act(() => {
      window.history.replaceState(null, "", window.location.pathname);
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lists a game's past draws newest first, each with its divisions on demand", async () => {
    open("/results");
    renderWithShell(<ResultsPage />, routes);
    const draws = await within(history()).findAllByRole("article");
    expect(draws.map((d) => d.getAttribute("aria-label"))).toEqual([
      "Saturday Lotto draw 4523",
      "Saturday Lotto draw 4521",
    ]);
    const rows = within(draws[0]!).getAllByRole("row", { hidden: true }).slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "16 winning numbers$5,000,000.001",
      "63 winning numbers$12.5040211",
    ]);
    expect(within(history()).getByText("Page 1 of 3")).toBeTruthy();
  });

  it("checks a genuine draw and flags a tampered one with core's verifyDraw, and copies the seed", async () => {
    const writeText = vi.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    open("/results");
    renderWithShell(<ResultsPage />, routes);
    const [genuine, tampered] = await within(history()).findAllByRole("article");
    fireEvent.click(within(genuine!).getByRole("button", { name: "Check this draw" }));
    expect(within(genuine!).getByRole("status").textContent).toMatch(/^Verified/);
    fireEvent.click(within(tampered!).getByRole("button", { name: "Check this draw" }));
    expect(within(tampered!).getByRole("status").textContent).toMatch(/^Verification failed/);
    expect(within(genuine!).getByText(commitment(seed))).toBeTruthy();
    fireEvent.click(within(genuine!).getByRole("button", { name: "Copy seed, revealed after the draw" }));
    expect(writeText).toHaveBeenCalledWith(seed);
    expect(await within(genuine!).findByText("Copied")).toBeTruthy();
  });

  it("keeps game, page and date in the URL and asks the server for exactly that", async () => {
    open("/results?game=saturday-lotto&drawPage=2&to=2026-11-20");
    const { requests } = renderWithShell(<ResultsPage />, routes);
    await within(history()).findAllByRole("article");
    const query = () => requests.filter((r) => r.url.pathname.endsWith("/results")).at(-1)!.url.searchParams;
    expect(Object.fromEntries(query())).toEqual({ game_id: "5127", page: "2", to_date: "2026-11-20" });
    expect((screen.getByLabelText("Drawn on or before") as HTMLInputElement).value).toBe("2026-11-20");

    fireEvent.click(screen.getByRole("button", { name: "Show all dates" }));
    expect(window.location.search).toBe("?game=saturday-lotto");
    fireEvent.click(within(history()).getByRole("button", { name: "Next" }));
    expect(window.location.search).toBe("?game=saturday-lotto&drawPage=2");
    fireEvent.change(screen.getByLabelText("Game"), { target: { value: "cash-3" } });
    expect(window.location.search).toBe("?game=cash-3");
    expect(await within(history()).findByText("No draws yet for Cash 3.")).toBeTruthy();
    await waitFor(() => expect(query().get("game_id")).toBe("2116"));
  });

  it("'Past draws' on a card shows that game's history", async () => {
    open("/results");
    renderWithShell(<ResultsPage />, routes);
    const cash3 = await screen.findByRole("listitem", { name: "Cash 3" });
    fireEvent.click(within(cash3).getByRole("button", { name: "Past draws" }));
    expect(window.location.search).toBe("?game=cash-3");
    expect(await within(history()).findByText("No draws yet for Cash 3.")).toBeTruthy();
  });
});
