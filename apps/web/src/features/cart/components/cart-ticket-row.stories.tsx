import type { Meta, StoryObj } from "@storybook/react-vite";
import { SUPER66_ADD_ON } from "@/testing/add-on-fixtures";
import { CASH3_BOTH, SATURDAY_SYSTEM8 } from "@/testing/cart-fixtures";
import { CartTicketRow } from "./cart-ticket-row";

const meta = {
  title: "Cart/CartTicketRow",
  component: CartTicketRow,
  args: {
    ticket: SATURDAY_SYSTEM8,
    gameName: "Saturday Lotto",
    colour: "#d6001c",
    expired: false,
    onEdit: () => {},
    onRemove: () => {},
  },
  decorators: [(Story) => <ul style={{ listStyle: "none", padding: 0 }}>{Story()}</ul>],
} satisfies Meta<typeof CartTicketRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saturday Lotto System 8 over 3 weeks. */
export const MultiDraw: Story = {};

/** Cash 3 'both' at $1: a single draw. */
export const SingleDraw: Story = { args: { ticket: CASH3_BOTH, gameName: "Cash 3", colour: "#f7941d" } };

/** Carrying two Super66 games in each of its three weeks. */
export const WithAddOn: Story = {
  args: {
    ticket: {
      ...SATURDAY_SYSTEM8,
      cost: SATURDAY_SYSTEM8.cost + 600,
      coupon: { ...SATURDAY_SYSTEM8.coupon, add_on: SUPER66_ADD_ON },
    },
  },
};

/** Expired: only remove is offered. */
export const Expired: Story = { args: { expired: true } };
