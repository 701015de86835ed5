import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEPOSIT_LIMITS, NO_DEPOSIT_LIMIT } from "@/testing/account-fixtures";
import { DepositAllowance } from "./deposit-allowance";

const meta = {
  title: "Wallet/Deposit allowance",
  component: DepositAllowance,
  args: { limits: DEPOSIT_LIMITS },
} satisfies Meta<typeof DepositAllowance>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The player's weekly limit leaves less than the system's maximums. */
export const WithLimit: Story = {};
export const WithLimitMobile: Story = { globals: { viewport: { value: "mobile" } } };
/** Only the system's maximums: $5,000 a deposit. */
export const NoLimit: Story = { args: { limits: NO_DEPOSIT_LIMIT } };
/** The limit is used up for this week. */
export const UsedUp: Story = {
  args: { limits: { ...DEPOSIT_LIMITS, remaining_in_period: 0, available_now: 0 } },
};
export const Loading: Story = { args: { limits: null } };
