import { LOGIN_TEXT } from "@lotto/core";
import type { SignUpStep } from "@lotto/core/machines";
import styled from "styled-components";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { colors } from "@/config/theme";
import { SignUpFormView, type SignUpFormViewProps } from "./sign-up-form-view";

const STEPS = ["Your details", "Identity check", "Activate"] as const;

/** Props of {@link SignUpView}: the machine's step plus the form's props. */
export interface SignUpViewProps extends SignUpFormViewProps {
  step: SignUpStep;
  /** A person checks the identity after activation (docs/identity.md): the last step says so. */
  identityReview?: boolean;
  /** The activation line after a resend (R-ERRORS 'Activation email sent. Please check your inbox.'). */
  resendNotice: string | null;
  onResend(): void;
  onLogin(): void;
}

/**
 * Sign-up (R-SCREENS 'Sign Up', 600 px card; R-STATES steps from 0): details, then identity verification
 * (step 1), then the activation email (step 2) with a resend link, and whether a person checks the identity.
 */
export function SignUpView({
  step,
  identityReview = false,
  resendNotice,
  onResend,
  onLogin,
  ...form
}: SignUpViewProps) {
  return (
    <Wrap>
      <Steps aria-label="Sign-up steps">
        {STEPS.map((label, i) => (
          <li key={label} aria-current={i === step ? "step" : undefined}>
            {label}
          </li>
        ))}
      </Steps>
      {step === 0 && <SignUpFormView {...form} />}
      {step === 1 && <Spinner label="Verifying your identity" />}
      {step === 2 && (
        <div>
          <p>
            Thanks for joining! We've sent an activation link to <strong>{form.form.email.trim()}</strong>.
            Open it to activate your account, then log in.
          </p>
          {identityReview && <p>{LOGIN_TEXT.identityReviewAfterSignUp}</p>}
          {resendNotice && <p role="status">{resendNotice}</p>}
          <Button type="button" $variant="link" onClick={onResend}>
            Resend activation email
          </Button>
        </div>
      )}
      <Button type="button" $variant="link" onClick={onLogin}>
        Already have an account? Log In
      </Button>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Steps = styled.ol`
  display: flex;
  gap: 16px;
  margin: 0;
  padding: 0 0 0 20px;
  font-size: 0.9rem;
  color: ${colors.textMuted};
  li[aria-current="step"] { color: ${colors.text}; font-weight: 600; }
`;
