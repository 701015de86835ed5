/**
 * Operator sign-in and console sessions (docs/security.md "Operator console"). The password goes
 * through the players' lockout (accounts/password-attempts.ts: more than 5 wrong lock the account for
 * 30 minutes, on every instance); then the TOTP code, required when the account has a secret and in
 * production for every account, each code accepted once. A session is a random id in a cookie, kept
 * as its hash: it ends after 15 idle minutes, 8 hours after sign-in, at sign-out, or when the account
 * is disabled or its role changes.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, lte, or } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { checkPasswordOf, countWrongAttemptOf } from "../accounts/password-attempts";
import { DUMMY_HASH, verifySecret } from "../accounts/passwords";
import type { Clock } from "../config/clock";
import type { Db } from "../db";
import { operatorSessions, operators } from "../db/schema/operators";
import { toDate } from "../db/time";
import { HttpError } from "../http/http-error";
import { operatorByEmail, secretHash } from "./operator-accounts";
import type { OperatorActor } from "./operator-actor";
import { totpStep } from "./totp";

/** A session ends after this long without a request. */
export const OPERATOR_IDLE = Temporal.Duration.from({ minutes: 15 });
/** And this long after sign-in, however busy. */
export const OPERATOR_SESSION_CAP = Temporal.Duration.from({ hours: 8 });

/** 401 for an unknown email, a disabled account or a wrong password alike (no account discovery). */
export const wrongCredentials = () =>
  new HttpError(401, "OPERATOR_CREDENTIALS", "Email or password is not right.");
/** 401 asking for the TOTP code (the password was right). */
export const codeRequired = () =>
  new HttpError(401, "OPERATOR_CODE_REQUIRED", "Enter the 6-digit code from your authenticator app.");
/** 401 for a wrong, expired or already used code. */
export const codeWrong = () =>
  new HttpError(401, "OPERATOR_CODE_WRONG", "That code is not right. Enter the current code.");
/** 403 in production for an account without a second factor. */
export const totpMissing = () =>
  new HttpError(
    403,
    "OPERATOR_TOTP_REQUIRED",
    "This account has no authenticator set up; production requires one. Ask an admin.",
  );

/** The sign-in form. */
export interface SignIn {
  email: string;
  password: string;
  code?: string | undefined;
}

/** A new session: the cookie's value (shown to the browser only) and who signed in. */
export interface NewSession {
  sessionId: string;
  operator: { id: string; email: string; role: OperatorActor["role"] };
}

/**
 * Signs an operator in and opens a session; throws the 401/403 above, or the lockout's
 * PLAYER_STATUS_TEMPORARY_BLOCKED-style 403 while locked.
 */
export async function signInOperator(
  db: Db,
  clock: Clock,
  form: SignIn,
  options: { requireTotp: boolean },
): Promise<NewSession> {
  const row = await operatorByEmail(db, form.email);
  if (row?.status !== "active") {
    await verifySecret(form.password, DUMMY_HASH); // as slow as a known email
    throw wrongCredentials();
  }
  if ((await checkPasswordOf(operators, db, clock, row.id, form.password)) === "wrong") {
    throw wrongCredentials();
  }
  if (row.totpSecret === null) {
    if (options.requireTotp) throw totpMissing();
  } else {
    if (form.code === undefined) throw codeRequired();
    const now = clock.now();
    const step = totpStep(row.totpSecret, form.code, now);
    // Accepted once: the step must be later than the last accepted one (a replayed code is refused).
    const [used] =
      step === null
        ? []
        : await db
            .update(operators)
            .set({ totpLastStep: step })
            .where(
              and(
                eq(operators.id, row.id),
                or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
              ),
            )
            .returning({ id: operators.id });
    if (!used) {
      // A wrong code counts as a wrong password: the same lockout stops guessing codes.
      await countWrongAttemptOf(operators, db, row.id, now);
      throw codeWrong();
    }
  }
  const sessionId = randomBytes(32).toString("base64url");
  const now = toDate(clock.now());
  await db
    .insert(operatorSessions)
    .values({ idHash: secretHash(sessionId), operatorId: row.id, createdAt: now, lastSeenAt: now });
  return { sessionId, operator: { id: row.id, email: row.email, role: row.role } };
}

/**
 * The operator of a live session, its idle time renewed; null when the session is unknown, idle too
 * long, past its cap, or its account disabled. One statement: a session ended meanwhile is never renewed.
 */
export async function operatorOfSession(
  db: Db,
  sessionId: string,
  now: Temporal.Instant,
): Promise<{ id: string; email: string; role: OperatorActor["role"] } | null> {
  const idleSince = toDate(now.subtract(OPERATOR_IDLE));
  const cappedSince = toDate(now.subtract(OPERATOR_SESSION_CAP));
  const [session] = await db
    .update(operatorSessions)
    .set({ lastSeenAt: toDate(now) })
    .where(
      and(
        eq(operatorSessions.idHash, secretHash(sessionId)),
        gt(operatorSessions.lastSeenAt, idleSince),
        gt(operatorSessions.createdAt, cappedSince),
      ),
    )
    .returning({ operatorId: operatorSessions.operatorId });
  if (!session) return null;
  const [row] = await db
    .select({ id: operators.id, email: operators.email, role: operators.role, status: operators.status })
    .from(operators)
    .where(eq(operators.id, session.operatorId));
  return row && row.status === "active" ? { id: row.id, email: row.email, role: row.role } : null;
}

/** Ends a session (sign-out); unknown ids are ignored. */
export async function endOperatorSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.idHash, secretHash(sessionId)));
}

/** Deletes sessions past their idle time or cap (housekeeping). */
export async function sweepOperatorSessions(db: Db, now: Temporal.Instant): Promise<void> {
  await db.delete(operatorSessions).where(
    // The bounds operatorOfSession refuses at: exactly 15 minutes idle is ended too.
    or(
      lte(operatorSessions.lastSeenAt, toDate(now.subtract(OPERATOR_IDLE))),
      lte(operatorSessions.createdAt, toDate(now.subtract(OPERATOR_SESSION_CAP))),
    ),
  );
}
