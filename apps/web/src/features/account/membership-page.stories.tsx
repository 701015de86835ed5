import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEMO_PLAYER } from "@/testing/demo-player";
import { MembershipView } from "./membership-page";

const meta = {
  title: "Account/Membership",
  component: MembershipView,
  args: {
    user: DEMO_PLAYER,
  },
} satisfies Meta<typeof MembershipView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { user: null } };
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
