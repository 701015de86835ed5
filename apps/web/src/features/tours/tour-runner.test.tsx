import { theme } from "@lotto/ui/theme";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { describe, expect, it, vi } from "vitest";
import { tourForPath } from "./tour-request";
import TourRunner from "./tour-runner";

function renderTour(kind: "product" | "number-picker" | "shopping-cart") {
  const effects = { goHome: vi.fn(), showEndInfo: vi.fn(), openFeedbackFooter: vi.fn(), onDone: vi.fn() };
  render(
    <ThemeProvider theme={theme}>
      <button type="button" data-tour="menu">
        Open menu
      </button>
      <TourRunner kind={kind} {...effects} />
    </ThemeProvider>,
  );
  return effects;
}

const step = (n: number, of: number) => screen.findByText(`Step ${n} of ${of}`);

describe("TourRunner", () => {
  it("steps the product tour with the buttons and arrows, and Escape ends it home with the end info", async () => {
    const effects = renderTour("product");
    await step(1, 7);
    expect(screen.queryByRole("button", { name: "Previous" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await step(2, 7);
    fireEvent.keyDown(window, { key: "ArrowRight" });
    await step(3, 7);
    fireEvent.keyDown(window, { key: "ArrowLeft" });
    await step(2, 7);
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    await step(1, 7);
    fireEvent.keyDown(window, { key: "Escape" });
    await waitFor(() => expect(effects.onDone).toHaveBeenCalled());
    expect(effects.goHome).toHaveBeenCalledTimes(1);
    expect(effects.showEndInfo).toHaveBeenCalledTimes(1);
    expect(effects.openFeedbackFooter).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText(/^Step \d/)).toBeNull());
  });

  it("finishes a page tour on its last step without leaving the page", async () => {
    const effects = renderTour("shopping-cart");
    await step(1, 3);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await step(2, 3);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await step(3, 3);
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(effects.onDone).toHaveBeenCalled());
    expect(effects.goHome).not.toHaveBeenCalled();
    expect(effects.showEndInfo).not.toHaveBeenCalled();
  });

  it("ends on End Tour", async () => {
    const effects = renderTour("number-picker");
    await step(1, 4);
    fireEvent.click(screen.getByRole("button", { name: "End Tour" }));
    await waitFor(() => expect(effects.onDone).toHaveBeenCalled());
  });
});

describe("tourForPath", () => {
  it("gives game pages the number-picker tour, the cart its own and every other page the product tour", () => {
    expect(tourForPath("/games/saturday-lotto")).toBe("number-picker");
    expect(tourForPath("/cart")).toBe("shopping-cart");
    expect(tourForPath("/")).toBe("product");
    expect(tourForPath("/results")).toBe("product");
  });
});
