import {
  type ApiClient,
  checkCredentials,
  getSecurityQuestion,
  isApiError,
  login,
  resendActivationEmail,
  resetPassword,
} from "@lotto/api";
import { loginViewMachine } from "@lotto/core/machines";
import { fromPromise } from "xstate";

/** What a successful login hands the shell: the token and the credentials the app wrapper wants (R-ROLES). */
export interface LoginSuccess {
  token: string;
  email: string;
  password: string;
}

/**
 * A reset failure as core's message rule reads it (R-ERRORS): the server's 422 message is the first
 * field error of the answer (or the email on the new flow), other failures keep their code only.
 */
export function resetErrorBody(error: unknown, answering: boolean) {
  if (!isApiError(error)) return {};
  if (error.status !== 422) return { code: error.code };
  const field = answering ? "security_answer" : "email_address";
  return { code: error.code, errors: { [field]: [error.message] } };
}

/** The login view machine with the real API calls and `onSignedIn` as its hide-overlay action. */
export function loginViewLogic(api: ApiClient, onSignedIn: (success: LoginSuccess) => void) {
  return loginViewMachine.provide({
    actors: {
      checkCredentials: fromPromise(({ input }) => checkCredentials(api, { body: { email: input.email } })),
      login: fromPromise(async ({ input }) => {
        const { token } = await login(api, {
          body: { username: input.email, password: input.password, version: 2 },
        });
        return { token, ...input } satisfies LoginSuccess;
      }),
      resendActivation: fromPromise(({ input }) => resendActivationEmail(api, { body: input })),
      getSecurityQuestion: fromPromise(async ({ input }) => {
        const body = { email_address: input.email, date_of_birth: input.dateOfBirth };
        return (await getSecurityQuestion(api, { body })).security_question;
      }),
      resetPassword: fromPromise(async ({ input }) => {
        const answering = input.securityAnswer !== null;
        const body = answering
          ? { email_address: input.email, security_answer: input.securityAnswer ?? "" }
          : { email_address: input.email };
        try {
          return await resetPassword(api, { body });
        } catch (error) {
          throw resetErrorBody(error, answering);
        }
      }),
    },
    actions: {
      hideOverlay: ({ event }) => onSignedIn((event as unknown as { output: LoginSuccess }).output),
    },
  });
}
