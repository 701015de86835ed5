import { LOGIN_TEXT } from "@lotto/core";
/** Parallel password guesses against one account, spread over app instances (lockout tests). */
import { eq } from "drizzle-orm";
import { MAX_WRONG_PASSWORDS } from "../../src/accounts/password-attempts";
import { players } from "../../src/db/schema/accounts";
import { call, type TestApp } from "../helper";

const login = (target: TestApp, username: string, password: string) =>
  call(target, { method: "POST", url: "/api/v1/auth/login", payload: { username, password, version: 2 } });

/** Resolves once the account's slots are all taken by wrong guesses (counted or in flight), or it is locked. */
async function slotsTaken(app: TestApp, email: string): Promise<void> {
  for (let i = 0; i < 2_000; i++) {
    const [row] = await app.db.select().from(players).where(eq(players.email, email));
    if (!row) throw new Error(`no player ${email}`);
    if (row.lockedUntil || row.failedLogins + row.passwordChecksInFlight > MAX_WRONG_PASSWORDS) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error("the wrong guesses never took the slots");
}

/**
 * 19 guesses at once, the right password sent 11th: 10 wrong ones go first and, once they hold every
 * slot (so the right one cannot be checked before them), the right one and 8 more wrong ones follow
 * without waiting for any answer. Returns what the 19 answered.
 */
export async function parallelGuesses(targets: TestApp[], email: string, right: string) {
  const at = (i: number) => targets[i % targets.length] as TestApp;
  const first = Array.from({ length: 10 }, (_, i) => login(at(i), email, `Wrong-Guess-${i}`));
  await slotsTaken(at(0), email);
  const then = Array.from({ length: 9 }, (_, i) =>
    login(at(10 + i), email, i === 0 ? right : `Wrong-Guess-${10 + i}`),
  );
  const answers = await Promise.all([...first, ...then]);
  return {
    tokens: answers.filter((a) => a.status === 200).length,
    invalid: answers.filter((a) => a.body.code === "INVALID_CREDENTIALS").length,
    blocked: answers.filter((a) => a.status === 403 && a.body.message === LOGIN_TEXT.temporaryBlocked).length,
    other: answers.filter((a) => ![200, 401, 403].includes(a.status)).map((a) => a.status),
  };
}
