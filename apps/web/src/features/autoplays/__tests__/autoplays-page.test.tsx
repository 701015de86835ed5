import { AUTOPLAY_ERROR_TEXT, AUTOPLAY_SKIP_TEXT } from "@lotto/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SPEND_LIMITS } from "@/testing/account-fixtures";
import {
  autoplayList,
  boughtRun,
  POWERBALL_TRIGGER,
  savedAutoplay,
  skippedRun,
} from "@/testing/autoplay-fixtures";
import { failure, renderWithShell } from "@/testing/render-with-shell";
import AutoplaysPage from "../autoplays-page";

const SATURDAY = savedAutoplay(1, {
  last_purchase: boughtRun(4521),
  history: [boughtRun(4521), skippedRun(4519)],
});
const LIST = autoplayList([SATURDAY, POWERBALL_TRIGGER]);
const routes = { "GET /user/autoplays": LIST, "GET /user/limits": SPEND_LIMITS };

const row = (name: string) => screen.findByRole("listitem", { name: `${name} autoplay` });

describe("AutoplaysPage", () => {
  it("lists each autoplay with when it buys, its next draw, last purchase and history, and the week's most beside the limit", async () => {
    renderWithShell(<AutoplaysPage />, routes, {});
    const saturday = await row("Saturday Lotto");
    expect(within(saturday).getByText("Every draw")).toBeTruthy();
    expect(within(saturday).getByText("Until you cancel")).toBeTruthy();
    expect(within(saturday).getByText("Draw 4523 · Sat 5 Dec, 6:30 pm")).toBeTruthy();
    const last = within(saturday).getByRole("link", { name: "Draw 4521: Bought for $3.40" });
    expect(last.getAttribute("href")).toBe("/tickets?ticket=t-4521&draw=4521");
    expect(within(saturday).getByText("History (2)")).toBeTruthy();
    expect(within(saturday).getByText(`Skipped: ${AUTOPLAY_SKIP_TEXT.limit}`)).toBeTruthy();
    const powerball = await row("Powerball");
    expect(within(powerball).getByText("When the jackpot is at least $50 million")).toBeTruthy();
    expect(within(powerball).getByText("8 of 10 draws left")).toBeTruthy();
    const weekly = await screen.findByTestId("autoplays-weekly");
    await waitFor(() => expect(weekly.textContent).toContain("within your weekly spend limit of $50.00"));
    expect(weekly.textContent).toContain("up to $4.90 a week");
  });

  it("greets a player with no autoplays with what they do and a way to a game", async () => {
    renderWithShell(<AutoplaysPage />, { ...routes, "GET /user/autoplays": autoplayList([]) }, {});
    await screen.findByText("You have no autoplays yet.");
    expect(screen.getByRole("link", { name: "Choose a game" }).getAttribute("href")).toBe("/");
    expect(screen.queryByTestId("autoplays-weekly")).toBeNull();
  });

  it("pauses an active autoplay, resumes a paused one, and says which the shop paused for self-exclusion", async () => {
    const paused = savedAutoplay(3, { status: "paused", paused_by: "player" });
    const excluded = savedAutoplay(4, { game_id: 5130, status: "paused", paused_by: "self-exclusion" });
    const { requests } = renderWithShell(
      <AutoplaysPage />,
      {
        ...routes,
        "GET /user/autoplays": autoplayList([SATURDAY, paused, excluded]),
        "POST /user/autoplays/1/pause": { ...SATURDAY, status: "paused", paused_by: "player" },
        "POST /user/autoplays/3/resume": { ...paused, status: "active", paused_by: null },
      },
      {},
    );
    const rows = await screen.findAllByRole("listitem", { name: /autoplay$/ });
    fireEvent.click(within(rows[0]!).getByRole("button", { name: "Pause" }));
    fireEvent.click(within(rows[1]!).getByRole("button", { name: "Resume" }));
    expect(within(rows[2]!).getByText("Paused: self-excluded")).toBeTruthy();
    expect(within(rows[0]!).queryByRole("button", { name: "Resume" })).toBeNull();
    await waitFor(() =>
      expect(requests.filter((r) => r.method === "POST").map((r) => r.url.pathname)).toEqual([
        "/api/v1/user/autoplays/1/pause",
        "/api/v1/user/autoplays/3/resume",
      ]),
    );
  });

  it("cancels only after the player confirms", async () => {
    const { requests } = renderWithShell(
      <AutoplaysPage />,
      { ...routes, "POST /user/autoplays/1/cancel": { ...SATURDAY, status: "cancelled" } },
      {},
    );
    const saturday = await row("Saturday Lotto");
    fireEvent.click(within(saturday).getByRole("button", { name: "Cancel" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel your Saturday Lotto autoplay?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(within(saturday).getByRole("button", { name: "Cancel" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel autoplay" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.filter((r) => r.method === "POST").map((r) => r.url.pathname)).toEqual([
      "/api/v1/user/autoplays/1/cancel",
    ]);
  });

  it("edits the trigger and draws, refusing a jackpot it cannot read, and opens the numbers on the game page", async () => {
    const { requests } = renderWithShell(
      <AutoplaysPage />,
      { ...routes, "PUT /user/autoplays/1": SATURDAY },
      {},
    );
    const saturday = await row("Saturday Lotto");
    fireEvent.click(within(saturday).getByRole("button", { name: "Edit" }));
    const dialog = screen.getByRole("dialog", { name: "Edit autoplay" });
    expect(within(dialog).getByText("Saturday Lotto · $3.40 a draw")).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText("Only when the jackpot is at least…"));
    fireEvent.change(within(dialog).getByLabelText("Jackpot at least ($ million)"), {
      target: { value: "lots" },
    });
    fireEvent.click(within(dialog).getByLabelText("For a number of draws…"));
    fireEvent.change(within(dialog).getByLabelText("Number of draws"), { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(
      within(dialog).getByText("Enter the jackpot in millions of dollars, from 1 to 1,000."),
    ).toBeTruthy();
    expect(within(dialog).getByText("Enter a number of draws from 1 to 100.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Jackpot at least ($ million)"), {
      target: { value: "30" },
    });
    fireEvent.change(within(dialog).getByLabelText("Number of draws"), { target: { value: "12" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await within(dialog).findByText("Autoplay saved.");
    const put = requests.filter((r) => r.method === "PUT");
    expect(put.map((r) => JSON.parse(r.body))).toEqual([
      { trigger: { kind: "jackpot-at-least", threshold: 3_000_000_000 }, draws: 12 },
    ]);
  });

  it("opens an autoplay's numbers on its game page, and says why an action was refused", async () => {
    renderWithShell(
      <AutoplaysPage />,
      {
        ...routes,
        "POST /user/autoplays/1/pause": failure(422, {
          message: AUTOPLAY_ERROR_TEXT.cancelled,
          code: "AUTOPLAY_CANCELLED",
        }),
      },
      {},
    );
    const saturday = await row("Saturday Lotto");
    fireEvent.click(within(saturday).getByRole("button", { name: "Pause" }));
    expect((await screen.findByRole("alert")).textContent).toBe(AUTOPLAY_ERROR_TEXT.cancelled);
    fireEvent.click(within(saturday).getByRole("button", { name: "Edit" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Change the numbers" }));
    expect(window.location.pathname + window.location.search).toBe(
      "/games/saturday-lotto?gameStatus=started&autoplayId=1",
    );
  });
});
