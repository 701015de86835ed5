/** Forgotten passwords (R-STATES login view machine, R-CALLS reset calls, R-PASSWORD-FLOWS). */
import { PASSWORD_TEXT } from "@lotto/core";
import { eq, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { players } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { unprocessable } from "../http/http-error";
import { type MailContext, sendMail } from "../mail/mailer";
import { consumeOneTimeToken, createOneTimeToken } from "./one-time-token";
import { hashSecret, normaliseAnswer, verifySecret } from "./passwords";
import { questionText } from "./security-questions";
import { announceSessionsChanged } from "./session-standing";

const incorrect = () => unprocessable("INFORMATION_INCORRECT", PASSWORD_TEXT.forgotPasswordError);

/** Accounts with no online password to reset: closed ones, and in-store (PRS) ones until upgraded. */
const resettable = (status: string) => status !== "CLOSED" && status !== "PRS";

/** The player's question when email and date of birth match; the same error for any mismatch. */
export async function securityQuestionFor(db: Db, email: string, dateOfBirth: string) {
  const [player] = await db.select().from(players).where(eq(players.email, email.toLowerCase()));
  if (!player || player.dateOfBirth !== dateOfBirth || !resettable(player.status)) throw incorrect();
  return { security_question: questionText(player.securityQuestionId) ?? "" };
}

/**
 * Emails a reset link. Unknown emails get the same answer as known ones (no enumeration); a wrong
 * security answer is a field error whose first message the client shows (R-ERRORS).
 */
export async function requestReset(
  db: Db,
  mail: MailContext,
  email: string,
  answer: string | undefined,
  now: Temporal.Instant,
) {
  const [player] = await db.select().from(players).where(eq(players.email, email.toLowerCase()));
  if (player && resettable(player.status)) {
    if (answer !== undefined && !(await verifySecret(normaliseAnswer(answer), player.securityAnswerHash))) {
      const message = "The answer you entered is incorrect.";
      throw unprocessable("SECURITY_ANSWER_INCORRECT", message, { errors: { security_answer: [message] } });
    }
    const token = await createOneTimeToken(db, player.id, "reset", now);
    const link = `${mail.publicUrl}/reset-password?token=${token}`;
    await sendMail(mail, {
      to: player.email,
      subject: "Reset your Play Online password",
      body: `Hi ${player.firstname},\n\nReset your password within 1 hour:\n${link}\n\nIf you did not ask for this, ignore this email.\n`,
      link,
    });
  }
  return { message: PASSWORD_TEXT.resetRequestReceived };
}

/**
 * Sets a new password with a reset token; also lifts a lockout (the player proved the mailbox) and
 * ends every session of the player, since whoever knew the old password may hold one.
 */
export async function confirmReset(
  db: Db,
  token: string,
  password: string,
  now: Temporal.Instant,
): Promise<void> {
  const passwordHash = await hashSecret(password);
  await db.transaction(async (tx) => {
    const playerId = await consumeOneTimeToken(tx, token, "reset", now);
    if (!playerId)
      throw unprocessable("INVALID_TOKEN", "This password reset link is invalid or has expired.");
    await tx
      .update(players)
      .set({
        passwordHash,
        passwordChangedAt: toDate(now),
        failedLogins: 0,
        lockedUntil: null,
        sessionGeneration: sql`${players.sessionGeneration} + 1`,
        keptSessionJti: null,
      })
      .where(eq(players.id, playerId));
    await announceSessionsChanged(tx, playerId);
  });
}
