import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { SPEND_LIMITS } from "@/testing/account-fixtures";
import { savedAutoplay } from "@/testing/autoplay-fixtures";
import { entryShown } from "./entry-shown";
import { openGamePage } from "./open-game-page";
import { purchaseConfig } from "./purchase-config-fixture";

// A ticket bought two draws ahead: an autoplay buys the next draw, one at a time.
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
const AUTOPLAY = savedAutoplay(1);

const routes = {
  "GET /games": {},
  "GET /games/5127/purchase-config": purchaseConfig(5127, 85),
  "GET /user/limits": { ...SPEND_LIMITS, online_player_set_maximum_spend_limit: 300 },
  "GET /user/play-history/marked/C-77": {
    cpnId: "C-77",
    game_id: 5127,
    status: 2,
    cost: 340,
    prize: 0,
    coupon: bought,
    draws: [],
  },
  "POST /user/autoplays": AUTOPLAY,
  "GET /user/autoplays/1": AUTOPLAY,
  "PUT /user/autoplays/1": AUTOPLAY,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("Play automatically on the game page", { timeout: 40_000 }, () => {
  it("opens the set-up over a ticket from Tickets, shows the week's most beside the limit, and saves one draw at a time", async () => {
    const { requests } = openGamePage(
      "/games/saturday-lotto?gameStatus=started&playAgain=C-77&autoplay=1",
      routes,
    );
    await entryShown();
    const dialog = await screen.findByRole("dialog", { name: "Play automatically" }, { timeout: 5_000 });
    expect(within(dialog).getByText("Saturday Lotto · $3.40 a draw")).toBeTruthy();
    expect(dialog.textContent).toContain("Most it may spend a week$3.40");
    await waitFor(() => expect(dialog.textContent).toContain("Your weekly spend limit$3.00"));
    expect(within(dialog).getByTestId("autoplay-over-limit")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Start autoplay" }));
    await within(dialog).findByText("Autoplay set up.");
    const post = requests.find((r) => r.method === "POST" && r.url.pathname === "/api/v1/user/autoplays");
    expect(JSON.parse(post!.body)).toEqual({
      coupon: { ...bought, advance_draw: 0 },
      day: null,
      trigger: { kind: "every-draw" },
      draws: null,
    });
    const saved = await screen.findByTestId("autoplay-saved", {}, { timeout: 5_000 });
    expect(within(saved).getByRole("link", { name: "See your autoplays" }).getAttribute("href")).toBe(
      "/autoplays",
    );
  });

  it("edits an autoplay's numbers: loads them, saves them and returns to the autoplays", async () => {
    const { requests } = openGamePage("/games/saturday-lotto?gameStatus=started&autoplayId=1", routes);
    await entryShown();
    const save = await screen.findByRole("button", { name: "Save numbers to autoplay" });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false), { timeout: 5_000 });
    expect(screen.queryByRole("button", { name: "Play automatically" })).toBeNull();
    fireEvent.click(save);
    await waitFor(() => expect(window.location.pathname).toBe("/autoplays"));
    const put = requests.find((r) => r.method === "PUT");
    expect(JSON.parse(put!.body).coupon.game_data.map((g: { numbers: number[] }) => g.numbers)).toEqual(
      AUTOPLAY.coupon.game_data.map((g) => g.numbers),
    );
  });

  it("offers no autoplay to a visitor", async () => {
    openGamePage("/games/saturday-lotto?gameStatus=started", routes, false);
    await entryShown();
    await screen.findByRole("button", { name: "Add to cart" });
    expect(screen.queryByRole("button", { name: "Play automatically" })).toBeNull();
  });
});
