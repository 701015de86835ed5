import { APP_TEXT, FORGOT_PASSWORD_TEXT, loginTitle, resetSentEmail } from "@lotto/core";
import type { AlertSeverity } from "@lotto/ui/alert";
import { type ReactNode, useState } from "react";
import type { LoginViewActions, LoginViewModel } from "../hooks/use-login-view";
import { ForgotPasswordView } from "./forgot-password-view";
import { LoginCard } from "./login-card";
import { LoginFormView } from "./login-form-view";
import { MaintenanceView } from "./maintenance-view";
import { ResetEmailSentView } from "./reset-email-sent-view";
import { SecurityQuestionView } from "./security-question-view";
import { WelcomeView } from "./welcome-view";

/** Props of {@link LoginOverlay}. */
export interface LoginOverlayProps {
  model: LoginViewModel;
  actions: LoginViewActions;
  notice: { message: string; severity: AlertSeverity } | null;
  /** The outage text (R-SCREENS maintenance view), shown while the machine is in maintenance. */
  maintenanceTitle: string;
  newPasswordResetFlow: boolean;
  /** The sign-up form (it runs its own machine), given the email entered so far. */
  renderSignUp(email: string): ReactNode;
  /** The upgrade form of an in-store (PRS) account, given the email the welcome view checked. */
  renderUpgradePrs(email: string): ReactNode;
  onClose(): void;
}

/** The login overlay: one card per view of R-SCREENS, or the maintenance content during an outage. */
export function LoginOverlay({
  model,
  actions,
  notice,
  maintenanceTitle,
  newPasswordResetFlow,
  renderSignUp,
  renderUpgradePrs,
  onClose,
}: LoginOverlayProps) {
  const [email, setEmail] = useState(model.email);
  const [password, setPassword] = useState("");
  const [dateOfBirth, setDateOfBirth] = useState("");
  const [answer, setAnswer] = useState("");
  const { view, fieldErrors: errors, busy } = model;
  const line = model.error ?? model.notice ?? undefined;
  if (model.maintenance || !view) {
    return (
      <LoginCard title="Log In" onClose={onClose}>
        <MaintenanceView title={maintenanceTitle} thanks={APP_TEXT.maintenanceThanks} />
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
          email={email}
          error={errors.email ?? line}
          busy={busy}
          onEmail={setEmail}
          onSubmit={() => actions.submitEmail(email)}
        />
      )}
      {view === "login" && (
        <LoginFormView
          email={email}
          password={password}
          errors={errors}
          message={model.error ?? undefined}
          notice={model.notice ?? undefined}
          onResendActivation={model.canResend ? actions.resendActivation : undefined}
          busy={busy}
          onEmail={setEmail}
          onPassword={setPassword}
          onSubmit={() => actions.submitLogin(email, password)}
          onForgot={actions.forgotPassword}
          onSignUp={actions.signUp}
        />
      )}
      {view === "forgot-password" && (
        <ForgotPasswordView
          email={email}
          dateOfBirth={dateOfBirth}
          askDateOfBirth={!newPasswordResetFlow}
          dateOfBirthHint={FORGOT_PASSWORD_TEXT.dateOfBirthHint}
          errors={errors}
          message={line}
          busy={busy}
          onEmail={setEmail}
          onDateOfBirth={setDateOfBirth}
          onSubmit={() => actions.submitForgot(email, dateOfBirth)}
          onBack={actions.back}
        />
      )}
      {view === "security-question" && (
        <SecurityQuestionView
          question={model.question}
          answer={answer}
          error={errors.answer}
          message={line}
          busy={busy}
          onAnswer={setAnswer}
          onSubmit={() => actions.submitAnswer(answer)}
          onBack={actions.back}
        />
      )}
      {view === "password-reset-email-sent" && (
        <ResetEmailSentView
          email={resetSentEmail(model.email)}
          neutral={newPasswordResetFlow}
          onBack={actions.back}
        />
      )}
      {view === "sign-up" && renderSignUp(email)}
      {view === "upgrade-prs" && renderUpgradePrs(email)}
    </LoginCard>
  );
}

/** The default maintenance title (R-SCREENS), overridable by the remote outageMessage. */
export const DEFAULT_MAINTENANCE_TITLE = APP_TEXT.maintenanceTitle;
