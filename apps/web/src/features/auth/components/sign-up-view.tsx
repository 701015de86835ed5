import { LOGIN_TEXT } from "@lotto/core";
import type { SignUpStep } from "@lotto/core/machines";
import { Button } from "@lotto/ui/button";
import { Spinner } from "@lotto/ui/spinner";
import { colors, radius, space, type } from "@lotto/ui/theme";
import { Check } from "lucide-react";
import { useRef } from "react";
import styled from "styled-components";
import { useFocusOnChange } from "@/hooks/use-focus-on-change";
import { SignUpFormView, type SignUpFormViewProps } from "./sign-up-form-view";

const STEPS = ["Your details", "Identity check", "Activate"] as const;

// Where a step stands: done before the current one, to do after it.
const stateOf = (i: number, step: number) => (i < step ? "done" : i === step ? "current" : "todo");

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
  // Each new step starts at its heading (the form's own heading is the card's title).
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(step, heading);
  return (
    <Wrap>
      <Steps aria-label="Sign-up steps">
        {STEPS.map((label, i) => (
          <Step key={label} aria-current={i === step ? "step" : undefined} $state={stateOf(i, step)}>
            <Marker aria-hidden="true">{i < step ? <Check size={16} /> : i + 1}</Marker>
            <span>{label}</span>
          </Step>
        ))}
      </Steps>
      {step === 0 && <SignUpFormView {...form} />}
      {step > 0 && (
        <StepTitle ref={heading} tabIndex={-1}>
          {STEPS[step]}
        </StepTitle>
      )}
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

// Three numbered steps side by side, joined by a line; the current one bold, the done ones ticked.
const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(${STEPS.length}, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${type.size.sm};
`;

const Step = styled.li<{ $state: "done" | "current" | "todo" }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.xxs};
  text-align: center;
  color: ${(p) => (p.$state === "todo" ? colors.textMuted : colors.text)};
  font-weight: ${(p) => (p.$state === "current" ? type.weight.bold : type.weight.regular)};

  /* The line from the previous step's marker to this one's. */
  & + &::before {
    content: "";
    position: absolute;
    top: 13px;
    right: calc(50% + 18px);
    width: calc(100% - 36px);
    height: 2px;
    background: ${(p) => (p.$state === "todo" ? colors.inactive : colors.primary)};
  }

  > span:first-child {
    border-color: ${(p) => (p.$state === "todo" ? colors.inactive : colors.primary)};
    background: ${(p) => (p.$state === "todo" ? colors.surface : colors.primary)};
    color: ${(p) => (p.$state === "todo" ? colors.textMuted : colors.onPrimary)};
  }
`;

const Marker = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 2px solid;
  border-radius: ${radius.full};
  font-weight: ${type.weight.bold};
`;

const StepTitle = styled.h3`
  margin: 0;
  font-size: ${type.size.lg};
`;
