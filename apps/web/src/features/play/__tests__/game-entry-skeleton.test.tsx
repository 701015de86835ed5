import { gameBySlug } from "@lotto/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GameEntrySkeleton } from "../components/game-entry-skeleton";

const game = (slug: string) => gameBySlug(slug)!;
const balls = (busy: HTMLElement) => busy.querySelectorAll("fieldset span[data-skeleton]").length;

describe("GameEntrySkeleton", () => {
  it("is one busy region named after the game, its placeholders hidden from screen readers", () => {
    render(<GameEntrySkeleton game={game("oz-lotto")} />);
    const busy = screen.getByRole("status", { name: "Loading OZ Lotto" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect(busy.textContent).toBe("");
  });

  it("draws one placeholder ball per number of each barrel, the Powerball's too", () => {
    const powerball = game("powerball");
    render(<GameEntrySkeleton game={powerball} />);
    const busy = screen.getByRole("status", { name: "Loading Powerball" });
    expect(balls(busy)).toBe(powerball.numberMax - powerball.numberMin + 1 + (powerball.powerballMax ?? 0));
    expect(busy.querySelectorAll("fieldset")).toHaveLength(2);
  });

  it("draws a digits game's columns as one block, and a full row for each group of chips", () => {
    render(<GameEntrySkeleton game={game("cash-3")} />);
    const busy = screen.getByRole("status", { name: "Loading Cash 3" });
    expect(balls(busy)).toBe(0);
    // Cash 3's stake and play type.
    expect(busy.querySelectorAll("[data-wide]")).toHaveLength(2);
  });
});
