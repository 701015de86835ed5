import { APP_TEXT, FORGOT_PASSWORD_TEXT, resetSentEmail } from "@lotto/core";
import type { AlertSeverity } from "@/components/ui/alert";
import type { useLoginFlow } from "../hooks/use-login-flow";
import { type LoginView, loginTitle } from "../login-views";
import { ForgotPasswordView } from "./forgot-password-view";
import { LoginCard } from "./login-card";
import { LoginFormView } from "./login-form-view";
import { MaintenanceView } from "./maintenance-view";
import { ResetEmailSentView } from "./reset-email-sent-view";
import { SecurityQuestionView } from "./security-question-view";
import { SignUpView } from "./sign-up-view";
import { UpgradePrsView } from "./upgrade-prs-view";
import { WelcomeView } from "./welcome-view";

/** Props of {@link LoginOverlay}. */
export interface LoginOverlayProps {
  view: LoginView;
  flow: ReturnType<typeof useLoginFlow>;
  notice: { message: string; severity: AlertSeverity } | null;
  /** The outage text when gaming_system_outage is on, else null (spec §2 maintenance view). */
  maintenance: { title: string; thanks: string } | null;
  newPasswordResetFlow: boolean;
  goTo(view: LoginView): void;
  onClose(): void;
}

/** The login overlay: one card per view of spec §2, or the maintenance content during an outage. */
export function LoginOverlay({
  view,
  flow,
  notice,
  maintenance,
  newPasswordResetFlow,
  goTo,
  onClose,
}: LoginOverlayProps) {
  const s = flow.state;
  const back = () => {
    flow.clearMessages();
    goTo("login");
  };
  if (maintenance) {
    return (
      <LoginCard title="Log In" onClose={onClose}>
        <MaintenanceView {...maintenance} />
      </LoginCard>
    );
  }
  return (
    <LoginCard
      title={loginTitle(view, newPasswordResetFlow)}
      wide={view === "sign-up"}
      notice={notice}
      onClose={onClose}
    >
      {view === "welcome" && (
        <WelcomeView
          email={s.email}
          error={s.errors.email ?? s.message}
          busy={s.busy}
          onEmail={flow.setEmail}
          onSubmit={flow.submitWelcome}
        />
      )}
      {view === "login" && (
        <LoginFormView
          email={s.email}
          password={s.password}
          errors={s.errors}
          message={s.message}
          onResendActivation={s.canResend ? flow.resendActivation : undefined}
          busy={s.busy}
          onEmail={flow.setEmail}
          onPassword={flow.setPassword}
          onSubmit={flow.submitLogin}
          onForgot={() => {
            flow.clearMessages();
            goTo("forgot-password");
          }}
          onSignUp={() => goTo("sign-up")}
        />
      )}
      {view === "forgot-password" && (
        <ForgotPasswordView
          email={s.email}
          dateOfBirth={s.dateOfBirth}
          askDateOfBirth={!newPasswordResetFlow}
          dateOfBirthHint={FORGOT_PASSWORD_TEXT.dateOfBirthHint}
          errors={s.errors}
          message={s.message}
          busy={s.busy}
          onEmail={flow.setEmail}
          onDateOfBirth={flow.setDateOfBirth}
          onSubmit={() => flow.submitForgot(newPasswordResetFlow)}
          onBack={back}
        />
      )}
      {view === "security-question" && (
        <SecurityQuestionView
          question={s.question}
          answer={s.answer}
          error={s.errors.answer}
          message={s.message}
          busy={s.busy}
          onAnswer={flow.setAnswer}
          onSubmit={flow.submitAnswer}
          onBack={back}
        />
      )}
      {view === "password-reset-email-sent" && (
        <ResetEmailSentView email={resetSentEmail(s.email)} onBack={back} />
      )}
      {view === "sign-up" && <SignUpView email={s.email} onLogin={back} />}
      {view === "upgrade-prs" && <UpgradePrsView onLogin={back} />}
    </LoginCard>
  );
}

/** The default maintenance texts (spec §2), overridable by the remote outageMessage. */
export const DEFAULT_MAINTENANCE = { title: APP_TEXT.maintenanceTitle, thanks: APP_TEXT.maintenanceThanks };
