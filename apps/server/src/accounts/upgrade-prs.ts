/** Upgrade of an in-store (PRS) account to an online one (docs/decisions.md "Upgrade-prs"). */
import { timingSafeEqual } from "node:crypto";
import { PRS_MISMATCH, type UpgradePrsBody } from "@lotto/api";
import { and, eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { players } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { badRequest, unprocessable } from "../http/http-error";
import { hashSecret, normaliseAnswer } from "./passwords";
import { questionText } from "./security-questions";

const mismatch = () => unprocessable(PRS_MISMATCH.code, PRS_MISMATCH.message);

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Sets the password, security question and acceptances of a PRS account and makes it ACTIVE. The
 * email alone proves nothing: the card number and date of birth must match too, and any mismatch
 * (unknown email, not PRS, wrong card, wrong date) gets the same answer. The status guard in the
 * update makes a second upgrade, even a concurrent one, fail like a mismatch.
 */
export async function upgradePrsAccount(db: Db, body: UpgradePrsBody, now: Temporal.Instant): Promise<void> {
  if (!questionText(body.security_question_id))
    throw badRequest("security_question_id: Choose a security question.");
  const [player] = await db.select().from(players).where(eq(players.email, body.email.toLowerCase()));
  const proven =
    player?.status === "PRS" &&
    player.prsCardNumber !== null &&
    sameText(player.prsCardNumber, body.card_number) &&
    player.dateOfBirth === body.date_of_birth;
  if (!player || !proven) throw mismatch();
  const [passwordHash, answerHash] = await Promise.all([
    hashSecret(body.password),
    hashSecret(normaliseAnswer(body.security_answer)),
  ]);
  const upgraded = await db
    .update(players)
    .set({
      passwordHash,
      securityQuestionId: body.security_question_id,
      securityAnswerHash: answerHash,
      termsAccepted: true,
      privacyAccepted: true,
      status: "ACTIVE",
      failedLogins: 0,
      passwordChangedAt: toDate(now),
    })
    .where(and(eq(players.id, player.id), eq(players.status, "PRS")))
    .returning({ id: players.id });
  if (upgraded.length === 0) throw mismatch();
}
