import { type LoginPage, type LoginViewEvent, loginPageShown, PERTH } from "@lotto/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { nowInstant } from "@/lib/instant";
import { useShell } from "@/lib/shell-context";
import { type LoginSuccess, loginViewLogic } from "../login-view-actors";

/** How the overlay starts: the `page` query, the outage flag and the reset flow variant (R-SCREENS, R-VALIDATION). */
export interface UseLoginViewOptions {
  page: LoginPage | null;
  outage: boolean;
  newPasswordResetFlow: boolean;
  /** A signed-in player's overlay starts hidden, so their log out takes the machine's logged-out path. */
  signedIn: boolean;
  onSignedIn(success: LoginSuccess): void;
}

/** The login overlay's state from core's login view machine (R-STATES): narrow values and named senders. */
export function useLoginView({
  page,
  outage,
  newPasswordResetFlow,
  signedIn,
  onSignedIn,
}: UseLoginViewOptions) {
  const { api } = useShell();
  const onSuccess = useRef(onSignedIn);
  onSuccess.current = onSignedIn;
  const [logic] = useState(() => loginViewLogic(api, (s) => onSuccess.current(s)));
  const actor = useActorRef(logic, { input: { page, outage, newPasswordResetFlow, signedIn } });
  const view = useSelector(actor, loginPageShown);
  const model = {
    view,
    maintenance: useSelector(actor, (s) => s.hasTag("maintenance")),
    hidden: useSelector(actor, (s) => s.hasTag("hidden")),
    busy: useSelector(actor, (s) => s.hasTag("busy")),
    email: useSelector(actor, (s) => s.context.email),
    fieldErrors: useSelector(actor, (s) => s.context.fieldErrors),
    error: useSelector(actor, (s) => s.context.error),
    notice: useSelector(actor, (s) => s.context.notice),
    canResend: useSelector(actor, (s) => s.context.canResendActivation),
    question: useSelector(actor, (s) => s.context.securityQuestion ?? ""),
  };
  // The outage flag can change while the overlay is open (config poll, R-CALLS).
  const lastOutage = useRef(outage);
  useEffect(() => {
    if (outage !== lastOutage.current) actor.send({ type: "LOGIN.OUTAGE", outage });
    lastOutage.current = outage;
  }, [actor, outage]);
  const [actions] = useState(() => loginViewActions(actor.send));
  return { model, actions };
}

/** Named senders of the login view machine; the forgot-password form adds today's Perth date. */
function loginViewActions(send: (event: LoginViewEvent) => void) {
  return {
    submitEmail: (email: string) => send({ type: "LOGIN.SUBMIT_EMAIL", email }),
    submitLogin: (email: string, password: string) => send({ type: "LOGIN.SUBMIT", email, password }),
    forgotPassword: () => send({ type: "LOGIN.FORGOT_PASSWORD" }),
    signUp: () => send({ type: "LOGIN.SIGN_UP" }),
    back: () => send({ type: "LOGIN.BACK" }),
    resendActivation: () => send({ type: "LOGIN.RESEND_ACTIVATION" }),
    submitForgot: (email: string, dateOfBirth: string) =>
      send({ type: "LOGIN.SUBMIT_FORGOT", email, dateOfBirth, today: perthToday() }),
    submitAnswer: (answer: string) => send({ type: "LOGIN.SUBMIT_ANSWER", answer }),
    loggedOut: (isApp: boolean, own: boolean) => send({ type: "LOGIN.LOGGED_OUT", isApp, own }),
  };
}

const perthToday = () => nowInstant().toZonedDateTimeISO(PERTH).toPlainDate().toString();

/** The login overlay's named senders. */
export type LoginViewActions = ReturnType<typeof loginViewActions>;

/** The login overlay's model (what its views show). */
export type LoginViewModel = ReturnType<typeof useLoginView>["model"];
