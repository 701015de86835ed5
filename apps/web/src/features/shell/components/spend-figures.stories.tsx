import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TopBar } from "./top-bar";
import { VISITOR_TOP_BAR } from "./top-bar-story-args";

/** The top bar of a logged-in player, where the balance and what they may spend show. */
const meta = {
  title: "Shell/TopBar/Balance",
  component: TopBar,
  args: { ...VISITOR_TOP_BAR, isLoggedIn: true, cartCount: 2, unreadNotifications: 1 },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: "mobile" } };
const desktop = { viewport: { value: "desktop" } };
const loading = { spend: { kind: "loading" } } as const;
const pending = { spend: { kind: "hidden" } } as const;
const balanceOnly = { spend: { kind: "shown", balance: 50_000, available: null } } as const;
const lowerAvailable = { spend: { kind: "shown", balance: 50_000, available: 1_250 } } as const;

export const LoadingMobile: Story = { args: loading, globals: mobile };
export const LoadingDesktop: Story = { args: loading, globals: desktop };
/** Account setup pending: no balance (nor anything to spend) shows. */
export const SetupPendingMobile: Story = {
  args: pending,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("Balance")).toBeNull();
  },
};
export const SetupPendingDesktop: Story = { args: pending, globals: desktop };
export const BalanceOnlyMobile: Story = {
  args: balanceOnly,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Balance $500.00" })).toBeVisible();
  },
};
export const BalanceOnlyDesktop: Story = { args: balanceOnly, globals: desktop };
/** The week's limit leaves less than the balance: that lesser amount shows under it. */
export const LowerAvailableMobile: Story = {
  args: lowerAvailable,
  globals: mobile,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", {
      name: "Balance $500.00 Available to spend $12.50",
    });
    await expect(link).toBeVisible();
  },
};
export const LowerAvailableDesktop: Story = { args: lowerAvailable, globals: desktop };
