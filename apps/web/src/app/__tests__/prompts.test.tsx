import type { GamesList } from "@lotto/api";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GAMES } from "@/features/home/__tests__/games-fixture";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { renderWithShell } from "@/testing/render-with-shell";
import { usePrompts } from "../use-prompts";

function Probe() {
  usePrompts();
  const dialogs = useDialogHash();
  return (
    <p>
      open: {dialogs.open ?? "none"}
      <button type="button" onClick={dialogs.close}>
        close
      </button>
    </p>
  );
}

// Powerball and OZ Lotto with both jackpots at `dollars` (the API gives cents).
const jackpots = (dollars: number): GamesList =>
  Object.fromEntries(
    Object.entries(GAMES).map(([id, game]) => [
      id,
      { ...game, upcoming_draw: { ...game.upcoming_draw, jackpot: dollars * 100 } },
    ]),
  );

function renderAt(path: string, user: Parameters<typeof renderWithShell>[2], games = {}) {
  window.history.replaceState(null, "", path);
  return renderWithShell(<Probe />, { "GET /games": games, "POST /user/update-flag": { ok: true } }, user);
}

describe("prompts through core's prompts machine (R-STATES prompt order)", () => {
  it("opens the password reminder, then the terms once it is closed", async () => {
    renderAt("/results", { should_prompt_password_change: true, terms_and_conditions_accepted: false });
    expect(await screen.findByText("open: password-reminder")).toBeTruthy();
    expect(window.location.hash).toBe("#password-reminder-dialog");
    act(() => screen.getByRole("button", { name: "close" }).click());
    expect(await screen.findByText("open: terms-and-conditions")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "close" }).click());
    await waitFor(() => expect(screen.getByText("open: none")).toBeTruthy());
  });

  it("opens the terms when the privacy policy alone is outdated", async () => {
    renderAt("/results", { privacy_policy_accepted: false });
    expect(await screen.findByText("open: terms-and-conditions")).toBeTruthy();
  });

  it("opens nothing on the account pages", async () => {
    const { requests } = renderAt("/wallet", { terms_and_conditions_accepted: false });
    await waitFor(() => expect(requests.some((r) => r.url.pathname.endsWith("/games"))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText("open: none")).toBeTruthy();
  });

  it("opens the notification prompt on / only while both jackpots are under $60m", async () => {
    renderAt("/", { should_prompt_notification: true }, jackpots(59_000_000));
    // The home user check waits 500 ms (R-STATES).
    expect(await screen.findByText("open: notification-prompt", {}, { timeout: 2000 })).toBeTruthy();
  });

  it("holds the notification prompt back when a jackpot is $60m or more", async () => {
    const { requests } = renderAt("/", { should_prompt_notification: true }, jackpots(60_000_000));
    await new Promise((r) => setTimeout(r, 800));
    expect(screen.getByText("open: none")).toBeTruthy();
    expect(requests.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("offers the tour 1 s after the home check to a player not yet prompted, and sets the flag", async () => {
    const { requests } = renderAt("/", { product_tour_prompted: false });
    expect(await screen.findByText("open: tour-start-info", {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() =>
      expect(requests.find((r) => r.method === "POST")?.body).toBe('{"product_tour_prompted":true}'),
    );
  });
});
