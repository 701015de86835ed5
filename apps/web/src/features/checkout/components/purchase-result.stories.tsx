import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SUPER66_ADD_ON } from "@/testing/add-on-fixtures";
import { RECEIPT_NUMBER, RECEIPT_POWERBALL, RECEIPT_SATURDAY } from "@/testing/receipt-fixtures";
import { PurchaseResult } from "./purchase-result";

const mobile = { viewport: { value: "mobile" } };

const meta = {
  title: "Checkout/PurchaseResult",
  component: PurchaseResult,
  args: {
    status: "COMPLETED",
    tickets: [RECEIPT_SATURDAY, RECEIPT_POWERBALL],
    message: null,
    receiptNumber: RECEIPT_NUMBER,
    balanceAfter: 48398,
    onViewTickets: () => {},
    onOpenTicket: () => {},
    onContinue: () => {},
  },
} satisfies Meta<typeof PurchaseResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every ticket bought: the receipt, focused as it appears. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole("heading", { name: "Purchase complete" });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText(RECEIPT_NUMBER)).toBeVisible();
    await expect(canvas.getByText("$16.02")).toBeVisible();
    await expect(canvas.getByText("$483.98")).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Board B" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View ticket: Powerball" })).toHaveAttribute(
      "href",
      "/tickets?ticket=t-2",
    );
  },
};
export const CompletedMobile: Story = { ...Completed, globals: mobile };

/** A Saturday Lotto ticket carrying two Super66 games: the games under its boards, the cost with them. */
export const WithAddOn: Story = {
  args: { tickets: [{ ...RECEIPT_SATURDAY, addOn: SUPER66_ADD_ON, cost: 1470 + 400 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Super66 game A" })).toBeVisible();
    await expect(canvas.getAllByText("$18.70")[0]).toBeVisible();
  },
};
export const WithAddOnMobile: Story = { ...WithAddOn, globals: mobile };

/** The balance has not refreshed: the receipt leaves it out rather than show the old one. */
export const BalanceUnknown: Story = { args: { balanceAfter: null } };

/** One ticket refused: listed as not charged, the total only what was bought. */
export const CompletedWithErrors: Story = {
  args: {
    status: "COMPLETED_WITH_ERRORS",
    tickets: [RECEIPT_SATURDAY, { ...RECEIPT_POWERBALL, reason: "Sales for this draw have closed." }],
  },
};
export const CompletedWithErrorsMobile: Story = { ...CompletedWithErrors, globals: mobile };

/** The whole purchase failed. */
export const Failed: Story = {
  args: {
    status: "FAILED",
    tickets: [{ ...RECEIPT_SATURDAY, reason: "Insufficient balance." }],
    message: "Your purchase could not be completed.",
  },
};
