import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CartIcon } from "./cart-icon";

describe("CartIcon (R-TOP-BAR, R-ENTITIES Cart state animateCartBadge)", () => {
  it("pops the badge for a ticket just added and reports the animation's end", () => {
    const onBadgeAnimated = vi.fn();
    const { container, rerender } = render(
      <CartIcon count={2} overLimitMessage={null} animateBadge onBadgeAnimated={onBadgeAnimated} />,
    );
    const badge = container.querySelector("[data-animated]")!;
    expect(badge.textContent).toBe("2");
    fireEvent.animationEnd(badge);
    expect(onBadgeAnimated).toHaveBeenCalledTimes(1);
    rerender(<CartIcon count={2} overLimitMessage={null} animateBadge={false} />);
    expect(container.querySelector("[data-animated]")).toBeNull();
  });

  it("opens the spend-limit dialog from the over-limit warning", () => {
    const onOverLimitInfo = vi.fn();
    render(<CartIcon count={1} overLimitMessage="Over" onOverLimitInfo={onOverLimitInfo} />);
    fireEvent.click(screen.getByRole("button", { name: "Why?" }));
    expect(onOverLimitInfo).toHaveBeenCalledTimes(1);
  });
});
