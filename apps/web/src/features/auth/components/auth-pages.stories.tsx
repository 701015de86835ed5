import type { Meta, StoryObj } from "@storybook/react-vite";
import ResetPasswordPage from "../reset-password-page";
import { ActivateView } from "./activate-view";

const meta = {
  title: "Pages/Activate and reset password",
  component: ActivateView,
  args: { error: null },
} satisfies Meta<typeof ActivateView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Activating: Story = {};
export const ActivationLinkExpired: Story = {
  args: { error: "This activation link is invalid or has expired." },
};
export const ResetPassword: Story = { render: () => <ResetPasswordPage /> };
export const ResetPasswordMobile: Story = {
  render: () => <ResetPasswordPage />,
  globals: { viewport: { value: "mobile" } },
};
