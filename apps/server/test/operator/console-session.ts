/**
 * The operator console as a browser drives it: sign in with the session cookie, then call the
 * operator listener from the console's own origin. Shared by the operator tests.
 */
import type { OperatorRole } from "@lotto/api";
import type { InjectOptions } from "fastify";
import { DEMO_OPERATOR_PASSWORD, demoOperatorEmail } from "../../src/operator/demo-operators";
import { call, type TestApp } from "../helper";

/** The console's origin as `inject()` calls it (Host `localhost:80`). */
export const CONSOLE_ORIGIN = "http://localhost:80";

/** Signs in on the operator listener and returns the `Cookie` header of the session. */
export async function signInAs(
  app: TestApp,
  who: OperatorRole | { email: string; password: string; code?: string },
): Promise<string> {
  const body =
    typeof who === "string" ? { email: demoOperatorEmail(who), password: DEMO_OPERATOR_PASSWORD } : who;
  const res = await signIn(app, body);
  if (res.status !== 200)
    throw new Error(`operator sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return sessionCookie(res.headers["set-cookie"]);
}

/** `POST /operator/session` from the console. */
export const signIn = (app: TestApp, payload: object) =>
  call(app.operatorApp, {
    method: "POST",
    url: "/api/v1/operator/session",
    headers: { origin: CONSOLE_ORIGIN },
    payload,
  });

/** The `name=value` of a Set-Cookie header. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return (first ?? "").split(";")[0] ?? "";
}

/** A console call (`path` after `/api/v1`) with the session cookie from the console's origin. */
export async function consoleCall(
  app: TestApp,
  method: InjectOptions["method"],
  path: string,
  cookie: string,
  payload?: object,
  headers: Record<string, string> = { origin: CONSOLE_ORIGIN },
) {
  return call(app.operatorApp, {
    method,
    url: `/api/v1${path}`,
    headers: { cookie, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}
