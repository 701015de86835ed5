import { useSecurityQuestions } from "@/api/use-security-questions";
import { SignUpView } from "./components/sign-up-view";
import { useSignUp } from "./hooks/use-sign-up";

/** The sign-up view on the sign-up machine and the API (R-STATES Sign-up). */
export function SignUpContainer({ email, onLogin }: { email: string; onLogin(): void }) {
  const questions = useSecurityQuestions();
  const s = useSignUp(email);
  return (
    <SignUpView
      step={s.step}
      identityReview={s.identityReview}
      form={s.form}
      errors={s.errors}
      attempt={s.attempt}
      error={s.error}
      questions={questions.data ?? []}
      busy={s.busy}
      resendNotice={s.resendNotice}
      onChange={s.change}
      onSubmit={s.submit}
      onResend={s.resend}
      onLogin={onLogin}
    />
  );
}
