import type { Meta, StoryObj } from "@storybook/react-vite";
import { TopBar } from "./top-bar";
import { VISITOR_TOP_BAR } from "./top-bar-story-args";

const noop = () => {};

const meta = {
  title: "Shell/TopBar",
  component: TopBar,
  args: VISITOR_TOP_BAR,
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorDesktop: Story = { globals: { viewport: { value: "desktop" } } };
export const VisitorMobile: Story = { globals: { viewport: { value: "mobile" } } };
export const LoggedInDesktop: Story = {
  args: { isLoggedIn: true, cartCount: 3, pathname: "/tickets" },
  globals: { viewport: { value: "desktop" } },
};
export const LoggedInTablet: Story = {
  args: { isLoggedIn: true, cartCount: 1 },
  globals: { viewport: { value: "tablet" } },
};
export const SelfExcluded: Story = {
  args: { isLoggedIn: true, isSelfExcluded: true, pathname: "/results" },
  globals: { viewport: { value: "desktop" } },
};
export const CartOverLimit: Story = {
  args: {
    isLoggedIn: true,
    cartCount: 12,
    overLimitMessage: "You have reached your spending limit. Please review your cart.",
    onOverLimitInfo: noop,
  },
  globals: { viewport: { value: "desktop" } },
};
export const UnreadNotificationsDesktop: Story = {
  args: { isLoggedIn: true, cartCount: 2, unreadNotifications: 3 },
  globals: { viewport: { value: "desktop" } },
};
export const UnreadNotificationsMobile: Story = {
  args: { isLoggedIn: true, cartCount: 2, unreadNotifications: 120 },
  globals: { viewport: { value: "mobile" } },
};
/** A ticket was just added: the badge pops once (cart `animateCartBadge`). */
export const CartBadgeAnimating: Story = {
  args: { isLoggedIn: true, cartCount: 4, animateCartBadge: true, onCartBadgeAnimated: noop },
  globals: { viewport: { value: "desktop" } },
};
