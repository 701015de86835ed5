import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listedGame } from "@/testing/game-list-fixtures";
import { renderWithShell } from "@/testing/render-with-shell";
import { GameCardGrid } from "../components/game-card-grid";
import { homeCards } from "../hooks/use-home-view";

// Saturday Lotto's draw 4640 closes at 6 pm on Saturday 28 November 2026 in Perth (10:00 UTC).
const GAMES = { "5127": listedGame("Saturday Lotto", 4640, { jackpotText: "$5 Million" }) };
const NEXT_GAMES = {
  "5127": listedGame("Saturday Lotto", 4642, {
    jackpotText: "$6 Million",
    salesClose: "2026-12-05T10:00:00Z",
  }),
};

function open(games: () => unknown) {
  const shell = renderWithShell(
    <GameCardGrid cards={homeCards(GAMES)} showQuickPicks={false} onPlay={() => {}} onQuickPick={() => {}} />,
    { "GET /games": games, "GET /remote-config": { promoSliderInfo: [] } },
  );
  return { ...shell, card: () => screen.getByRole("article", { name: "Saturday Lotto" }) };
}

const countdown = (card: HTMLElement) => within(card).getByRole("timer");
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  vi.setSystemTime(new Date("2026-11-28T09:57:30Z"));
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, "visibilityState");
});

describe("home cards' next draw (live countdown on one shared clock)", () => {
  it("shows the draw's date in Perth and counts down, urgent in the last hour, in seconds at the end", async () => {
    const { card } = open(() => GAMES);
    await advance(0);
    await vi.waitFor(() => expect(card().querySelector('[data-next-draw="4640"]')).toBeTruthy());
    expect(within(card()).getByText("Sat 28 Nov, 6:30 pm")).toBeTruthy();
    expect(countdown(card()).textContent).toContain("Sales close in 2 min");
    expect(countdown(card()).hasAttribute("data-urgent")).toBe(true);
    await advance(60_000);
    expect(countdown(card()).textContent).toContain("Sales close in 1 min");
    await advance(60_000);
    expect(countdown(card()).textContent).toContain("Sales close in 30 s");
    expect(countdown(card()).textContent).toContain("Sales close in 30 seconds");
  });

  it("flips to the next draw at the close and reads the games list again for its jackpot", async () => {
    let calls = 0;
    const { card } = open(() => (++calls === 1 ? GAMES : NEXT_GAMES));
    await advance(0);
    await vi.waitFor(() => expect(card().querySelector('[data-next-draw="4640"]')).toBeTruthy());
    await advance(150_000);
    await vi.waitFor(() => expect(card().querySelector('[data-next-draw="4642"]')).toBeTruthy());
    expect(calls).toBe(2);
    expect(within(card()).getByText("Sat 5 Dec, 6:30 pm")).toBeTruthy();
    expect(within(card()).getByText("$6 Million")).toBeTruthy();
    expect(countdown(card()).hasAttribute("data-urgent")).toBe(false);
  });

  it("stops while the tab is hidden and catches up when it is shown", async () => {
    const { card } = open(() => GAMES);
    await advance(0);
    await vi.waitFor(() => expect(countdown(card()).textContent).toContain("Sales close in 2 min"));
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    await advance(100_000);
    expect(countdown(card()).textContent).toContain("Sales close in 2 min");
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    await act(async () => document.dispatchEvent(new Event("visibilitychange")));
    await advance(0);
    expect(countdown(card()).textContent).toContain("Sales close in 50 s");
  });
});
