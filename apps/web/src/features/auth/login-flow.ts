import {
  type ApiClient,
  checkCredentials,
  getSecurityQuestion,
  login,
  resendActivationEmail,
  resetPassword,
} from "@lotto/api";
import {
  ERROR_CODE,
  errorCodeOf,
  LOGIN_TEXT,
  loginFailureOutcome,
  PASSWORD_TEXT,
  parseDateOfBirth,
  securityAnswerError,
  validateForgotPassword,
  validateLoginForm,
  welcomeEmailStep,
} from "@lotto/core";
import type { Instant } from "@/lib/instant";
import type { LoginView } from "./login-views";

/** The outcome of one step of the login flow: the next view and what to show (spec §4 login view). */
export interface FlowResult {
  view?: LoginView;
  errors?: Record<string, string | undefined>;
  message?: string | undefined;
  attempts?: number;
  question?: string;
  token?: string;
  /** The pending-activation message offers a resend link (spec §8). */
  canResend?: boolean;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : PASSWORD_TEXT.somethingWentWrong);

/** After the email check: PRS accounts upgrade, new emails sign up, known ones log in (spec §4). */
async function routeByCredentials(api: ApiClient, email: string): Promise<FlowResult> {
  const c = await checkCredentials(api, { body: { email: email.trim() } });
  if (c.is_prs_account) return { view: "upgrade-prs" };
  if (c.available || c.can_resume_registration) return { view: "sign-up" };
  return { view: "login" };
}

/** Welcome: required email, a failing pattern goes to login, else the credential check (spec §5). */
export async function submitWelcome(api: ApiClient, email: string): Promise<FlowResult> {
  const step = welcomeEmailStep(email);
  if (step.kind === "required") return { errors: { email: step.message } };
  if (step.kind === "login") return { view: "login" };
  try {
    return await routeByCredentials(api, email);
  } catch (e) {
    return { message: messageOf(e) };
  }
}

/** Login: required fields, then the call; failures follow core's outcome rule (spec §4, §8). */
export async function submitLogin(
  api: ApiClient,
  email: string,
  password: string,
  attempts: number,
): Promise<FlowResult> {
  const errors = validateLoginForm(email, password);
  if (errors.email || errors.password) return { errors };
  try {
    const { token } = await login(api, { body: { username: email.trim(), password, version: 2 } });
    return { token, attempts: 0 };
  } catch (e) {
    const outcome = loginFailureOutcome(errorCodeOf(e), attempts);
    if (outcome.kind === "pending-kyc") return { ...(await routeByCredentials(api, email)), attempts };
    if (outcome.kind === "forgot-password") {
      return { view: "forgot-password", message: outcome.message, attempts: outcome.attempts };
    }
    return {
      message: outcome.message,
      attempts: outcome.attempts,
      canResend: outcome.kind === "pending-activation",
    };
  }
}

/** Forgot password: valid email and date of birth, then the security question (spec §4, §5, §8). */
export async function submitForgot(
  api: ApiClient,
  email: string,
  dateOfBirth: string,
  now: Instant,
  newFlow: boolean,
): Promise<FlowResult> {
  const today = now.toZonedDateTimeISO("Australia/Perth").toPlainDate();
  const errors = validateForgotPassword(email, dateOfBirth, today, newFlow);
  if (errors.email || errors.dateOfBirth) return { errors };
  try {
    if (newFlow) {
      await resetPassword(api, { body: { email_address: email.trim() } });
      return { view: "password-reset-email-sent" };
    }
    const dob = parseDateOfBirth(dateOfBirth, today);
    const wire = dob.ok ? dob.wire : "";
    const r = await getSecurityQuestion(api, { body: { email_address: email.trim(), date_of_birth: wire } });
    return { view: "security-question", question: r.security_question };
  } catch {
    return { message: PASSWORD_TEXT.forgotPasswordError };
  }
}

/** Security answer: required, then the reset request (spec §5, §8 password flows). */
export async function submitAnswer(api: ApiClient, email: string, answer: string): Promise<FlowResult> {
  const error = securityAnswerError(answer);
  if (error) return { errors: { answer: error } };
  try {
    await resetPassword(api, { body: { email_address: email.trim(), security_answer: answer } });
    return { view: "password-reset-email-sent" };
  } catch (e) {
    if (errorCodeOf(e) === ERROR_CODE.resetRequestReceived)
      return { message: PASSWORD_TEXT.resetRequestReceived };
    return { message: messageOf(e) };
  }
}

/** Resends the activation email (spec §8: 'Activation email sent. Please check your inbox.'). */
export async function resendActivation(api: ApiClient, email: string): Promise<FlowResult> {
  try {
    await resendActivationEmail(api, { body: { email: email.trim() } });
    return { message: LOGIN_TEXT.activationEmailSent, canResend: false };
  } catch (e) {
    return { message: messageOf(e) };
  }
}
