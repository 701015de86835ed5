import type { Meta, StoryObj } from "@storybook/react-vite";
import { CartSummary } from "./cart-summary";

const meta = {
  title: "Cart/CartSummary",
  component: CartSummary,
  args: { count: 2, total: 7340, warning: null, canBuy: true, busy: false, onBuy: () => {} },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to buy. */
export const Ready: Story = {};

/** Over the spending limit: the spec's warning and no buying. */
export const OverLimit: Story = {
  args: { warning: "You have reached your spending limit. Please review your cart." },
};

/** A purchase in progress. */
export const Buying: Story = { args: { busy: true } };

/** An empty cart. */
export const Empty: Story = { args: { count: 0, total: 0, canBuy: false } };

/** The wallet is short: what to pay first by card or PayPal, and no 'Buy now' (the pay-and-buy form follows). */
export const ShortBalance: Story = { args: { topUp: 1500 } };
