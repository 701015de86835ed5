import type { GamesList } from "@lotto/api";
import { CART_OVER_LIMIT_TEXT, type CartTicket, cartStorageKey, serializeCart } from "@lotto/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PurchaseResult } from "@/features/checkout/components/purchase-result";
import { CartProvider } from "@/lib/cart/cart-provider";
import { CASH3_BOTH, SATURDAY_SYSTEM8 } from "@/testing/cart-fixtures";
import { RECEIPT_NUMBER, RECEIPT_POWERBALL, RECEIPT_SATURDAY } from "@/testing/receipt-fixtures";
import { StoryApi } from "@/testing/story-api";
import { type CartCheckout, CartView } from "./cart-view";

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
// Saturday Lotto has moved on to draw 4523, so the System 8 added at 4521 expires on opening (R-STATES).
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
 * After a COMPLETED_WITH_ERRORS purchase (R-STATES): the ticket that failed is listed as not charged,
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
                  RECEIPT_POWERBALL,
                  { ...RECEIPT_SATURDAY, reason: "Sales for this draw have closed." },
                ]}
                message={null}
                receiptNumber={RECEIPT_NUMBER}
                balanceAfter={48398}
                onViewTickets={noop}
                onOpenTicket={noop}
                onContinue={noop}
              />
            }
          />
        </CartProvider>
      </StoryApi>
    );
  },
};

// Saturday Lotto still on sale at 4521: the stored tickets stay current.
const current: GamesList = { "5127": game("Saturday Lotto", 4521), "2116": game("Cash 3", 9001) };
const mobile = { viewport: { value: "mobile" } };
const idle: CartCheckout = { busy: false, done: false, buy: noop, topUp: 0, payAndBuy: () => null };

/** The cart page over canned answers with `stored` in the player's saved cart. */
const cartPage =
  ({
    stored = [],
    remaining = limits.online_remaining_spend_limit,
    checkout = idle,
    status = null,
  }: {
    stored?: CartTicket[];
    remaining?: number;
    checkout?: CartCheckout;
    status?: ReactNode;
  }) =>
  () => {
    localStorage.setItem(cartStorageKey(PLAYER_ID), serializeCart(stored));
    return (
      <StoryApi
        routes={{
          "GET /games": current,
          "GET /user/limits": { ...limits, online_remaining_spend_limit: remaining },
        }}
        path="/cart"
        user={{ playerId: PLAYER_ID }}
      >
        <CartProvider>
          <CartView checkout={checkout} status={status} />
        </CartProvider>
      </StoryApi>
    );
  };

/** Nothing in the cart: the way back to the games. */
export const Empty: Story = {
  render: cartPage({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Your cart is empty.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Choose a game" })).toBeEnabled();
  },
};
export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** Two current tickets, within the spending limit: ready to buy. */
export const Ready: Story = {
  render: cartPage({ stored: [SATURDAY_SYSTEM8, CASH3_BOTH] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Buy now" })).toBeEnabled();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};
export const ReadyMobile: Story = { ...Ready, globals: mobile };

/**
 * Over the spending limit: $73.40 in the cart with $50 left this week. The warning shows and 'Buy now'
 * is off; removing the System 8 brings the cart under the limit and buying back (R-ERRORS).
 */
export const OverLimit: Story = {
  render: cartPage({ stored: [SATURDAY_SYSTEM8, CASH3_BOTH], remaining: 5_000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CART_OVER_LIMIT_TEXT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Buy now" })).toBeDisabled();
    const system8 = canvas.getByRole("listitem", { name: "Saturday Lotto ticket" });
    await userEvent.click(within(system8).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(canvas.queryByText(CART_OVER_LIMIT_TEXT)).toBeNull());
    await expect(canvas.getByRole("button", { name: "Buy now" })).toBeEnabled();
  },
};
export const OverLimitMobile: Story = { ...OverLimit, globals: mobile };

/** Buying: 'Buy now' turns to 'Buying…' and waits. */
export const Purchasing: Story = {
  render: cartPage({
    stored: [SATURDAY_SYSTEM8, CASH3_BOTH],
    checkout: { ...idle, busy: true },
  }),
  play: async ({ canvasElement }) => {
    const buying = await within(canvasElement).findByRole("button", { name: "Buying…" });
    await expect(buying).toBeDisabled();
    await expect(buying).toHaveAttribute("aria-busy", "true");
  },
};
export const PurchasingMobile: Story = { ...Purchasing, globals: mobile };

/** Bought: the result lists the tickets and the cart is empty. */
export const Purchased: Story = {
  render: cartPage({
    checkout: { ...idle, done: true },
    status: (
      <PurchaseResult
        status="COMPLETED"
        tickets={[RECEIPT_SATURDAY, RECEIPT_POWERBALL]}
        message={null}
        receiptNumber={RECEIPT_NUMBER}
        balanceAfter={48398}
        onViewTickets={noop}
        onOpenTicket={noop}
        onContinue={noop}
      />
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Purchase complete" })).toHaveFocus();
    await expect(canvas.getByRole("heading", { name: "Your purchase", level: 1 })).toBeVisible();
    await expect(canvas.queryByText("Your cart is empty.")).toBeNull();
  },
};
export const PurchasedMobile: Story = { ...Purchased, globals: mobile };

/** A ticket past its draw, moved aside under 'Expired tickets' on opening the cart (R-STATES). */
export const ExpiredTickets: Story = {
  render: () => {
    localStorage.setItem(cartStorageKey(PLAYER_ID), serializeCart([SATURDAY_SYSTEM8, CASH3_BOTH]));
    return (
      <StoryApi
        routes={{ "GET /games": games, "GET /user/limits": limits }}
        path="/cart"
        user={{ playerId: PLAYER_ID }}
      >
        <CartProvider>
          <CartView checkout={idle} status={null} />
        </CartProvider>
      </StoryApi>
    );
  },
  play: async ({ canvasElement }) => {
    const expired = await within(canvasElement).findByRole("list", { name: "Expired tickets" });
    await expect(within(expired).getByRole("listitem", { name: "Saturday Lotto ticket" })).toBeVisible();
  },
};
export const ExpiredTicketsMobile: Story = { ...ExpiredTickets, globals: mobile };
