import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { PriceBar } from "./price-bar";

const props = {
  price: 740,
  drawsLabel: "Draw 4642",
  favouriteLabel: null,
  onAddToCart: () => {},
  onSaveFavourite: () => {},
};
const REASON = "Board B is empty: pick 6 numbers or use Quick Pick. 1 more board is not full.";

it("says why 'Add to cart' is disabled, and describes the button with it", () => {
  render(<PriceBar {...props} canAddToCart={false} blockedReason={REASON} />);
  const add = screen.getByRole("button", { name: "Add to cart" }) as HTMLButtonElement;
  expect(add.disabled).toBe(true);
  expect(screen.getByText(REASON)).toBeTruthy();
  expect(add.getAttribute("aria-describedby")).toBe(screen.getByText(REASON).id);
});

it("says nothing once the entry can go in the cart", () => {
  render(<PriceBar {...props} canAddToCart blockedReason={null} />);
  expect(screen.queryByTestId("add-to-cart-reason")).toBeNull();
  expect(screen.getByRole("button", { name: "Add to cart" }).getAttribute("aria-describedby")).toBeNull();
});
