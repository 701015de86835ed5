import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CASH3_BOTH, SATURDAY_SYSTEM8 } from "@/testing/cart-fixtures";
import { PLAYER, renderWithShell } from "@/testing/render-with-shell";
import { CartProvider } from "./cart-provider";
import { useCartSummary } from "./use-cart";

function Badge() {
  const { count, totalCents, overLimit } = useCartSummary();
  return <output aria-label="cart">{`${count} ${totalCents} ${overLimit}`}</output>;
}

describe("CartProvider (R-STATES Cart: per player, survives reload and logout/login)", () => {
  it("shows the logged-in player's stored cart, empties on logout and restores it on login", async () => {
    localStorage.setItem("P1_cart", JSON.stringify([SATURDAY_SYSTEM8, CASH3_BOTH]));
    localStorage.setItem("P2_cart", JSON.stringify([CASH3_BOTH]));
    const { services } = renderWithShell(
      <CartProvider>
        <Badge />
      </CartProvider>,
      {},
      { playerId: "P1" },
    );
    expect((await screen.findByText("2 7340 false")).textContent).toBe("2 7340 false");
    act(() => services.session.signOut());
    expect(await screen.findByText("0 0 false")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("P1_cart")!)).toHaveLength(2);
    act(() => {
      services.session.signIn("token-2", new Date().toISOString());
      services.session.setUser({ ...PLAYER, playerId: "P2" });
    });
    expect(await screen.findByText("1 200 false")).toBeTruthy();
  });

  it("replaces a corrupt stored cart with an empty one instead of crashing", async () => {
    localStorage.setItem("P1_cart", "{not json");
    renderWithShell(
      <CartProvider>
        <Badge />
      </CartProvider>,
      {},
      { playerId: "P1" },
    );
    expect(await screen.findByText("0 0 false")).toBeTruthy();
    expect(localStorage.getItem("P1_cart")).toBe("[]");
  });
});
