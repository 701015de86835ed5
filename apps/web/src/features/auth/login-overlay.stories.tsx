import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { StoryApi, type StoryRoutes } from "@/testing/story-api";
import LoginOverlayContainer from "./login-overlay-container";

/**
 * The login overlay on core's login view machine and the API (answered by canned routes): each story
 * opens one view and its play function goes through it as a player would (R-LOGIN-OVERLAY).
 */
const meta = {
  title: "Login overlay/Journeys",
  parameters: overlayDocs,
  component: LoginOverlayContainer,
  args: { open: true, outage: false, notice: null, onDismissNotice: () => {} },
} satisfies Meta<typeof LoginOverlayContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const credentials = (answer: Partial<Record<string, boolean>> = {}) => ({
  available: false,
  can_resume_registration: false,
  is_prs_account: false,
  is_pending_activation: false,
  ...answer,
});

const overlay =
  (page: string, routes: StoryRoutes = {}) =>
  (args: Story["args"]) => (
    <StoryApi routes={routes} path={`/?showLogin=true${page ? `&page=${page}` : ""}`} user={null}>
      <LoginOverlayContainer open outage={false} notice={null} onDismissNotice={() => {}} {...args} />
    </StoryApi>
  );

const heading = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole("heading", { name }, { timeout: 5000 });

/** On the forgotten-password view: gives the demo player's email and date of birth and waits for the question. */
async function askForSecurityQuestion(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await heading(canvasElement, "Forgotten your password?");
  await userEvent.type(canvas.getByLabelText("Email address"), "demo@playonline.test");
  await userEvent.type(canvas.getByLabelText("Date of birth (DD/MM/YYYY)"), "1/1/1980");
  await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
  await heading(canvasElement, "Security Question");
}

/** On the Welcome view: types `email`, continues and waits for the view titled `next`. */
async function continueWithEmail(canvasElement: HTMLElement, email: string, next: string) {
  const canvas = within(canvasElement);
  await heading(canvasElement, /Ready to play online/);
  await userEvent.type(canvas.getByLabelText("Email address"), email);
  await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
  await heading(canvasElement, next);
}

/** Welcome: an email the shop knows goes on to the Log In view. */
export const WelcomeToLogin: Story = {
  render: overlay("", { "POST /user/check-credentials": credentials() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await continueWithEmail(canvasElement, "demo@playonline.test", "Log In");
    await expect(canvas.getByLabelText("Email address")).toHaveValue("demo@playonline.test");
  },
};

/** Welcome: no email entered, so the field says it is required. */
export const WelcomeEmailRequired: Story = {
  render: overlay(""),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, /Ready to play online/);
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByText("Email address is required.")).toBeVisible();
    await expect(canvas.getByLabelText("Email address")).toHaveAttribute("aria-invalid", "true");
  },
};

/** Welcome: a new email goes on to Sign Up. */
export const WelcomeToSignUp: Story = {
  render: overlay("", { "POST /user/check-credentials": credentials({ available: true }) }),
  play: async ({ canvasElement }) => {
    await continueWithEmail(canvasElement, "new.player@example.com", "Sign Up");
  },
};

/** Sign Up: 'Create account' with the details empty names each required field. */
export const SignUpRequiredFields: Story = {
  render: overlay("", {
    "POST /user/check-credentials": credentials({ available: true }),
    "GET /user/security-questions": [{ id: 1, question: "What was the name of your first pet?" }],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await continueWithEmail(canvasElement, "new.player@example.com", "Sign Up");
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    // Each error is said twice: a link in the summary above the form, and at its field.
    for (const error of ["First name is required.", "Last name is required."]) {
      await expect(await canvas.findByRole("link", { name: error })).toBeVisible();
      await expect(canvas.getAllByText(error)).toHaveLength(2);
    }
  },
};

/** Welcome: a retail (PRS) account is asked to upgrade, and can go back to log in. */
export const WelcomeToUpgrade: Story = {
  render: overlay("", { "POST /user/check-credentials": credentials({ is_prs_account: true }) }),
  play: async ({ canvasElement }) => {
    await continueWithEmail(canvasElement, "retail@example.com", "Upgrade your account");
  },
};

/** Log In: both fields empty, so both say they are required. */
export const LoginRequiredFields: Story = {
  render: overlay("login"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, "Log In");
    await userEvent.click(canvas.getByRole("button", { name: /^Log In$/ }));
    await expect(await canvas.findByText("Password is required.")).toBeVisible();
    await expect(canvas.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
  },
};

/** Log In → 'Forgot password?' → the reset form, and back. */
export const LoginToForgotPassword: Story = {
  render: overlay("login"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, "Log In");
    await userEvent.click(canvas.getByRole("button", { name: /Forgot/ }));
    await heading(canvasElement, "Forgotten your password?");
    await expect(canvas.getByLabelText("Date of birth (DD/MM/YYYY)")).toBeVisible();
  },
};

/** Forgotten password → the security question → answered → the reset email is sent. */
export const ForgotPasswordToResetSent: Story = {
  render: overlay("forgot-password", {
    "POST /user/get-security-question": { security_question: "What was the name of your first pet?" },
    "POST /user/reset-password": { message: "ok" },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForSecurityQuestion(canvasElement);
    await expect(canvas.getByText("What was the name of your first pet?")).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Your answer"), "Max");
    await userEvent.click(canvas.getByRole("button", { name: "Reset password" }));
    await heading(canvasElement, "Password reset email sent");
  },
};

/** Security question left blank: the answer is required. */
export const SecurityQuestionRequired: Story = {
  render: overlay("forgot-password", {
    "POST /user/get-security-question": { security_question: "What was the name of your first pet?" },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForSecurityQuestion(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Reset password" }));
    await expect(canvas.getByLabelText("Your answer")).toHaveAttribute("aria-invalid", "true");
  },
};

/** The new reset flow: email only, then the neutral 'request received' line. */
export const NewResetFlow: Story = {
  args: { newPasswordResetFlow: true },
  render: overlay("forgot-password", { "POST /user/reset-password": { message: "ok" } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, "Forgotten your password?");
    await expect(canvas.queryByLabelText("Date of birth (DD/MM/YYYY)")).toBeNull();
    await userEvent.type(canvas.getByLabelText("Email address"), "demo@playonline.test");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByText(/Request to reset password received/)).toBeVisible();
  },
};

/** During an outage the card shows the maintenance text instead of a form. */
export const Maintenance: Story = {
  args: { outage: true, outageMessage: "Back at 9pm." },
  render: overlay(""),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Back at 9pm.")).toBeVisible();
    await expect(canvas.queryByLabelText("Email address")).toBeNull();
  },
};

export const MaintenanceMobile: Story = { ...Maintenance, globals: { viewport: { value: "mobile" } } };
