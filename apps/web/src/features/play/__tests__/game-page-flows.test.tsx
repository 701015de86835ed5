import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { failure } from "@/testing/render-with-shell";
import { entryShown } from "./entry-shown";
import { openGamePage } from "./open-game-page";
import { purchaseConfig } from "./purchase-config-fixture";

const bought = {
  game_id: 5127,
  advance_draw: 2,
  multi_draw: 1,
  system: 6,
  powerpik: false,
  game_data: ["A", "B", "C", "D"].map((group_name, i) => ({
    group_name,
    numbers: [1, 2, 3, 4, 5, 6].map((n) => n + i * 6),
    powerball: null,
    quickpick: 0,
    stake: 0,
    type: 1,
  })),
};

const routes = {
  "GET /games": {},
  "GET /games/5127/purchase-config": purchaseConfig(5127, 85),
  "GET /user/play-history/marked/C-77": {
    cpnId: "C-77",
    game_id: 5127,
    status: 2,
    cost: 340,
    prize: 0,
    coupon: bought,
    draws: [],
  },
  "POST /user/favourites": failure(422, {
    message: "You can keep up to 50 favourites. Please delete one to add another.",
    code: "FAVOURITES_LIMIT",
  }),
};

const open = (url: string) => openGamePage(url, routes);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("GamePage flows (R-SCREENS Tickets 'play again', favourites-limit dialog)", {
  timeout: 40_000,
}, () => {
  it("plays a bought ticket again: its four boards, for the next draw", async () => {
    open("/games/saturday-lotto?gameStatus=started&playAgain=C-77");
    const boards = await screen.findByRole("region", { name: "Boards" });
    const numbersOf = (name: string) =>
      Array.from(within(boards).getByRole("group", { name }).querySelectorAll("[data-ball]"), (ball) =>
        Number(ball.textContent),
      );
    await waitFor(() => expect(numbersOf("Board A")).toEqual([1, 2, 3, 4, 5, 6]));
    expect(numbersOf("Board D")).toEqual([19, 20, 21, 22, 23, 24]);
    expect(screen.getByText("Draw 4521")).toBeTruthy();
    expect(document.querySelector("[data-game-status]")?.getAttribute("data-game-status")).toBe("started");
    await waitFor(() => expect(window.location.search).toBe("?gameStatus=started"));
  });

  it("opens the favourites-limit dialog when the server refuses a new favourite", async () => {
    open("/games/saturday-lotto?gameStatus=started&playAgain=C-77");
    await entryShown();
    const save = await screen.findByRole("button", { name: "Save as favourite" });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    const dialog = await screen.findByRole("dialog", { name: "Save as favourite" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Birthdays" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(window.location.hash).toBe("#favourites-limit-dialog"));
    expect(screen.queryByRole("dialog", { name: "Save as favourite" })).toBeNull();
  });

  it("shows a purchased game page after buying, and leaving it goes home (R-STATES Game status)", async () => {
    open("/games/saturday-lotto?gameStatus=purchased");
    const panel = await screen.findByRole("region", { name: "Your Saturday Lotto tickets have been bought" });
    expect(document.querySelector("[data-game-status]")?.getAttribute("data-game-status")).toBe("purchased");
    fireEvent.click(within(panel).getByRole("button", { name: "Choose another game" }));
    await waitFor(() => expect(window.location.pathname).toBe("/"));
  });
});
