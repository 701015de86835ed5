import type { Meta, StoryObj } from "@storybook/react-vite";
import { MembershipView } from "./membership-page";

const meta = {
  title: "Account/Membership",
  component: MembershipView,
  args: {
    user: {
      playerId: "demo-player",
      pending_account_setup: false,
      should_prompt_password_change: false,
      should_prompt_notification: false,
      terms_and_conditions_accepted: true,
      privacy_policy_accepted: true,
      product_tour_prompted: true,
      selfExclusionFlag: 0,
      userDtls: { firstname: "Demo", lastname: "Player", email: "demo@playonline.test" },
    },
  },
} satisfies Meta<typeof MembershipView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { user: null } };
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
