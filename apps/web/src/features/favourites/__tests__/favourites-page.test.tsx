import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { favouritesList, savedFavourite } from "@/testing/favourite-fixtures";
import { failure, renderWithShell } from "@/testing/render-with-shell";
import FavouritesPage from "../favourites-page";
import { UNDO_DELETE_MS } from "../hooks/use-undoable-delete";

afterEach(() => void vi.useRealTimers());

const page = favouritesList(
  [
    savedFavourite(1, "Birthdays", 340, [3, 9, 17, 22, 29, 41]),
    savedFavourite(2, "Lucky 7", 2640, [1, 5, 9, 13, 22, 30, 35], { gameId: 5132, powerball: 0 }),
    savedFavourite(3, "Shop numbers", null, [2, 4, 6, 8, 10, 12, 14], { gameId: 5130 }),
    savedFavourite(4, "Big one", 5000, [1, 2, 3, 4, 5, 6]),
  ],
  { total_pages: 2, total: 24 },
);

describe("FavouritesPage (R-SCREENS Favourites, R-VALIDATION price buckets)", () => {
  it("lists a page with prices, 'Available in-store' for a null price, and pages", async () => {
    renderWithShell(<FavouritesPage />, { "GET /user/favourites": page }, {});
    const lucky = await screen.findByRole("listitem", { name: "Lucky 7" });
    expect(within(lucky).getByText("$26.40")).toBeTruthy();
    const board = within(lucky).getByRole("group", { name: "Board A" });
    expect(board.textContent).toBe("1591322303" + "5Powerpik: every Powerball");
    expect(
      within(board)
        .getAllByText(/^\d+$/)
        .map((n) => Number(n.textContent)),
    ).toEqual([1, 5, 9, 13, 22, 30, 35]);
    const shop = screen.getByRole("listitem", { name: "Shop numbers" });
    expect(within(shop).getByText("Available in-store")).toBeTruthy();
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
  });

  it("asks the server for the filtered list from page 1, and offers to show all when nothing matches", async () => {
    const { requests } = renderWithShell(
      <FavouritesPage />,
      {
        "GET /user/favourites": (url: URL) =>
          url.searchParams.has("price")
            ? favouritesList([], { total: 24 })
            : url.searchParams.get("game_id") === "5127"
              ? favouritesList([page.favourites[0]!, page.favourites[3]!], { total: 24 })
              : page,
      },
      {},
    );
    await screen.findByRole("listitem", { name: "Lucky 7" });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get("page")).toBe("2"));
    fireEvent.change(screen.getByLabelText("Game"), { target: { value: "5127" } });
    await waitFor(() =>
      expect(screen.getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual([
        "Birthdays",
        "Big one",
      ]),
    );
    expect(Object.fromEntries(requests.at(-1)!.url.searchParams)).toEqual({ page: "1", game_id: "5127" });
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "3" } });
    await screen.findByText("No favourites match these filters.");
    expect(Object.fromEntries(requests.at(-1)!.url.searchParams)).toEqual({
      page: "1",
      game_id: "5127",
      price: "3",
    });
    fireEvent.click(screen.getByRole("button", { name: "Show all favourites" }));
    await screen.findByRole("listitem", { name: "Lucky 7" });
    expect((screen.getByLabelText("Game") as HTMLSelectElement).value).toBe("");
  });

  it("greets a player with no favourites with what they are for and a way to a game", async () => {
    renderWithShell(<FavouritesPage />, { "GET /user/favourites": favouritesList([]) }, {});
    await screen.findByText("You have no favourites yet.");
    expect(screen.getByRole("link", { name: "Choose a game" }).getAttribute("href")).toBe("/");
    expect(screen.queryByText("No favourites match these filters.")).toBeNull();
  });

  it("renames through the API and plays, edits or plays automatically on the game page", async () => {
    const { requests } = renderWithShell(
      <FavouritesPage />,
      { "GET /user/favourites": page, "PUT /user/favourites/1": { ...page.favourites[0], name: "Bdays" } },
      {},
    );
    const birthdays = await screen.findByRole("listitem", { name: "Birthdays" });
    fireEvent.click(within(birthdays).getByRole("button", { name: "Rename" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Bdays" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const put = requests.find((r) => r.method === "PUT");
    expect(JSON.parse(put!.body)).toEqual({ name: "Bdays" });
    fireEvent.click(within(birthdays).getByRole("button", { name: "Edit" }));
    expect(window.location.pathname + window.location.search).toBe(
      "/games/saturday-lotto?gameStatus=favourite&favouriteId=1",
    );
    window.history.replaceState(null, "", "/favourites");
    fireEvent.click(within(birthdays).getByRole("button", { name: "Play automatically" }));
    expect(window.location.pathname + window.location.search).toBe(
      "/games/saturday-lotto?gameStatus=started&favouriteId=1&autoplay=1",
    );
  });

  it("deletes with undo: the row goes and focus stays in the list, the API hears of it only once undo runs out", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = renderWithShell(
      <FavouritesPage />,
      { "GET /user/favourites": page, "DELETE /user/favourites/1": { ok: true } },
      {},
    );
    const birthdays = await screen.findByRole("listitem", { name: "Birthdays" });
    fireEvent.click(within(birthdays).getByRole("button", { name: "Delete" }));
    const lucky = screen.getByRole("listitem", { name: "Lucky 7" });
    expect(document.activeElement).toBe(within(lucky).getByRole("button", { name: "Play" }));
    expect(screen.queryByRole("listitem", { name: "Birthdays" })).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("Deleted Birthdays.");
    act(() => void vi.advanceTimersByTime(UNDO_DELETE_MS - 100));
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);
    act(() => void vi.advanceTimersByTime(100));
    await waitFor(() => expect(requests.some((r) => r.method === "DELETE")).toBe(true));
    expect(requests.find((r) => r.method === "DELETE")!.url.pathname).toBe("/api/v1/user/favourites/1");
    expect(screen.queryByTestId("undo-toast")).toBeNull();
    expect(screen.queryByRole("listitem", { name: "Birthdays" })).toBeNull();
  });

  it("undo puts the favourite back, focus on its Delete, and sends nothing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = renderWithShell(<FavouritesPage />, { "GET /user/favourites": page }, {});
    const birthdays = await screen.findByRole("listitem", { name: "Birthdays" });
    fireEvent.click(within(birthdays).getByRole("button", { name: "Delete" }));
    fireEvent.click(within(screen.getByTestId("undo-toast")).getByRole("button", { name: "Undo" }));
    const back = screen.getByRole("listitem", { name: "Birthdays" });
    expect(document.activeElement).toBe(within(back).getByRole("button", { name: "Delete" }));
    expect(screen.queryByTestId("undo-toast")).toBeNull();
    act(() => void vi.advanceTimersByTime(UNDO_DELETE_MS * 2));
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);
  });

  it("a second delete sends the first at once and offers undo for the second", async () => {
    const { requests } = renderWithShell(
      <FavouritesPage />,
      { "GET /user/favourites": page, "DELETE /user/favourites/1": { ok: true } },
      {},
    );
    const birthdays = await screen.findByRole("listitem", { name: "Birthdays" });
    fireEvent.click(within(birthdays).getByRole("button", { name: "Delete" }));
    fireEvent.click(
      within(screen.getByRole("listitem", { name: "Lucky 7" })).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() => expect(requests.filter((r) => r.method === "DELETE")).toHaveLength(1));
    expect(screen.getByRole("status").textContent).toContain("Deleted Lucky 7.");
    expect(screen.queryByRole("listitem", { name: "Birthdays" })).toBeNull();
  });

  it("a refused delete brings the favourite back and says why", async () => {
    const { requests } = renderWithShell(
      <FavouritesPage />,
      {
        "GET /user/favourites": page,
        "DELETE /user/favourites/1": failure(404, { message: "Resource not found." }),
      },
      {},
    );
    const birthdays = await screen.findByRole("listitem", { name: "Birthdays" });
    fireEvent.click(within(birthdays).getByRole("button", { name: "Delete" }));
    fireEvent.click(
      within(screen.getByRole("listitem", { name: "Lucky 7" })).getByRole("button", { name: "Delete" }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe("Resource not found.");
    expect(requests.filter((r) => r.method === "DELETE")).toHaveLength(1);
    expect(screen.getByRole("listitem", { name: "Birthdays" })).toBeTruthy();
  });

  it("cannot play an in-store-only favourite online", async () => {
    renderWithShell(<FavouritesPage />, { "GET /user/favourites": page }, {});
    const shop = await screen.findByRole("listitem", { name: "Shop numbers" });
    expect((within(shop).getByRole("button", { name: "Play" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
