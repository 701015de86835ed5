import { CheckField, Field, SecurityQuestionSelect } from "@lotto/ui/form";
import { LEGAL_TITLES } from "@/config/legal-titles";
import { paths } from "@/config/paths";

// The current version of each document, as its page shows it (the server keeps the versions).
const TERMS = { href: paths.terms.getHref(), text: `Read the ${LEGAL_TITLES.terms.toLowerCase()}` };
const PRIVACY = { href: paths.privacy.getHref(), text: `Read the ${LEGAL_TITLES.privacy.toLowerCase()}` };

/** What sign-up and the in-store account upgrade both ask last. */
export interface SecurityAndTerms {
  securityQuestionId: string;
  securityAnswer: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

/** Props of {@link SecurityAndTermsFields}. */
export interface SecurityAndTermsFieldsProps {
  form: SecurityAndTerms;
  errors: Partial<Record<keyof SecurityAndTerms, string>>;
  questions: ReadonlyArray<{ id: number; question: string }>;
  onChange(patch: Partial<SecurityAndTerms>): void;
  /** Each control's id, when the form links to them (error summary). */
  idOf?: (key: keyof SecurityAndTerms) => string;
}

/**
 * The security question and its answer, then the terms and the privacy policy to accept (R-VALIDATION),
 * each with a link to read it first.
 */
export function SecurityAndTermsFields({
  form,
  errors,
  questions,
  onChange,
  idOf,
}: SecurityAndTermsFieldsProps) {
  const id = (key: keyof SecurityAndTerms) => (idOf ? { id: idOf(key) } : {});
  return (
    <>
      <SecurityQuestionSelect
        {...id("securityQuestionId")}
        questions={questions}
        value={form.securityQuestionId}
        error={errors.securityQuestionId}
        onChange={(securityQuestionId) => onChange({ securityQuestionId })}
      />
      <Field
        {...id("securityAnswer")}
        label="Security answer"
        value={form.securityAnswer}
        error={errors.securityAnswer}
        onChange={(e) => onChange({ securityAnswer: e.target.value })}
      />
      <CheckField
        {...id("termsAccepted")}
        label="I accept the terms and conditions"
        checked={form.termsAccepted}
        error={errors.termsAccepted}
        onChange={(termsAccepted) => onChange({ termsAccepted })}
        document={TERMS}
      />
      <CheckField
        {...id("privacyAccepted")}
        label="I accept the privacy policy"
        checked={form.privacyAccepted}
        error={errors.privacyAccepted}
        onChange={(privacyAccepted) => onChange({ privacyAccepted })}
        document={PRIVACY}
      />
    </>
  );
}
