import { FORGOT_PASSWORD_TEXT } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { Field, FormColumn, FormError, PasswordChecklist, PasswordField } from "@lotto/ui/form";
import styled from "styled-components";
import type { UpgradePrsForm } from "../upgrade-prs-form";
import { SecurityAndTermsFields } from "./security-and-terms-fields";

/** Props of {@link UpgradePrsView}. */
export interface UpgradePrsViewProps {
  email: string;
  form: UpgradePrsForm;
  errors: Partial<Record<keyof UpgradePrsForm, string>>;
  error: string | null;
  questions: ReadonlyArray<{ id: number; question: string }>;
  busy: boolean;
  /** True once the account is upgraded: the view then leads to login. */
  done: boolean;
  onChange(patch: Partial<UpgradePrsForm>): void;
  onSubmit(): void;
  onLogin(): void;
}

/**
 * Upgrade-prs view (R-SCREENS 'Upgrade your account'): the player proves the in-store account is theirs
 * (card number, date of birth) and sets what online play needs (password, security question, terms).
 */
export function UpgradePrsView(p: UpgradePrsViewProps) {
  if (p.done) {
    return (
      <Done>
        <p role="status">
          Your account is upgraded. Log in as <strong>{p.email.trim()}</strong> with your new password.
        </p>
        <Button type="button" onClick={p.onLogin} $block>
          Log In
        </Button>
      </Done>
    );
  }
  const { form, errors, onChange } = p;
  return (
    <Column onSubmit={p.onSubmit} aria-label="Upgrade your account">
      <p>
        <strong>{p.email.trim()}</strong> belongs to an in-store players account. Upgrade it to play online:
        your in-store details stay with you.
      </p>
      {p.error && <FormError>{p.error}</FormError>}
      <Field
        label="In-store card number"
        value={form.cardNumber}
        error={errors.cardNumber}
        inputMode="numeric"
        onChange={(e) => onChange({ cardNumber: e.target.value })}
      />
      <Field
        label="Date of birth (DD/MM/YYYY)"
        value={form.dateOfBirth}
        error={errors.dateOfBirth}
        inputMode="numeric"
        autoComplete="bday"
        hint={FORGOT_PASSWORD_TEXT.dateOfBirthHint}
        onChange={(e) => onChange({ dateOfBirth: e.target.value })}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={form.password}
        error={errors.password}
        onChange={(password) => onChange({ password })}
      />
      <PasswordChecklist password={form.password} />
      <SecurityAndTermsFields form={form} errors={errors} questions={p.questions} onChange={onChange} />
      <Button type="submit" disabled={p.busy} $block>
        Upgrade account
      </Button>
      <Button type="button" $variant="link" onClick={p.onLogin}>
        Already have an account? Log In
      </Button>
    </Column>
  );
}

const Column = styled(FormColumn)`
  p { margin: 0; }
`;

const Done = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  p { margin: 0; }
`;
