import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { DEPOSIT_LIMITS, NO_DEPOSIT_LIMIT } from "@/testing/account-fixtures";
import { DepositLimitPanel } from "./deposit-limit-panel";

const noop = () => {};

const meta = {
  title: "Account/Deposit limit",
  component: DepositLimitPanel,
  args: { limits: DEPOSIT_LIMITS, pendingFrom: null, status: { kind: "idle" }, onSet: noop, onInfo: noop },
} satisfies Meta<typeof DepositLimitPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A weekly limit of the player's own, with what is left this week. */
export const Weekly: Story = {};
export const WeeklyMobile: Story = { globals: { viewport: { value: "mobile" } } };
/** No limit of the player's own: nothing to remove. */
export const NotSet: Story = { args: { limits: NO_DEPOSIT_LIMIT } };
/** A looser limit waits 7 days and shows as pending with its date. */
export const PendingRaise: Story = {
  args: {
    limits: {
      ...DEPOSIT_LIMITS,
      pending: { limit: { period: "month", amount: 100_000 }, effective_at: "2026-12-02T04:00:00Z" },
    },
    pendingFrom: "2 Dec 2026",
    status: { kind: "done", message: "Your new deposit limit is pending." },
  },
};
/** Removing the limit also waits 7 days. */
export const PendingRemoval: Story = {
  args: {
    limits: { ...DEPOSIT_LIMITS, pending: { limit: null, effective_at: "2026-12-02T04:00:00Z" } },
    pendingFrom: "2 Dec 2026",
  },
};
export const Loading: Story = { args: { limits: null } };
/** An amount it cannot read is refused before anything is sent. */
export const AmountRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("New deposit limit ($)"), "lots");
    await userEvent.click(canvas.getByRole("button", { name: "Set deposit limit" }));
    await expect(canvas.getByText("Please enter an amount in dollars, for example 20.")).toBeVisible();
  },
};
