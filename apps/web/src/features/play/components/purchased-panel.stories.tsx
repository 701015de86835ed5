import type { Meta, StoryObj } from "@storybook/react-vite";
import { PurchasedPanel } from "./purchased-panel";

const meta = {
  title: "Play/PurchasedPanel",
  component: PurchasedPanel,
  args: { gameName: "Saturday Lotto", onViewTickets: () => {}, onDone: () => {} },
} satisfies Meta<typeof PurchasedPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After buying Saturday Lotto tickets from the cart. */
export const Purchased: Story = {};

/** After buying a Cash 3 entry. */
export const Cash3: Story = { args: { gameName: "Cash 3" } };
