import type { Meta, StoryObj } from "@storybook/react-vite";
import { PriceBar } from "./price-bar";

const meta = {
  title: "Play/PriceBar",
  component: PriceBar,
  args: {
    price: 1020,
    drawsLabel: "Draw 4521",
    canAddToCart: true,
    favouriteLabel: "Save as favourite",
    onAddToCart: () => {},
    onSaveFavourite: () => {},
  },
} satisfies Meta<typeof PriceBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A complete, priced entry. */
export const Ready: Story = {};

/** Incomplete boards: buttons disabled, and the reason under them. */
export const Incomplete: Story = {
  args: {
    canAddToCart: false,
    blockedReason: "Board B is empty: pick 6 numbers or use Quick Pick. 1 more board is not full.",
  },
};

/** Incomplete on a phone: the reason wraps under the buttons. */
export const IncompleteMobile: Story = {
  args: Incomplete.args,
  globals: { viewport: { value: "mobile" } },
};

/** Price loading. */
export const Loading: Story = { args: { price: null, drawsLabel: null } };

/** Editing a favourite. */
export const EditingFavourite: Story = { args: { favouriteLabel: "Update favourite" } };

/** A visitor cannot save favourites. */
export const Visitor: Story = { args: { favouriteLabel: null } };
