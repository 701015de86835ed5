import { PASSWORD_TEXT } from "./app-texts";
import { ERROR_CODE } from "./error-codes";

/** A reset-password failure body as far as the message rule cares (R-PASSWORD-FLOWS). */
export interface ResetPasswordErrorBody {
  code?: unknown;
  errors?: { security_answer?: readonly string[]; email_address?: readonly string[] } | null;
}

/**
 * The message for a failed reset-password request (R-ERRORS), given the error body or error object:
 * the first security_answer or email_address error, the "request received" text for that code, else the default.
 * @example resetPasswordErrorMessage({ errors: { email_address: ["Bad email"] } }) // "Bad email"
 */
export function resetPasswordErrorMessage(error: unknown): string {
  const body = typeof error === "object" && error !== null ? (error as ResetPasswordErrorBody) : null;
  const field = body?.errors?.security_answer?.[0] ?? body?.errors?.email_address?.[0];
  if (field) return field;
  if (body?.code === ERROR_CODE.resetRequestReceived) return PASSWORD_TEXT.resetRequestReceived;
  return PASSWORD_TEXT.somethingWentWrong;
}
