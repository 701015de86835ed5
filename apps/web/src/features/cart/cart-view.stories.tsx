import type { GamesList } from "@lotto/api";
import { cartStorageKey, serializeCart } from "@lotto/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PurchaseResult } from "@/features/checkout/components/purchase-result";
import { CartProvider } from "@/lib/cart/cart-provider";
import { CASH3_BOTH, SATURDAY_SYSTEM8 } from "@/testing/cart-fixtures";
import { StoryApi } from "@/testing/story-api";
import { CartView } from "./cart-view";

const PLAYER_ID = "demo-player";
const draw = (draw_number: number) => ({
  draw_number,
  sales_close: "2026-11-28T10:00:00Z",
  jackpot: 0,
  jackpot_text: "",
  commitment: "abc",
});
const game = (title: string, drawNumber: number) => ({
  title,
  upcoming_draw: draw(drawNumber),
  slikpik_homepage_options: [],
  upcoming_order: 1,
  results_order: 1,
  results: [],
});
// Saturday Lotto has moved on to draw 4523, so the System 8 added at 4521 expires on opening (spec §4).
const games: GamesList = { "5127": game("Saturday Lotto", 4523), "2116": game("Cash 3", 9001) };
const limits = {
  online_remaining_spend_limit: 30_000,
  online_player_set_maximum_spend_limit: 50_000,
  online_system_set_maximum_spend_limit: 100_000,
  pending_player_set_maximum_spend_limit: null,
  pending_effective_at: null,
};
const noop = () => {};

const meta = {
  title: "Pages/Cart",
  component: CartView,
  args: { checkout: { busy: false, done: true, buy: noop, topUp: 0, payAndBuy: () => null }, status: null },
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * After a COMPLETED_WITH_ERRORS purchase (spec §4): the ticket that failed is listed as not charged,
 * while an expired ticket moved aside on opening stays listed under 'Expired tickets'.
 */
export const ExpiredAndFailedTickets: Story = {
  render: () => {
    // The stored cart the provider loads for the player: one ticket past its draw, one current.
    localStorage.setItem(cartStorageKey(PLAYER_ID), serializeCart([SATURDAY_SYSTEM8, CASH3_BOTH]));
    return (
      <StoryApi
        routes={{ "GET /games": games, "GET /user/limits": limits }}
        path="/cart"
        user={{ playerId: PLAYER_ID }}
      >
        <CartProvider>
          <CartView
            checkout={{ busy: false, done: false, buy: noop, topUp: 0, payAndBuy: () => null }}
            status={
              <PurchaseResult
                status="COMPLETED_WITH_ERRORS"
                tickets={[
                  { id: "t-9", gameName: "Powerball", cost: 1585, reason: null },
                  {
                    id: "t-8",
                    gameName: "Set for Life",
                    cost: 1050,
                    reason: "Sales for this draw have closed.",
                  },
                ]}
                message={null}
                onViewTickets={noop}
                onContinue={noop}
              />
            }
          />
        </CartProvider>
      </StoryApi>
    );
  },
};
