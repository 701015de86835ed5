import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useGames } from "@/api/use-games";
import { CASH3_BOTH, SATURDAY_SYSTEM8 } from "@/testing/cart-fixtures";
import { listedGame } from "@/testing/game-list-fixtures";
import { PLAYER, renderWithShell } from "@/testing/render-with-shell";
import { CartProvider } from "./cart-provider";
import { useCartSummary, useCartTickets } from "./use-cart";
import { useCartActions } from "./use-cart-actions";

function Badge() {
  const { count, totalCents, overLimit } = useCartSummary();
  return <output aria-label="cart">{`${count} ${totalCents} ${overLimit}`}</output>;
}

/** A visitor on a game page: the games list is fetched and tickets can be added. */
function VisitorPage() {
  const { add } = useCartActions();
  const { expired } = useCartTickets();
  const games = useGames();
  return (
    <>
      <Badge />
      <output aria-label="expired">{expired.map((t) => t.id).join(",")}</output>
      {games.data && (
        <>
          <button type="button" onClick={() => add(SATURDAY_SYSTEM8)}>
            Add Saturday
          </button>
          <button type="button" onClick={() => add(CASH3_BOTH)}>
            Add Cash 3
          </button>
        </>
      )}
    </>
  );
}

const logIn = (services: ReturnType<typeof renderWithShell>["services"]) =>
  act(() => {
    services.session.signIn("token", new Date().toISOString());
    services.session.setUser(PLAYER);
  });

describe("CartProvider: the cart survives login (docs/decisions.md#cart-merge)", () => {
  it("merges a visitor's tickets after the player's saved ones and saves the merged cart", async () => {
    localStorage.setItem("P1_cart", JSON.stringify([CASH3_BOTH]));
    const { services } = renderWithShell(
      <CartProvider>
        <VisitorPage />
      </CartProvider>,
      { "GET /games": { "5127": listedGame("Saturday Lotto", 4521) } },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Add Saturday" }));
    fireEvent.click(screen.getByRole("button", { name: "Add Cash 3" }));
    expect(screen.getByLabelText("cart").textContent).toBe("2 7340 false");
    logIn(services);
    expect(await screen.findByText("3 7540 false")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("P1_cart")!)).toEqual([
      CASH3_BOTH,
      SATURDAY_SYSTEM8,
      { ...CASH3_BOTH, id: "t-2~2" },
    ]);
  });

  it("sets a visitor's ticket for a draw that closed meanwhile aside at login", async () => {
    const { services } = renderWithShell(
      <CartProvider>
        <VisitorPage />
      </CartProvider>,
      { "GET /games": { "5127": listedGame("Saturday Lotto", 4523) } },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Add Saturday" }));
    logIn(services);
    expect(await screen.findByText("t-1")).toBeTruthy();
    expect(screen.getByLabelText("cart").textContent).toBe("0 0 false");
    expect(localStorage.getItem("P1_cart")).toBe("[]");
  });
});

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
