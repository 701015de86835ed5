import type { Meta, StoryObj } from "@storybook/react-vite";
import { PurchaseResult } from "./purchase-result";

const meta = {
  title: "Checkout/PurchaseResult",
  component: PurchaseResult,
  args: {
    status: "COMPLETED",
    tickets: [
      { id: "1", gameName: "Saturday Lotto", cost: 7140, reason: null },
      { id: "2", gameName: "Cash 3", cost: 200, reason: null },
    ],
    message: null,
    onViewTickets: () => {},
    onContinue: () => {},
  },
} satisfies Meta<typeof PurchaseResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every ticket bought. */
export const Completed: Story = {};

/** One ticket refused: listed as not charged. */
export const CompletedWithErrors: Story = {
  args: {
    status: "COMPLETED_WITH_ERRORS",
    tickets: [
      { id: "1", gameName: "Saturday Lotto", cost: 7140, reason: null },
      { id: "2", gameName: "Cash 3", cost: 200, reason: "Sales for this draw have closed." },
    ],
  },
};

/** The whole purchase failed. */
export const Failed: Story = {
  args: {
    status: "FAILED",
    tickets: [{ id: "1", gameName: "Saturday Lotto", cost: 7140, reason: "Insufficient balance." }],
    message: "Your purchase could not be completed.",
  },
};
