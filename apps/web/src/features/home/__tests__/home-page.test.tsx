import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REMOTE_CONFIG_DEFAULTS } from "@/lib/remote-config";
import { favouritesList, savedFavourite } from "@/testing/favourite-fixtures";
import { renderWithShell } from "@/testing/render-with-shell";
import HomePage from "../home-page";
import { GAMES } from "./games-fixture";

const routes = {
  "GET /games": GAMES,
  "GET /remote-config": { promoSliderInfo: [] },
  "GET /user/favourites": () =>
    favouritesList(
      [1, 2, 3, 4].map((n) => savedFavourite(n, `Fav ${n}`, n === 2 ? null : 340 * n, [1, 2, 3, 4, 5, 6])),
    ),
};

// The games' draws are on sale (their sales close on 28 November 2026): the cards show the server's
// jackpots, not the following draw's 'To be confirmed'. Only the date is fixed; timers run as ever.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-27T00:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("HomePage (R-HOME)", () => {
  it("shows 8 skeleton cards while the games load, then the cards in upcoming order", async () => {
    renderWithShell(<HomePage />, routes);
    expect(screen.getAllByTestId("game-card-skeleton")).toHaveLength(8);
    const cards = await screen.findAllByRole("article", { name: /Powerball|OZ Lotto|Set for Life/ });
    expect(cards.map((c) => c.getAttribute("aria-label"))).toEqual(["Powerball", "OZ Lotto", "Set for Life"]);
    expect(screen.queryAllByTestId("game-card-skeleton")).toHaveLength(0);
  });

  it("shows 'Win up to', the jackpot, 'To be confirmed' and Set for Life's monthly prize", async () => {
    renderWithShell(<HomePage />, routes);
    const powerball = await screen.findByRole("article", { name: "Powerball" });
    expect(within(powerball).getByText("Win up to")).toBeTruthy();
    expect(within(powerball).getByText("$30 Million")).toBeTruthy();
    expect(
      within(screen.getByRole("article", { name: "OZ Lotto" })).getByText("To be confirmed"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("article", { name: "Set for Life" })).getByText("$20K a mth for 20yrs"),
    ).toBeTruthy();
  });

  it("offers visitors 'Log in to play' and no quick picks", async () => {
    renderWithShell(<HomePage />, routes);
    const powerball = await screen.findByRole("article", { name: "Powerball" });
    expect(screen.getByRole("button", { name: "Log in to play" })).toBeTruthy();
    expect(within(powerball).queryByText("12 Games")).toBeNull();
  });

  it("gives logged-in players two quick picks with prices and up to 3 favourites", async () => {
    renderWithShell(<HomePage />, routes, { playerId: "P1" });
    const powerball = await screen.findByRole("article", { name: "Powerball" });
    expect(within(powerball).getByRole("button", { name: "12 Games $15.85" })).toBeTruthy();
    expect(within(powerball).getByRole("button", { name: "18 Games $23.75" })).toBeTruthy();
    expect(within(powerball).queryByText("Powerpik")).toBeNull();
    expect(screen.queryByRole("button", { name: "Log in to play" })).toBeNull();
    await screen.findByText("Fav 1");
    expect(screen.queryByText("Fav 4")).toBeNull();
    expect(screen.getByText("Available in-store")).toBeTruthy();
  });

  it("hides the cards' quick-pick list when remote config shoppingCartQuickListEnabled is off", async () => {
    localStorage.clear();
    renderWithShell(
      <HomePage />,
      { ...routes, "GET /remote-config": { ...REMOTE_CONFIG_DEFAULTS, shoppingCartQuickListEnabled: false } },
      { playerId: "P1" },
    );
    const powerball = await screen.findByRole("article", { name: "Powerball" });
    await screen.findByText("Fav 1");
    await waitFor(() =>
      expect(within(powerball).queryByRole("button", { name: "12 Games $15.85" })).toBeNull(),
    );
  });

  it("quick-picking from a card opens the game page in preview", async () => {
    renderWithShell(<HomePage />, routes, { playerId: "P1" });
    const powerball = await screen.findByRole("article", { name: "Powerball" });
    fireEvent.click(within(powerball).getByRole("button", { name: "18 Games $23.75" }));
    expect(window.location.pathname).toBe("/games/powerball");
    expect(window.location.search).toBe("?gameStatus=preview&quickPick=1");
  });

  it("lists the latest results and opens the dividends dialog for division-one winners", async () => {
    renderWithShell(<HomePage />, routes);
    await screen.findByRole("heading", { name: "Latest Results" });
    expect(screen.getByText("Dividends not yet available")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Division 1: \$30,000,000\.00/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("$10,000.00")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
