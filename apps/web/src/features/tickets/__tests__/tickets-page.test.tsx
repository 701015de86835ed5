import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithShell } from "@/testing/render-with-shell";
import TicketsPage from "../tickets-page";
import { entry, powerballCoupon, powerballDraw, wonDraw } from "./play-history-fixture";

const routes = {
  "GET /user/play-history": (url: URL) => ({
    results:
      url.searchParams.get("status") === "5"
        ? [entry("won", 5, 1250)]
        : [entry("a", 2, 0), entry("won", 5, 1250)],
    total_pages: url.searchParams.get("status") ? 1 : 3,
  }),
  "GET /user/play-history/marked/won": { ...entry("won", 5, 1250), draws: [wonDraw] },
  "GET /user/play-history/marked/pb": {
    ...entry("pb", 7, 1530),
    game_id: 5132,
    coupon: powerballCoupon,
    draws: [powerballDraw],
  },
};

afterEach(() => window.history.replaceState(null, "", "/"));

describe("TicketsPage (R-SCREENS Tickets, R-STATES play history filters)", () => {
  it("opens the ticket a link names (a notification's) in that draw, and closes back to the list", async () => {
    window.history.replaceState(null, "", "/tickets?ticket=won&draw=4521");
    const { requests } = renderWithShell(<TicketsPage />, routes, {});
    const dialog = await screen.findByRole("dialog", { name: "Saturday Lotto · Winning" });
    await within(dialog).findByText(/Draw 4521/);
    const marked = requests.find((r) => r.url.pathname.endsWith("/marked/won"))!;
    expect(marked.url.search).toBe("?first_draw_num=4521&end_draw_num=4521");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.location.search).toBe("");
  });

  it("lists tickets with status labels and prizes, first page, status All", async () => {
    const { requests } = renderWithShell(<TicketsPage />, routes, {});
    await screen.findByText("Won $12.50");
    const list = screen.getByRole("list");
    expect(within(list).getByText("Participating")).toBeTruthy();
    expect(within(list).getByText("Winning")).toBeTruthy();
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    expect(requests[0]!.url.search).toBe("?page=1");
  });

  it("filters by status and resets to the first page", async () => {
    const { requests } = renderWithShell(<TicketsPage />, routes, {});
    await screen.findByText("Won $12.50");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get("page")).toBe("2"));
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "5" } });
    await waitFor(() => expect(within(screen.getByRole("list")).queryByText("Participating")).toBeNull());
    expect(requests.at(-1)!.url.search).toBe("?page=1&status=5");
  });

  it("opens entry details in a dialog with the draw's balls and the matched numbers ticked", async () => {
    renderWithShell(<TicketsPage />, routes, {});
    await screen.findByText("Won $12.50");
    const opener = screen.getAllByRole("button", { name: "Details" })[1]!;
    opener.focus();
    fireEvent.click(opener);
    // The dialog opens at once, titled from the row, and takes focus wherever the list was scrolled.
    const dialog = screen.getByRole("dialog", { name: "Saturday Lotto · Winning" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    const draw = await within(dialog).findByRole("article", { name: "Draw 4521" });
    expect(within(draw).getByText(/Division 5: \$12\.50/)).toBeTruthy();
    const board = within(draw).getByRole("group", { name: "Board A" });
    const ticked = (match: string) =>
      [...board.querySelectorAll(`[data-matched="${match}"]`)].map(
        (b) => within(b as HTMLElement).getByText(/^\d+$/).textContent,
      );
    // 22 is among the supplementaries: ticked apart, and said apart.
    expect(ticked("true")).toEqual(["3", "9", "17"]);
    expect(ticked("supplementary")).toEqual(["22"]);
    expect(within(board).getAllByText(", winning match")).toHaveLength(3);
    expect(within(board).getAllByText(", supplementary match")).toHaveLength(1);
    // The draw's date in Perth; its status, the ticket's own, is said once, in the title.
    expect(within(draw).getByRole("heading").textContent).toBe(
      "Draw 4521 · Sat 21 Nov, 6:30 pm · won $12.50",
    );
    expect(within(draw).getByRole("group", { name: "Draw 4521 numbers" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("shows each ticket's first board on its card, and a Powerball ticket's details with the player's Powerball", async () => {
    renderWithShell(
      <TicketsPage />,
      {
        ...routes,
        "GET /user/play-history": () => ({
          results: [{ ...entry("pb", 7, 1530), game_id: 5132, coupon: powerballCoupon }],
          total_pages: 1,
        }),
      },
      {},
    );
    const card = await screen.findByRole("group", { name: "Powerball board A numbers" });
    expect(card.textContent).toBe("281416192435Powerball 11");
    expect(screen.getByText("+1 more")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Details" }));
    const dialog = screen.getByRole("dialog", { name: "Powerball · Paid" });
    const draw = await within(dialog).findByRole("article", { name: "Draw 1594" });
    const boardA = within(draw).getByRole("group", { name: "Board A" });
    const powerball = boardA.querySelector('[data-ball="powerball"]')!;
    expect(powerball.textContent).toBe("Powerball 11✓, winning match");
    expect(
      within(draw).getByRole("group", { name: "Board B" }).querySelector('[data-ball="powerball"]')!
        .textContent,
    ).toBe("Powerball 4");
    expect(within(draw).getByRole("heading").textContent).toBe("Draw 1594 · Thu 3 Dec, 6:30 pm · won $15.30");
  });

  it("'Play again' opens the game page started with the ticket", async () => {
    renderWithShell(<TicketsPage />, routes, {});
    await screen.findByText("Won $12.50");
    fireEvent.click(screen.getAllByRole("button", { name: "Play again" })[0]!);
    expect(window.location.pathname).toBe("/games/saturday-lotto");
    expect(window.location.search).toBe("?gameStatus=started&playAgain=a");
  });

  it("'Play automatically' in a ticket's details opens it on the game page with the autoplay set-up, and Autoplays is a link away", async () => {
    window.history.replaceState(null, "", "/tickets?ticket=won");
    renderWithShell(<TicketsPage />, routes, {});
    expect(screen.getByRole("link", { name: "Your autoplays" }).getAttribute("href")).toBe("/autoplays");
    const dialog = await screen.findByRole("dialog", { name: "Saturday Lotto · Winning" });
    await within(dialog).findByText(/Draw 4521/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Play automatically" }));
    expect(window.location.pathname + window.location.search).toBe(
      "/games/saturday-lotto?gameStatus=started&playAgain=won&autoplay=1",
    );
  });
});
