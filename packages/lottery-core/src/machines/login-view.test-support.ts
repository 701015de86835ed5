/**
 * Test support for the login view machine's tests: a started actor with fake API actors that record
 * their inputs. Not exported from the package.
 */
import { createActor, fromPromise, waitFor } from "xstate";
import type { CredentialCheck, LoginViewInput } from "../validation/login-flow";
import { loginViewMachine } from "./login-view.machine";

export const KNOWN: CredentialCheck = {
  available: false,
  can_resume_registration: false,
  is_prs_account: false,
  is_pending_activation: false,
};
export const base: LoginViewInput = { outage: false, newPasswordResetFlow: false };
export const coded = (code: string) => Object.assign(new Error(code), { cause: { code } });

type Fake = (input: never) => Promise<unknown>;
const DEFAULT_FAKES: Record<string, Fake> = {
  login: async () => ({ token: "jwt" }),
  resendActivation: async () => ({}),
  getSecurityQuestion: async () => "First pet?",
  resetPassword: async () => ({}),
};

export function start(input: Partial<LoginViewInput> = {}, fakes: Record<string, Fake> = {}) {
  const calls: Record<string, unknown[]> = {};
  const actors = Object.fromEntries(
    Object.entries({ ...DEFAULT_FAKES, ...fakes }).map(([name, fn]) => [
      name,
      fromPromise(async ({ input: i }: { input: never }) => {
        calls[name] = [...(calls[name] ?? []), i];
        return fn(i);
      }),
    ]),
  );
  const hidden: unknown[] = [];
  const hideOverlay = () => {
    hidden.push(true);
  };
  const actor = createActor(loginViewMachine.provide({ actors, actions: { hideOverlay } }), {
    input: { ...base, ...input },
  }).start();
  const idle = () => waitFor(actor, (s) => !s.hasTag("busy"));
  return { actor, calls, hidden, idle };
}
