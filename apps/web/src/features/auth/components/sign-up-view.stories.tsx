import { PasswordChecklist } from "@lotto/ui/form";
import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { emptySignUpForm, signUpErrors } from "../sign-up-form";
import { LoginCard } from "./login-card";
import { SignUpView } from "./sign-up-view";

const noop = () => {};
const questions = [
  { id: 1, question: "What was the name of your first pet?" },
  { id: 2, question: "What is your mother's maiden name?" },
];
const filled = {
  ...emptySignUpForm("new.player@example.com"),
  password: "Lucky-Numbers-2026",
  firstname: "Sam",
  lastname: "Player",
  dateOfBirth: "5/3/1990",
  mobile: "0412345678",
  street: "1 Hay Street",
  suburb: "Perth",
  postcode: "6000",
  securityQuestionId: "1",
  securityAnswer: "Rex",
  termsAccepted: true,
  privacyAccepted: true,
};

const meta = {
  title: "Login overlay/Sign up",
  parameters: overlayDocs,
  component: SignUpView,
  decorators: [
    (Story) => (
      <LoginCard title="Sign Up" wide onClose={noop}>
        <Story />
      </LoginCard>
    ),
  ],
  args: {
    step: 0,
    form: emptySignUpForm("new.player@example.com"),
    errors: {},
    error: null,
    questions,
    busy: false,
    resendNotice: null,
    onChange: noop,
    onSubmit: noop,
    onResend: noop,
    onLogin: noop,
  },
} satisfies Meta<typeof SignUpView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {};
export const DetailsMobile: Story = { globals: { viewport: { value: "mobile" } } };
export const DetailsTablet: Story = { globals: { viewport: { value: "tablet" } } };
export const Filled: Story = { args: { form: filled } };
export const FieldErrors: Story = {
  args: {
    form: { ...emptySignUpForm("new.player@example.com"), password: "short" },
    errors: {
      password: "Your password does not meet the rules below.",
      firstname: "First name is required.",
      dateOfBirth: "Date of birth is required.",
      termsAccepted: "Please accept the terms and conditions.",
      privacyAccepted: "Please accept the privacy policy.",
    },
  },
};
/**
 * A refused submit of the empty form: the error summary at the top takes focus and links to each of
 * the twelve fields (after the 'Create account' press, `attempt` counts it).
 */
export const ErrorSummaryAfterSubmit: Story = {
  args: { errors: signUpErrors(emptySignUpForm("new.player@example.com")), attempt: 1 },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByTestId("error-summary");
    await expect(summary).toHaveFocus();
    await expect(within(summary).getAllByRole("link")).toHaveLength(12);
  },
};
export const ErrorSummaryAfterSubmitMobile: Story = {
  ...ErrorSummaryAfterSubmit,
  globals: { viewport: { value: "mobile" } },
};
/** Names as core's rule refuses them: a web address and markup (errors from the form's own check). */
export const NameNotAllowed: Story = {
  args: {
    form: { ...filled, firstname: "www.win-now.com", lastname: "<b>Player</b>" },
    errors: signUpErrors({ ...filled, firstname: "www.win-now.com", lastname: "<b>Player</b>" }),
  },
};
export const Registering: Story = { args: { form: filled, busy: true } };
export const VerificationFailed: Story = {
  args: {
    form: filled,
    error: "There was an error initialising the verification service. Please try again.",
  },
};
export const EmailInUse: Story = {
  args: { form: filled, error: "An account with this email already exists. Please log in." },
};
export const Verifying: Story = { args: { step: 1, form: filled } };
export const VerifyingMobile: Story = { ...Verifying, globals: { viewport: { value: "mobile" } } };
export const ActivationEmailSent: Story = { args: { step: 2, form: filled } };
/** The steps at 320–390 px: three numbered markers in a row, the done ones ticked. */
export const ActivationEmailSentMobile: Story = {
  ...ActivationEmailSent,
  globals: { viewport: { value: "mobile" } },
};
/** Production without an identity vendor: a person checks the identity once the account is activated. */
export const ActivationThenIdentityReview: Story = { args: { step: 2, form: filled, identityReview: true } };
export const ActivationEmailResent: Story = {
  args: { step: 2, form: filled, resendNotice: "Activation email sent. Please check your inbox." },
};

export const PasswordRulesEmpty: StoryObj<typeof PasswordChecklist> = {
  render: () => <PasswordChecklist password="" />,
};
export const PasswordRulesMet: StoryObj<typeof PasswordChecklist> = {
  render: () => <PasswordChecklist password="Lucky-Numbers-2026" />,
};
