import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Sidebar } from "./sidebar";

const noop = () => {};
const meta = {
  title: "Shell/Sidebar",
  parameters: overlayDocs,
  component: Sidebar,
  args: {
    open: true,
    isLoggedIn: true,
    name: "Demo",
    isTabletDown: false,
    isApp: false,
    onClose: noop,
    onTour: noop,
    onSettings: noop,
    onFeedback: noop,
    onLogout: noop,
    onLogin: noop,
  },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedInDesktop: Story = { globals: { viewport: { value: "desktop" } } };
export const LoggedInMobile: Story = {
  args: { isTabletDown: true },
  globals: { viewport: { value: "mobile" } },
};
export const VisitorWebDesktop: Story = {
  args: { isLoggedIn: false, name: null },
  globals: { viewport: { value: "desktop" } },
};
export const VisitorWebMobile: Story = {
  args: { isLoggedIn: false, name: null, isTabletDown: true },
  globals: { viewport: { value: "mobile" } },
};
export const VisitorInApp: Story = { args: { isLoggedIn: false, name: null, isApp: true } };
export const LoggedInApp: Story = { args: { isApp: true }, globals: { viewport: { value: "tablet" } } };
