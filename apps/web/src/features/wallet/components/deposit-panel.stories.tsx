import { belowMinimumDepositText } from "@lotto/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { VISA } from "@/testing/account-fixtures";
import { StoryApi } from "@/testing/story-api";
import { DepositPanel } from "./deposit-panel";

const MINIMUM = 1000;

/**
 * The deposit form on the payment machine (R-STATES, R-VALIDATION): the errors a player meets before any money
 * moves, each reached by a play function as a player would.
 */
const meta = {
  title: "Wallet/Deposit errors",
  component: DepositPanel,
  args: { minimumDeposit: MINIMUM, cards: [VISA], onAgain: () => {} },
  render: (args) => (
    <StoryApi routes={{}} path="/wallet">
      <DepositPanel {...args} />
    </StoryApi>
  ),
} satisfies Meta<typeof DepositPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText("Amount ($)");

/** An amount that is not dollars is refused at the field, and nothing is sent. */
export const AmountNotDollars: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(amountField(canvasElement), "twenty");
    await userEvent.click(canvas.getByRole("button", { name: "Deposit" }));
    await expect(amountField(canvasElement)).toHaveAttribute("aria-invalid", "true");
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      /Please enter an amount in dollars, for example 20\./,
    );
  },
};

/** An amount under the minimum deposit names the minimum. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(amountField(canvasElement), "5");
    await userEvent.click(canvas.getByRole("button", { name: "Deposit" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(belowMinimumDepositText(MINIMUM));
    await expect(amountField(canvasElement)).toHaveAttribute("aria-invalid", "true");
  },
};

export const BelowMinimumMobile: Story = { ...BelowMinimum, globals: { viewport: { value: "mobile" } } };

/** Fixing the amount clears its error. */
export const ErrorCorrected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(amountField(canvasElement), "abc");
    await userEvent.click(canvas.getByRole("button", { name: "Deposit" }));
    await expect(amountField(canvasElement)).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(amountField(canvasElement));
    await userEvent.type(amountField(canvasElement), "5");
    await userEvent.click(canvas.getByRole("button", { name: "Deposit" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(belowMinimumDepositText(MINIMUM));
    await expect(canvas.queryByText(/Please enter an amount in dollars/)).toBeNull();
  },
};
