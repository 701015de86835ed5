import { useCallback, useState } from "react";
import { useApi } from "@/hooks/use-api";
import { nowInstant } from "@/lib/instant";
import * as flow from "../login-flow";
import type { LoginView } from "../login-views";

/** The form values and messages of the login overlay. */
export interface LoginFlowState {
  email: string;
  password: string;
  dateOfBirth: string;
  answer: string;
  question: string;
  attempts: number;
  errors: Record<string, string | undefined>;
  message?: string | undefined;
  canResend: boolean;
  busy: boolean;
}

const initial: LoginFlowState = {
  email: "",
  password: "",
  dateOfBirth: "",
  answer: "",
  question: "",
  attempts: 0,
  errors: {},
  canResend: false,
  busy: false,
};

/**
 * Drives the login overlay with core's rules and real API calls (spec §4 login view); the view lives in
 * the URL (`page`), so `goTo` is the router's. `onToken` finishes a successful login.
 */
export function useLoginFlow(
  goTo: (view: LoginView) => void,
  onToken: (token: string, state: LoginFlowState) => void,
) {
  const api = useApi();
  const [state, setState] = useState(initial);
  const set = useCallback((patch: Partial<LoginFlowState>) => setState((s) => ({ ...s, ...patch })), []);
  const run = useCallback(
    async (step: (s: LoginFlowState) => Promise<flow.FlowResult>) => {
      setState((s) => ({ ...s, busy: true, errors: {}, message: undefined }));
      const r = await step(state);
      setState((s) => ({
        ...s,
        busy: false,
        errors: r.errors ?? {},
        message: r.message,
        canResend: r.canResend ?? false,
        ...(r.attempts === undefined ? {} : { attempts: r.attempts }),
        ...(r.question === undefined ? {} : { question: r.question }),
      }));
      if (r.token) onToken(r.token, state);
      if (r.view) goTo(r.view);
    },
    [goTo, onToken, state],
  );
  return {
    state,
    // Changing the email resets the failed-attempt count (spec §4).
    setEmail: (email: string) => set({ email, attempts: email === state.email ? state.attempts : 0 }),
    setPassword: (password: string) => set({ password }),
    setDateOfBirth: (dateOfBirth: string) => set({ dateOfBirth }),
    setAnswer: (answer: string) => set({ answer }),
    submitWelcome: () => run((s) => flow.submitWelcome(api, s.email)),
    submitLogin: () => run((s) => flow.submitLogin(api, s.email, s.password, s.attempts)),
    submitForgot: (newFlow: boolean) =>
      run((s) => flow.submitForgot(api, s.email, s.dateOfBirth, nowInstant(), newFlow)),
    submitAnswer: () => run((s) => flow.submitAnswer(api, s.email, s.answer)),
    resendActivation: () => run((s) => flow.resendActivation(api, s.email)),
    clearMessages: () => set({ errors: {}, message: undefined, canResend: false }),
  };
}
