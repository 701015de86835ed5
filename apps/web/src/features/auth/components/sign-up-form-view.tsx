import { FORGOT_PASSWORD_TEXT } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { ErrorSummary, Field, FormColumn, FormError, PasswordChecklist, SelectField } from "@lotto/ui/form";
import styled from "styled-components";
import type { SignUpForm } from "../sign-up-form";
import { SecurityAndTermsFields } from "./security-and-terms-fields";

const STATES = ["WA", "NSW", "VIC", "QLD", "SA", "TAS", "ACT", "NT"] as const;

// The fields in the order the form shows them, so the error summary lists them the same way.
const FIELD_ORDER: ReadonlyArray<keyof SignUpForm> = [
  "email",
  "password",
  "firstname",
  "lastname",
  "dateOfBirth",
  "mobile",
  "street",
  "suburb",
  "postcode",
  "state",
  "securityQuestionId",
  "securityAnswer",
  "termsAccepted",
  "privacyAccepted",
];

/** The id of a sign-up control, which the error summary links to. */
export const signUpFieldId = (key: keyof SignUpForm) => `sign-up-${key}`;

/** Props of {@link SignUpFormView}. */
export interface SignUpFormViewProps {
  form: SignUpForm;
  errors: Partial<Record<keyof SignUpForm, string>>;
  /** The register call's error or the verification restart text (R-STATES). */
  error: string | null;
  /** How many submits the form's own checks refused: each one focuses the error summary. */
  attempt?: number;
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
  attempt = 0,
  questions,
  busy,
  onChange,
  onSubmit,
}: SignUpFormViewProps) {
  const summary = FIELD_ORDER.flatMap((key) => {
    const message = errors[key];
    return message ? [{ id: signUpFieldId(key), message }] : [];
  });
  const text = (key: keyof SignUpForm, label: string, extra: object = {}) => (
    <Field
      id={signUpFieldId(key)}
      label={label}
      value={String(form[key])}
      error={errors[key]}
      onChange={(e) => onChange({ [key]: e.target.value })}
      {...extra}
    />
  );
  return (
    <FormColumn onSubmit={onSubmit} aria-label="Sign up">
      <ErrorSummary items={summary} attempt={attempt} />
      {error && <FormError>{error}</FormError>}
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
        id={signUpFieldId("state")}
        label="State"
        value={form.state}
        options={STATES.map((s) => ({ value: s, label: s }))}
        onChange={(e) => onChange({ state: e.target.value as SignUpForm["state"] })}
      />
      <SecurityAndTermsFields
        form={form}
        errors={errors}
        questions={questions}
        onChange={onChange}
        idOf={signUpFieldId}
      />
      <Button type="submit" disabled={busy} $block>
        Create account
      </Button>
    </FormColumn>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
`;
