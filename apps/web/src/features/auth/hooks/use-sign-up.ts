import { type RegisterResponse, register, resendActivationEmail } from "@lotto/api";
import { LOGIN_TEXT } from "@lotto/core";
import { signUpMachine, type VerificationStatus } from "@lotto/core/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { useShell } from "@/lib/shell-context";
import { emptySignUpForm, registerBodyOf, type SignUpForm, signUpErrors } from "../sign-up-form";

/**
 * Sign-up on core's sign-up machine (R-STATES): register, then the verification the server ran with it
 * (sandbox adapter, docs/decisions.md#d8) moves to step 1 and reports its status; failed restarts at step 0.
 */
export function useSignUp(email: string) {
  const { api } = useShell();
  const registered = useRef<RegisterResponse | null>(null);
  const [logic] = useState(() =>
    signUpMachine.provide({
      actors: {
        register: fromPromise(async ({ input }) => {
          registered.current = await register(api, { body: registerBodyOf(input as unknown as SignUpForm) });
        }),
        // The register answer already carries the status; "failed" restarts (R-STATES).
        startVerification: fromPromise<VerificationStatus, Record<string, unknown>>(
          async () => registered.current?.verification_status ?? "failed",
        ),
      },
    }),
  );
  const actor = useActorRef(logic);
  const step = useSelector(actor, (s) => s.context.step);
  const identityReview = useSelector(actor, (s) => s.context.identityReview);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const verifying = useSelector(actor, (s) => s.matches("verifying"));
  const [form, setForm] = useState(() => emptySignUpForm(email));
  const [errors, setErrors] = useState<ReturnType<typeof signUpErrors>>({});
  const [resendNotice, setResendNotice] = useState<string | null>(null);
  // Submits the form's own checks refused; each one sends focus to the error summary.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const status = registered.current?.verification_status;
    if (verifying && status) actor.send({ type: "SIGN_UP.VERIFICATION_STATUS", status });
  }, [actor, verifying]);
  const submit = () => {
    const found = signUpErrors(form);
    setErrors(found);
    if (Object.keys(found).length === 0) actor.send({ type: "SIGN_UP.SUBMIT", details: { ...form } });
    else setAttempt((n) => n + 1);
  };
  const resend = () =>
    resendActivationEmail(api, { body: { email: form.email.trim() } })
      .then(() => setResendNotice(LOGIN_TEXT.activationEmailSent))
      .catch((e: Error) => setResendNotice(e.message));
  const change = (patch: Partial<SignUpForm>) => setForm((f) => ({ ...f, ...patch }));
  return { step, identityReview, error, busy, form, errors, attempt, resendNotice, change, submit, resend };
}
