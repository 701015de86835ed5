import { ALERT_MESSAGES } from "@lotto/core";
import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import ResetPasswordPage from "../reset-password-page";
import { ActivateView } from "./activate-view";
import { LoginCard } from "./login-card";
import { LoginFormView } from "./login-form-view";
import { ResetPasswordView, type ResetPasswordViewProps } from "./reset-password-view";

const noop = () => {};
const meta = {
  title: "Pages/Activate and reset password",
  parameters: overlayDocs,
  component: ActivateView,
  args: { error: null },
} satisfies Meta<typeof ActivateView>;
export default meta;
type Story = StoryObj<typeof meta>;

const reset = (props: Partial<ResetPasswordViewProps>) => () => (
  <ResetPasswordView password="" error={null} busy={false} onPassword={noop} onSubmit={noop} {...props} />
);

export const Activating: Story = {};
export const ActivationLinkExpired: Story = {
  args: { error: "This activation link is invalid or has expired." },
};
export const ResetPassword: Story = { render: () => <ResetPasswordPage /> };
export const ResetPasswordMobile: Story = {
  render: () => <ResetPasswordPage />,
  globals: { viewport: { value: "mobile" } },
};
/** A new password that breaks the rules: the error and the unmet checklist lines (R-VALIDATION). */
export const ResetPasswordRuleError: Story = {
  render: reset({ password: "short", error: "Your password does not meet the rules below." }),
};
/** The emailed link's token has expired or was used: the server's message (R-ERRORS). */
export const ResetPasswordExpiredToken: Story = {
  render: reset({
    password: "Secret-Pass123!",
    error: "This password reset link is invalid or has expired.",
  }),
};
/** Submitting: the button waits for the server. */
export const ResetPasswordBusy: Story = { render: reset({ password: "Secret-Pass123!", busy: true }) };
/** Success: the login opens with show-reset-password-message (R-ERRORS). */
export const ResetPasswordSuccess: Story = {
  render: () => (
    <LoginCard title="Log In" onClose={noop} notice={ALERT_MESSAGES["show-reset-password-message"]}>
      <LoginFormView
        email="demo@playonline.test"
        password=""
        errors={{}}
        busy={false}
        onEmail={noop}
        onPassword={noop}
        onSubmit={noop}
        onForgot={noop}
        onSignUp={noop}
      />
    </LoginCard>
  ),
};
