import { FORGOT_PASSWORD_TEXT } from "@lotto/core";
import type { FormEvent } from "react";
import styled from "styled-components";
import { CheckField, Field, PasswordChecklist, SelectField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { colors } from "@/config/theme";
import type { SignUpForm } from "../sign-up-form";

const STATES = ["WA", "NSW", "VIC", "QLD", "SA", "TAS", "ACT", "NT"] as const;

/** Props of {@link SignUpFormView}. */
export interface SignUpFormViewProps {
  form: SignUpForm;
  errors: Partial<Record<keyof SignUpForm, string>>;
  /** The register call's error or the verification restart text (R-STATES). */
  error: string | null;
  questions: ReadonlyArray<{ id: number; question: string }>;
  busy: boolean;
  onChange(patch: Partial<SignUpForm>): void;
  onSubmit(): void;
}

/** Step 0 of sign-up (R-STATES): details, password with its rules, security question, terms and privacy. */
export function SignUpFormView({
  form,
  errors,
  error,
  questions,
  busy,
  onChange,
  onSubmit,
}: SignUpFormViewProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const text = (key: keyof SignUpForm, label: string, extra: object = {}) => (
    <Field
      label={label}
      value={String(form[key])}
      error={errors[key]}
      onChange={(e) => onChange({ [key]: e.target.value })}
      {...extra}
    />
  );
  return (
    <Form onSubmit={submit} noValidate aria-label="Sign up">
      {error && <Message role="alert">{error}</Message>}
      {text("email", "Email address", { type: "email", autoComplete: "email" })}
      {text("password", "Password", { type: "password", autoComplete: "new-password" })}
      <PasswordChecklist password={form.password} />
      <Row>
        {text("firstname", "First name", { autoComplete: "given-name" })}
        {text("lastname", "Last name", { autoComplete: "family-name" })}
      </Row>
      {text("dateOfBirth", "Date of birth (DD/MM/YYYY)", {
        inputMode: "numeric",
        autoComplete: "bday",
        hint: FORGOT_PASSWORD_TEXT.dateOfBirthHint,
      })}
      {text("mobile", "Mobile number", { inputMode: "tel", autoComplete: "tel" })}
      {text("street", "Street address", { autoComplete: "address-line1" })}
      <Row>
        {text("suburb", "Suburb", { autoComplete: "address-level2" })}
        {text("postcode", "Postcode", { inputMode: "numeric", autoComplete: "postal-code" })}
      </Row>
      <SelectField
        label="State"
        value={form.state}
        options={STATES.map((s) => ({ value: s, label: s }))}
        onChange={(e) => onChange({ state: e.target.value as SignUpForm["state"] })}
      />
      <SelectField
        label="Security question"
        value={form.securityQuestionId}
        error={errors.securityQuestionId}
        options={[
          { value: "", label: "Choose a question" },
          ...questions.map((q) => ({ value: String(q.id), label: q.question })),
        ]}
        onChange={(e) => onChange({ securityQuestionId: e.target.value })}
      />
      {text("securityAnswer", "Security answer")}
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
      <Button type="submit" disabled={busy} $block>
        Create account
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
`;

const Message = styled.p`
  margin: 0;
  color: ${colors.error};
`;
