/**
 * The logged-in player's own account settings (R-ENTITIES User details, R-ROLES): details, flags, password,
 * security question, self-exclusion, closing the account and callback requests. Every change is of
 * the given player only; the password-protected ones share the lockout of login (password-attempts.ts).
 */
import type {
  ChangePasswordBody,
  ChangeSecurityQuestionBody,
  RequestCallbackBody,
  SelfExclusionBody,
  UpdateDetailsBody,
  UpdateFlagBody,
} from "@lotto/api";
import { eq, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Clock } from "../config/clock";
import type { Db, Tx } from "../db";
import { callbackRequests, players } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { badRequest, notFound, unprocessable } from "../http/http-error";
import type { PaymentGateways } from "../payments/gateways";
import { withdrawClosureWinnings } from "../wallet/closure-winnings";
import { type PlannedRefund, recordClosureRefunds, sendClosureRefunds } from "../wallet/deposit-refunds";
import { cancelAutoplaysOfPlayer, pauseAutoplaysForSelfExclusion } from "./autoplay-account-effects";
import { checkPassword } from "./password-attempts";
import { hashSecret, normaliseAnswer } from "./passwords";
import { questionText } from "./security-questions";
import { selfExclusionEnd } from "./self-exclusion";
import { announceSessionsChanged } from "./session-standing";
import { isSelfExcluded } from "./user-details";

/**
 * The password check of the calls below (and of a bank account change, bank-account-change.ts):
 * INVALID_PASSWORD when wrong, under the shared lockout.
 */
export async function requirePassword(
  db: Db,
  clock: Clock,
  playerId: string,
  password: string,
): Promise<void> {
  if ((await checkPassword(db, clock, playerId, password)) === "wrong") {
    throw unprocessable("INVALID_PASSWORD", "The password you entered is incorrect.");
  }
}

/** Saves the player's contact details. */
export async function updateDetails(db: Db, playerId: string, body: UpdateDetailsBody): Promise<void> {
  await db.update(players).set(body).where(eq(players.id, playerId));
}

/** Saves the product tour, terms, privacy and notification prompt flags. */
export async function updateFlags(db: Db, playerId: string, body: UpdateFlagBody): Promise<void> {
  await db
    .update(players)
    .set({
      productTourPrompted: body.product_tour_prompted,
      termsAccepted: body.terms_and_conditions_accepted,
      privacyAccepted: body.privacy_policy_accepted,
      shouldPromptNotification: body.should_prompt_notification,
    })
    .where(eq(players.id, playerId));
}

/**
 * Changes the password after checking the current one. Every other session ends (whoever knew the old
 * password may hold one); the session `keptJti` goes on.
 */
export async function changePassword(
  db: Db,
  clock: Clock,
  playerId: string,
  body: ChangePasswordBody,
  keptJti: string | null,
): Promise<void> {
  await requirePassword(db, clock, playerId, body.current_password);
  if (body.new_password === body.current_password) {
    throw unprocessable(
      "PASSWORD_UNCHANGED",
      "Your new password must be different from your current password.",
    );
  }
  const passwordHash = await hashSecret(body.new_password);
  await db
    .update(players)
    .set({
      passwordHash,
      passwordChangedAt: toDate(clock.now()),
      sessionGeneration: sql`${players.sessionGeneration} + 1`,
      keptSessionJti: keptJti,
    })
    .where(eq(players.id, playerId));
  await announceSessionsChanged(db, playerId);
}

/** Changes the security question and answer after checking the password. */
export async function changeSecurityQuestion(
  db: Db,
  clock: Clock,
  playerId: string,
  body: ChangeSecurityQuestionBody,
): Promise<void> {
  await requirePassword(db, clock, playerId, body.password);
  if (!questionText(body.security_question_id))
    throw badRequest("security_question_id: Choose a security question.");
  const securityAnswerHash = await hashSecret(normaliseAnswer(body.security_answer));
  await db
    .update(players)
    .set({ securityQuestionId: body.security_question_id, securityAnswerHash })
    .where(eq(players.id, playerId));
}

/** Excludes the player for the period; a running exclusion is only ever extended, never shortened. */
export async function selfExclude(
  db: Db,
  playerId: string,
  body: SelfExclusionBody,
  now: Temporal.Instant,
): Promise<void> {
  const [row] = await db.select().from(players).where(eq(players.id, playerId));
  if (!row) throw notFound();
  const end = selfExclusionEnd(body.period, now);
  if (isSelfExcluded(row.selfExcludedUntil, end)) return;
  await db.transaction(async (tx) => {
    await tx
      .update(players)
      .set({ selfExcludedUntil: toDate(end) })
      .where(eq(players.id, playerId));
    await pauseAutoplaysForSelfExclusion(tx, playerId, now);
  });
}

/**
 * Closes the account after checking the password; every session ends. The deposited money is refunded
 * in the same transaction (recorded and debited, docs/decisions.md "Closed-loop wallet"), then sent
 * through the payment adapters once committed; the winnings are withdrawn to the player's bank account
 * when it can receive money.
 */
export async function closeAccount(
  db: Db,
  clock: Clock,
  gateways: PaymentGateways,
  playerId: string,
  password: string,
): Promise<void> {
  await requirePassword(db, clock, playerId, password);
  const now = clock.now();
  const refunds = await db.transaction((tx) => recordClosure(tx, playerId, now));
  await announceSessionsChanged(db, playerId);
  await sendClosureRefunds(db, gateways, refunds, now);
}

/**
 * What closing an account writes, in the caller's transaction: the deposited money's refunds (returned,
 * to send once committed), the winnings' withdrawal, the CLOSED status and the end of every session.
 * The player's own closure and customer services' (operator/player-actions.ts) share it.
 */
export async function recordClosure(
  tx: Tx,
  playerId: string,
  now: Temporal.Instant,
): Promise<PlannedRefund[]> {
  const planned = await recordClosureRefunds(tx, playerId, now);
  await withdrawClosureWinnings(tx, playerId, now);
  await cancelAutoplaysOfPlayer(tx, playerId, now);
  await tx
    .update(players)
    .set({
      status: "CLOSED",
      sessionGeneration: sql`${players.sessionGeneration} + 1`,
      keptSessionJti: null,
    })
    .where(eq(players.id, playerId));
  return planned;
}

/** Records a callback request for customer services (`callbacks:list`). */
export async function requestCallback(
  db: Db,
  playerId: string,
  body: RequestCallbackBody,
  now: Temporal.Instant,
): Promise<void> {
  await db.insert(callbackRequests).values({
    playerId,
    phone: body.phone,
    preferredTime: body.preferred_time,
    reason: body.reason,
    createdAt: toDate(now),
  });
}
