import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { listedGame, powerballQuickPick } from "@/testing/game-list-fixtures";
import { entryShown } from "./entry-shown";
import { openGamePage, storedCart } from "./open-game-page";
import { purchaseConfig } from "./purchase-config-fixture";

const games = {
  "5132": listedGame("Powerball", 4521, {
    salesClose: "2026-11-26T10:00:00Z",
    quickPicks: [powerballQuickPick("12 Games", 1584, 12)],
  }),
};

const routes = {
  "GET /games": games,
  "GET /games/5127/purchase-config": purchaseConfig(5127, 85),
  "GET /games/5132/purchase-config": purchaseConfig(5132, 132),
  "GET /games/2116/purchase-config": purchaseConfig(2116, 50),
  "GET /games/5303/purchase-config": purchaseConfig(5303, 50),
};

const open = (url: string, signedIn = true) => openGamePage(url, routes, signedIn);
const checkedRadio = (group: HTMLElement) =>
  within(group)
    .getAllByRole("radio")
    .find((radio) => radio.getAttribute("aria-checked") === "true" || (radio as HTMLInputElement).checked);
// Role queries over the 45-ball grid and 12 boards are slow in jsdom on 2 cores.
describe("GamePage (R-SCREENS game pages, R-STATES Game status and entry)", { timeout: 40_000 }, () => {
  it("previews a home quick pick: 12 random Powerball boards, priced, then added to the cart", async () => {
    open("/games/powerball?gameStatus=preview&quickPick=0");
    await entryShown();
    const boards = await screen.findByRole("region", { name: "Boards" });
    expect(within(boards).getAllByRole("listitem")).toHaveLength(12);
    expect(boards.querySelectorAll('[data-ball="powerball"]')).toHaveLength(12);
    expect(screen.getByRole("region", { name: "Price" }).textContent).toContain("$15.84");
    expect(document.querySelector("[data-game-status]")?.getAttribute("data-game-status")).toBe("preview");
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(storedCart()).toHaveLength(1));
    expect(storedCart()[0].cost).toBe(1584);
    expect(storedCart()[0].coupon.game_data).toHaveLength(12);
    expect(await screen.findByText(/Added to your cart/)).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe("?gameStatus=not-started"));
  });

  it("shows the next draw under the game's name and dates each advance-play choice", async () => {
    // Only the date is fixed (Tuesday 1 December 2026, 9:30 am in Perth): the page's timers run as ever.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T01:30:00Z"));
    try {
      openGamePage("/games/powerball?gameStatus=started", {
        ...routes,
        "GET /games": {
          "5132": listedGame("Powerball", 1594, {
            salesClose: "2026-12-03T10:00:00Z",
            jackpotText: "$30 Million",
          }),
        },
        "GET /games/5132/purchase-config": purchaseConfig(5132, 132, { first: 1594 }),
      });
      const header = await screen.findByRole("region", { name: "Next draw" });
      expect(header.textContent).toContain("Draw 1594, Thu 3 Dec, 6:30 pm");
      expect(header.textContent).toContain("$30 Million");
      expect(within(header).getByRole("timer").textContent).toContain("Sales close in 2 d 8 h");
      await entryShown();
      const advance = within(screen.getByLabelText("Advance play")).getAllByRole("option");
      expect(advance.slice(0, 2).map((o) => o.textContent)).toEqual([
        "Next draw · Thu 3 Dec, 6:30 pm",
        "Draw 1595 · Thu 10 Dec, 6:30 pm",
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("builds a Saturday Lotto System 8 over 3 draws from picked numbers", async () => {
    open("/games/saturday-lotto?gameStatus=started");
    await entryShown();
    fireEvent.change(await screen.findByLabelText("System"), { target: { value: "8" } });
    const more = screen.getByRole("button", { name: "Increase Multi-draw" });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(screen.getByRole("group", { name: "Multi-draw" }).textContent).toContain("3 draws");
    for (const n of [3, 9, 12, 17, 22, 29, 33])
      fireEvent.click(screen.getByRole("button", { name: String(n), pressed: false }));
    expect((screen.getByRole("button", { name: "Add to cart" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "41", pressed: false }));
    // 28 games a draw (C(8,6)) at 85c over 3 draws (core's pricing table).
    expect(screen.getByRole("region", { name: "Price" }).textContent).toContain(
      `$${((28 * 85 * 3) / 100).toFixed(2)}`,
    );
    expect(screen.getByText("Draws 4521–4525")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(storedCart()[0]?.coupon.system).toBe(8));
    expect(storedCart()[0].coupon.multi_draw).toBe(3);
    expect(storedCart()[0].coupon.game_data[0].numbers).toEqual([3, 9, 12, 17, 22, 29, 33, 41]);
  });

  it("says why 'Add to cart' is disabled and moves the picker to the next board once one is full", async () => {
    open("/games/saturday-lotto?gameStatus=started");
    await entryShown();
    const reason = () => screen.getByTestId("add-to-cart-reason").textContent;
    expect(reason()).toBe("Board A is empty: pick 6 numbers or use Quick Pick. 3 more boards are not full.");
    for (const n of [3, 9, 12, 17, 22])
      fireEvent.click(screen.getByRole("button", { name: String(n), pressed: false }));
    expect(reason()).toBe("Board A needs 1 more number. 3 more boards are not full.");
    fireEvent.click(screen.getByRole("button", { name: "29", pressed: false }));
    expect(screen.getByTestId("board-moved").textContent).toBe("Board A is full: now picking board B.");
    // The picker now shows board B: nothing picked on it yet.
    expect(screen.queryByRole("button", { name: "3", pressed: true })).toBeNull();
    expect(reason()).toBe("Board B is empty: pick 6 numbers or use Quick Pick. 2 more boards are not full.");
    expect((screen.getByRole("button", { name: "Add to cart" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("prices Cash 3 'both' at $1 as two $1 stakes", async () => {
    open("/games/cash-3?gameStatus=started");
    await entryShown();
    const stake = await screen.findByRole("radiogroup", { name: "Stake" });
    fireEvent.click(within(stake).getByRole("radio", { name: "$1.00" }));
    fireEvent.click(
      within(screen.getByRole("radiogroup", { name: "Play type" })).getByRole("radio", { name: "Both" }),
    );
    fireEvent.change(screen.getByLabelText("Number of boards"), { target: { value: "4" } });
    fireEvent.click(
      within(await screen.findByRole("region", { name: "Boards" })).getAllByRole("button", {
        name: "Quick pick",
      })[0]!,
    );
    for (let i = 1; i < 4; i++) fireEvent.click(screen.getAllByRole("button", { name: "Quick pick" })[i]!);
    expect(screen.getByRole("region", { name: "Price" }).textContent).toContain("$8.00");
  });

  it("offers Millionaire Medley's play types from its draw days and asks for one day's draws", async () => {
    const { requests } = open("/games/millionaire-medley?gameStatus=started");
    await entryShown();
    const play = await screen.findByRole("radiogroup", { name: "Play" });
    expect(
      within(play)
        .getAllByRole("radio")
        .map((radio) => radio.textContent),
    ).toEqual(["3-Day Play", "1-Day Play: Monday", "1-Day Play: Wednesday", "1-Day Play: Friday"]);
    expect(checkedRadio(play)?.textContent).toBe("3-Day Play");
    fireEvent.click(within(play).getByRole("radio", { name: "1-Day Play: Friday" }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.url.pathname.endsWith("/games/5303/purchase-config") &&
            r.url.searchParams.get("day") === "Friday",
        ),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(checkedRadio(screen.getByRole("radiogroup", { name: "Play" }))?.textContent).toBe(
        "1-Day Play: Friday",
      ),
    );
  });

  it("offers visitors no 'Save as favourite'", async () => {
    open("/games/saturday-lotto?gameStatus=started", false);
    await screen.findByRole("region", { name: "Boards" });
    expect(screen.queryByRole("button", { name: "Save as favourite" })).toBeNull();
  });

  it("says when no game lives at the address", async () => {
    open("/games/lucky-dip");
    expect(await screen.findByRole("heading", { name: "Game not found" })).toBeTruthy();
  });
});
