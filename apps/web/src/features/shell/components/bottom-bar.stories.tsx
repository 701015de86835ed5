import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BottomBar } from "./bottom-bar";

const meta = {
  title: "Shell/BottomBar",
  parameters: overlayDocs,
  component: BottomBar,
  args: { pathname: "/", isLoggedIn: true, isSelfExcluded: false },
  globals: { viewport: { value: "mobile" } },
} satisfies Meta<typeof BottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedInMobile: Story = {};
export const VisitorMobile: Story = { args: { isLoggedIn: false } };
export const LoggedInTablet: Story = {
  args: { pathname: "/wallet" },
  globals: { viewport: { value: "tablet" } },
};
export const SelfExcluded: Story = { args: { isSelfExcluded: true } };
