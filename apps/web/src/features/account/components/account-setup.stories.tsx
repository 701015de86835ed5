import type { Meta, StoryObj } from "@storybook/react-vite";
import AccountSetupPage from "../account-setup-page";

const meta = { title: "Pages/Account setup", component: AccountSetupPage } satisfies Meta<
  typeof AccountSetupPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new player before choosing a weekly spend limit (offline: the current limits are not shown). */
export const ChooseLimit: Story = {};
export const ChooseLimitMobile: Story = { globals: { viewport: { value: "mobile" } } };
