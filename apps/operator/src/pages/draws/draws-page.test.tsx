import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderConsole } from "../../testing/console-harness";
import { DRAWS } from "../../testing/fixtures";
import DrawsPage from "./draws-page";
import { specialDrawBody } from "./special-draw-form";

const routes = { "GET /operator/draws": { data: { draws: DRAWS } } };

describe("DrawsPage", () => {
  it("splits the next draws from the results, with game names and winning numbers", async () => {
    renderConsole(<DrawsPage />, routes);
    const next = (await screen.findByText("Next draws")).closest("table") as HTMLElement;
    expect(within(next).getAllByRole("row")).toHaveLength(3);
    const results = screen.getByText("Latest results").closest("table") as HTMLElement;
    expect(within(results).getByText("3, 11, 19, 24, 33, 41")).toBeTruthy();
    expect(within(results).getByText("Saturday Lotto")).toBeTruthy();
  });

  it("runs a draw only after the operator confirms, naming the game and draw", async () => {
    const { seen } = renderConsole(<DrawsPage />, {
      ...routes,
      "POST /operator/draws/run": { data: { drawNumber: 4520, winning_numbers: [1, 2, 3, 4, 5, 6] } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Run now: Saturday Lotto draw 4520" }));
    expect(seen.filter((r) => r.method === "POST")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Run draw" }));
    expect(await screen.findByText("Saturday Lotto draw 4520 is drawn: 1, 2, 3, 4, 5, 6.")).toBeTruthy();
    expect(seen.find((r) => r.method === "POST")?.body).toEqual({ game: 5127, draw: 4520 });
  });

  it("shows the server's reason when a special draw is refused", async () => {
    renderConsole(<DrawsPage />, {
      ...routes,
      "POST /operator/draws/special": {
        status: 400,
        message: "Give either draw (an open draw to name) or at (the time of an extra draw).",
      },
    });
    await userEvent.type(await screen.findByLabelText("Title"), "Christmas draw");
    await userEvent.click(screen.getByRole("button", { name: "Schedule special draw" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/Give either draw/));
  });
});

describe("specialDrawBody", () => {
  it("sends only what was filled in, the jackpot in cents", () => {
    const form = {
      game: "5127",
      title: " Xmas ",
      description: "",
      draw: "",
      at: "2026-12-15T18:30",
      jackpot: "2500000",
    };
    expect(specialDrawBody(form)).toEqual({
      game: "5127",
      title: "Xmas",
      at: "2026-12-15T18:30",
      jackpot: 250_000_000,
    });
  });
});
