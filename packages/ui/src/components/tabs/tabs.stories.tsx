import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Tabs } from "./tabs";

const ACCOUNT = [
  "Personal details",
  "Password",
  "Spend limit",
  "Notifications",
  "Self-exclusion",
  "Close account",
] as const;

/** Section tabs as links (`?tab=N`): the open one is the current page. */
const meta = {
  title: "UI/Tabs",
  component: Tabs,
  args: { label: "Account sections", tabs: ACCOUNT, current: 0, hrefOf: (i: number) => `/account?tab=${i}` },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: "mobile" } };

/** The first tab open, at the desktop class: the tabs wrap. */
export const First: Story = {
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole("link", { name: "Personal details" });
    await expect(open).toHaveAttribute("aria-current", "page");
  },
};

/** A later tab open. */
export const Later: Story = { args: { current: 4 } };

/** On a phone the row scrolls inside itself, the last tab brought into view; the page does not scroll. */
export const LastOnMobile: Story = {
  args: { current: 5 },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Account sections" });
    await expect(nav.scrollLeft).toBeGreaterThan(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The first tab open on a phone. */
export const FirstOnMobile: Story = { globals: mobile };

/** A short set (the wallet's five) on a phone. */
export const WalletOnMobile: Story = {
  args: {
    label: "Wallet sections",
    tabs: ["Balances", "Payment details", "Transactions", "Withdraw", "Statements"],
    current: 1,
    hrefOf: (i: number) => `/wallet?tab=${i}`,
  },
  globals: mobile,
};
