import { Button } from "@lotto/ui/button";
import { EmailField, Form, FormError, PasswordField } from "@lotto/ui/form";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** Props of {@link LoginFormView}. */
export interface LoginFormViewProps {
  email: string;
  password: string;
  errors: { email?: string | undefined; password?: string | undefined };
  /** A failed-login message (R-LOGIN-CODES). */
  message?: string | undefined;
  /** A neutral line, e.g. 'Activation email sent. Please check your inbox.' (R-ERRORS). */
  notice?: string | undefined;
  /** Shown with the pending-activation message (R-ERRORS: with a resend link). */
  onResendActivation?: (() => void) | undefined;
  busy: boolean;
  onEmail(value: string): void;
  onPassword(value: string): void;
  onSubmit(): void;
  onForgot(): void;
  onSignUp(): void;
}

/** Login view (R-SCREENS): email, password, 'Forgot password?' and a Sign Up button. */
export function LoginFormView(p: LoginFormViewProps) {
  return (
    <Form onSubmit={p.onSubmit}>
      <EmailField autoComplete="username" value={p.email} error={p.errors.email} onChange={p.onEmail} />
      <PasswordField value={p.password} error={p.errors.password} onChange={p.onPassword} />
      {p.message && (
        <FormError>
          {p.message}
          {p.onResendActivation && (
            <Button type="button" $variant="link" onClick={p.onResendActivation}>
              Resend activation email
            </Button>
          )}
        </FormError>
      )}
      {p.notice && <Notice role="status">{p.notice}</Notice>}
      <Button type="button" $variant="link" onClick={p.onForgot}>
        Forgot password?
      </Button>
      <Button type="submit" disabled={p.busy} $block>
        Log In
      </Button>
      <Button type="button" $variant="secondary" onClick={p.onSignUp} $block>
        Sign Up
      </Button>
    </Form>
  );
}

const Notice = styled.p`
  margin: 0;
  color: ${colors.success};
`;
