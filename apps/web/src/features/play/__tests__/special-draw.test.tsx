import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { REMOTE_CONFIG_DEFAULTS } from "@/lib/remote-config";
import { listedGame } from "@/testing/game-list-fixtures";
import { SpecialDrawBanner } from "../components/special-draw-banner";
import { perthCloseText } from "../hooks/use-special-draw";
import { entryShown } from "./entry-shown";
import { openGamePage, storedCart } from "./open-game-page";
import { purchaseConfig } from "./purchase-config-fixture";

const upcoming = (draw_number: number) => listedGame("", draw_number, { salesClose: "2026-11-26T10:00:00Z" });

const open = (url: string, specialEvents: unknown[]) =>
  openGamePage(url, {
    "GET /games": { "5132": upcoming(4521), "5127": upcoming(4520) },
    "GET /games/5132/purchase-config": purchaseConfig(5132, 132),
    // Regular Saturday Lotto draws are even; the server scheduled the extra draw 4525.
    "GET /games/5127/purchase-config": purchaseConfig(5127, 85, { first: 4520, extraDraw: 4525 }),
    "GET /remote-config": { ...REMOTE_CONFIG_DEFAULTS, specialEvents },
  });

describe("special draws on the game page (R-ENTITIES specialEvents, R-STATES)", { timeout: 40_000 }, () => {
  it("offers the special draw; choosing it moves the entry and the cart ticket to that draw", async () => {
    open("/games/powerball?gameStatus=started", [{ game_id: 5132, draw_number: 4523, title: "Mega draw" }]);
    await entryShown();
    const banner = await screen.findByRole("region", {
      name: /^Special draw: Mega draw — Draw 4523, closes /,
    });
    const price = await screen.findByRole("region", { name: "Price" });
    expect(within(price).getByText("Draw 4521")).toBeTruthy();
    fireEvent.click(within(banner).getByRole("button", { name: "Play the special draw" }));
    expect(within(banner).getByRole("status").textContent).toBe(
      "This entry plays the special draw, Draw 4523.",
    );
    expect(within(price).getByText("Draw 4523")).toBeTruthy();
    const quickPicks = within(screen.getByRole("region", { name: "Boards" })).getAllByRole("button", {
      name: "Quick pick",
    });
    for (const button of quickPicks) fireEvent.click(button);
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(storedCart()).toHaveLength(1));
    expect(storedCart()[0].draw_numbers).toEqual([4523]);
    expect(storedCart()[0].coupon.advance_draw).toBe(2);
  });

  it("R-STATES: the extra odd Saturday Lotto draw is offered with its own close time; another game's event is not", async () => {
    const closes = "2026-12-08T10:00:00Z";
    open("/games/saturday-lotto?gameStatus=started", [
      { game_id: 5127, draw_number: 4524, title: "Even" },
      { game_id: 5127, draw_number: 4525, title: "Odd", sales_close: closes },
      { game_id: 5132, draw_number: 4523, title: "Other game" },
    ]);
    await entryShown();
    expect(await screen.findByLabelText("System")).toBeTruthy();
    const banner = await screen.findByRole("region", {
      name: `Special draw: Odd — Draw 4525, closes ${perthCloseText(closes)}`,
    });
    expect(screen.queryByText(/Other game|Even/)).toBeNull();
    fireEvent.click(within(banner).getByRole("button", { name: "Play the special draw" }));
    const quickPicks = within(screen.getByRole("region", { name: "Boards" })).getAllByRole("button", {
      name: "Quick pick",
    });
    for (const button of quickPicks) fireEvent.click(button);
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(storedCart()).toHaveLength(1));
    // 4520, 4522, 4524 come first: the extra draw is the fourth draw on sale.
    expect(storedCart()[0].draw_numbers).toEqual([4525]);
    expect(storedCart()[0].coupon.advance_draw).toBe(3);
  });
});

describe("SpecialDrawBanner", () => {
  it("says what it is and sends the choice once; chosen, it says so instead", () => {
    const onChoose = vi.fn();
    const { rerender } = render(
      <SpecialDrawBanner title="Mega" drawNumber={7} closes={null} chosen={false} onChoose={onChoose} />,
    );
    expect(screen.getByRole("heading").textContent).toBe("Special draw: Mega — Draw 7");
    fireEvent.click(screen.getByRole("button", { name: "Play the special draw" }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    rerender(<SpecialDrawBanner title="Mega" drawNumber={7} closes="Sat 5 Dec" chosen onChoose={onChoose} />);
    expect(screen.getByRole("heading").textContent).toBe("Special draw: Mega — Draw 7, closes Sat 5 Dec");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows close times in Perth time (UTC+8)", () => {
    expect(perthCloseText("2026-12-05T10:30:00Z")).toMatch(/^Sat, 5 Dec, 6:30\spm$/);
  });
});
