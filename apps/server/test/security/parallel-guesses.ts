/** Parallel password guesses against one account, spread over app instances (lockout tests). */
import { BLOCKED_TEXT } from "../../src/accounts/password-attempts";
import { call, type TestApp } from "../helper";

const login = (target: TestApp, username: string, password: string) =>
  call(target, { method: "POST", url: "/api/v1/auth/login", payload: { username, password, version: 2 } });

/** 19 guesses at once, the right password 11th: what each answered. */
export async function parallelGuesses(targets: TestApp[], email: string, right: string) {
  const guesses = Array.from({ length: 19 }, (_, i) => (i === 10 ? right : `Wrong-Guess-${i}`));
  const answers = await Promise.all(
    guesses.map((password, i) => login(targets[i % targets.length] as TestApp, email, password)),
  );
  return {
    tokens: answers.filter((a) => a.status === 200).length,
    invalid: answers.filter((a) => a.body.code === "INVALID_CREDENTIALS").length,
    blocked: answers.filter((a) => a.status === 403 && a.body.message === BLOCKED_TEXT).length,
    other: answers.filter((a) => ![200, 401, 403].includes(a.status)).map((a) => a.status),
  };
}
