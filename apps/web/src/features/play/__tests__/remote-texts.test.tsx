import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Route } from "wouter";
import { CartProvider } from "@/lib/cart/cart-provider";
import { REMOTE_CONFIG_DEFAULTS } from "@/lib/remote-config";
import { renderWithShell } from "@/testing/render-with-shell";
import { PurchasedPanel } from "../components/purchased-panel";
import GamePage from "../game-page";
import { purchaseConfig } from "./purchase-config-fixture";

const routes = (gameText: Record<string, unknown>) => ({
  "GET /games": {},
  "GET /games/5132/purchase-config": purchaseConfig(5132, 132),
  "GET /remote-config": { ...REMOTE_CONFIG_DEFAULTS, gameText },
});

function open(gameText: Record<string, unknown>) {
  window.history.pushState(null, "", "/games/powerball");
  return renderWithShell(
    <CartProvider>
      <Route path="/games/:slug" component={GamePage} />
    </CartProvider>,
    routes(gameText),
  );
}

describe("remote config texts on the game page (R-ENTITIES Remote config)", { timeout: 30_000 }, () => {
  it("shows the game's gameText near its title, and only that game's", async () => {
    localStorage.clear();
    open({ "5132": "Jackpot rollover this week!", "5130": "OZ Lotto text" });
    expect((await screen.findByTestId("game-text")).textContent).toBe("Jackpot rollover this week!");
    expect(screen.queryByText("OZ Lotto text")).toBeNull();
  });

  it("shows nothing when the game has no text", async () => {
    localStorage.clear();
    open({ "5130": "OZ Lotto text" });
    await screen.findByRole("heading", { name: "Powerball", level: 1 });
    expect(screen.queryByTestId("game-text")).toBeNull();
  });

  it("the purchased panel shows purchasedGrantMessage, and no extra line when it is empty", () => {
    const noop = () => {};
    const { unmount } = render(
      <PurchasedPanel
        gameName="Powerball"
        grantMessage="Good luck! Your tickets are in the draw."
        onViewTickets={noop}
        onDone={noop}
      />,
    );
    expect(screen.getByTestId("purchased-grant-message").textContent).toBe(
      "Good luck! Your tickets are in the draw.",
    );
    unmount();
    render(<PurchasedPanel gameName="Powerball" grantMessage="  " onViewTickets={noop} onDone={noop} />);
    expect(screen.queryByTestId("purchased-grant-message")).toBeNull();
  });
});
