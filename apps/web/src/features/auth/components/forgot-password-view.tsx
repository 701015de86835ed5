import { Button } from "@lotto/ui/button";
import { EmailField, Field, Form, FormError } from "@lotto/ui/form";

/** Props of {@link ForgotPasswordView}. */
export interface ForgotPasswordViewProps {
  email: string;
  dateOfBirth: string;
  /** False under the new reset flow, which does not ask for a date of birth (R-VALIDATION). */
  askDateOfBirth: boolean;
  dateOfBirthHint: string;
  errors: { email?: string | undefined; dateOfBirth?: string | undefined };
  /** The lock-avoidance notice or a flow error (R-STATES, R-ERRORS). */
  message?: string | undefined;
  busy: boolean;
  onEmail(value: string): void;
  onDateOfBirth(value: string): void;
  onSubmit(): void;
  onBack(): void;
}

/** Forgot-password view (R-SCREENS 'Forgotten your password?'). */
export function ForgotPasswordView(p: ForgotPasswordViewProps) {
  return (
    <Form onSubmit={p.onSubmit}>
      {p.message && <FormError>{p.message}</FormError>}
      <EmailField value={p.email} error={p.errors.email} onChange={p.onEmail} />
      {p.askDateOfBirth && (
        <Field
          label="Date of birth (DD/MM/YYYY)"
          inputMode="numeric"
          autoComplete="bday"
          value={p.dateOfBirth}
          error={p.errors.dateOfBirth}
          hint={p.dateOfBirthHint}
          onChange={(e) => p.onDateOfBirth(e.target.value)}
        />
      )}
      <Button type="submit" disabled={p.busy} $block>
        Continue
      </Button>
      <Button type="button" $variant="link" onClick={p.onBack}>
        Back to Log In
      </Button>
    </Form>
  );
}
