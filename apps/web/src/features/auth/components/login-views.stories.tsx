import { LOGIN_TEXT } from "@lotto/core";
import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps, ReactNode } from "react";
import { emptyUpgradePrsForm } from "../upgrade-prs-form";
import { ForgotPasswordView } from "./forgot-password-view";
import { LoginCard } from "./login-card";
import { LoginFormView } from "./login-form-view";
import { MaintenanceView } from "./maintenance-view";
import { ResetEmailSentView } from "./reset-email-sent-view";
import { SecurityQuestionView } from "./security-question-view";
import { UpgradePrsView } from "./upgrade-prs-view";
import { WelcomeView } from "./welcome-view";

const noop = () => {};
const card = (title: string, body: ReactNode, extra: Partial<ComponentProps<typeof LoginCard>> = {}) => (
  <LoginCard title={title} onClose={noop} {...extra}>
    {body}
  </LoginCard>
);

const meta = {
  title: "Login overlay/Views",
  parameters: overlayDocs,
  component: LoginCard,
  args: { title: "Log In", onClose: noop, children: null },
} satisfies Meta<typeof LoginCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const welcome = { email: "", busy: false, onEmail: noop, onSubmit: noop };
const login = {
  email: "demo@playonline.test",
  password: "",
  errors: {},
  busy: false,
  onEmail: noop,
  onPassword: noop,
  onSubmit: noop,
  onForgot: noop,
  onSignUp: noop,
};
const forgot = {
  email: "demo@playonline.test",
  dateOfBirth: "",
  askDateOfBirth: true,
  dateOfBirthHint: "When entering a single digit, you do not need to include 0",
  errors: {},
  busy: false,
  onEmail: noop,
  onDateOfBirth: noop,
  onSubmit: noop,
  onBack: noop,
};
const question = {
  question: "What was the name of your first pet?",
  answer: "",
  busy: false,
  onAnswer: noop,
  onSubmit: noop,
  onBack: noop,
};
const welcomeTitle = "Ready to play online? Enter your email to sign up or log in.";

export const Welcome: Story = { render: () => card(welcomeTitle, <WelcomeView {...welcome} />) };
export const WelcomeMobile: Story = { ...Welcome, globals: { viewport: { value: "mobile" } } };
export const WelcomeEmailRequired: Story = {
  render: () => card(welcomeTitle, <WelcomeView {...welcome} error="Email address is required." />),
};
export const WithAlertType: Story = {
  render: () =>
    card("Log In", <LoginFormView {...login} />, {
      notice: { message: "Your account has been activated. Please login to continue.", severity: "success" },
    }),
};
export const Login: Story = { render: () => card("Log In", <LoginFormView {...login} />) };
export const LoginRequiredFields: Story = {
  render: () =>
    card(
      "Log In",
      <LoginFormView
        {...login}
        email=""
        errors={{ email: "Email address is required.", password: "Password is required." }}
      />,
    ),
};
export const LoginInvalid: Story = {
  render: () => card("Log In", <LoginFormView {...login} message="Invalid username or password" />),
};
export const LoginPendingActivation: Story = {
  render: () =>
    card(
      "Log In",
      <LoginFormView
        {...login}
        message="Account pending activation. Please check your email for activation link"
        onResendActivation={noop}
      />,
    ),
};
export const LoginBlocked: Story = {
  render: () =>
    card(
      "Log In",
      <LoginFormView
        {...login}
        message="You have incorrectly entered your password more than 5 times. In order to keep your account safe we have locked it for 30 minutes. For assitance please contact our customer services team on 133 777."
      />,
    ),
};
export const ForgotPassword: Story = {
  render: () => card("Forgotten your password?", <ForgotPasswordView {...forgot} />),
};
export const ForgotPasswordLockWarning: Story = {
  render: () =>
    card(
      "Forgotten your password?",
      <ForgotPasswordView
        {...forgot}
        message="To avoid your account being temporarily locked for 30 minutes, please reset your password using the form below."
      />,
    ),
};
export const ForgotPasswordErrors: Story = {
  render: () =>
    card(
      "Forgotten your password?",
      <ForgotPasswordView
        {...forgot}
        email="demo"
        errors={{ email: "Please enter a valid email address.", dateOfBirth: "Date of birth is required." }}
      />,
    ),
};
export const SecurityQuestion: Story = {
  render: () => card("Security Question", <SecurityQuestionView {...question} />),
};
export const SecurityQuestionRequired: Story = {
  render: () =>
    card("Security Question", <SecurityQuestionView {...question} error="Please enter your answer" />),
};
export const LoginActivationEmailSent: Story = {
  render: () =>
    card("Log In", <LoginFormView {...login} notice="Activation email sent. Please check your inbox." />),
};
/** Pending KYC while a person checks the identity (docs/identity.md): the login view says so. */
export const LoginIdentityInReview: Story = {
  render: () => card("Log In", <LoginFormView {...login} notice={LOGIN_TEXT.identityInReview} />),
};
export const LoginIdentityInReviewMobile: Story = {
  ...LoginIdentityInReview,
  globals: { viewport: { value: "mobile" } },
};
export const LoggedOutInApp: Story = {
  render: () => card("Log In", <LoginFormView {...login} email="" notice="Logged out successfully" />),
};
export const SessionExpired: Story = {
  render: () =>
    card("Log In", <LoginFormView {...login} email="" />, {
      notice: { message: "Session expired. Please login again.", severity: "info" },
    }),
};
export const PasswordResetRequestReceived: Story = {
  render: () =>
    card("Password reset email sent", <ResetEmailSentView email="x@example.com" neutral onBack={noop} />),
};
export const ForgotPasswordNewFlow: Story = {
  render: () => card("Forgotten your password?", <ForgotPasswordView {...forgot} askDateOfBirth={false} />),
};
export const SecurityQuestionWrongAnswer: Story = {
  render: () =>
    card(
      "Security Question",
      <SecurityQuestionView {...question} answer="Max" message="The answer you entered is incorrect." />,
    ),
};
export const PasswordResetEmailSent: Story = {
  render: () =>
    card("Password reset email sent", <ResetEmailSentView email="demo@playonline.test" onBack={noop} />),
};
const upgrade = {
  email: "instore@playonline.test",
  form: emptyUpgradePrsForm(),
  errors: {},
  error: null,
  questions: [{ id: 1, question: "What was the name of your first pet?" }],
  busy: false,
  done: false,
  onChange: noop,
  onSubmit: noop,
  onLogin: noop,
};
export const UpgradePrs: Story = {
  render: () => card("Upgrade your account", <UpgradePrsView {...upgrade} />),
};
export const UpgradePrsWrongProof: Story = {
  render: () =>
    card(
      "Upgrade your account",
      <UpgradePrsView
        {...upgrade}
        form={{ ...upgrade.form, cardNumber: "600012345679", dateOfBirth: "15/06/1975" }}
        error="These details do not match an in-store account."
      />,
    ),
};
export const UpgradePrsDone: Story = {
  render: () => card("Upgrade your account", <UpgradePrsView {...upgrade} done />),
};
export const Maintenance: Story = {
  render: () =>
    card(
      "Log In",
      <MaintenanceView
        title="Play Online is currently unavailable for maintenance."
        thanks="Thank you for your patience."
      />,
    ),
};
