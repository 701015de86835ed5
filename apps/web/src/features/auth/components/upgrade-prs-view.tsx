import { FORGOT_PASSWORD_TEXT } from "@lotto/core";
import type { FormEvent } from "react";
import styled from "styled-components";
import { CheckField, Field, PasswordChecklist, SelectField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { colors } from "@/config/theme";
import type { UpgradePrsForm } from "../upgrade-prs-form";

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
      <Form as="div">
        <p role="status">
          Your account is upgraded. Log in as <strong>{p.email.trim()}</strong> with your new password.
        </p>
        <Button type="button" onClick={p.onLogin} $block>
          Log In
        </Button>
      </Form>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  const { form, errors, onChange } = p;
  return (
    <Form onSubmit={submit} noValidate aria-label="Upgrade your account">
      <p>
        <strong>{p.email.trim()}</strong> belongs to an in-store players account. Upgrade it to play online:
        your in-store details stay with you.
      </p>
      {p.error && <Message role="alert">{p.error}</Message>}
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
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        error={errors.password}
        onChange={(e) => onChange({ password: e.target.value })}
      />
      <PasswordChecklist password={form.password} />
      <SelectField
        label="Security question"
        value={form.securityQuestionId}
        error={errors.securityQuestionId}
        options={[
          { value: "", label: "Choose a question" },
          ...p.questions.map((q) => ({ value: String(q.id), label: q.question })),
        ]}
        onChange={(e) => onChange({ securityQuestionId: e.target.value })}
      />
      <Field
        label="Security answer"
        value={form.securityAnswer}
        error={errors.securityAnswer}
        onChange={(e) => onChange({ securityAnswer: e.target.value })}
      />
      <CheckField
        label="I accept the terms and conditions"
        checked={form.termsAccepted}
        error={errors.termsAccepted}
        onChange={(termsAccepted) => onChange({ termsAccepted })}
      />
      <CheckField
        label="I accept the privacy policy"
        checked={form.privacyAccepted}
        error={errors.privacyAccepted}
        onChange={(privacyAccepted) => onChange({ privacyAccepted })}
      />
      <Button type="submit" disabled={p.busy} $block>
        Upgrade account
      </Button>
      <Button type="button" $variant="link" onClick={p.onLogin}>
        Already have an account? Log In
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  p { margin: 0; }
`;

const Message = styled.p`
  color: ${colors.error};
`;
